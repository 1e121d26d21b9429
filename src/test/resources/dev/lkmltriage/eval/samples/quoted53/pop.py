# quoted53 population: replies whose text quotes another mail and carries a fact token (commit, kernel, id, rate).
import re,sys,json,collections,glob
from styles import load,STY
sys.path.insert(0,'/tmp/p50'); import labelled
S='/work/quoted53/src/test/resources/dev/lkmltriage/eval/samples/'
EXCL=[open(S+d+'/pop.re').read().strip() for d in ['roles47','roles48','roles49','roles50','roles51']]+[open(S+'heldout48-49.re').read().strip()]
EXCL=[re.compile(x.replace('(?m:^)','^'),re.M) for x in EXCL]
REPLY=re.compile(r'\A(?:re|aw|sv|antw|fwd?|r)\s*:',re.I)
FACT=re.compile(r'\b(?=[0-9a-f]{0,39}[0-9])(?=[0-9a-f]{0,39}[a-f])[0-9a-f]{12,40}\b|\bcommit [0-9a-f]{7,40}\b|(?:\bv|\b[Ll]inux |\b[Kk]ernel |\blinux-)[2-6]\.\d{1,2}|\b[2-6]\.\d{1,2}(?:\.\d{1,3})?-(?:rc\d|generic|next|arch|amd64|\d)|\[[0-9a-fA-F]{4}:[0-9a-fA-F]{4}\]|[KMG]B/s|[KMG]bits/sec|[MG]bps')
QFACT=re.compile(r'(?m)^ {0,2}>.*?(?:'+FACT.pattern+')')
OWNFACT=re.compile(r'(?m)^(?! {0,2}>).*?(?:'+FACT.pattern+')')
OTHER=['on_wrote_wrapped','outlook_orig','outlook_hdr_norule','fwd','bar_prefix3','colon_prefix3','quoting','html_blockquote_txt']
def norm(s):
    s=re.sub(r'^(?:\s*(?:re|aw|sv|antw|fwd?)\s*:\s*)+','',s,flags=re.I)
    return re.sub(r'\[[^\]]*\]','',s).strip().lower()
msgs=load()
lab=set(labelled.idx); drawn={int(x) for x in open('/tmp/p50/drawn.idx') if x.strip()}-{int(x) for x in open('mine1.idx')}
st=collections.Counter(); s1=[]; s2=[]; seen=set()
for i,mid,s,t in msgs:
    if not REPLY.match(s): continue
    st['reply']+=1
    other=[k for k in OTHER if STY[k].search(t)]
    if other:
        if not FACT.search(t): continue
    elif not (QFACT.search(t) and OWNFACT.search(t)): continue
    st['pop']+=1
    full=s+'\n'+t
    if any(x.search(full) for x in EXCL): st['earlier-pop']+=1; continue
    if i in lab: st['labelled']+=1; continue
    if i in drawn: st['drawn']+=1; continue
    n=norm(s)
    if n in seen: st['same-title']+=1; continue
    seen.add(n)
    (s1 if other else s2).append(i)
print(dict(st)); print('S1 (other styles)',len(s1),'S2 (> only)',len(s2))
json.dump({'s1':s1,'s2':s2},open('strata2.json','w'))
