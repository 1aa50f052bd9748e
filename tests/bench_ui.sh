#!/bin/sh
# bench_ui.sh - the game's side of "make bench": time to the first frame
# and bytes per step, measured by tests/ptystep in a pseudo-terminal.
# Figures are printed beside the issue's targets, never asserted.
# Usage: bench_ui.sh [--quick] [--walk]   (MAZEGAME and PTYSTEP name the
# binaries; --walk: only the table of the optimal walks; BENCH_BEFORE may
# name an older mazegame, whose walks are then measured beside)
: "${MAZEGAME:?set MAZEGAME to src/mazegame}"
: "${PTYSTEP:?set PTYSTEP to tests/ptystep}"
LC_ALL=C.UTF-8
export LC_ALL
quick=no walk_only=no
for a in "$@"; do
	[ "$a" = --quick ] && quick=yes
	[ "$a" = --walk ] && walk_only=yes
done
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

if [ $walk_only = no ]; then
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
		if [ $mode = mono ]; then env=NO_COLOR=1 limit=40; else env=NO_COLOR= limit=38; fi
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
fi

# walk LABEL KEYS MAZE-OPTIONS...: the walk table's rows for one maze,
# every terminal and mode: mean and worst bytes a key over the first
# KEYS keys of the optimal path ("all": the whole of it).  ptystep waits
# for 30 quiet ms after each key: a frame is one write from curses.
walk() {
	w_label=$1 w_keys=$2
	shift 2
	[ "$w_keys" = all ] && w_keys=
	"$MAZEGAME" --print --solution "$@" > "$tmp/walk.sol"
	for term in $walk_terms; do
		for mode in mono colour; do
			for game in ${BENCH_BEFORE:+"$BENCH_BEFORE"} "$MAZEGAME"; do
				if [ $mode = mono ]; then env=NO_COLOR=1; else env=NO_COLOR=; fi
				w_mode=$mode
				[ "$game" != "$MAZEGAME" ] && w_mode="$mode before"
				out=$(pty -r 24 -c 80 -q 30 -t $term -E "$env" -m "$tmp/walk.sol" -S \
				    ${w_keys:+-n $w_keys} -- "$game" "$@" 2>&1)
				n=$(printf '%s\n' "$out" | sed -n 's/^step_bytes: //p' | wc -w | tr -d ' ')
				mean=$(printf '%s\n' "$out" | sed -n 's/^step_bytes_mean: //p')
				max=$(printf '%s\n' "$out" | sed -n 's/^step_bytes_max: //p')
				jumps=$(printf '%s\n' "$out" | sed -n 's/^steps_over_100: //p')
				v=$(awk -v m="${mean:-1e99}" 'BEGIN { printf "<=55 %s", (m <= 55 ? "ok" : "MISS") }')
				printf '%-22s %-27s %5s %7s %6s %6s  %s\n' "$w_label" "$term $w_mode" \
				    "$n" "${mean:-?}" "${max:-?}" "${jumps:-?}" "$v"
			done
		done
	done
}

echo
echo "Bytes a key costs walking the optimal path of a maze several screens"
echo "large (80x24, S to the cell before E; 'jumps': keys over 100 bytes,"
echo "the ones that moved the view).  Target (issue #16): a mean of at most 55."
printf '%-22s %-27s %5s %7s %6s %6s  %s\n' maze terminal keys mean worst jumps target
if [ $quick = yes ]; then walk_terms=xterm-256color; else walk_terms="xterm-256color screen tmux-256color"; fi
walk "wide 100x11 s2" all -W 100 -H 11 -s 2
walk "tall 19x50 s1" all -W 19 -H 50 -s 1
walk "both 60x30 s1" all -W 60 -H 30 -s 1
walk "120x60 s3" 400 -W 120 -H 60 -s 3
