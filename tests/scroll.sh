#!/bin/sh
# scroll.sh - a maze larger than the terminal: what walking it costs on
# the wire, and that the view follows the player (issue #16).
#
# tests/ptystep walks the optimal path in a pseudo-terminal and counts
# the bytes each key costs; bytes do not depend on the machine's speed,
# so the ceilings are exact, not timing.  Then tmux plays the same kind
# of walk and, at points along it and after resizes, the screen is read
# back: the player is on it, with room around it, and every wall on
# screen is a wall of the maze at that place (tests/view_check.awk).
. "$(dirname "$0")/tmux_lib.sh"

: "${PTYSTEP:=$(dirname "$MAZEGAME")/../tests/ptystep}"
[ -x "$PTYSTEP" ] || { echo "tests/ptystep is not built"; exit 99; }

# Room the view keeps around the player: whole cells to each side.
ROOM_X=2 ROOM_Y=2

# --- bytes a key ---------------------------------------------------------
# The issue's walk: the first 400 keys of the optimal path of
# -W 120 -H 60 -s 3 in 80x24.  Before the view policy of issue #16 it
# cost 126 bytes a key in monochrome and 219 in colour; 121.6 and 120.7
# before a view moving right was sent as deleted characters, 115.2 and
# 114.2 since.  CEIL_* hold what the game does now (a regression shows
# at once); TARGET is the issue's goal, which the game does not reach
# (see the README, "Performance"): reported as xfail, not counted.
KEYS=400 TARGET=55 CEIL_MONO=117 CEIL_COLOUR=117
"$MAZEGAME" --print --solution -W 120 -H 60 -s 3 > "$T_TMP/big.sol"

# walk NAME ENV: walks the keys in xterm-256color; sets $mean.  A frame
# ends after 15 ms of quiet: curses writes a frame at once, and a frame
# cut in two would only move bytes from one step to the next, never out
# of the mean.
walk() {
	mean=
	if XDG_DATA_HOME=$(mktemp -d "$T_TMP/data.XXXXXX") "$PTYSTEP" -r 24 -c 80 -q 15 \
	    -t xterm-256color -E "$2" -m "$T_TMP/big.sol" -S -n $KEYS \
	    -- "$MAZEGAME" -W 120 -H 60 -s 3 >"$T_TMP/out" 2>"$T_TMP/err"; then
		n=$(sed -n 's/^step_bytes: //p' "$T_TMP/out" | wc -w | tr -d ' ')
		expect_eq "$1: $KEYS keys walked, game quit with 0" $KEYS "$n"
		mean=$(sed -n 's/^step_bytes_mean: //p' "$T_TMP/out")
		echo "# $1: mean $mean, worst $(sed -n 's/^step_bytes_max: //p' "$T_TMP/out"), view moves $(sed -n 's/^steps_over_100: //p' "$T_TMP/out")"
	else
		not_ok "$1: ptystep run" "$(cat "$T_TMP/out" "$T_TMP/err")"
	fi
}

# mean_at_most NAME LIMIT: passes when $mean <= LIMIT.
mean_at_most() {
	if [ -n "$mean" ] && awk -v m="$mean" -v l="$2" 'BEGIN { exit !(m <= l) }'; then
		ok "$1 (mean $mean <= $2)"
	else
		not_ok "$1" "mean ${mean:-none} bytes a key, limit $2"
	fi
}

# target NAME: the issue's target, as xfail while it is missed.
target() {
	if [ -n "$mean" ] && awk -v m="$mean" -v l=$TARGET 'BEGIN { exit !(m <= l) }'; then
		ok "$1 (mean $mean <= $TARGET)"
	elif [ -n "$mean" ]; then
		echo "xfail - $1 (mean $mean > $TARGET; a step alone is about 35 bytes, and the lines the walk scrolls in about 50 a key)"
	else
		not_ok "$1" "no figures"
	fi
}

walk "120x60 walk, mono" NO_COLOR=1
mean_at_most "120x60 walk, mono: mean bytes a key <= $CEIL_MONO" $CEIL_MONO
target "120x60 walk, mono: mean bytes a key <= $TARGET"
walk "120x60 walk, colour" NO_COLOR=
mean_at_most "120x60 walk, colour: mean bytes a key <= $CEIL_COLOUR" $CEIL_COLOUR
target "120x60 walk, colour: mean bytes a key <= $TARGET"

# --- the view follows the player --------------------------------------------
# A maze 3 screens wide and 2.5 high; the awk walk of its optimal path.
"$MAZEGAME" --print -W 60 -H 30 -s 1 > "$T_TMP/both.maze"
"$MAZEGAME" --print --solution -W 60 -H 30 -s 1 > "$T_TMP/both.sol"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/both.sol" > "$T_TMP/both.keys"
"$MAZEGAME" --print -W 60 -H 30 -s 2 > "$T_TMP/other.maze"
total=$(wc -l < "$T_TMP/both.keys" | tr -d ' ')

# cell_after N: "row col" of the player after the first N keys.
cell_after() {
	head -n "$1" "$T_TMP/both.keys" | awk '
		$0 == "Up" { r-- } $0 == "Down" { r++ } $0 == "Left" { c-- } $0 == "Right" { c++ }
		END { print r + 0, c + 0 }'
}

# view_ok NAME N COLS: after N keys, in a terminal COLS wide, the
# screen shows the maze around the player with room to spare.  Polls,
# so a redraw that must come by itself (a resize) is waited for.
view_ok() {
	set -- "$1" "$2" "$3" $(cell_after "$2")
	v_deadline=$(( $(date +%s) + 10 ))
	while :; do
		screen > "$T_TMP/screen"
		got=$(awk -v row="$4" -v col="$5" -v cols="$3" -v mx=$ROOM_X -v my=$ROOM_Y \
			-f "$TOP_SRCDIR/tests/view_check.awk" "$T_TMP/both.maze" "$T_TMP/screen")
		[ "$got" = ok ] && break
		[ "$(date +%s)" -gt "$v_deadline" ] && break
		sleep 0.1
	done
	if [ "$got" = ok ]; then ok "$1"; else not_ok "$1" "$got
$(cat "$T_TMP/screen")"; fi
}

# walk_to TERM-LABEL FROM TO COLS: sends keys FROM+1..TO in chunks of 20,
# checking the view after each chunk.
walk_to() {
	w_at=$2
	while [ "$w_at" -lt "$3" ]; do
		w_next=$((w_at + 20))
		[ "$w_next" -gt "$3" ] && w_next=$3
		keys $(sed -n "$((w_at + 1)),${w_next}p" "$T_TMP/both.keys")
		w_at=$w_next
		if [ "$w_at" -lt "$total" ]; then
			expect_screen "$1: $w_at moves" "^Moves $w_at "
			view_ok "$1: after $w_at moves the player is in view, $ROOM_X cells to the sides, $ROOM_Y above and below" "$w_at" "$4"
		fi
	done
}

# xterm-256color too: a view that moves right is sent there as
# characters deleted at the start of each line, then the new columns.
for term in tmux-256color screen xterm-256color; do
	PLAY_TERM=$term
	tmux_start 80 24 "$MAZEGAME" --ascii -W 60 -H 30 -s 1
	expect_screen "$term: starts" "^Moves 0 "
	view_ok "$term: the first view" 0 80
	# The checker itself: the same screen is not another maze's.
	got=$(awk -v row=0 -v col=0 -v cols=80 -v mx=$ROOM_X -v my=$ROOM_Y \
		-f "$TOP_SRCDIR/tests/view_check.awk" "$T_TMP/other.maze" "$T_TMP/screen")
	if [ "$got" != ok ]; then ok "$term: view_check.awk tells another maze apart"
	else not_ok "$term: view_check.awk tells another maze apart" "$(cat "$T_TMP/screen")"; fi
	half=$((total / 2))
	walk_to "$term" 0 $half 80
	# A resize redraws at once, with no key, the player still inside.
	tm resize-window -t main -x 100 -y 30
	view_ok "$term: 100x30 after $half moves: redrawn around the player" $half 100
	tm resize-window -t main -x 60 -y 20
	view_ok "$term: 60x20 after $half moves: redrawn around the player" $half 60
	tm resize-window -t main -x 80 -y 24
	view_ok "$term: back to 80x24: redrawn around the player" $half 80
	walk_to "$term" $half $total 80
	expect_screen "$term: the walk reaches the exit" "Escaped in $total moves \\(optimal $total, 100%\\)"
	keys q
	wait_exit
	expect_eq "$term: q exits 0" 0 "$status"
done
unset PLAY_TERM

tmux_finish
