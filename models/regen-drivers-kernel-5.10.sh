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
"$home/triage" models drivers --kernel-src "$scratch/src/linux-source-5.10" \
    --out "$home/models/drivers-kernel-5.10.tsv.gz"
if [ "$cleanup" = yes ]; then
  rm -rf "$scratch"
fi
