#!/usr/bin/env bash
# Regenerates models/drivers-kernel-5.10.tsv.gz, the driver table of the archive's years (Linux 5.10), from Debian's
# linux-source-5.10 package (bullseye-security). The package is fetched with apt-get under a private apt state in a
# scratch directory: the machine's own sources and package lists are left as they are. Nothing of the kernel tree
# enters the repository: the table holds module names, file paths and registered names the scan derives from the
# Makefiles and driver structs (see models/README.md). Needs Debian's archive keyring and network access to Debian.
#
# usage: models/regen-drivers-kernel-5.10.sh [SCRATCH_DIR]     (default: a new temporary directory, removed after)
set -euo pipefail
home=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=${1:-}
cleanup=no
if [ -z "$scratch" ]; then
  scratch=$(mktemp -d)
  cleanup=yes
fi
"$home/models/fetch-linux-source-5.10.sh" "$scratch"
"$home/triage" models drivers --kernel-src "$scratch/src/linux-source-5.10" \
    --out "$home/models/drivers-kernel-5.10.tsv.gz"
if [ "$cleanup" = yes ]; then
  rm -rf "$scratch"
fi
