# verdict53 population (session 51; written before any message text or extractor output was read).
# Over /tmp/p51/text.jsonl ({"i","s","t"}); quote flags recomputed: a line whose first non-blank is '>' is quoted.
# Left out: every message verdict48-52's and kernels54's population scripts take (their own files, loaded from this
# directory's siblings with their paths pointed here): verdict48 pop.re; verdict49-51 (verdict51/pop.py's earlier(),
# which holds held-out48-49.re, and its classes with refine.py's stable filter); verdict52's pop.py classes and
# pop2.py on its free set; kernels54's pop1.py member() and pop2.py cls(); and labelled/drawn indexes, keep62/63.
# In: own or quoted lines before the first diff, trailer tags dropped, paragraphs joined, where a kernel-shaped
# version stands within 100 characters of verdict language (works/worked/working/broken/fine/fails/failed/
# regressed/regression/since/after upgrading/updating/still/good/bad/no longer/stopped/used to/unaffected/boots).
import json,re,sys,os,types
H=os.path.dirname(os.path.abspath(__file__)); S=os.path.dirname(H)+'/'
sys.path.insert(0,'/tmp/p51'); import labelled
def load(name,path,subst=()):
    src=open(path).read()
    for a,b in subst: src=src.replace(a,b)
    m=types.ModuleType(name); m.__file__=path; sys.modules[name]=m
    exec(compile(src,path,'exec'),m.__dict__); return m
v48=re.compile(open(S+'verdict48/pop.re').read().strip())
v51=load('v51pop',S+'verdict51/pop.py',[("S='/work/verdict51/src/test/resources/dev/lkmltriage/eval/samples/'","S=%r"%S)])
v52=load('v52pop',S+'verdict52/pop.py',[("S='/work/verdict52/src/test/resources/dev/lkmltriage/eval/samples/'","S=%r"%S)])
v52b=load('v52pop2',S+'verdict52/pop2.py',[("free=set(json.load(open('free.json')))","free=set()")])
FREE=set()
k1=load('k54pop1',S+'kernels54/pop1.py',[("S='/work/kernels54/src/test/resources/dev/lkmltriage/eval/samples/'","S=%r"%S),
   ("free=set(json.load(open('/tmp/p48/v52/free.json')))","free=set()"),("import labelled, v52pop","import labelled; v52pop=sys.modules['v52pop']")])
sys.modules['pop1']=k1
k2=load('k54pop2',S+'kernels54/pop2.py',[("S='/work/kernels54/src/test/resources/dev/lkmltriage/eval/samples/'","S=%r"%S)])
k1.free=FREE
def adapt(o):
    lines=o['t'].split('\n')
    return {'i':o['i'],'subject':o['s'],'text':o['t'],'q':['>' if x.lstrip().startswith('>') else ' ' for x in lines]}
def earlier(a):
    st=a['subject']+'\n'+a['text']
    if v48.search(st) or v51.earlier(a): return True
    if v52.v51(a): return True                      # verdict51's classes (stable refined)
    free=not any(r.search(st) for r in v52.roles)
    if free: FREE.add(a['i'])
    if v52.classify(a): return True                 # verdict52 pop.py (covers earlier/v51/roles itself)
    if free and v52b.classify(a): return True       # verdict52 pop2.py on its free set
    if k1.member(a) or k2.cls(a): return True       # kernels54
    return False
tag=re.compile(r'^\s*(?:>\s*)*(?:Cc|CC|Fixes|Link|Reported-by|Tested-by|Signed-off-by|Acked-by|Reviewed-by|Suggested-by):')
KV=r'(?<![\d.\w/-])(?:v?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)|v[2-6]\.[0-9]{1,2}|[Kk]ernel [2-6]\.[0-9]{1,2}|[Ll]inux [2-6]\.[0-9]{1,2}|[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})(?![\d.]\d)'
VW=(r'(?i:\bworks?\b|\bworked\b|\bworking\b|\bbroken\b|\bfine\b|\bfails?\b|\bfailed\b|\bregress(?:ed|ion)\b|\bsince\b'
    r'|\bafter (?:upgrad|updat)\w*|\bstill\b|\bgood\b|\bbad\b|\bno longer\b|\bstopped\b|\bused to\b|\bunaffected\b|\bboots?\b)')
NEARV=re.compile('(?:'+KV+r')[^\n]{0,100}?'+VW+'|'+VW+r'[^\n]{0,100}?(?:'+KV+')')
def mine(o):
    t=o['s']+'\n'+o['t'].split('\ndiff --git')[0]
    t='\n'.join(x for x in t.split('\n') if not tag.search(x))
    t=re.sub(r'(?<!\n)\n(?![ \t>]*\n)',' ',t)
    return bool(NEARV.search(t))
if __name__=='__main__':
    keep={int(l.split('\t')[1]) for f in ('/tmp/p51/keep62.txt','/tmp/p51/keep63.txt') for l in open(f) if '\t' in l}
    lab=set(labelled.idx); res=[]
    for l in open('/tmp/p51/text.jsonl'):
        o=json.loads(l)
        if not mine(o): continue
        if earlier(adapt(o)): continue
        res.append(o['i'])
    left=[i for i in res if i not in lab and i not in keep]
    print(len(res),'match; labelled/drawn',len([i for i in res if i in lab]),'keep62/63',len([i for i in res if i in keep]),'left',len(left))
    json.dump(left,open('/tmp/v53/left.json','w'))
