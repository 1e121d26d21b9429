# score.py LABELS.jsonl DUMP.jsonl [-v]: ../roles48/score.py's fields (run it for them) plus commits.quoted, the
# commits read or labelled quoted (one key per commit, hash spellings as HashSpellings unifies them)
import json,sys,collections,os,subprocess
subprocess.run([sys.executable,os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','roles48','score.py')]+sys.argv[1:],check=True)
labels=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]
want={o['archiveIndex'] for o in labels}
dump={}
for i,l in enumerate(open(sys.argv[2])):
    if i in want: dump[i]=json.loads(l)
def spell(h,lab):
    h=h.lower()
    for x in lab:
        if x==h or (len(x)>=7 and len(h)>=7 and (x.startswith(h) or h.startswith(x))): return x
    return h
tp=fp=fn=0
for o in labels:
    lab=[c['hash'].lower() for c in o['commits']]
    L={spell(c['hash'],lab) for c in o['commits'] if c.get('quoted')}
    P={spell(c['hash'],lab) for c in dump[o['archiveIndex']].get('commits') or [] if c.get('quoted')}
    tp+=len(L&P);fp+=len(P-L);fn+=len(L-P)
    if '-v' in sys.argv and (P-L or L-P): print(o['archiveIndex'],'commits.quoted','wrong',sorted(P-L),'missed',sorted(L-P))
p=tp/(tp+fp) if tp+fp else float('nan'); r=tp/(tp+fn) if tp+fn else float('nan')
print('%-20s %.3f / %.3f  (tp %d fp %d fn %d)'%('commits.quoted',p,r,tp,fp,fn))
