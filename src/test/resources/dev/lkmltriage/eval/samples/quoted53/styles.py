import re,sys,json,collections
sys.path.insert(0,'/tmp/p50'); import labelled
S='/work/quoted53/src/test/resources/dev/lkmltriage/eval/samples/'
def load():
    data=open('/tmp/quoted53/all.txt',encoding='utf-8',errors='replace').read().split('\x01MSG ')[1:]
    out=[]
    for d in data:
        head,_,text=d.partition('\n')
        i,mid,subj=(head.split('\t')+['',''])[:3]
        out.append((int(i),mid,subj,text))
    return out
STY={
 'gt': re.compile(r'(?m)^ {0,2}>'),
 'nested_gt': re.compile(r'(?m)^ {0,2}> ?>'),
 'on_wrote_1': re.compile(r'(?m)^On .{5,200}wrote:\s*$'),
 'on_wrote_wrapped': re.compile(r'(?m)^(?:On|Am|Le) (?!.*(?:wrote|schrieb|écrit):\s*$).{5,200}\n.{0,200}(?:wrote|schrieb|a écrit):\s*$'),
 'outlook_orig': re.compile(r'(?mi)^\s*-{3,}\s*original message\s*-{3,}'),
 'outlook_hdr_norule': re.compile(r'(?m)(?<!-\n)(?<!_\n)^\*?From:\*? .*\n\*?(?:Sent|Date):\*? .*\n'),
 'fwd': re.compile(r'(?mi)^-{3,}\s*forwarded message|^begin forwarded message'),
 'bar_prefix3': re.compile(r'(?m)(?:^\| .*\n){3,}'),
 'colon_prefix3': re.compile(r'(?m)(?:^: .*\n){3,}'),
 'indent_after_wrote': re.compile(r'(?m)(?:wrote|writes):\s*\n(?:\s*\n)?(?:[ \t]{2,}\S.*\n){2,}'),
 'quoting': re.compile(r'(?m)^(?:Quoting|Zitat von) .*:\s*$'),
 'mutt_star': re.compile(r'(?m)^\* .*@.*\]:\s*$'),
 'html_blockquote_txt': re.compile(r'(?m)^\s*On .{5,200}wrote:\s*\n\s*\n?(?! {0,2}>)\S'),
}
if __name__=='__main__':
    msgs=load()
    lab=set(labelled.idx)
    drawn={int(x) for x in open('/tmp/p50/drawn.idx') if x.strip()}
    c=collections.Counter(); cl=collections.Counter()
    for i,mid,s,t in msgs:
        for k,r in STY.items():
            if r.search(t):
                c[k]+=1
                if i in lab or i in drawn: cl[k]+=1
    print(len(msgs),'messages;',len(lab),'labelled idx;',len(drawn),'drawn')
    for k in STY: print('%-22s %6d  (labelled/drawn %d)'%(k,c[k],cl[k]))
