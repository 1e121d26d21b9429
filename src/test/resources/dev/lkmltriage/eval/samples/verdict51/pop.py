# verdict51 population (written before any message text was read)
import json,re,sys
sys.path.insert(0,'/tmp/p47'); import labelled
S='/work/verdict51/src/test/resources/dev/lkmltriage/eval/samples/'
popB=re.compile(open(S+'heldout48-49.re').read().strip())
v48=re.compile(open(S+'verdict48/pop.re').read().strip())
VER=r'(?:\bv?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)\b|\bv[2-6]\.[0-9]{1,2}\b|[Kk]ernel [2-6]\.[0-9]{1,2}\b|\b[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})'
W49=r'(?i:\btested\b|\bworks?\b|\bworking\b|\bboots?\b|\bfails?\b|\bfailing\b|\bfine\b|\bbroken\b|\bsame (?:issue|problem)\b|\bstill (?:see|happen|fail|broken|present|there)|\bproblem\b|\bissue\b)'
own49=re.compile(r'(?m)^.*(?:'+VER+r'.{0,60}'+W49+'|'+W49+r'.{0,60}'+VER+').*$')
bz=re.compile(r'bugzilla\.kernel\.org/show_bug|^\[Bug \d+\]',re.M)
VER2=r'(?:(?<![\d.])(?:v|[Kk]ernel |[Ll]inux )?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)?(?![\d.])|next-20[12][0-9]{5})'
W=r'(?i:\bworks?\b|\bworked\b|\bworking\b|\bboots?\b|\bbooted\b|\bfine\b|\bok\b|\bgood\b|\bbad\b|\bfails?\b|\bfailed\b|\bbroken\b|\bbreaks\b|\bbroke\b|\bcrash(?:es|ed)?\b|\bhangs?\b|\bhung\b|\bpanics?\b|\bregress\w*|\bno longer\b|\bnot work\w*|n.t work\w*)'
near=re.compile(r'(?m)^.*(?:'+VER2+r'.{0,40}'+W+'|'+W+r'.{0,40}'+VER2+').*$')
ban=re.compile(r'(?:Not tainted|Tainted: [A-Z ]+|Linux version) [2-6]\.[0-9]{1,2}')
def earlier(o):
    """True where verdict48's, verdict49's or verdict50's population or held-out48-55's took the message."""
    st=o['subject']+'\n'+o['text']; subj=o['subject']
    if popB.search(st) or v48.search(st): return True
    lines=o['text'].split('\n'); q=o['q']
    ownt='\n'.join(x for x,f in zip(lines,q) if f==' ')
    start=bool(re.search(r'\b(PATCH|PULL)\b',subj) and not subj.lower().startswith('re'))
    if not start and (subj.startswith('Re') and own49.search(ownt) or bz.search(st) and re.search(VER,st)): return True
    pre=st.split('\ndiff --git')[0]
    if not start and near.search(pre): return True
    if ban.search(pre): return True
    return False
# verdict51's own shapes, before the first diff (own or quoted lines):
KV=r'(?<![\d.\w])v?[2-6]\.[0-9]{1,2}(?:\.[0-9]+)?(?:-rc[0-9]+)?'
distro=re.compile(KV+r'-[0-9]+(?:\.[0-9]+)*[-.](?:generic|amd64|default|lowlatency|arch|fc[0-9]{2}|el[0-9]|pve|MANJARO|\w*gentoo)|(?i:\b(?:ubuntu|debian|fedora|opensuse|suse|arch ?linux|manjaro|centos|rhel|red hat|gentoo|mint|proxmox)\b).{0,50}'+KV+r'\b|'+KV+r'\b.{0,50}(?i:\b(?:ubuntu|debian|fedora|opensuse|arch ?linux|manjaro|centos|rhel|gentoo|mint|proxmox)\b)')
nextsp=re.compile(r'(?i:linux-next|\bnext)[ :/]+20[12][0-9]{5}\b|(?i:linux-next) (?:of |from )?20[12][0-9]-?[01][0-9]-?[0-3][0-9]\b')
docurl=re.compile(r'/(?:doc/html|html|docs?)/v?[2-6]\.[0-9]{1,2}/')
contrast=re.compile(r'(?m)^.*'+KV+r'\b.{0,80}\b(?:but|while|whereas|however|vs\.?|versus|->|and)\b.{0,80}'+KV+r'\b.*$')
stable=re.compile(r'(?i:\bstable\b).{0,30}'+KV+r'\b|'+KV+r'\b.{0,20}\bstable\b|(?i:\bbackport(?:ed)?\b).{0,40}'+KV+r'\b')
def classify(o):
    if earlier(o): return None
    st=o['subject']+'\n'+o['text']
    pre=st.split('\ndiff --git')[0]
    for name,rx in (('distro',distro),('next',nextsp),('doc',docurl),('contrast',contrast),('stable',stable)):
        if rx.search(pre): return name
    return None
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p47/drawn.idx') if x.strip()}
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
