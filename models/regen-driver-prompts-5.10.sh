#!/usr/bin/env bash
# Regenerates models/driver-prompts.tsv.gz, the menuconfig prompts of the driver modules of the archive's years
# (Linux 5.10: CONFIG_PCI_IMX6's "Freescale i.MX6/7/8 PCIe controller" -> pci-imx6), from Debian's linux-source-5.10
# package (bullseye-security), fetched with apt-get under a private apt state in a scratch directory as
# models/regen-drivers-kernel-5.10.sh does: the machine's own sources and package lists are left as they are. Of the
# kernel tree the table keeps only, per Kconfig symbol that builds exactly one module, the module's name, the symbol
# and its one-line prompt (see models/README.md). Needs Debian's archive keyring and network access to Debian.
#
# usage: models/regen-driver-prompts-5.10.sh [SCRATCH_DIR]     (default: a new temporary directory, removed after)
set -euo pipefail
home=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=${1:-}
cleanup=no
if [ -z "$scratch" ]; then
  scratch=$(mktemp -d)
  cleanup=yes
fi
mkdir -p "$scratch/lists/partial" "$scratch/cache/archives/partial" "$scratch/src"
cat > "$scratch/bullseye.sources" <<'SRC'
Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bullseye-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
apt=(-o "Dir::Etc::SourceList=$scratch/bullseye.sources" -o "Dir::Etc::SourceParts=/nonexistent"
     -o "Dir::State::Lists=$scratch/lists" -o "Dir::Cache=$scratch/cache")
apt-get "${apt[@]}" update
(cd "$scratch" && apt-get "${apt[@]}" download linux-source-5.10)
dpkg -x "$scratch"/linux-source-5.10_*_all.deb "$scratch/pkg"
tar xf "$scratch"/pkg/usr/src/linux-source-5.10.tar.xz -C "$scratch/src" --wildcards \
    'linux-source-5.10/drivers/*' 'linux-source-5.10/sound/*' 'linux-source-5.10/Makefile'
"$home/triage" models prompts --kernel-src "$scratch/src/linux-source-5.10" \
    --out "$home/models/driver-prompts.tsv.gz"
if [ "$cleanup" = yes ]; then
  rm -rf "$scratch"
fi
