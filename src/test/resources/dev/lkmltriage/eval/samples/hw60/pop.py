# pop.py TEXT.jsonl: counts hw60's population (hw59's id shapes and the ones it did not match) and
# writes pop.re and pop.json (the archive indexes, in order, after leaving out earlier hardware and held-out populations)
import json,re,sys,os
here=os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0,'/tmp/p50'); import labelled
lab=set(labelled.idx); drawn={int(x) for x in open('/tmp/p50/drawn.idx') if x.strip()}
older=[re.compile(open(os.path.join(here,p)).read().strip()) for p in
       ('../misc47/pop-hw.re','../heldout48-49.re')]
H=r'[0-9a-fA-F]{4}'
alts=[r'\b0x'+H+r'/0x'+H+r'\b',                                   # slash pair
 r'\bidVendor=[0-9a-fA-F]{4}\b',                                   # usb enumeration dmesg
 r'(?m:^[ \t>]*(?:'+H+r':)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7] '+H+r': '+H+r':'+H+r'\b)',   # lspci -n
 r'(?:Corporation|Inc\.|Ltd\.?|Co\.|Corp\.|Limited|Technolog(?:y|ies)|Semiconductor|Systems|Electronics)\]? Device '+H+r'\b',  # name-only lspci, unknown device
 r'\b(?:PCI_ID|PCI_SUBSYS_ID|PRODUCT)='+H,                        # uevent
 r'(?i:\bvendor)[ =:]+(?:0x)?'+H+r'\b[^\n]{0,30}?(?i:\bdevice)[ =:]+(?:0x)?'+H+r'\b',  # vendor X device Y
 r'\b0x'+H+r':0x'+H+r'\b',                                         # amdgpu's banner
 r'(?i:\b(?:devices?|chips?|switch(?:es)?|controllers?|bridges?|cards?|GPUs?|SSDs?|HBAs?|NICs?))[ \t]+(?:0x)?[0-9a-fA-F]{4}\b(?![:.\-/0-9a-fA-F])',  # a class word and a bare id
]
alts.append(open(os.path.join(here,'../hw59/pop.re')).read().strip())   # hw59's shapes, at new phases
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
print('match',n,'after excluding misc47/heldout pops',len(rows),'labelled',len(set(rows)&lab),'drawn',len(set(rows)&drawn),'per alt',per)
json.dump(rows,open(os.path.join(here,'pop.json'),'w'))
