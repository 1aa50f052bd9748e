#!/bin/sh
# bench_hook.sh - the part of "make bench" for issue #17: what the
# generators' step hook (--watch) costs when nobody watches, against a
# build from before it.  Figures are printed beside the target, never
# asserted.
#
#   BENCH_BEFORE_BENCH  an older tests/bench: each generator's time at
#                       1000x1000 in both, interleaved, best of the runs
#   BENCH_BEFORE        an older src/mazegame: with valgrind, the
#                       instructions each generator runs (callgrind,
#                       exact: the same maze is made in both)
#   BENCH               this build's tests/bench; MAZEGAME its game
# Usage: bench_hook.sh [--quick]
: "${BENCH:?set BENCH to tests/bench}"
: "${MAZEGAME:?set MAZEGAME to src/mazegame}"
rounds=3
[ "${1:-}" = --quick ] && rounds=1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mazegame-bench-hook.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
algos=$("$MAZEGAME" --list-algorithms | awk '{ print $1 }')

echo
echo "The generators' step hook (--watch) when nobody watches: this build"
echo "against an older one, target within 3% (ratio <= 1.03)."
if [ -z "${BENCH_BEFORE_BENCH:-}" ] && [ -z "${BENCH_BEFORE:-}" ]; then
	echo "(set BENCH_BEFORE_BENCH to an older tests/bench and BENCH_BEFORE to"
	echo "an older src/mazegame to compare; see README, Performance)"
	exit 0
fi

# gen_ms BENCH ALGO: the best generation time at 1000x1000 of one run
# of BENCH (its --quick table, 3 runs a size).
gen_ms() {
	"$1" --quick --algorithm "$2" 2>/dev/null |
	    awk -v a="$2" '$1 == a && $2 == "1000x1000" { print $4; exit }'
}

# ratio_line LABEL BEFORE AFTER UNIT
ratio_line() {
	awk -v l="$1" -v b="$2" -v a="$3" -v u="$4" 'BEGIN {
		if (b == "" || a == "" || b <= 0) { printf "%-14s %14s %14s  failed\n", l, b, a; exit }
		r = a / b
		printf "%-14s %14s %14s %7.3f  %s\n", l, b " " u, a " " u, r, (r <= 1.03 ? "ok" : "MISS")
	}'
}

if [ -n "${BENCH_BEFORE_BENCH:-}" ]; then
	echo
	echo "Time to generate 1000x1000, best of $rounds interleaved rounds (each"
	echo "the best of 3 runs):"
	printf '%-14s %14s %14s %7s\n' algorithm before after ratio
	for a in $algos; do
		b= n=
		i=0
		while [ $i -lt $rounds ]; do
			x=$(gen_ms "$BENCH_BEFORE_BENCH" "$a")
			y=$(gen_ms "$BENCH" "$a")
			b=$(awk -v m="$b" -v x="$x" 'BEGIN { print (m == "" || x < m) ? x : m }')
			n=$(awk -v m="$n" -v x="$y" 'BEGIN { print (m == "" || x < m) ? x : m }')
			i=$((i + 1))
		done
		ratio_line "$a" "$b" "$n" ms
	done
fi

if [ -n "${BENCH_BEFORE:-}" ] && command -v valgrind >/dev/null 2>&1; then
	echo
	echo "Instructions inside the generator for --stats -W 300 -H 300 -s 1"
	echo "(callgrind, inclusive, millions; the same maze in both builds):"
	printf '%-14s %14s %14s %7s\n' algorithm before after ratio
	for a in $algos; do
		fn=gen_$(printf '%s' "$a" | tr '-' '_')
		for which in before after; do
			bin=$MAZEGAME
			[ $which = before ] && bin=$BENCH_BEFORE
			valgrind --tool=callgrind --callgrind-out-file="$tmp/$which.out" \
			    --toggle-collect="$fn" "$bin" --stats -W 300 -H 300 -s 1 -a "$a" \
			    >/dev/null 2>&1
			callgrind_annotate "$tmp/$which.out" 2>/dev/null |
			    awk '/PROGRAM TOTALS/ { gsub(",", "", $1); printf "%.3f\n", $1 / 1e6; exit }' \
			    > "$tmp/$which.ir"
		done
		ratio_line "$a" "$(cat "$tmp/before.ir")" "$(cat "$tmp/after.ir")" M
	done
fi
