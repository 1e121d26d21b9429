# dumpdiff.py BASE NEW: every message whose facts differ (commits/roles/regression in detail, other fields by name)
import json,sys
a=open(sys.argv[1]); b=open(sys.argv[2]); n=0
def strip(o):
    o=dict(o); o.pop('origin',None)
    for c in o.get('commits') or []: c.pop('start',None); c.pop('end',None)
    return o
for i,(x,y) in enumerate(zip(a,b)):
    if x==y: continue
    p=strip(json.loads(x)); q=strip(json.loads(y))
    if p==q: continue
    n+=1
    print('==',i,p['subject'][:80])
    for k in p:
        if p[k]!=q.get(k):
            if k=='commits':
                pc={c['hash']:(c['role'],c.get('evidence')) for c in p[k]}; qc={c['hash']:(c['role'],c.get('evidence')) for c in q[k]}
                for h in set(pc)|set(qc):
                    if pc.get(h)!=qc.get(h): print('   commit',h,pc.get(h),'->',qc.get(h))
            elif k=='regression':
                print('   regression',p[k],'->',q[k])
            else: print('  ',k,str(p[k])[:200],'->',str(q.get(k))[:200])
print(n,'messages changed')
