# facts52 population (session 52; written before any message text or extractor output was read).
# Over /tmp/p52/text.jsonl (Tools51 text dump {"i","s","t"}): the UNDRAWN rest of the earlier regex-defined
# verdict/roles populations, i.e. a message whose subject+"\n"+text matches verdict48's pop.re or any of
# roles47-51's pop.re (roles48's in multiline mode), as those sessions ran them. Left out: /tmp/p52/labelled.py's
# idx (every slice, sample and drawn.idx), the held-out64/65 keep and draw lists, and later messages of a title
# already kept (one message per thread title, so siblings do not fill both halves).
# Usage: python3 pop.py STEP DEVPHASE TESTPHASE   (prints counts, writes /tmp/facts52/{pool,dev,test}.idx)
import re,json,sys,os
H=os.path.dirname(os.path.abspath(__file__)); S=os.path.dirname(H)+'/'
sys.path.insert(0,'/tmp/p52'); import labelled
pops=[re.compile(open(S+f).read().strip()) for f in ['verdict48/pop.re','roles47/pop.re','roles49/pop.re','roles50/pop.re','roles51/pop.re']]
pops.append(re.compile(open(S+'roles48/pop.re').read().strip(),re.M))
keep=set()
for f in ['keep64.txt','keep65.txt','draw64.txt','draw65.txt']:
    for l in open('/tmp/p52/'+f):
        for p in l.replace('\t',' ').split():
            if p.isdigit(): keep.add(int(p))
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
lab=set(labelled.idx)
seen=set(); pool=[]; c=dict(pop=0,lab=0,keep=0,title=0)
for l in open('/tmp/p52/text.jsonl'):
    o=json.loads(l); i=o['i']; subj=o['s'] or ''; st=subj+'\n'+(o['t'] or '')
    if not any(p.search(st) for p in pops): continue
    c['pop']+=1
    if i in lab: c['lab']+=1; continue
    if i in keep: c['keep']+=1; continue
    t=title(subj)
    if t in seen: c['title']+=1; continue
    seen.add(t); pool.append(i)
print(c,'left',len(pool))
os.makedirs('/tmp/facts52',exist_ok=True)
open('/tmp/facts52/pool.idx','w').write(''.join('%d\n'%x for x in pool))
if len(sys.argv)>3:
    step=int(sys.argv[1]); a=int(sys.argv[2]); z=int(sys.argv[3])
    for name,ph in (('dev',a),('test',z)):
        sel=pool[ph::step]
        open('/tmp/facts52/%s.idx'%name,'w').write(''.join('%d\n'%x for x in sel))
        print(name,len(sel),sel)
