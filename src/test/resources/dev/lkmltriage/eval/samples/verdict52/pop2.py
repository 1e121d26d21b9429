# verdict52 population 2 (written before any message text was read): a message no earlier population took (free.json,
# base.py) that is no PATCH/PULL thread start, whose own text before its first diff writes a kernel-shaped version
# and, anywhere in that own text (not within one line of it, which verdict50's population took), a run word.
import json,re,sys
sys.path.insert(0,'/tmp/p48'); import labelled
free=set(json.load(open('free.json')))
tag=re.compile(r'^\s*(?:Cc|CC|Fixes|Link|Reported-by|Tested-by|Signed-off-by|Acked-by|Reviewed-by|Suggested-by):')
VER=re.compile(r'(?<![\d.\w/-])(?:v?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)|v[2-6]\.[0-9]{1,2}|[Kk]ernel [2-6]\.[0-9]{1,2}|[Ll]inux [2-6]\.[0-9]{1,2}|[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})(?![\d.]\d)')
W=re.compile(r'(?i:\bworks?\b|\bworked\b|\bworking\b|\bboots?\b|\bbooted\b|\bfails?\b|\bfailed\b|\bfailure\b|\bbroken\b|\bbreaks?\b|\bbroke\b|\bcrash\w*|\bhangs?\b|\bhung\b|\bfreez\w*|\bpanics?\b|\boops\b|\bregress\w*|\bno longer\b|n.t work\w*|\bsame (?:issue|problem|error)\b|\bstill (?:see|happen\w*|fail\w*|there|present)|\breproduc\w+|\bbug\b|\berrors?\b|\bwarning\b|\bissue\b|\bproblem\b)')
def classify(o):
    subj=o['subject']
    if re.search(r'\b(PATCH|PULL)\b',subj) and not re.match(r'(?i)(re|aw|fwd?):',subj): return None
    lines=o['text'].split('\n'); q=o['q']
    own=[x for x,f in zip(lines,q) if f==' ']
    own='\n'.join(own).split('\ndiff --git')[0].split('\n')
    own=[x for x in own if not tag.search(x)]
    t=subj+'\n'+'\n'.join(own)
    if not VER.search(t) or not W.search(t): return None
    return 'far'
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p48/drawn.idx') if x.strip()}
    lab=set(labelled.idx); res=[]
    for l in open('/tmp/p45/v49/text.jsonl'):
        o=json.loads(l)
        if o['i'] in free and classify(o): res.append(o['i'])
    print(len(res),'labelled',len([i for i in res if i in lab]),'drawn',len([i for i in res if i in drawn]))
    left=[i for i in res if i not in lab and i not in drawn]
    print('left',len(left)); json.dump(left,open('left2.json','w'))
