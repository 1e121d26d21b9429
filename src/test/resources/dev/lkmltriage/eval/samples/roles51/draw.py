# draw.py: from RealMailSample's all-matches view of pop.re, keep messages citing a commit (filter.re), drop
# labelled/drawn ones and later messages of a kept title, then DEV every Nth from phase a, TEST from phase b.
import re,json,sys
sys.path.insert(0,'/tmp/p48'); import labelled
FILT=re.compile(r'(?i:\bcommit)[ :]+[0-9a-f]{8,40}\b|\b[0-9a-f]{12,40} \("')
view=open('/tmp/p48/roles51/all/view.txt').read().split('=================== #')[1:]
drafts=[json.loads(l) for l in open('/tmp/p48/roles51/all/draft.jsonl')]
assert len(view)==len(drafts)
drawn={int(x) for x in open('/tmp/p48/drawn.idx') if x.strip()}
lab=set(labelled.idx)
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
seen=set();pool=[];n=0;nl=0;nd=0;nt=0
for b,d in zip(view,drafts):
    lines=b.split('\n')
    subj=lines[1][len('Subject: '):] if lines[1].startswith('Subject: ') else ''
    text='\n'.join(re.sub(r'^\s*\d+[> ] ?','',l) for l in lines[2:] if not l.startswith('PREDICTED'))
    if not FILT.search(subj+'\n'+text): continue
    n+=1; i=d['archiveIndex']; t=title(subj)
    if i in lab: nl+=1; continue
    if i in drawn: nd+=1; continue
    if t in seen: nt+=1; continue
    seen.add(t); pool.append((i,d['messageId'],b))
print('matches',len(drafts),'with a commit citation',n,'labelled',nl,'drawn',nd,'later of a title',nt,'left',len(pool))
step=int(sys.argv[1]); a=int(sys.argv[2]); c=int(sys.argv[3])
for name,ph in (('dev',a),('test',c)):
    sel=pool[ph::step]
    open('/tmp/p48/roles51/%s.idx'%name,'w').write(''.join('%d\n'%i for i,_,_ in sel))
    open('/tmp/p48/roles51/%s-skel.jsonl'%name,'w').write(''.join(json.dumps({'messageId':m,'archiveIndex':i})+'\n' for i,m,_ in sel))
    out=[]
    for i,m,b in sel:
        ls=[l for l in b.split('\n') if not l.startswith('PREDICTED')]
        out.append('=================== archiveIndex %d <%s>\n'%(i,m)+'\n'.join(ls[1:]))
    open('/tmp/p48/roles51/%s-blind.txt'%name,'w').write('\n'.join(out))
    print(name,len(sel),[i for i,_,_ in sel])
