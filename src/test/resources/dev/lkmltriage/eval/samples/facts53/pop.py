# facts53 population (session 53; written before any message text or extractor output was read).
# Question: kernels precision -- version numbers of things that are no kernel (a card's "V6.5", "PCIe 5.0", "rev 3.1",
# a spec's/firmware's/BIOS's/tool's "2.3"). Over /tmp/p53/text.jsonl (Tools51 text dump {"i","s","t"}): a message
# whose subject + text before its first diff ("\ndiff --git" or a "\n---\n" patch separator) writes a KERNEL-SHAPED
# number (2.x-6.x, optional third part) right after a cue that names something else: a bus/spec/generation
# (PCIe/PCI Express/Gen/USB/NVMe/CXL/ACPI/UEFI/SR-IOV/ECN/spec/specification/rev/revision/r), firmware/BIOS/board
# (firmware/fw/BIOS/board/hw/hardware/silicon/chip/card/IP/controller), a tool or another program (gcc/clang/llvm/
# binutils/qemu/xen/u-boot/edk2/python/perl/ethtool/pciutils/lspci/iproute2/sparse/coccinelle/dtc/ubuntu/debian/
# fedora/rhel/centos/sles/opensuse), optionally followed by "version"/"ver"/"v"/":"/"=" -- or a capital "V" glued to
# the number ("V6.5") -- whether or not a kernel stands near (kernels54's pop2 needed one near; this one does not).
# Left out: /tmp/p53/labelled.py's idx (every slice, sample and drawn.idx), held-out66/67 keep and draw lists, and
# later messages of a title already kept (one message per thread title).
# Usage: python3 pop.py STEP DEVPHASE TESTPHASE   (prints counts, writes /tmp/facts53/{pool,dev,test}.idx)
import re,json,sys,os
sys.path.insert(0,'/tmp/p53'); import labelled
KV=r'[vV]?[2-6]\.\d{1,2}(?:\.\d{1,3})?\b'
CUE=(r'(?i:\b(?:pcie|pci\s+express|gen|usb|nvme|cxl|acpi|uefi|sr-iov|ecn|spec|specification|rev|revision|r'
     r'|firmware|fw|bios|board|hw|hardware|silicon|chip|card|ip|controller'
     r'|gcc|clang|llvm|binutils|qemu|xen|u-boot|edk2|python|perl|ethtool|pciutils|lspci|iproute2|sparse|coccinelle|dtc'
     r'|ubuntu|debian|fedora|rhel|centos|sles|opensuse)'
     r'(?:\s*(?:version|ver\.?|v)\b)?\s*[:=]?\s*)')
POP=re.compile(r'(?<![\w.])(?:'+CUE+KV+r'|V[2-6]\.\d{1,2}\b)(?!\.\d)')
CUT=re.compile(r'\ndiff --git |\n---\n')
keep=set()
for f in ['keep66.txt','keep67.txt','draw66.txt','draw67.txt']:
    for l in open('/tmp/p53/'+f):
        for p in l.replace('\t',' ').split():
            if p.isdigit(): keep.add(int(p))
def title(s):
    s=s.strip()
    while True:
        t=re.sub(r'^(?:(?i:re|aw|antw|sv|fwd?)\s*:\s*|\[[^\]]*\]\s*)','',s)
        if t==s: return s.lower()
        s=t
lab=set(labelled.idx)
seen=set(); pool=[]; c=dict(pop=0,lab=0,keep=0,title=0)
for l in open('/tmp/p53/text.jsonl'):
    o=json.loads(l); i=o['i']; subj=o['s'] or ''; t=o['t'] or ''
    m=CUT.search(t)
    st=subj+'\n'+(t[:m.start()] if m else t)
    if not POP.search(st): continue
    c['pop']+=1
    if i in lab: c['lab']+=1; continue
    if i in keep: c['keep']+=1; continue
    tt=title(subj)
    if tt in seen: c['title']+=1; continue
    seen.add(tt); pool.append(i)
print(c,'left',len(pool))
os.makedirs('/tmp/facts53',exist_ok=True)
open('/tmp/facts53/pool.idx','w').write(''.join('%d\n'%x for x in pool))
if len(sys.argv)>3:
    step=int(sys.argv[1]); a=int(sys.argv[2]); z=int(sys.argv[3])
    for name,ph in (('dev',a),('test',z)):
        sel=pool[ph::step]
        open('/tmp/facts53/%s.idx'%name,'w').write(''.join('%d\n'%x for x in sel))
        print(name,len(sel),sel)
