# score.py DUMP LABELS.tsv [-v]: drivers precision/recall of a dump against drivers52/drivers53 labels
import json,sys
dump=sys.argv[1]; lab=sys.argv[2]; verbose='-v' in sys.argv
L={}
for l in open(lab):
    p=l.rstrip('\n').split('\t')
    L[int(p[0])]=set(x for x in p[1].split(',') if x)
P={}
for i,l in enumerate(open(dump)):
    if i in L: P[i]=set(json.loads(l).get('drivers') or [])
tp=fp=fn=0
for i in sorted(L):
    g,p=L[i],P.get(i,set())
    tp+=len(g&p); fp+=len(p-g); fn+=len(g-p)
    if verbose and g!=p: print(i,'missed',sorted(g-p),'false',sorted(p-g))
pr=tp/(tp+fp) if tp+fp else 1; rc=tp/(tp+fn) if tp+fn else 1
print('P %.3f R %.3f (tp %d fp %d fn %d)'%(pr,rc,tp,fp,fn))
