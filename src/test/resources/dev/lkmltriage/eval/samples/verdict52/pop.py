# verdict52 population (written before any message text was read)
import json,re,sys
sys.path.insert(0,'/tmp/p48/v52'); sys.path.insert(0,'/tmp/p48'); import labelled, v51pop
S='/work/verdict52/src/test/resources/dev/lkmltriage/eval/samples/'
roles=[re.compile(open(S+r+'/pop.re').read().strip(),re.M) for r in ('roles47','roles48','roles49','roles50')]
tag=re.compile(r'^\s*(?:>\s*)*(?:Cc|CC|Fixes|Link|Reported-by|Tested-by|Signed-off-by|Acked-by|Reviewed-by):')
def v51(o):
    c=v51pop.classify(o)
    if c!='stable': return c
    st=o['subject']+'\n'+o['text']; pre=st.split('\ndiff --git')[0]; subj=o['subject']
    start=bool(re.search(r'\b(PATCH|PULL)\b',subj) and not subj.lower().startswith('re'))
    lines=[x for x in pre.split('\n') if not tag.search(x)]
    if start or not v51pop.stable.search('\n'.join(lines)): return None
    return c
KV=r'(?<![\d.\w])(?:v|[Kk]ernel |[Ll]inux )?[2-6]\.[0-9]{1,2}(?:\.[0-9]+)?(?:-rc[0-9]+)?(?![\d.]\d)'
# verdict52's shapes, in own text before the first diff: an onset or upgrade, a sighting, an old working kernel,
# a future release or a series under test, a partial success, an out-of-tree module
SH={
 'onset':  r'(?i:\bsince\b|\bafter (?:upgrad|updat|mov|switch|go)\w*|\bstart(?:ing|ed)? (?:with|from|at)|\bbeginning with|\bup to\b|\bupgrad\w+ (?:to|from))',
 'sight':  r'(?i:\breproduc\w*|\bnot seen|\b(?:seen|observed|occurs?|happen\w*|triggered|see it|see this|hit it|hit this) (?:on|with|in|under)\b)',
 'old':    r'(?i:\bnever (?:did|had|happened|saw|seen|showed)|\bused to\b|\bolder kernels?|\bprevious kernels?|\bold kernels?)',
 'series': r'(?i:\bpull request|\bmerge window|\bon top of|\bapplied (?:on|to|against)|\btested (?:on|with|against|it on)|\bwith (?:this|the|your|these) (?:series|patch\w*) applied)',
 'partial':r'(?i:\bto (?:an|some) extent|\bpartially|\bsometimes|\bintermittent\w*|\bmost of the time)',
 'oot':    r'(?i:\bout[- ]of[- ]tree|\bdkms\b|\bproprietary)',
}
SHC={k:re.compile(r'(?m)^(?!\s*>).*(?:'+KV+r'.{0,80}'+v+'|'+v+r'.{0,80}'+KV+').*$') for k,v in SH.items()}
def classify(o):
    st=o['subject']+'\n'+o['text']
    if v51pop.earlier(o) or v51(o): return None
    if any(r.search(st) for r in roles): return None
    lines=o['text'].split('\n'); q=o['q']
    own='\n'.join(x for x,f in zip(lines,q) if f==' ')
    own=own.split('\ndiff --git')[0]
    own=o['subject']+'\n'+'\n'.join(x for x in own.split('\n') if not tag.search(x))
    for k,rx in SHC.items():
        if rx.search(own): return k
    return None
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p48/drawn.idx') if x.strip()}
    lab=set(labelled.idx)
    res=[];cat={}
    for l in open('/tmp/p45/v49/text.jsonl'):
        o=json.loads(l); c=classify(o)
        if c: res.append(o['i']); cat[o['i']]=c
    print(len(res),'labelled',len([i for i in res if i in lab]),'drawn',len([i for i in res if i in drawn]))
    left=[i for i in res if i not in lab and i not in drawn]
    from collections import Counter
    print('left',len(left),Counter(cat[i] for i in left))
    json.dump({'left':left,'cat':{i:cat[i] for i in left}},open('left.json','w'))
