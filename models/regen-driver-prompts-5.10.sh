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
"$home/models/fetch-linux-source-5.10.sh" "$scratch"
"$home/triage" models prompts --kernel-src "$scratch/src/linux-source-5.10" \
    --out "$home/models/driver-prompts.tsv.gz"
if [ "$cleanup" = yes ]; then
  rm -rf "$scratch"
fi
