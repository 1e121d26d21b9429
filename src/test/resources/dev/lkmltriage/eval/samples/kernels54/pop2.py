# kernels54 population, second definition (written before reading any message; the first, pop.py, left 58 messages
# of which 48 were repostings of one 17-version series, so too narrow): every archive message, not matched by the
# held-out reply-to-patch regex (heldout48-49.re, popB.re), whose own text before its first diff (unquoted, trailer
# tags dropped) writes a kernel-shaped version within 160 characters of a version-like number that is no kernel
# (pop.py's D) -- or, for replies that tell how a kernel behaved, a kernel-shaped version within 80 characters of a
# behaviour word (works/worked/fails/boots/broken/hangs/crash/fine/ok/issue/problem). At most one message per
# normalised subject (its first in archive order not already labelled or drawn), so one series' repostings or one
# thread do not fill the sample.
import json,re,sys
sys.path.insert(0,'/tmp/k54'); sys.path.insert(0,'/tmp/p50'); import labelled
from pop1 import own, NEAR, KV
S='/work/kernels54/src/test/resources/dev/lkmltriage/eval/samples/'
ho=re.compile(open(S+'heldout48-49.re').read().strip())
B=re.compile(r'(?i:\bworks?\b|\bworked\b|\bworking\b|\bboots?\b|\bbooted\b|\bfails?\b|\bfailed\b|\bbroken\b|\bhangs?\b|\bcrash\w*|\bfine\b|\bok\b|\bissue\b|\bproblem\b)')
BEH=re.compile('(?:'+KV+r')[^\n]{0,80}?'+B.pattern+'|'+B.pattern+r'[^\n]{0,80}?(?:'+KV+')')
def norm(s):
    while True:
        t=re.sub(r'^(?:(?i:re|aw|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s.strip())
        if t==s.strip(): return t.lower()
        s=t
def cls(o):
    st=o['subject']+'\n'+o['text']
    t=re.sub(r'(?<!\n)\n(?!\n)',' ',own(o))
    n=bool(NEAR.search(t)); b=bool(BEH.search(t))
    if not (n or b): return None
    if ho.search(st): return None
    return 'near' if n else 'beh'
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p50/drawn.idx') if x.strip()}
    lab=set(labelled.idx); res={}; seen=set(); c={'near':0,'beh':0}; left=[]
    for l in open('/tmp/p45/v49/text.jsonl'):
        o=json.loads(l); k=cls(o)
        if not k: continue
        c[k]+=1; res[o['i']]=k
        if o['i'] in lab or o['i'] in drawn: continue
        s=norm(o['subject'])
        if s in seen: continue
        seen.add(s); left.append(o['i'])
    print('match',c,'labelled',len([i for i in res if i in lab]),'drawn',len([i for i in res if i in drawn and i not in lab]),'left (one per subject)',len(left),{k:len([i for i in left if res[i]==k]) for k in c})
    json.dump({'left':left,'cls':{i:res[i] for i in left}},open('/tmp/k54/left2.json','w'))
