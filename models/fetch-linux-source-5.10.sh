#!/usr/bin/env bash
# Fetches Debian's linux-source-5.10 package (bullseye-security) with apt-get under a private apt state in SCRATCH_DIR
# (the machine's own sources and package lists are left as they are) and unpacks the part of the kernel tree the
# model scans read (drivers/, sound/, the top Makefile) to SCRATCH_DIR/src/linux-source-5.10. Used by
# models/regen-drivers-kernel-5.10.sh and models/regen-driver-prompts-5.10.sh. Needs Debian's archive keyring and
# network access to Debian.
#
# usage: models/fetch-linux-source-5.10.sh SCRATCH_DIR
set -euo pipefail
scratch=${1:?usage: fetch-linux-source-5.10.sh SCRATCH_DIR}
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
