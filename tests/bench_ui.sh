#!/bin/sh
# bench_ui.sh - the game's side of "make bench": time to the first frame
# and bytes per step, measured by tests/ptystep in a pseudo-terminal.
# Figures are printed beside the issue's targets, never asserted.
# Usage: bench_ui.sh [--quick]   (MAZEGAME and PTYSTEP name the binaries)
: "${MAZEGAME:?set MAZEGAME to src/mazegame}"
: "${PTYSTEP:?set PTYSTEP to tests/ptystep}"
LC_ALL=C.UTF-8
export LC_ALL
quick=no
for a in "$@"; do [ "$a" = --quick ] && quick=yes; done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mazegame-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
XDG_DATA_HOME=$tmp/data
export XDG_DATA_HOME

# pty ARGS...: runs ptystep with no saved game, so no resume question
# comes before the first frame (a run that quits mid-game saves one).
pty() {
	rm -rf "$XDG_DATA_HOME"
	"$PTYSTEP" "$@"
}

# first_frame LABEL TARGET-MS RUNS ROWS COLS ARGS...: best first-frame time.
first_frame() {
	label=$1 target=$2 runs=$3 rows=$4 cols=$5
	shift 5
	best=
	i=0
	while [ $i -lt "$runs" ]; do
		ms=$(pty -r "$rows" -c "$cols" -t xterm-256color -E NO_COLOR=1 -w 120000 \
		    -- "$MAZEGAME" "$@" 2>/dev/null | sed -n 's/^first_frame_ms: //p')
		if [ -n "$ms" ] && { [ -z "$best" ] || awk "BEGIN { exit !($ms < $best) }"; }; then
			best=$ms
		fi
		i=$((i + 1))
	done
	verdict=$(awk -v b="${best:-1e99}" -v t="$target" \
	    'BEGIN { printf "<=%g ms %s", t, (b <= t ? "ok" : "MISS") }')
	printf '%-44s %4s %10s  %s\n' "$label" "$runs" "${best:-failed}" "$verdict"
}

echo
echo "Time to first frame: spawn to the last byte of the first screen (quiet"
echo "150 ms after), best of the runs, TERM=xterm-256color, NO_COLOR=1."
printf '%-44s %4s %10s  %s\n' "game" "runs" "ms" "target"
"$MAZEGAME" --print -s 1 -W 1000 -H 1000 > "$tmp/1000.maze"
first_frame "normal preset (19x11), 80x24" 15 5 24 80 -s 1
first_frame "200x200 backtracker, 80x24" 15 5 24 80 -s 1 -W 200 -H 200
first_frame "200x200 backtracker, whole maze (401x801 pty)" 15 3 402 801 -s 1 -W 200 -H 200
first_frame "1000x1000 backtracker, 80x24" 50 3 24 80 -s 1 -W 1000 -H 1000
first_frame "1000x1000 --load, 80x24" 50 3 24 80 --load "$tmp/1000.maze"
if [ $quick = no ]; then
	first_frame "10000x10000 backtracker, 80x24" 3000 1 24 80 -s 1 -W 10000 -H 10000
fi

echo
echo "Bytes a one-cell move costs (status line included), 80x24, normal preset"
echo "seed 5, moves 1-8 (the 9th-to-10th move shifts the status line: see step 9+)."
printf '%-28s %-8s %-8s %s\n' "terminal" "min" "max" "target"
"$MAZEGAME" --print -s 5 > "$tmp/5.maze"
for term in xterm-256color screen tmux-256color vt100; do
	for mode in mono colour; do
		[ $term = vt100 ] && [ $mode = colour ] && continue
		if [ $mode = mono ]; then env=NO_COLOR=1 limit=24; else env=NO_COLOR= limit=32; fi
		out=$(pty -r 24 -c 80 -q 100 -t $term -E "$env" -m "$tmp/5.maze" -n 8 \
		    -- "$MAZEGAME" -s 5 2>&1)
		min=$(printf '%s\n' "$out" | sed -n 's/^step_bytes_min: //p')
		max=$(printf '%s\n' "$out" | sed -n 's/^step_bytes_max: //p')
		if [ -n "$max" ] && [ "$max" -le $limit ]; then v="<=$limit ok"; else v="<=$limit MISS"; fi
		printf '%-28s %-8s %-8s %s\n' "$term $mode" "${min:-?}" "${max:-?}" "$v"
	done
done
out=$(pty -r 24 -c 80 -q 100 -t xterm-256color -E NO_COLOR=1 -m "$tmp/5.maze" -n 12 \
    -- "$MAZEGAME" -s 5 2>&1)
echo "xterm-256color mono, moves 1-12: $(printf '%s\n' "$out" | sed -n 's/^step_bytes: //p')"
