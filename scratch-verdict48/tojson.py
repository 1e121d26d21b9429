import json,sys
def parse(name):
    ids=dict(l.split() for l in open(name+'-ids.tsv'))
    out=[]
    for line in open(name+'-labels.txt'):
        i,k,w,note=[x.strip() for x in line.split('|',3)]
        ks=[]
        for part in filter(None,[p.strip() for p in k.split(',')]):
            v,vd=part.split()
            ks.append({'version':v,'verdict':None if vd=='-' else vd})
        if w=='-': reg=None
        elif w=='empty': reg={'good':[],'bad':[]}
        else:
            reg={'good':[],'bad':[]}
            for seg in w.split(','):
                t=seg.split(); reg[t[0]]+=t[1:]
        out.append({'messageId':ids[i],'archiveIndex':int(i),'kernels':ks,'regression':reg,'note':note})
    return out
for name in ('dev','test'):
    with open(name+'-labels.jsonl','w') as f:
        for o in parse(name): f.write(json.dumps(o)+'\n')
