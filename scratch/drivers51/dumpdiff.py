import json,sys,collections
a=[json.loads(l) for l in open(sys.argv[1])]; b=[json.loads(l) for l in open(sys.argv[2])]
assert len(a)==len(b)
fields=collections.Counter(); plus=minus=0
for i,(x,y) in enumerate(zip(a,b)):
    for f in x:
        if f in ('origin',): continue
        if x.get(f)!=y.get(f):
            fields[f]+=1
            if f=='drivers':
                p=collections.Counter(y[f])-collections.Counter(x[f]); m=collections.Counter(x[f])-collections.Counter(y[f])
                plus+=sum(p.values()); minus+=sum(m.values())
                print('%d\t+%s\t-%s\t%s'%(i,','.join(p.elements()),','.join(m.elements()),y['subject'][:110]))
            else:
                print('%d\tFIELD %s changed\t%s'%(i,f,y['subject'][:100]))
print('fields',dict(fields),'drivers +%d -%d'%(plus,minus),file=sys.stderr)
