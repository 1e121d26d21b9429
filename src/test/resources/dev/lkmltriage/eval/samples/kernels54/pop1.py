# kernels54 population (written before any message text was read): a message no earlier population took --
# verdict52's free set (not verdict48-51's, held-out48-57's reply-to-patch regex, roles47-50's), not verdict52's
# pop.py/pop2.py classes, not any samples/*/pop.re (drivers51-57, hw59, configs44-46, misc45-48, values46,
# roles51), not roles52's commit-citing class -- whose own text before its first diff (unquoted, trailer tags
# dropped) writes a kernel-shaped version and, within 160 characters of it, a version-like number that is no
# kernel: a spec/ECN revision, firmware/BIOS/IP version, a tool version, a series version, an IP address.
import json,re,sys,glob
sys.path.insert(0,'/tmp/k54'); sys.path.insert(0,'/tmp/p50'); import labelled, v52pop
S='/work/kernels54/src/test/resources/dev/lkmltriage/eval/samples/'
free=set(json.load(open('/tmp/p48/v52/free.json')))
pops=[]
for f in sorted(glob.glob(S+'*/pop.re')):
    if '/verdict48/' in f or '/roles4' in f or '/roles50/' in f: continue   # in free already
    try: pops.append(re.compile(open(f).read().strip(),re.M))
    except re.error as e: print('skip',f,e,file=sys.stderr)
CITE=re.compile(r'(?i:\bcommit)[ :]+[0-9a-f]{8,40}\b|\b[0-9a-f]{12,40} \("')
tag=re.compile(r'^\s*(?:Cc|CC|Fixes|Link|Reported-by|Tested-by|Signed-off-by|Acked-by|Reviewed-by|Suggested-by):')
KV=r'(?<![\d.\w/-])(?:v?[2-6]\.[0-9]{1,2}(?:\.[0-9]+|-rc[0-9]+)|v[2-6]\.[0-9]{1,2}|[Kk]ernel [2-6]\.[0-9]{1,2}|[Ll]inux [2-6]\.[0-9]{1,2}|[2-6]\.[0-9]{1,2} kernel|next-20[12][0-9]{5})(?![\d.]\d)'
D=(r'(?i:\b(?:spec(?:ification)?|revision|rev\.?|ECN|ACPI|PCIe?|UEFI|SMBIOS)\s*(?:r|rev\.?\s*|v|version\s*)?[0-9]+\.[0-9]+)'
   r'|\br[0-9]\.[0-9]\b'
   r'|(?i:\b(?:firmware|fw|bios|uefi|ucode|microcode|ip|core|controller|phy|version)\s*(?:version\s*|ver\.?\s*|rev\.?\s*)?v?[0-9]+\.[0-9]+[0-9a-z.]*)'
   r'|(?i:\b(?:gcc|clang|llvm|binutils|pciutils|lspci|qemu|sparse|smatch|coccinelle|python|perl|u-boot|grub|ubuntu|fedora|debian|rhel|sles|centos|ndctl|systemd|iproute2?|ethtool)[ -]?(?:version\s*)?v?[0-9]+(?:\.[0-9]+)+)'
   r'|\bv[0-9]+ (?:of (?:this|the|my|your)|series|patch|\d+/\d+)'
   r'|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b')
NEAR=re.compile('(?:'+KV+r')[^\n]{0,160}?(?:'+D+')|(?:'+D+r')[^\n]{0,160}?(?:'+KV+')')
def own(o):
    lines=o['text'].split('\n'); q=o['q']
    t='\n'.join(x for x,f in zip(lines,q) if f==' ').split('\ndiff --git')[0]
    return o['subject']+'\n'+'\n'.join(x for x in t.split('\n') if not tag.search(x))
def member(o):
    if o['i'] not in free: return False
    t=own(o)
    # join each paragraph's lines so "near" spans a wrapped line
    t=re.sub(r'(?<!\n)\n(?!\n)',' ',t)
    if not NEAR.search(t): return False
    if v52pop.classify(o): return False
    st=o['subject']+'\n'+o['text']
    import v52pop2
    if v52pop2.classify(o): return False
    if any(r.search(st) for r in pops): return False
    if CITE.search(st): return False
    return True
if __name__=='__main__':
    drawn={int(x) for x in open('/tmp/p50/drawn.idx') if x.strip()}
    lab=set(labelled.idx); res=[]
    for l in open('/tmp/p45/v49/text.jsonl'):
        o=json.loads(l)
        if member(o): res.append(o['i'])
    left=[i for i in res if i not in lab and i not in drawn]
    print(len(res),'match; labelled',len([i for i in res if i in lab]),'drawn this session',len([i for i in res if i in drawn and i not in lab]),'left',len(left))
    json.dump(left,open('/tmp/k54/left.json','w'))
