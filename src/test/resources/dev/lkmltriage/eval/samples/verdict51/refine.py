# verdict51 refinement (before any text was read): the 'stable' class was 181 of 237 and the start's dump predicts 1
# verdict in it: nearly all are patch metadata ("Cc: stable@... # 5.4+"). Keep a stable mention only on a line that is
# not a Cc:/Fixes: tag and in a message that is not a PATCH/PULL thread start; the other classes as they are.
import json,re,sys
sys.path.insert(0,'/tmp/p47/v51'); import pop
d=json.load(open('left.json')); left=d['left']
want=set(left); keep=[];cat={}
tag=re.compile(r'^\s*(?:>\s*)*(?:Cc|CC|Fixes|Link|Reported-by|Tested-by|Signed-off-by|Acked-by|Reviewed-by):')
for l in open('/tmp/p45/v49/text.jsonl'):
    o=json.loads(l)
    if o['i'] not in want: continue
    st=o['subject']+'\n'+o['text']; pre=st.split('\ndiff --git')[0]; subj=o['subject']
    start=bool(re.search(r'\b(PATCH|PULL)\b',subj) and not subj.lower().startswith('re'))
    c=d['cat'][str(o['i'])]
    if c=='stable':
        lines=[x for x in pre.split('\n') if not tag.search(x)]
        if start or not pop.stable.search('\n'.join(lines)): continue
    keep.append(o['i']); cat[o['i']]=c
from collections import Counter
print(len(keep),Counter(cat.values()))
json.dump({'left':keep,'cat':cat},open('left2.json','w'))
