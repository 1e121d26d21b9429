# verdict52: the messages no earlier population took (verdict48-51, roles47-50, held-out48-57's reply-to-patch regex)
import json,sys
sys.path.insert(0,'/tmp/p48/v52'); import pop
out=[]
for l in open('/tmp/p45/v49/text.jsonl'):
    o=json.loads(l)
    st=o['subject']+'\n'+o['text']
    if pop.v51pop.earlier(o) or pop.v51(o): continue
    if any(r.search(st) for r in pop.roles): continue
    out.append(o['i'])
json.dump(out,open('free.json','w')); print(len(out))
