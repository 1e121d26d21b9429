# pop2.py TEXT.jsonl [PCI.IDS]: the second draw's population, written after the first draw's DEV half (quirk and
# id-table lines, all fixup code) held no fact: those of pop.json matching pop.py's first or third alternative only (a
# bare pci.ids-known vvvv:dddd pair, a product name before a parenthesised 0x id); writes pop2.json
import json,re,sys,os
here=os.path.dirname(os.path.abspath(__file__))
sys.argv=[sys.argv[0]]+sys.argv[1:]
src=open(os.path.join(here,'pop.py')).read()
ns={'__file__':os.path.join(here,'pop.py')}
pop=set(json.load(open(os.path.join(here,'pop.json'))))
exec(compile(src.split("n=0;rows=[]")[0],'pop.py','exec'),ns)
rows=[]
for l in open(sys.argv[1]):
    o=json.loads(l)
    if o['i'] not in pop: continue
    h=ns['hit'](o['s']+'\n'+o['t'])
    if 0 in h or 2 in h: rows.append(o['i'])
print('pop2',len(rows))
json.dump(rows,open(os.path.join(here,'pop2.json'),'w'))
