# score.py LABELS.jsonl DUMP.jsonl [-v] [--fields=A,B,...]: configs, configs.value (as FactKeys keys them),
# configs.quoted (option+flag), hardware, hardware.subsystem/.revision/.quoted, kind -- of the labelled messages against
# a whole-archive dump (ExtractProfile --dump / Tools51 dump). --fields picks others, among them kernels,
# kernels.verdict, kernels.quoted (version, version+verdict, version+flag; used by kernels54 and verdict53).
# -v prints each message's misses (use it on DEV only: a TEST sample's misses are not for tuning).
import json,sys,collections
labels=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]
want={o['archiveIndex'] for o in labels}
dump={}
for i,l in enumerate(open(sys.argv[2])):
    if i in want: dump[i]=json.loads(l)
def keys(m):
    out=collections.defaultdict(set)
    for c in m.get('configs') or []:
        o=c['option']; out['configs'].add(o)
        if c.get('value'): out['configs.value'].add(o+'='+c['value'])
        out['configs.quoted'].add(o+' '+str(bool(c.get('quoted'))))
    for h in m.get('hardware') or []:
        i=h['id'].lower(); out['hardware'].add(i)
        if h.get('subsystem'): out['hardware.subsystem'].add(i+' '+h['subsystem'].lower())
        if h.get('revision'): out['hardware.revision'].add(i+' '+h['revision'].lower())
        out['hardware.quoted'].add(i+' '+str(bool(h.get('quoted'))))
    for k in m.get('kernels') or []:
        v=k['version']; out['kernels'].add(v)
        if k.get('verdict'): out['kernels.verdict'].add(v+' '+k['verdict'])
        out['kernels.quoted'].add(v+' '+str(bool(k.get('quoted'))))
    out['kind'].add(m.get('kind'))
    return out
F=['configs','configs.value','configs.quoted','hardware','hardware.subsystem','hardware.revision','hardware.quoted','kind']
for a in sys.argv[3:]:
    if a.startswith('--fields='): F=a[len('--fields='):].split(',')
tp=collections.Counter();fp=collections.Counter();fn=collections.Counter()
for o in labels:
    L=keys(o);P=keys(dump[o['archiveIndex']])
    for f in F:
        tp[f]+=len(L[f]&P[f]);fp[f]+=len(P[f]-L[f]);fn[f]+=len(L[f]-P[f])
        if '-v' in sys.argv and (P[f]-L[f] or L[f]-P[f]): print(o['archiveIndex'],f,'wrong',sorted(P[f]-L[f]),'missed',sorted(L[f]-P[f]))
for f in F:
    p=tp[f]/(tp[f]+fp[f]) if tp[f]+fp[f] else float('nan'); r=tp[f]/(tp[f]+fn[f]) if tp[f]+fn[f] else float('nan')
    print('%-20s %.3f / %.3f  (tp %d fp %d fn %d)'%(f,p,r,tp[f],fp[f],fn[f]))
