#!/bin/sh
# shape_triangle.sh - triangle mazes played through the real binary in
# tmux at 80x24: to the exit with the arrows (up only from a cell
# pointing down, down from one pointing up) in Unicode and --ascii,
# --describe, a mouse click on the next cell of the way, quit and
# --resume, --fit, --watch of every generator, --record and --ghost,
# the day's triangle maze, chalk beside a cell's mark; the normal maze
# fills 80x24 (24x7: a row of triangles is three lines).
. "$(dirname "$0")/tmux_lib.sh"

# --- triangle ----------------------------------------------------------------
# A triangle maze is played with the arrows: Right and Left along a
# row, Down from a cell pointing up, Up from one pointing down (the way
# found from the graph by triangle_keys.awk, its own search and the
# manual's geometry: triangle_way, in lib.sh).
check "the way out of triangle seed 5 is found from its graph" triangle_way "$T_TMP/tway" -s 5
tn=$(wc -l < "$T_TMP/tway")
opt=$("$MAZEGAME" --stats --shape=triangle -s 5 | sed -n 's/^solution_length: //p')
expect_eq "triangle: the way found is as long as the optimal" "$opt" "$tn"
check "triangle: the way goes up and down too" grep -qx 'Up' "$T_TMP/tway"
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5 $opt_ascii
	expect_screen "$look: a triangle game" "^Moves 0 .* 24x7 triangle"
	if [ $look = ascii ]; then
		check "$look: slanting walls / and \\" has '/.*\\'
		check "$look: no box characters" lacks '[│─╱╲▁]'
		flat=_
	else
		check "$look: slanting walls ╱ and ╲" has '╱.*╲'
		check "$look: no ASCII slants" lacks '[/\\_]'
		flat=▁
	fi
	# The borders are lines: the top one unbroken over the 24 cells
	# (from the first apex to the last cell, 72 columns), the bottom
	# one under every cell and through its points (73 columns of '_'
	# and the sides that reach it, no gap), on the grid's last line.
	check "$look: the top border one unbroken line" has "^ *($flat){72} *\$"
	screen | sed -n 22p | sed 's/^ *//; s/ *$//; s/▁/_/g; s/╱/\//g; s/╲/\\/g' > "$T_TMP/bottom"
	check "$look: the bottom border has no gap" grep -Eqx '[_/\\]{73}' "$T_TMP/bottom"
	keys $(cat "$T_TMP/tway")
	expect_screen "$look: escaped in the optimal moves" "Escaped in $tn moves \\(optimal $tn"
done

# The key help opens with how to tell a cell that points up.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5
expect_screen "triangle: a game for the help" "^Moves 0 "
keys '?'
expect_screen "triangle: the help's first line says which cells point up" "│ Flat side below +the cell points up: Down leaves it"
keys q

# Chalk on a triangle cell shows beside its mark (it was kept, and
# --describe said so, but never drawn when a cell was one column wide):
# x on the way's second cell, then on to the third; the Unicode picture
# has no '/' but the chalk.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5
expect_screen "chalk: a triangle game" "^Moves 0 "
keys "$(sed -n 1p "$T_TMP/tway")" x "$(sed -n 2p "$T_TMP/tway")"
expect_screen "chalk: two moves" "^Moves 2 "
check "chalk: the chalked cell shows its mark" has '/'

# The first cell points up: up is its point, no way; --describe says
# which of the four ways are open.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5 --describe
expect_screen "triangle --describe: the ways by name" \
	"Column 1, row 1: open (east|south)"
keys Up
expect_screen "triangle: up from a cell pointing up is a wall, it says" "Wall north\\."
check "... and moves nothing" has 'Moves 0, '

# A click on the cell the way out goes to first walks there (a straight
# line of one way); one on a cell across a wall moves nothing.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5 --ascii
expect_screen "a triangle game for the mouse" "^Moves 0 "
screen | LC_ALL=C.UTF-8 sed 's/[^ -~]/#/g' > "$T_TMP/scr"
at_row=$(grep -n '@' "$T_TMP/scr" | head -n 1 | cut -d: -f1)
at_col=$(sed -n "${at_row}p" "$T_TMP/scr" | awk '{ print index($0, "@") }')
# Cells are three columns apart in a row and three lines apart down.
case $(head -n 1 "$T_TMP/tway") in
Down) to_row=$((at_row + 3)) to_col=$at_col ;;
*) to_row=$at_row to_col=$((at_col + 3)) ;;
esac
tm send-keys -t main -l "$(printf '\033[<0;%d;%dM' "$to_col" "$to_row")"
expect_screen "triangle: a click on the next cell of the way walks there" "^Moves 1 "
tm send-keys -t main -l "$(printf '\033[<0;%d;%dM' "$at_col" "$((at_row + 6))")"
keys_read
check "... and one two rows down, no straight line, moves nothing" has "^Moves 1 "

# Quit half way, resumed: a triangle game still.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a triangle game to quit" "^Moves 0 "
keys $(head -n 6 "$T_TMP/tway")
expect_screen "triangle: six moves" "^Moves 6 "
keys q
check "triangle: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the triangle game again, six moves made" "^Moves 6 .* 24x7 triangle"
keys $(tail -n +7 "$T_TMP/tway")
expect_screen "... and on to the exit" "Escaped in $tn moves"
PLAY_DATA=

# --fit: three columns a cell and three more, so 80 columns hold a maze
# 25 wide; three lines a row and one more, so 23 lines hold 7 rows.
tmux_start 80 24 "$MAZEGAME" --shape=triangle --fit -s 2
expect_screen "--fit: the widest triangle maze that fits" "^Moves 0 .* 25x7 triangle "
check "... whole, with no view to scroll" lacks '[0-9]+%'

# --watch: every generator that runs on triangles, watched and played.
for a in $("$MAZEGAME" --list-algorithms | awk '{ print $1 }'); do
	"$MAZEGAME" --stats --shape=triangle -a "$a" -W 8 -H 4 >/dev/null 2>&1 || continue
	tmux_start 80 24 "$MAZEGAME" --watch --shape=triangle -W 8 -H 4 -s 2 -a "$a"
	keys + + + + + + + + +
	expect_screen "--watch $a on triangle: watched to the end" "Enter plays" 20
	keys Enter
	expect_screen "--watch $a on triangle: then played" "^Moves 0 .* $a  8x4 triangle "
done

# --record and --ghost: a triangle run is version 2, its moves n e s w.
tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5 --record="$T_TMP/tri.run"
expect_screen "--record: a triangle game" "^Moves 0 .* 24x7 triangle"
keys $(cat "$T_TMP/tway")
expect_screen "--record: the triangle run is written" "Run written to"
expect_eq "the triangle run file is version 2" "mazegame-run 2" "$(head -n 1 "$T_TMP/tri.run")"
check "... names its shape" grep -qx 'shape: triangle' "$T_TMP/tri.run"
check "... and moves by the triangle ways" grep -Eq '^[0-9]+ (n|s)$' "$T_TMP/tri.run"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/tri.run"
expect_screen "--ghost: the run's triangle maze is played" "^Moves 0  optimal $tn .* 24x7 triangle"
keys $(cat "$T_TMP/tway")
expect_screen "--ghost: escaped beside the triangle ghost" "Escaped in $tn moves"

# The day's triangle maze: a triangle maze, not the day's hex one.
run_cmd "$MAZEGAME" --stats --daily --shape=triangle
expect_eq "--daily --shape=triangle: the day's triangle maze" 0 "$rc"
expect_match "... is a triangle maze" "^shape: triangle$" "$out"
check "... not the day's hex one" sh -c "! \"\$0\" --print --format=graph --daily --shape=triangle | sed 1,2d | cmp -s - \"\$1\"" \
    "$MAZEGAME" "$("$MAZEGAME" --print --format=graph --daily --shape=hex | sed 1,2d >"$T_TMP/dhex"; echo "$T_TMP/dhex")"


# The map of a maze too large for the screen shows its walls.
expect_map triangle
tmux_finish
