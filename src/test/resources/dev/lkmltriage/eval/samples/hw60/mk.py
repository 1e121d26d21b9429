import json,sys,re
sk={json.loads(l)['archiveIndex']:json.loads(l)['messageId'] for l in open(sys.argv[1])}
def H(i,q=False,sub=None,rev=None,bus='pci'): return {"bus":bus,"id":i,"subsystem":sub,"revision":rev,"quoted":q}
def dump(view,idx,q):
    # lspci -vn dump in the view of message idx: one fact per (id, subsystem), the header's revision
    b=[x for x in open(view).read().split('=================== ')[1:] if x.split()[1]==str(idx)][0]
    facts=[];cur=None;seen=set()
    def flush():
        if cur and (cur[0],cur[2]) not in seen: seen.add((cur[0],cur[2])); facts.append(H(cur[0],q,cur[2],cur[1]))
    for l in b.split('\n'):
        m=re.match(r'\s*\d+>? [> ]*[0-9a-f]{2}:[0-9a-f]{2}\.[0-7] [0-9a-f]{4}: ([0-9a-f]{4}:[0-9a-f]{4})(?: \(rev ([0-9a-f]{2})\))?',l)
        if m: flush(); cur=[m.group(1),m.group(2),None]; continue
        m=re.search(r'Subsystem: ([0-9a-f]{4}:[0-9a-f]{4})',l)
        if m and cur: cur[2]=m.group(1)
    flush(); return facts
L=eval(open(sys.argv[2]).read())
out=open(sys.argv[3],'w')
assert set(L)==set(sk),(set(sk)-set(L),set(L)-set(sk))
for i in sk:
    hw,note=L[i]
    out.write(json.dumps({"messageId":sk[i],"archiveIndex":i,"hardware":hw,"note":note})+"\n")
