# pop.py TEXT.jsonl: counts hw61's population (hardware written without a bracketed or 0x-joined id: name-only lspci
# rows, lspci -PP paths, a maker's or product's bare number) and writes pop.re and pop.json (the archive indexes, in
# order, after leaving out hw60's population, which holds hw59's)
import json,re,sys,os
here=os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0,'/tmp/p51'); import labelled
lab=set(labelled.idx)
older=[re.compile(open(os.path.join(here,'../hw60/pop.re')).read().strip())]
H=r'[0-9a-fA-F]{4}'
SLOT=r'(?:[0-9a-fA-F]{4}:)?(?:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]/)*[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]'
alts=[
 r'(?m:^[ \t>]*'+SLOT+r' [A-Z][A-Za-z0-9 -]{2,40}(?: \['+H+r'\])?: [A-Z][^\n\[]{3,}$)',      # name-only lspci row
 r'\b[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]/[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]',                  # lspci -PP path
 r'\b(?:PLX|PEX|Intel|AMD|Broadcom|Marvell|Cavium|Realtek|Mellanox|ASMedia|Renesas|Microsemi|IDT|Pericom|JMicron|VMD)[ \t]+(?:PEX ?)?[0-9a-fA-F]{4}\b(?![.:/\-0-9])',  # a maker's bare number
 r'\b[A-Z]{1,4}[0-9]{1,3}x{2,3}\b[^\n]{0,30}\b0x'+H+r'\b',                                         # a family name and an id
]
POPRE='|'.join(alts)
pop=re.compile(POPRE)
open(os.path.join(here,'pop.re'),'w').write(POPRE+'\n')
n=0;rows=[];per=[0]*len(alts);cs=[re.compile(a) for a in alts]
for l in open(sys.argv[1]):
    o=json.loads(l); s=o['s']+'\n'+o['t']
    if not pop.search(s): continue
    n+=1
    if any(r.search(s) for r in older): continue
    rows.append(o['i'])
    for k,c in enumerate(cs):
        if c.search(s): per[k]+=1
print('match',n,'after excluding hw60/hw59 pops',len(rows),'labelled',len(set(rows)&lab),'per alt',per)
json.dump(rows,open(os.path.join(here,'pop.json'),'w'))
