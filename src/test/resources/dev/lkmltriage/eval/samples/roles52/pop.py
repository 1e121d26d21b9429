# pop.py: roles52's population over RealMailSample's all-matches view of a commit-like hex word
import re,json,sys,glob
sys.path.insert(0,'/tmp/p49'); import labelled
S='/work/roles52/src/test/resources/dev/lkmltriage/eval/samples/'
prev=[]
for f in ['roles47/pop.re','roles49/pop.re','roles50/pop.re','roles51/pop.re','heldout48-49.re']:
    prev.append(re.compile(open(S+f).read().strip()))
prev.append(re.compile(open(S+'roles48/pop.re').read().strip(),re.M))
CITE=re.compile(r'(?i:\bcommit)[ :]+[0-9a-f]{8,40}\b|\b[0-9a-f]{12,40} \("')
QUOTE=re.compile(r'(?m)^-----\s*Original Message\s*-----|^From: [^\n]*\n(?:[^\n]*\n)?(?:Sent|Date): |^_{20,}\s*$|^\|[ \t][^\n]*\n\|[ \t]|^: [^\n]*\n: |^\+-+[^\n]*wrote[^\n]*-+\+|^(?!>)[^\n]*wrote:\s*\n(?:\s*\n)?(?![ \t]*>)(?:[ \t]{2,}|\t)\S')
BULK=re.compile(r'(?i:\A[^\n]*(?:GIT PULL|PATCH[^\]\n]*\b0+/\d|stable|backport))|(?i:upstream commit)|(?m:^commit [0-9a-f]{40} upstream)')
view=open('/tmp/p49/roles52/all/view.txt').read().split('=================== #')[1:]
drafts=[json.loads(l) for l in open('/tmp/p49/roles52/all/draft.jsonl')]
assert len(view)==len(drafts)
drawn={int(x) for x in open('/tmp/p49/drawn.idx') if x.strip()}
lab=set(labelled.idx)
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
seen=set();pool=[];c=dict(cite=0,pop=0,prev=0,lab=0,drawn=0,title=0,q=0,b=0)
for b,d in zip(view,drafts):
    lines=b.split('\n')
    subj=lines[1][len('Subject: '):] if lines[1].startswith('Subject: ') else ''
    body=[re.sub(r'^\s*\d+[> ] ?','',l,count=1) for l in lines[2:] if re.match(r'^\s*\d+[> ]',l)]
    text='\n'.join(body); st=subj+'\n'+text
    if not CITE.search(st): continue
    c['cite']+=1
    q=bool(QUOTE.search(text)); bk=bool(BULK.search(st))
    if not (q or bk): continue
    c['pop']+=1
    if any(p.search(st) for p in prev): c['prev']+=1; continue
    i=d['archiveIndex']
    if i in lab: c['lab']+=1; continue
    if i in drawn: c['drawn']+=1; continue
    t=title(subj)
    if t in seen: c['title']+=1; continue
    seen.add(t); c['q']+=q; c['b']+=bk; pool.append((i,d['messageId'],subj,body,q,bk))
print(c,'left',len(pool))
if len(sys.argv)>1:
    step=int(sys.argv[1]); a=int(sys.argv[2]); z=int(sys.argv[3])
    for name,ph in (('dev',a),('test',z)):
        sel=pool[ph::step]
        open('/tmp/p49/roles52/%s.idx'%name,'w').write(''.join('%d\n'%x[0] for x in sel))
        open('/tmp/p49/roles52/%s-skel.jsonl'%name,'w').write(''.join(json.dumps({'messageId':x[1],'archiveIndex':x[0]})+'\n' for x in sel))
        out=[]
        for i,m,s,body,q,bk in sel:
            # hide diff hunks past their header, keep everything else verbatim (no product marks)
            ls=[];indiff=False
            for n,l in enumerate(body,1):
                if re.match(r'^[>| ]*diff --git ',l): indiff=True; ls.append('%4d %s'%(n,l)); continue
                if indiff and re.match(r'^[>| ]*(?:[-+ @\\]|index |new file|deleted file)',l) and not re.match(r'^[>| ]*-- ?$',l):
                    if re.match(r'^[>| ]*@@',l): ls.append('%4d %s'%(n,l))
                    continue
                indiff=False; ls.append('%4d %s'%(n,l))
            out.append('=================== archiveIndex %d <%s>\nSubject: %s\n'%(i,m,s)+'\n'.join(ls))
        open('/tmp/p49/roles52/%s-blind.txt'%name,'w').write('\n'.join(out)+'\n')
        print(name,len(sel),[x[0] for x in sel])
