#!/usr/bin/env bash
# peer-public-inbox.sh: public-inbox's HTTP search against ours, side by side on the same mail (docs/performance.md,
# "Peer: public-inbox search"). Not run by tests or CI; skips (exit 0) when public-inbox or wrk is missing.
#
#   src/bench/peer-public-inbox.sh build MAILDIR INBOX
#       a v2 inbox at INBOX (public-inbox-init -V2; the Maildir written as v2 epoch commits with git fast-import,
#       src/bench/maildir-to-v2-epoch.py; then public-inbox-index, timed). The Maildir is only read.
#   src/bench/peer-public-inbox.sh compare INBOX DATA [ROUNDS]
#       serves INBOX with public-inbox-httpd and a COPY of our store DATA with `./triage serve`, warms both up,
#       then ROUNDS (default 3) interleaved wrk runs per kind over src/bench/peer-mix.lua; prints one line per run
#       and the medians per kind (errors: answers other than 2xx/3xx, socket errors, timeouts after 30 s).
#       CPU per request is the server's process group (workers, git cat-file, ...) from /proc/PID/stat before
#       and after each run.
#
# Environment: PEER_PORT (18280), OUR_PORT (18281), DURATION (20s), WARMUP (40s), CLIENTS (20), NICE (15),
# KINDS ("peer-html ours-api ours-html"; also peer-atom, its Atom feed, and peer-html-rel, its page in relevance
# order as ours; peer-html is in date order, its default), PEER_WORKERS (2: one per core, as the daemon's manual
# advises), OUT (a directory for logs, default $TMPDIR).
set -euo pipefail

here=$(cd -P "$(dirname "${BASH_SOURCE[0]}")" && pwd)
home=$(dirname "$(dirname "$here")")
NICE=${NICE:-15}

skip() { echo "peer-public-inbox: skipped: $*" >&2; exit 0; }
usage() { sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }

need() {
  for c in "$@"; do
    command -v "$c" >/dev/null 2>&1 || skip "$c is not installed (Debian: apt-get install public-inbox wrk)"
  done
}

# CPU ticks (user + system, children waited for included) of every process in process group $1.
cpu_ticks() {
  local pg=$1 t=0 line rest
  for f in /proc/[0-9]*/stat; do
    { read -r line <"$f"; } 2>/dev/null || continue
    rest=${line##*) }
    # shellcheck disable=SC2086
    set -- $rest
    [ "$3" = "$pg" ] && t=$((t + ${12} + ${13} + ${14} + ${15}))
  done
  echo "$t"
}

build() {
  [ $# -eq 2 ] || usage
  need public-inbox-init public-inbox-index git python3 bc
  [ -x /usr/bin/time ] || skip "/usr/bin/time is not installed (Debian: apt-get install time)"
  local maildir=$1 inbox name
  inbox=$(realpath -m "$2")
  name=$(basename "$inbox")
  [ -d "$maildir/cur" ] || [ -d "$maildir/new" ] || { echo "not a Maildir: $maildir" >&2; exit 2; }
  [ ! -e "$inbox" ] || { echo "$inbox exists; remove it or pick another directory" >&2; exit 2; }
  export PI_CONFIG="$inbox.pi-config"
  public-inbox-init -V2 "$name" "$inbox" "http://127.0.0.1/$name" "$name@example.invalid"
  local t0 t1 n
  t0=$(date +%s.%N)
  nice -n "$NICE" python3 "$here/maildir-to-v2-epoch.py" "$maildir" \
    | nice -n "$NICE" git --git-dir="$inbox/git/0.git" fast-import --quiet
  t1=$(date +%s.%N)
  n=$(git --git-dir="$inbox/git/0.git" rev-list --count master)
  echo "imported $n messages in $(echo "$t1 - $t0" | bc) s (git fast-import)"
  /usr/bin/time -f "public-inbox-index: wall %e s, user %U s, sys %S s, max RSS %M KB" \
    -o "$inbox.index-time" nice -n "$NICE" public-inbox-index "$inbox"
  cat "$inbox.index-time"
  awk -v n="$n" '{ gsub(",", ""); printf "index: %.0f msg/s wall, %.2f ms CPU per message\n", n / $3, ($6 + $9) * 1000 / n }' \
    "$inbox.index-time"
}

wait_http() {
  local url=$1 i
  for i in $(seq 1 300); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$url" || true)" = 200 ] && return 0
    sleep 1
  done
  echo "no answer from $url after 300 s" >&2
  return 1
}

# wrk's latency ("850.00us", "12.34ms", "1.02s") in ms
to_ms() { awk '{ v = $1 + 0; if ($1 ~ /us$/) v /= 1000; else if ($1 ~ /[0-9]s$/ && $1 !~ /ms$/) v *= 1000; printf "%.1f", v }'; }

# one wrk run: KIND PATH PGID PORT DURATION -> a result line
run() {
  local kind=$1 path=$2 pg=$3 port=$4 dur=$5 log c0 c1 reqs
  log="$OUT/wrk-$kind-$(date +%H%M%S).log"
  c0=$(cpu_ticks "$pg")
  SEARCH_PATH=$path nice -n "$NICE" wrk -t"$(( CLIENTS < 2 ? 1 : 2 ))" -c"$CLIENTS" -d"$dur" --timeout 30s --latency -s "$here/peer-mix.lua" \
    "http://127.0.0.1:$port" >"$log" 2>&1
  c1=$(cpu_ticks "$pg")
  reqs=$(awk '/requests in/ { print $1 }' "$log")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.2f\t%s\t%s\n' "$kind" \
    "$(awk '$1 == "50%" { print $2 }' "$log" | to_ms)" "$(awk '$1 == "90%" { print $2 }' "$log" | to_ms)" \
    "$(awk '$1 == "99%" { print $2 }' "$log" | to_ms)" "$(awk '/Requests\/sec/ { print $2 }' "$log")" \
    "$reqs" "$(awk '/Non-2xx/ { n += $NF }
      /Socket errors/ { for (i = 3; i <= NF; i++) if ($i ~ /^[0-9]+,?$/) n += $i + 0 } END { print n + 0 }' "$log")" \
    "$(echo "($c1 - $c0) * 1000 / $(getconf CLK_TCK) / $reqs" | bc -l)" "$(cut -d' ' -f1 /proc/loadavg)" \
    "$(awk '/requests in/ { v = $5 + 0; if ($5 ~ /GB/) v *= 1048576; else if ($5 ~ /MB/) v *= 1024;
      else if ($5 !~ /KB/) v /= 1024; printf "%.1f", v / $1 }' "$log")"
}

compare() {
  [ $# -ge 2 ] || usage
  need public-inbox-httpd wrk curl java bc python3
  local inbox data rounds=${3:-3} name
  inbox=$(realpath "$1"); data=$(realpath "$2"); name=$(basename "$inbox")
  PEER_PORT=${PEER_PORT:-18280} OUR_PORT=${OUR_PORT:-18281} DURATION=${DURATION:-20s} WARMUP=${WARMUP:-40s}
  CLIENTS=${CLIENTS:-20} KINDS=${KINDS:-peer-html ours-api ours-html} OUT=${OUT:-${TMPDIR:-/tmp}}
  export PI_CONFIG="$inbox.pi-config"
  [ -f "$PI_CONFIG" ] || { echo "no $PI_CONFIG: build the inbox with '$0 build'" >&2; exit 2; }

  PI_CONFIG=$PI_CONFIG setsid nice -n "$NICE" public-inbox-httpd -W "${PEER_WORKERS:-2}" \
    -l "127.0.0.1:$PEER_PORT" >"$OUT/peer-httpd.log" 2>&1 &
  local peer=$!
  setsid nice -n "$NICE" "$home/triage" serve --quiet --data "$data" --port "$OUR_PORT" >"$OUT/ours-serve.log" 2>&1 &
  local ours=$!
  trap 'kill -TERM -- -'"$peer"' -'"$ours"' 2>/dev/null || true' EXIT
  wait_http "http://127.0.0.1:$PEER_PORT/$name/"
  wait_http "http://127.0.0.1:$OUR_PORT/api/stats"

  declare -A paths=([peer-html]="/$name/?l=20&q=" [peer-atom]="/$name/?l=20&x=A&q=" \
    [peer-html-rel]="/$name/?l=20&r&q=" \
    [ours-api]="/api/search?limit=20&q=" [ours-html]="/?q=")
  declare -A pgid=([peer-html]=$peer [peer-atom]=$peer [peer-html-rel]=$peer [ours-api]=$ours [ours-html]=$ours)
  declare -A port=([peer-html]=$PEER_PORT [peer-atom]=$PEER_PORT [peer-html-rel]=$PEER_PORT [ours-api]=$OUR_PORT [ours-html]=$OUR_PORT)

  totals "http://127.0.0.1:$PEER_PORT/$name/?l=20&q=" "http://127.0.0.1:$OUR_PORT/api/search?limit=20&q=" \
    | tee "$OUT/peer-totals.tsv"
  local kind r results="$OUT/peer-results.tsv"
  for kind in $KINDS; do
    echo "warm-up $kind ($WARMUP)" >&2
    run "$kind" "${paths[$kind]}" "${pgid[$kind]}" "${port[$kind]}" "$WARMUP" >/dev/null
  done
  printf 'kind\tp50_ms\tp90_ms\tp99_ms\treq_s\trequests\terrors\tcpu_ms_req\tload1\tkb_req\n' | tee "$results"
  for r in $(seq 1 "$rounds"); do
    for kind in $KINDS; do
      run "$kind" "${paths[$kind]}" "${pgid[$kind]}" "${port[$kind]}" "$DURATION" | tee -a "$results"
    done
  done
  printf 'medians:\nkind\tp50_ms\tp90_ms\tp99_ms\treq_s\tcpu_ms_req\tload1\tkb_req\n'
  for kind in $KINDS; do
    printf '%s' "$kind"
    for col in 2 3 4 5 8 9 10; do
      printf '\t%s' "$(awk -F'\t' -v k="$kind" -v c="$col" '$1 == k { print $c }' "$results" | sort -g \
        | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
    done
    echo
  done
}

# the query list of peer-mix.lua, URL-encoded, one a line
queries() { sed -n 's/^  "\([^"]*\)",.*/\1/p' "$here/peer-mix.lua"; }

# per query: the match count of each side (public-inbox's is Xapian's estimate, "~N"; ours stops
# counting at 1000 in the API, "1000+")
totals() {
  local peer_url=$1 our_url=$2 q peer
  printf 'query\tpeer\tours\n'
  for q in $(queries); do
    peer=$(curl -s "$peer_url$q" | sed -n 's/.*Results [0-9]*-[0-9]* of \(~\{0,1\}[0-9]*\).*/\1/p' | head -1)
    printf '%s\t%s\t%s\n' "$(printf '%b' "${q//%/\\x}" | tr + ' ')" "${peer:-0}" \
      "$(curl -s "$our_url$q" | python3 -c 'import json, sys; d = json.load(sys.stdin); print(str(d["total"]) + ("" if d.get("totalExact", True) else "+"))')"
  done
}

case "${1:-}" in
  build) shift; build "$@" ;;
  compare) shift; compare "$@" ;;
  *) usage ;;
esac
