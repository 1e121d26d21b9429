import sys,json,re
sys.path.insert(0,'/tmp/p44'); import labelled
drawn={int(x) for x in open('/tmp/p44/drawn.idx') if x.strip()}
lab=set(labelled.idx)
blocks=open('all/view.txt').read().split('=================== #')[1:]
drafts=[json.loads(l) for l in open('all/draft.jsonl')]
print(len(blocks),len(drafts))
nl=sum(1 for d in drafts if d['archiveIndex'] in lab); nd=sum(1 for d in drafts if d['archiveIndex'] in drawn)
print('labelled',nl,'drawn',nd)
# thread key: subject without Re:/tags
seen=set(); cand=[]
for b,d in zip(blocks,drafts):
    i=d['archiveIndex']
    if i in lab or i in drawn: continue
    subj=b.split('\n',1)[0]
    cand.append((i,b,d))
print('left',len(cand))
# every 6th: DEV phase 0, TEST phase 3
dev=[c for k,c in enumerate(cand) if k%11==0]
test=[c for k,c in enumerate(cand) if k%11==5]
print(len(dev),len(test))
for name,s in (('dev',dev),('test',test)):
    with open(name+'-blind.txt','w') as f:
        for i,b,d in s:
            b='\n'.join(l for l in b.split('\n') if not l.startswith('PREDICTED '))
            f.write('=================== archiveIndex %d\n'%i + b.split('\n',1)[1]+'\n')
    with open(name+'-skel.jsonl','w') as f:
        for i,b,d in s: f.write(json.dumps({'messageId':d['messageId'],'archiveIndex':i})+'\n')
    with open(name+'.idx','w') as f:
        for i,b,d in s: f.write('%d\n'%i)
