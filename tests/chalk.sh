#!/bin/sh
# chalk.sh - chalk marks through the real binary: x marks the cell you
# stand on, again crosses it out, again clears it; the marks are kept
# with the saved game and found again after --resume, count in no
# score, show in --ascii, in the fog of --hard after a restart, in the
# help and in the screen-reader mode's words.
. "$(dirname "$0")/tmux_lib.sh"

SEED=1
way_out "$T_TMP/keys" -s $SEED
first=$(head -n 1 "$T_TMP/keys")
D=$T_TMP/shared
PLAY_DATA=$D

# row1: the maze's first row of cells on screen (the start is in it).
row1() {
	screen | sed -n 2p
}
# row1_has PATTERN: the first row of cells matches PATTERN.
row1_has() {
	row1 | grep -Eq -- "$1"
}
# expect_row1 NAME PATTERN: waits until the first row matches.
expect_row1() {
	if wait_until 10 row1_has "$2"; then ok "$1"; else
		not_ok "$1" "pattern: $2
row: $(row1)"; fi
}

# The way out's first step must stay in the first row for the checks
# below (the seed's maze, read from --print).
expect_eq "the way out starts along the first row" Right "$first"

# 1. Mark, cross out, step on, mark; quit (saved); resume.
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "game starts" "^Moves 0 "
keys x
expect_row1 "x marks the start once: a stroke beside the player" '@/'
keys x
expect_row1 "x again crosses it out" '@X'
keys Right
expect_screen "one step" "^Moves 1 "
keys x
expect_row1 "the start stays crossed out, the new cell marked" 'SX +@/'
expect_screen "chalk is no move" "^Moves 1 "
keys q
wait_exit
expect_eq "q saves and exits 0" 0 "$status"

tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "resumed at one move" "^Moves 1 "
expect_row1 "after --resume both marks are there" 'SX +@/'
keys x x
expect_row1 "a third x clears the mark" 'SX +@ '
keys q
wait_exit

tmux_start 80 24 "$MAZEGAME" --resume
expect_row1 "the cleared mark stays cleared after a save" 'SX +@ +'
keys q
wait_exit

# The other games each have a data directory of their own.
PLAY_DATA=

# 2. Marks count in no score: the way out with marks all along it
# scores as the way out does.
optimal=$("$MAZEGAME" --stats -s $SEED | sed -n 's/^solution_length: //p')
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "new game" "^Moves 0 "
for k in $(cat "$T_TMP/keys"); do keys x "$k"; done
expect_screen "escaped with every cell of the way chalked" \
	"Escaped in $optimal moves \\(optimal $optimal, 100%\\)"
keys q
wait_exit

# 3. --ascii: the same shapes in plain ASCII.
tmux_start 80 24 "$MAZEGAME" -s $SEED --ascii
expect_screen "ascii game" "^Moves 0 "
keys x
expect_row1 "ascii: a stroke" '@/'
keys x
expect_row1 "ascii: a cross" '@X'
keys q
wait_exit

# 4. The fog of --hard: a mark shows where it was put, even when a
# restart brings the fog back over it.
tmux_start 80 24 "$MAZEGAME" -s $SEED --hard
expect_screen "hard game" "^Moves 0 "
"$MAZEGAME" --print --solution -s $SEED --hard > "$T_TMP/hsol"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/hsol" > "$T_TMP/hkeys"
keys $(head -n 6 "$T_TMP/hkeys")
expect_screen "six steps into the fog" "^Moves 6 "
keys x
wait_for '@/'
keys r
expect_screen "restart asks" "Restart this maze"
keys y
expect_screen "restarted" "^Moves 0 "
check "the mark still shows in the fog" wait_for '[^@]/'
keys q
wait_exit

# 5. The help and --help name the key; the screen-reader mode says it.
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "game for the help" "^Moves 0 "
keys '?'
expect_screen "help lists x as chalk" '[│|] x +chalk this cell'
keys Escape
wait_gone 'chalk'
keys q
wait_exit
expect_match "--help lists x" 'x +chalk this cell' "$("$MAZEGAME" --help)"

tmux_start 80 24 "$MAZEGAME" -s $SEED --describe
expect_screen "describe game" "^Moves 0 |Column 1, row 1"
keys x
expect_screen "describe: marked once here" "marked once here"
keys x
expect_screen "describe: crossed out here" "crossed out here"
keys "$first"
expect_screen "describe: the crossed cell next door" "west \\(crossed out\\)"
keys q
wait_exit
expect_eq "the last game quits at once" 0 "$status"

tmux_finish
