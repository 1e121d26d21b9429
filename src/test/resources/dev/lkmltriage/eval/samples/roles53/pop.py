# pop.py: roles53's population over /tmp/p51/text.jsonl (Tools51 text dump: index, subject, decoded text).
# A reply in a patch thread (subject opens Re:/RE:/AW:/Antw:/SV: and holds PATCH) that cites a commit or talks of
# breakage or blame in words held-out48-49's regex does not use (BLAME below), matching none of roles47-52's or
# held-out48-49's populations. Dropped then: labelled/drawn (/tmp/p51/labelled.py, the keep/draw lists of the slices
# being labelled), later messages of a kept title. Usage: python3 pop.py [STEP DEVPHASE TESTPHASE]
import re,json,sys
sys.path.insert(0,'/tmp/p51'); import labelled
S=__file__.rsplit('/',2)[0]+'/'
prev=[re.compile(open(S+f).read().strip()) for f in ['roles47/pop.re','roles49/pop.re','roles50/pop.re','roles51/pop.re','heldout48-49.re']]
prev.append(re.compile(open(S+'roles48/pop.re').read().strip(),re.M))
CITE=re.compile(r'(?i:\bcommit)[ :]+[0-9a-f]{8,40}\b|\b[0-9a-f]{12,40} \("')
R51F=CITE
R51=re.compile(open(S+'roles51/pop.re').read().strip())
R52Q=re.compile(r'(?m)^-----\s*Original Message\s*-----|^From: [^\n]*\n(?:[^\n]*\n)?(?:Sent|Date): |^_{20,}\s*$|^\|[ \t][^\n]*\n\|[ \t]|^: [^\n]*\n: |^\+-+[^\n]*wrote[^\n]*-+\+|^(?!>)[^\n]*wrote:\s*\n(?:\s*\n)?(?![ \t]*>)(?:[ \t]{2,}|\t)\S')
R52B=re.compile(r'(?i:\A[^\n]*(?:GIT PULL|PATCH[^\]\n]*\b0+/\d|stable|backport))|(?i:upstream commit)|(?m:^commit [0-9a-f]{40} upstream)')
REPLY=re.compile(r'\A(?:Re|RE|AW|Antw|SV):[^\n]*PATCH')
BLAME=re.compile(r'(?i)\brevert|\bbroken\b|\bbreakage|\bfail(?:s|ed|ure)?\b|\bpanic|\block-?up|\bfreez|\bcaused\b|\bintroduced (?:by|in)\b|\bculprit|\bprevents?\b[^.\n]{0,60}\bfrom\b|^[> ]*Fixed: |subsequent fix|\bcommit [0-9a-f]{7,40}\b')
keep=set()
for f in ['keep62.txt','keep63.txt','draw62.txt','draw63.txt']:
    for l in open('/tmp/p51/'+f):
        p=l.split()
        if p and p[-1].isdigit(): keep.add(int(p[-1]))
lab=set(labelled.idx)|keep
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
seen=set();pool=[];c=dict(reply=0,pop=0,prev=0,lab=0,title=0)
for l in open('/tmp/p51/text.jsonl'):
    o=json.loads(l); i=o['i']; subj=o['s'] or ''; st=subj+'\n'+(o['t'] or '')
    if not REPLY.search(st): continue
    c['reply']+=1
    if not (CITE.search(st) or BLAME.search(st)): continue
    c['pop']+=1
    if any(p.search(st) for p in prev) or (CITE.search(st) and (R52Q.search(o['t'] or '') or R52B.search(st))): c['prev']+=1; continue
    if i in lab: c['lab']+=1; continue
    t=title(subj)
    if t in seen: c['title']+=1; continue
    seen.add(t); pool.append(i)
print(c,"left",len(pool)); open("/tmp/p51/roles53/pool.idx","w").write("".join("%d\n"%x for x in pool))
if len(sys.argv)>1:
    step=int(sys.argv[1]); a=int(sys.argv[2]); z=int(sys.argv[3])
    for name,ph in (('dev',a),('test',z)):
        sel=pool[ph::step]
        open('/tmp/p51/roles53/%s.idx'%name,'w').write(''.join('%d\n'%x for x in sel))
        print(name,len(sel),sel)
