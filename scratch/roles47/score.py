# score.py LABELS DUMP [misses]: commits, commits.role, regression, regression.culprit as FactKeys/HashSpellings count them
import json,sys
from collections import Counter
labels=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]
want={l['messageId'] for l in labels}
pred={}
for line in open(sys.argv[2]):
    o=json.loads(line)
    if o['messageId'] in want: pred[o['messageId']]=o
def spell(h,lab):
    h=h.lower()
    if h in lab: return h
    for l in lab:
        if len(l)>=7 and len(h)>=7 and (l.startswith(h) or h.startswith(l)): return l
    return h
def keys(m,lab=None):
    k={'commits':Counter(),'commits.role':Counter(),'regression':Counter(),'regression.culprit':Counter()}
    for c in m.get('commits') or []:
        h=c['hash'].lower(); h=spell(h,lab) if lab is not None else h
        k['commits'][h]+=1
        if c.get('role'): k['commits.role'][h+' '+c['role']]+=1
    r=m.get('regression')
    if isinstance(r,dict):
        k['regression']['present']+=1
        if r.get('culprit'):
            cu=r['culprit'].lower(); cu=spell(cu,lab) if lab is not None else cu
            k['regression.culprit'][cu]+=1
    return k
tot={f:[0,0,0] for f in ['commits','commits.role','regression','regression.culprit']}
miss=[]
for l in labels:
    p=pred.get(l['messageId'])
    if p is None: print('no prediction',l['archiveIndex']); continue
    lab=[c['hash'].lower() for c in l['commits']]+([l['regression']['culprit'].lower()] if l.get('regression') and l['regression'].get('culprit') else [])
    kl=keys(l); kp=keys(p,lab)
    for f in tot:
        tp=sum((kl[f]&kp[f]).values()); tot[f][0]+=tp; tot[f][1]+=sum(kp[f].values())-tp; tot[f][2]+=sum(kl[f].values())-tp
        fp=kp[f]-kl[f]; fn=kl[f]-kp[f]
        if fp or fn: miss.append('%d %s fp=%s fn=%s'%(l['archiveIndex'],f,dict(fp),dict(fn)))
for f,(tp,fp,fn) in tot.items():
    P=tp/(tp+fp) if tp+fp else float('nan'); R=tp/(tp+fn) if tp+fn else float('nan')
    print('%-20s %.3f / %.3f  (tp %d fp %d fn %d)'%(f,P,R,tp,fp,fn))
if len(sys.argv)>3: print('\n'.join(miss))
