# facts54 populations (session 54; written before any message text or extractor output was read).
# Over /tmp/p54/text.jsonl (Tools51 text dump {"i","s","t"}), two shapes from held-out56-67's regression misses:
#  A (fixeslog): a message carrying a `Fixes: <hex>` line (own or quoted, "> " prefixes allowed) whose text in the
#    1,500 characters before that line writes a failure word (crash, oops, panic, hang, lockup, fail..., broke/broken/
#    breaks, "doesn't/does not/no longer work", NULL pointer, issue(s), regression): held-out60's 11127, held-out64's
#    18491, held-out66's 15101 (a regression stated by a Fixes: log, missed).
#  B (posted): a reply whose subject carries a [PATCH ...] tag and whose own (unquoted) line says "this/your/the
#    patch|series|change|commit ... broke/breaks/break/broken/causes/caused/regress..." within 80 characters:
#    held-out61's 16521 (a posted patch's failure read as a regression).
# Left out: /tmp/p54/labelled.py's idx (slices, samples, drawn.idx), held-out68/69's keep and draw lists, and later
# messages of a title already kept (one message per thread title).
# Usage: python3 pop.py A|B STEP DEVPHASE TESTPHASE   (prints counts, writes /tmp/facts54/{A,B}-{pool,dev,test}.idx)
import re,json,sys,os
sys.path.insert(0,'/tmp/p54'); import labelled
FIX=re.compile(r'^(?:> ?)*Fixes:\s*[0-9a-f]{8,40}\b',re.M|re.I)
FAIL=re.compile(r"\b(crash\w*|oops|panic\w*|hang|hangs|hung|lockup|fail\w*|broke|broken|breaks|(?:doesn't|does not|no longer|not) work\w*|NULL pointer|issues?|regress\w*)\b",re.I)
POSTED=re.compile(r"\b(?:this|your|the) (?:patch|series|change|commit)\b[^\n]{0,80}?\b(?:broke|breaks|break|broken|causes?|caused|regress\w*)\b",re.I)
keep=set()
for f in ['keep68.txt','keep69.txt','drawF.txt','drawF2.txt','drawB.txt']:
    try:
        for l in open('/tmp/p54/'+f):
            for p in l.replace('\t',' ').split():
                if p.isdigit(): keep.add(int(p))
    except FileNotFoundError: pass
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
def inA(subj,text):
    for m in FIX.finditer(text):
        if FAIL.search(text[max(0,m.start()-1500):m.start()]): return True
    return False
def inB(subj,text):
    if not re.match(r'(?i)\s*re:',subj) or not re.search(r'\[[^\]]*PATCH',subj): return False
    own='\n'.join(l for l in text.split('\n') if not l.lstrip().startswith('>'))
    return bool(POSTED.search(own))
mode=sys.argv[1]; test={'A':inA,'B':inB}[mode]
lab=set(labelled.idx)
seen=set(); pool=[]; c=dict(pop=0,lab=0,keep=0,title=0)
for l in open('/tmp/p54/text.jsonl'):
    o=json.loads(l); i=o['i']; subj=o['s'] or ''
    if not test(subj,o['t'] or ''): continue
    c['pop']+=1
    if i in lab: c['lab']+=1; continue
    if i in keep: c['keep']+=1; continue
    t=title(subj)
    if t in seen: c['title']+=1; continue
    seen.add(t); pool.append(i)
print(mode,c,'left',len(pool))
os.makedirs('/tmp/facts54',exist_ok=True)
open('/tmp/facts54/%s-pool.idx'%mode,'w').write(''.join('%d\n'%x for x in pool))
if len(sys.argv)>4:
    step=int(sys.argv[2]); a=int(sys.argv[3]); z=int(sys.argv[4])
    for name,ph in (('dev',a),('test',z)):
        sel=pool[ph::step]
        open('/tmp/facts54/%s-%s.idx'%(mode,name),'w').write(''.join('%d\n'%x for x in sel))
        print(name,len(sel),sel)
