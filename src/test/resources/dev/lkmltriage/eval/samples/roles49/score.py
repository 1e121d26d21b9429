# score.py LABELS.jsonl DUMP.jsonl [-v]: commits, commits.role, regression, regression.culprit as FactKeys/HashSpellings count them
import json,sys,collections
labels=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]
want={o['archiveIndex'] for o in labels}
dump={}
for i,l in enumerate(open(sys.argv[2])):
    if i in want: dump[i]=json.loads(l)
def spell(h,lab):
    h=h.lower()
    if h in lab: return h
    for x in lab:
        if len(x)>=7 and len(h)>=7 and (x.startswith(h) or h.startswith(x)): return x
    return h
def keys(m,lab):
    out=collections.defaultdict(set)
    for c in m.get('commits') or []:
        h=spell(c['hash'],lab); out['commits'].add(h)
        if c.get('role'): out['commits.role'].add(h+'='+c['role'])
    r=m.get('regression')
    if r:
        out['regression'].add('present')
        if r.get('culprit'): out['regression.culprit'].add(spell(r['culprit'],lab))
    return out
F=['commits','commits.role','regression','regression.culprit']
tp=collections.Counter();fp=collections.Counter();fn=collections.Counter()
for o in labels:
    lab=[c['hash'].lower() for c in o['commits']]+([o['regression']['culprit'].lower()] if o.get('regression') and o['regression'].get('culprit') else [])
    L=keys(o,lab);P=keys(dump[o['archiveIndex']],lab)
    for f in F:
        tp[f]+=len(L[f]&P[f]);fp[f]+=len(P[f]-L[f]);fn[f]+=len(L[f]-P[f])
        if '-v' in sys.argv and (P[f]-L[f] or L[f]-P[f]): print(o['archiveIndex'],f,'wrong',sorted(P[f]-L[f]),'missed',sorted(L[f]-P[f]))
for f in F:
    p=tp[f]/(tp[f]+fp[f]) if tp[f]+fp[f] else float('nan'); r=tp[f]/(tp[f]+fn[f]) if tp[f]+fn[f] else float('nan')
    print('%-20s %.3f / %.3f  (tp %d fp %d fn %d)'%(f,p,r,tp[f],fp[f],fn[f]))
