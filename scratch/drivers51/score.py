import json,sys,collections
dump,which=sys.argv[1],sys.argv[2]
sk={json.loads(l)['archiveIndex']:json.loads(l)['messageId'] for l in open(which+'-skeleton.jsonl')}
want=set(sk.values())
pred={}
for l in open(dump):
    if not any(m in l for m in ()): pass
    o=json.loads(l)
    if o['messageId'] in want: pred[o['messageId']]=o['drivers']
tp=fp=fn=0; out=[]
for line in open(which+'-labels.tsv'):
    p=line.rstrip('\n').split('\t'); i=int(p[0]); lab=collections.Counter([d for d in p[1].split(',') if d])
    pr=collections.Counter(pred.get(sk[i],[]))
    t=sum((lab&pr).values()); tp+=t; fp+=sum((pr-lab).values()); fn+=sum((lab-pr).values())
    if lab!=pr: out.append('%d label=%s pred=%s'%(i,sorted(lab.elements()),sorted(pr.elements())))
P=tp/(tp+fp) if tp+fp else float('nan'); R=tp/(tp+fn) if tp+fn else float('nan')
print('%s: P %.3f R %.3f (tp %d fp %d fn %d)'%(which,P,R,tp,fp,fn))
if len(sys.argv)>3: print('\n'.join(out))
