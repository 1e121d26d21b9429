# usage: score.py LABELS.jsonl DUMP.jsonl : kind accuracy and per-class P/R against a whole-archive dump
import json,sys
from collections import Counter
dump=[json.loads(l) for l in open(sys.argv[2])]
tp=Counter();fp=Counter();fn=Counter();ok=0;n=0;miss=[]
for l in open(sys.argv[1]):
    o=json.loads(l); d=dump[o['archiveIndex']]
    assert d['messageId']==o['messageId'],o
    n+=1
    if d['kind']==o['kind']: ok+=1; tp[o['kind']]+=1
    else: fp[d['kind']]+=1; fn[o['kind']]+=1; miss.append((o['archiveIndex'],o['kind'],d['kind']))
print('kind %.3f (%d/%d)'%(ok/n,ok,n))
for k in sorted(set(tp)|set(fp)|set(fn)):
    p=tp[k]/(tp[k]+fp[k]) if tp[k]+fp[k] else float('nan'); r=tp[k]/(tp[k]+fn[k]) if tp[k]+fn[k] else float('nan')
    print('  %s P %.3f R %.3f (%d labelled)'%(k,p,r,tp[k]+fn[k]))
for m in miss: print('  miss',m)
