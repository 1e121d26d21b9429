# verdict50 population (written before any message text was read)
import json,re,sys
sys.path.insert(0,'/tmp/p46'); import labelled
S='/work/verdict50/src/test/resources/dev/lkmltriage/eval/samples/'
popB=re.compile(open(S+'heldout48-49.re').read().strip())
v48=re.compile(open(S+'verdict48/pop.re').read().strip())
VER=r'(?:\bv?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)\b|\bv[2-6]\.[0-9]{1,2}\b|[Kk]ernel [2-6]\.[0-9]{1,2}\b|\b[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})'
W49=r'(?i:\btested\b|\bworks?\b|\bworking\b|\bboots?\b|\bfails?\b|\bfailing\b|\bfine\b|\bbroken\b|\bsame (?:issue|problem)\b|\bstill (?:see|happen|fail|broken|present|there)|\bproblem\b|\bissue\b)'
own49=re.compile(r'(?m)^.*(?:'+VER+r'.{0,60}'+W49+'|'+W49+r'.{0,60}'+VER+').*$')
bz=re.compile(r'bugzilla\.kernel\.org/show_bug|^\[Bug \d+\]',re.M)
# (a) a version (bare X.Y allowed) within 40 characters of a verdict word on one line, own or quoted, before any diff
VER2=r'(?:(?<![\d.])(?:v|[Kk]ernel |[Ll]inux )?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)?(?![\d.])|next-20[12][0-9]{5})'
W=r'(?i:\bworks?\b|\bworked\b|\bworking\b|\bboots?\b|\bbooted\b|\bfine\b|\bok\b|\bgood\b|\bbad\b|\bfails?\b|\bfailed\b|\bbroken\b|\bbreaks\b|\bbroke\b|\bcrash(?:es|ed)?\b|\bhangs?\b|\bhung\b|\bpanics?\b|\bregress\w*|\bno longer\b|\bnot work\w*|n.t work\w*)'
near=re.compile(r'(?m)^.*(?:'+VER2+r'.{0,40}'+W+'|'+W+r'.{0,40}'+VER2+').*$')
# (b) a kernel banner or release line with a version: "Not tainted 5.x", "Tainted: G ... 5.x", "Linux version 5.x"
ban=re.compile(r'(?:Not tainted|Tainted: [A-Z ]+|Linux version) [2-6]\.[0-9]{1,2}')
def classify(o):
    st=o['subject']+'\n'+o['text']; subj=o['subject']
    if popB.search(st) or v48.search(st): return None
    lines=o['text'].split('\n'); q=o['q']
    ownt='\n'.join(x for x,f in zip(lines,q) if f==' ')
    if subj.startswith('Re') and own49.search(ownt) or bz.search(st) and re.search(VER,st): return None
    pre=st.split('\ndiff --git')[0]
    start=bool(re.search(r'\b(PATCH|PULL)\b',subj) and not subj.lower().startswith('re'))
    if not start and near.search(pre): return 'a'
    if ban.search(pre): return 'b'
    return None
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p46/drawn.idx') if x.strip()}
    lab=set(labelled.idx)
    res=[];cat={}
    for l in open('/tmp/p45/v49/text.jsonl'):
        o=json.loads(l); c=classify(o)
        if c: res.append(o['i']); cat[o['i']]=c
    print(len(res),'labelled',len([i for i in res if i in lab]),'drawn',len([i for i in res if i in drawn]))
    left=[i for i in res if i not in lab and i not in drawn]
    print('left',len(left),'a',sum(cat[i]=='a' for i in left),'b',sum(cat[i]=='b' for i in left))
    json.dump(left,open('left.json','w'))
