# pop.py TEXT.jsonl [PCI.IDS]: counts hw62's population (ids written in shapes hw59-hw61's populations leave out: a
# bare vvvv:dddd pair whose vendor and device pci.ids lists, a quirk or id-table line naming a vendor constant and an
# 0x id, a product name before a parenthesised 0x id) and writes pop.re and pop.json (the archive indexes, in order,
# after leaving out hw60's population (which holds hw59's) and hw61's)
import json,re,sys,os
here=os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0,'/tmp/p52'); import labelled
lab=set(labelled.idx)
older=[re.compile(open(os.path.join(here,'../%s/pop.re'%p)).read().strip()) for p in ('hw60','hw61')]
ids=sys.argv[2] if len(sys.argv)>2 else '/usr/share/misc/pci.ids'
known=set();v=None
for l in open(ids,encoding='utf-8',errors='replace'):
    if l.startswith('C '): break
    if re.match(r'^[0-9a-f]{4} ',l): v=l[:4]
    elif v and re.match(r'^\t[0-9a-f]{4} ',l): known.add(v+':'+l[1:5])
H=r'[0-9a-fA-F]{4}'
alts=[
 r'(?<![0-9A-Za-z_:.\-/#@=\[])('+H+':'+H+r')(?![0-9A-Za-z_:.\-/@\]])',                       # a bare pair (pci.ids-known)
 r'\b(?:PCI_VENDOR_ID_[A-Z0-9_]+|PCI_ANY_ID)[ \t]*,[ \t]*0x'+H+r'\b',                           # a quirk/table line
 r'\b[A-Z][A-Za-z0-9-]{2,}[ \t]+\((?:device[ \t]+(?:id[ \t]+)?)?0x'+H+r'\)',                    # a product's (0xdddd)
]
POPRE='|'.join(alts)
open(os.path.join(here,'pop.re'),'w').write(POPRE+'\n')
cs=[re.compile(a) for a in alts]
def hit(s):
    out=[]
    for m in cs[0].finditer(s):
        if m.group(1).lower() in known: out.append(0); break
    for k in (1,2):
        if cs[k].search(s): out.append(k)
    return out
n=0;rows=[];per=[0]*len(alts)
for l in open(sys.argv[1]):
    o=json.loads(l); s=o['s']+'\n'+o['t']
    h=hit(s)
    if not h: continue
    n+=1
    if any(r.search(s) for r in older): continue
    rows.append(o['i'])
    for k in h: per[k]+=1
print('match',n,'after excluding hw59-61 pops',len(rows),'labelled/drawn/held',len(set(rows)&lab),'per alt',per)
json.dump(rows,open(os.path.join(here,'pop.json'),'w'))
