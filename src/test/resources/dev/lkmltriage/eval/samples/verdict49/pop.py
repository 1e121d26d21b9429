import json,re,sys
sys.path.insert(0,'/tmp/p45'); import labelled
S='/work/verdict49/src/test/resources/dev/lkmltriage/eval/samples/'
popB=re.compile(open('/tmp/p45/popB.re').read().strip())
v48=re.compile(open(S+'verdict48/pop.re').read().strip())
drawn={int(x) for x in open('/tmp/p45/drawn.idx') if x.strip()}
lab=set(labelled.idx)
VER=r'(?:\bv?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)\b|\bv[2-6]\.[0-9]{1,2}\b|[Kk]ernel [2-6]\.[0-9]{1,2}\b|\b[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})'
WORD=r'(?i:\btested\b|\bworks?\b|\bworking\b|\bboots?\b|\bfails?\b|\bfailing\b|\bfine\b|\bbroken\b|\bsame (?:issue|problem)\b|\bstill (?:see|happen|fail|broken|present|there)|\bproblem\b|\bissue\b)'
own=re.compile(r'(?m)^.*(?:'+VER+r'.{0,60}'+WORD+'|'+WORD+r'.{0,60}'+VER+').*$')
bz=re.compile(r'bugzilla\.kernel\.org/show_bug|^\[Bug \d+\]',re.M)
n=0;res=[]
for l in open('text.jsonl'):
    o=json.loads(l); st=o['subject']+'\n'+o['text']
    if popB.search(st) or v48.search(st): continue
    if re.search(r'\b(PATCH|PULL)\b',o['subject']) and not o['subject'].lower().startswith('re'): continue
    # own lines only
    lines=o['text'].split('\n'); q=o['q']
    ownt='\n'.join(x for x,f in zip(lines,q) if f==' ')
    if o['subject'].startswith('Re') and own.search(ownt) or bz.search(st) and re.search(VER,st):
        res.append(o['i'])
print(len(res), 'labelled', len([i for i in res if i in lab]), 'drawn', len([i for i in res if i in drawn]))
left=[i for i in res if i not in lab and i not in drawn]
print('left',len(left))
json.dump(left,open('left.json','w'))
