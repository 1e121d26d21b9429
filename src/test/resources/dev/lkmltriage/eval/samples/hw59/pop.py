import json,re,sys
sys.path.insert(0,'/tmp/p49'); import labelled
lab=set(labelled.idx); drawn={int(x) for x in open('/tmp/p49/drawn.idx') if x.strip()}
misc47=re.compile(open('/work/hw59/src/test/resources/dev/lkmltriage/eval/samples/misc47/pop-hw.re').read().strip())
ho=re.compile(open('/tmp/p49/popB.re').read().strip())
H=r'[0-9a-fA-F]{4}'
alts=[r'(?i:\b(?:device|dev|product|did|pid|vid)[ _-]?id\b)[^\n]{0,25}?\b(?:0x)?'+H+r'\b',
 r'\bPCI_V?DEVICE(?:_SUB)?\((?:[A-Z0-9_]+|0x'+H+r'),[ \t]*0x'+H,
 r'\bpci:v0000'+H+r'd0000'+H,
 r'\bID '+H+r':'+H+r'\b',
 r'\[(?:'+H+r'):(?:'+H+r')\]',
 r'(?:Intel|AMD|NVIDIA|Nvidia|Broadcom|Marvell|Cavium|Realtek|Qualcomm|Mellanox|Huawei|HiSilicon|ASMedia|Xilinx|Microsemi|Renesas|Samsung|Toshiba|Ampere|Synopsys|Freescale|NXP|Texas Instruments|Pericom|Phytium|Hygon|Zhaoxin|Loongson|VIA|JMicron|Etron|Fresco|Atheros|MediaTek|Aquantia|Chelsio|Emulex|QLogic|LSI|PLX|IDT|Solarflare)[^\n]{0,60}?\b0x'+H+r'\b(?![0-9a-fA-F:])']
POPRE='|'.join(alts)
pop=re.compile(POPRE)
open('pop.re','w').write(POPRE+'\n')
n=0;rows=[]
for l in open('text.jsonl'):
    o=json.loads(l); s=o['s']+'\n'+o['t']
    if not pop.search(s): continue
    n+=1
    if misc47.search(s) or ho.search(s): continue
    rows.append(o['i'])
print('match',n,'after excluding misc47/heldout pops',len(rows),'labelled',len(set(rows)&lab),'drawn',len(set(rows)&drawn))
json.dump(rows,open('pop.json','w'))
