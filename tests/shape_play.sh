#!/bin/sh
# shape_play.sh - hex mazes played through the real binary in tmux at
# 80x24: from start to exit with the hex keys (Right, Left and the
# diagonals y u b n), in Unicode and in --ascii; up and down take the
# one open way up or down; --describe names the six ways; a game quit
# half way resumes; --fit; --watch of every generator that runs on hex;
# a run recorded and raced as a ghost; and the modes not built for hex
# yet say so.  Then floors: a game on three floors from start to exit
# with the arrows and < > (its way found from the graph by
# tests/floors_keys.awk), the floor on the status line, --describe, a
# game resumed on the floor it was left on, --watch, a run recorded and
# raced as a ghost, and the modes not built for floors refusing it.
. "$(dirname "$0")/tmux_lib.sh"

# has PATTERN, lacks PATTERN: whether the screen shows it (grep -E).
has() { screen | grep -Eq -- "$1"; }
lacks() { ! has "$1"; }

# hex_way FILE ARGS...: the keys of the shortest way out of the hex
# maze mazegame --shape=hex ARGS makes, from its graph (hex_keys.awk).
hex_way() {
	h_file=$1
	shift
	"$MAZEGAME" --print --format=graph --shape=hex "$@" |
		awk -f "$TOP_SRCDIR/tests/hex_keys.awk" > "$h_file"
	[ -s "$h_file" ]
}

check "the way out of hex seed 5 is found from its graph" hex_way "$T_TMP/way" -s 5
n=$(wc -l < "$T_TMP/way")
opt=$("$MAZEGAME" --stats --shape=hex -s 5 | sed -n 's/^solution_length: //p')
expect_eq "the way found is as long as the optimal" "$opt" "$n"
check "the way uses the diagonal keys" grep -qx '[yubn]' "$T_TMP/way"

# Played to the exit, in Unicode and in ASCII.
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5 $opt_ascii
	expect_screen "$look: a hex game" "^Moves 0 .* 19x11 hex"
	if [ $look = ascii ]; then
		check "$look: drawn with | - and +" has '+-+'
		check "$look: no box characters" lacks '[│─┼]'
	else
		check "$look: drawn with box characters" has '│'
		check "$look: no ASCII walls" lacks '+-+' 
	fi
	keys $(cat "$T_TMP/way")
	expect_screen "$look: escaped in the optimal moves" "Escaped in $n moves \\(optimal $n"
done

# --describe names the ways as the shape does.
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5 --describe
expect_screen "--describe: the ways by the shape's names" \
	"Column 1, row 1: open (east|south-east)"

# Up and down on hex: the one open way of the two; where both are open
# nothing moves and the game says which keys choose.
"$MAZEGAME" --print --format=graph --shape=hex -s 5 > "$T_TMP/graph"
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5
expect_screen "a hex game for up and down" "^Moves 0 "
keys Up
if grep -qx 'p 0 19' "$T_TMP/graph"; then down=1; else down=0; fi
keys Down
expect_screen "from the corner, up is no way and down the one way there ($down)" \
	"^Moves $down "
check "a cell with two ways up or down lies on the way out" \
	awk -v fork=1 -f "$TOP_SRCDIR/tests/hex_keys.awk" -v out="$T_TMP/fork" "$T_TMP/graph"
set -- $(cat "$T_TMP/fork")
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5
expect_screen "a hex game to the fork" "^Moves 0 "
if [ "$1" -gt 0 ]; then keys $(head -n "$1" "$T_TMP/way"); fi
expect_screen "at the fork" "^Moves $1 "
keys "$2"
expect_screen "$2 with both ways open says which keys choose" "Two ways open there"
check "... and moves nothing" has "^Moves $1 "
set --

# A game quit half way resumes where it was, a hex game still.
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a hex game to quit" "^Moves 0 "
keys $(head -n 6 "$T_TMP/way")
expect_screen "six moves" "^Moves 6 "
keys q
check "quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the hex game again, six moves made" "^Moves 6 .* 19x11 hex"
keys $(tail -n +7 "$T_TMP/way")
expect_screen "... and on to the exit" "Escaped in $n moves"
PLAY_DATA=

# --fit: a hex maze's odd rows stand two columns out, so at 81 columns
# (a square maze 20 wide) a hex maze is 19 wide, and shows whole.
tmux_start 81 24 "$MAZEGAME" --shape=hex --fit -s 2
expect_screen "--fit: the widest hex maze that fits" "^Moves 0 .* 19x11 hex "
check "... whole, with no view to scroll" lacks '[0-9]+%'

# --watch: every generator that runs on hex is watched to the end on a
# hex maze (its steps named by the hex ways), then played.
for a in $("$MAZEGAME" --list-algorithms | awk '{ print $1 }'); do
	"$MAZEGAME" --stats --shape=hex -a "$a" -W 8 -H 4 >/dev/null 2>&1 || continue
	tmux_start 80 24 "$MAZEGAME" --watch --shape=hex -W 8 -H 4 -s 2 -a "$a"
	keys + + + + + + + + +
	expect_screen "--watch $a on hex: watched to the end" "Enter plays" 20
	keys Enter
	expect_screen "--watch $a on hex: then played" "^Moves 0 .* $a  8x4 hex "
done

# --record and --ghost: a hex run is written in version 2 of the run
# format, its moves in the hex ways' words, and raced as a ghost.
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5 --record="$T_TMP/hex.run"
expect_screen "--record: a hex game" "^Moves 0 .* 19x11 hex"
keys $(cat "$T_TMP/way")
expect_screen "--record: the run is written" "Run written to"
expect_eq "the run file is version 2" "mazegame-run 2" "$(head -n 1 "$T_TMP/hex.run")"
check "... names its shape" grep -qx 'shape: hex' "$T_TMP/hex.run"
check "... and moves by the hex ways" grep -Eq '^[0-9]+ (se|sw|nw|ne)$' "$T_TMP/hex.run"
check "... and none by the square's" sh -c "! grep -Eq '^[0-9]+ (up|down|left|right)$' '$T_TMP/hex.run'"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/hex.run"
expect_screen "--ghost: the run's hex maze is played" "^Moves 0  optimal $n .* 19x11 hex"
sleep 1
keys $(cat "$T_TMP/way")
expect_screen "--ghost: escaped beside the ghost" "Escaped in $n moves"
expect_screen "--ghost: the result speaks of the ghost" "[Gg]host"

# The modes not built for hex yet refuse it, saying so.
for mode in --marathon --daily --race; do
	run_cmd "$MAZEGAME" --shape=hex $mode
	expect_eq "$mode with --shape=hex: a usage error" 2 "$rc"
	expect_match "$mode with --shape=hex: says square only" "square only" "$err"
done

# --- floors ----------------------------------------------------------------
"$MAZEGAME" --print --format=graph --shape=floors --floors=3 -s 3 > "$T_TMP/fgraph"
awk -f "$TOP_SRCDIR/tests/floors_keys.awk" "$T_TMP/fgraph" > "$T_TMP/fway"
check "the way out of floors seed 3 is found from its graph" test -s "$T_TMP/fway"
fn=$(wc -l < "$T_TMP/fway")
opt=$("$MAZEGAME" --stats --shape=floors --floors=3 -s 3 | sed -n 's/^solution_length: //p')
expect_eq "floors: the way found is as long as the optimal" "$opt" "$fn"
check "floors: the way climbs with <" grep -qx '<' "$T_TMP/fway"
check "floors: ... and goes down with >" grep -qx '>' "$T_TMP/fway"
# The moves up to the first climb, and to the first floor 3.
up=$(grep -n -m 1 -x '<' "$T_TMP/fway" | cut -d: -f1)
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=floors --floors=3 -s 3 $opt_ascii
	expect_screen "floors, $look: a game on the first of three floors" \
		"^Moves 0  floor 1/3 .* 19x11x3 floors"
	if [ $look = ascii ]; then
		check "floors, $look: drawn with | - and +" has '\+---\+'
		check "floors, $look: no box characters" lacks '[│─┼]'
	else
		check "floors, $look: drawn with box characters" has '│'
		check "floors, $look: no ASCII walls" lacks '\+---\+'
	fi
	check "floors, $look: stairs up drawn" has '<'
	check "floors, $look: one floor shown, no floor's name" lacks 'floor [0-9] '
	keys $(head -n "$up" "$T_TMP/fway")
	expect_screen "floors, $look: up the stairs with <, the status says floor 2" \
		"^Moves $up  floor 2/3 "
	keys $(tail -n +"$((up + 1))" "$T_TMP/fway")
	expect_screen "floors, $look: escaped on floor 3 in the optimal moves" \
		"Escaped in $fn moves \\(optimal $fn"
done

# --describe says the floor and names the stairs; < where there are no
# stairs up moves nothing and says so.
tmux_start 80 24 "$MAZEGAME" --shape=floors --floors=3 -s 3 --describe
expect_screen "floors, --describe: the floor, then the ways" \
	"Floor 1 of 3, column 1, row 1: open (east|south|stairs up)"
if grep -qx 'p 0 209' "$T_TMP/fgraph"; then
	check "floors: the start has stairs up: said so" has "stairs up"
else
	keys '<'
	expect_screen "floors: < without stairs up says so" "No stairs up"
	check "... and moves nothing" has "Floor 1 of 3, column 1, row 1"
fi
# The exit, cell 626 of 3 floors of 19x11, is on floor 3: two up.
keys i
expect_screen "floors, --describe: the exit's floors away" "The exit is 2 floors up"

# A game quit on floor 2 resumes there.
tmux_start 80 24 "$MAZEGAME" --shape=floors --floors=3 -s 3
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "floors: a game to quit" "^Moves 0 "
keys $(head -n "$up" "$T_TMP/fway")
expect_screen "floors: on floor 2" "^Moves $up  floor 2/3 "
keys q
check "floors: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "floors, --resume: on floor 2 again, the same maze" \
	"^Moves $up  floor 2/3 .* 19x11x3 floors"
keys $(tail -n +"$((up + 1))" "$T_TMP/fway")
expect_screen "floors, --resume: ... and on to the exit" "Escaped in $fn moves"
keys o
expect_screen "floors, --resume: the next maze is one of three floors too" \
	"^Moves 0  floor 1/3  optimal [0-9]+ .* seed [0-9]+"
PLAY_DATA=

# --watch: every floor side by side as the generator carves, then played.
tmux_start 80 24 "$MAZEGAME" --watch --shape=floors --floors=2 -W 6 -H 4 -s 2 -a kruskal
keys + + + + + + + + +
expect_screen "floors, --watch: watched to the end" "Enter plays" 20
keys Enter
expect_screen "floors, --watch: then played" "^Moves 0  floor 1/2 .* 6x4x2 floors"

# --record and --ghost: a floors run names its floors and climbs by
# the words up and down; raced as a ghost.
tmux_start 80 24 "$MAZEGAME" --shape=floors --floors=3 -s 3 --record="$T_TMP/floors.run"
expect_screen "floors, --record: a game" "^Moves 0  floor 1/3 "
keys $(cat "$T_TMP/fway")
expect_screen "floors, --record: the run is written" "Run written to"
expect_eq "floors: the run file is version 2" "mazegame-run 2" "$(head -n 1 "$T_TMP/floors.run")"
check "... names its shape" grep -qx 'shape: floors' "$T_TMP/floors.run"
check "... one floor's height and the floors" sh -c "grep -qx 'height: 11' '$T_TMP/floors.run' && grep -qx 'floors: 3' '$T_TMP/floors.run'"
check "... climbs by the word up" grep -Eq '^[0-9]+ up$' "$T_TMP/floors.run"
check "... and moves by the floor's ways" grep -Eq '^[0-9]+ (e|s|w|n)$' "$T_TMP/floors.run"
expect_eq "... as many moves as the way" "$fn" "$(grep -Ec '^[0-9]+ ' "$T_TMP/floors.run")"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/floors.run"
expect_screen "floors, --ghost: the run's maze is played" "^Moves 0  floor 1/3  optimal $fn "
sleep 1
keys $(cat "$T_TMP/fway")
expect_screen "floors, --ghost: escaped beside the ghost" "Escaped in $fn moves"
expect_screen "floors, --ghost: the result speaks of the ghost" "[Gg]host"

# The modes not built for floors yet refuse it, saying so.
for mode in --marathon --daily --race; do
	run_cmd "$MAZEGAME" --shape=floors $mode
	expect_eq "$mode with --shape=floors: a usage error" 2 "$rc"
	expect_match "$mode with --shape=floors: says so far" "only so far" "$err"
done

tmux_finish
