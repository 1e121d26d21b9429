# score.py LABELS.jsonl DUMP.jsonl [-v]: kernels, hardware, commits, commits.role and quoted as FactKeys counts them
# (the quoted key is "<kind> <fact> <flag>", so a fact missed is also a quoted miss); "quoted|both" counts the flag
# only over facts both the label and the product hold: the quote reading alone. -v prints misses (DEV only).
import json,sys,collections
labels=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]
want={o['archiveIndex'] for o in labels}
dump={}
for i,l in enumerate(open(sys.argv[2])):
    if i in want: dump[i]=json.loads(l)
def spell(h,lab):
    h=h.lower()
    for x in lab:
        if len(x)>=7 and len(h)>=7 and (x.startswith(h) or h.startswith(x)): return x
    return h
def keys(m,lab):
    out=collections.defaultdict(collections.Counter); q={}
    for k in m.get('kernels') or []:
        out['kernels'][k['version']]+=1; q['kernel '+k['version']]=bool(k.get('quoted'))
    for h in m.get('hardware') or []:
        i=(h.get('bus') or 'pci')+':'+h['id']; out['hardware'][i]+=1; q['hw '+i]=bool(h.get('quoted'))
    for c in m.get('commits') or []:
        h=spell(c['hash'],lab); out['commits'][h]+=1
        if c.get('role'): out['commits.role'][h+'='+c['role']]+=1
        q['commit '+h]=bool(c.get('quoted'))
    for t in m.get('throughput') or []:
        b='%.3g'%t['bitsPerSecond']; out['throughput'][b]+=1; q['tput '+b]=bool(t.get('quoted'))
    for k,v in q.items(): out['quoted'][k+' '+str(v).lower()]+=1
    return out,q
F=['kernels','hardware','commits','commits.role','throughput','quoted','quoted|both']
tp=collections.Counter();fp=collections.Counter();fn=collections.Counter()
for o in labels:
    lab=[c['hash'].lower() for c in o['commits']]
    L,LQ=keys(o,lab);P,PQ=keys(dump[o['archiveIndex']],lab)
    both=set(LQ)&set(PQ)
    L['quoted|both']=collections.Counter(k+' '+str(LQ[k]).lower() for k in both)
    P['quoted|both']=collections.Counter(k+' '+str(PQ[k]).lower() for k in both)
    for f in F:
        a,b=L[f],P[f]
        tp[f]+=sum((a&b).values());fp[f]+=sum((b-a).values());fn[f]+=sum((a-b).values())
        if '-v' in sys.argv and (b-a or a-b): print(o['archiveIndex'],f,'wrong',sorted(b-a),'missed',sorted(a-b))
for f in F:
    p=tp[f]/(tp[f]+fp[f]) if tp[f]+fp[f] else float('nan'); r=tp[f]/(tp[f]+fn[f]) if tp[f]+fn[f] else float('nan')
    print('%-14s %.3f / %.3f  (tp %d fp %d fn %d)'%(f,p,r,tp[f],fp[f],fn[f]))
