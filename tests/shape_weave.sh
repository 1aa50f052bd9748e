#!/bin/sh
# shape_weave.sh - weave mazes played through the real binary in tmux
# at 80x24: to the exit under its crossings (the way from its graph,
# tests/weave_keys.awk) in Unicode and --ascii, resumed, described,
# watched, recorded and raced as a ghost; the day's weave maze.
. "$(dirname "$0")/tmux_lib.sh"

# --- weave: the square grid with crossings ----------------------------------
# Played to the exit through the under-passes (the way from the graph,
# tests/weave_keys.awk: a step under a crossing is one key), in Unicode
# and in ASCII, the walls an under-pass runs beneath drawn broken.
"$MAZEGAME" --print --format=graph --shape=weave -s 5 > "$T_TMP/wgraph"
awk -v unders="$T_TMP/wunders" -f "$TOP_SRCDIR/tests/weave_keys.awk" "$T_TMP/wgraph" > "$T_TMP/wway"
wn=$(wc -l < "$T_TMP/wway")
opt=$("$MAZEGAME" --stats --shape=weave -s 5 | sed -n 's/^solution_length: //p')
expect_eq "weave: the way found from the graph is as long as the optimal" "$opt" "$wn"
set -- $(cat "$T_TMP/wunders")
wfirst=$2
check "weave: the way goes under a crossing ($1 times, first after $2 moves)" [ "$1" -gt 0 ]
set --
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5 $opt_ascii
	expect_screen "weave, $look: a game" "^Moves 0 .* 19x11 weave"
	if [ $look = ascii ]; then
		check "weave, $look: under-passes drawn as ':' and '='" has '===|[ ]:[ ]'
		check "weave, $look: no box characters" lacks '[│─┼║═┆╌]'
	else
		check "weave, $look: crossings drawn as bridges, their sides double lines" has '[║═]'
		check "weave, $look: walls in box characters" has '│'
	fi
	keys $(cat "$T_TMP/wway")
	expect_screen "weave, $look: escaped in the optimal moves, under the crossings" \
		"Escaped in $wn moves \\(optimal $wn"
done

# The key help on a weave maze says what its dashed walls are; on a
# square maze it does not.
tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5
expect_screen "weave: a game for the help" "^Moves 0 "
keys '?'
expect_screen "weave: the help's legend of the crossings" "Double lines +a bridge: one way over it, another under it"
keys q
tmux_start 80 24 "$MAZEGAME" -s 5
expect_screen "square: a game for the help" "^Moves 0 "
keys '?'
expect_screen "square: the help" "q, Esc or any key: back"
check "square: ... without the weave's legend" lacks "Double lines"
keys q

# A game quit half way resumes; the rest of the way still goes under.
tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5 --weave=30
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a weave game to quit" "^Moves 0 "
keys $(head -n 6 "$T_TMP/wway")
expect_screen "weave: six moves" "^Moves 6 "
keys q
check "weave: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the weave game again, six moves made" "^Moves 6 .* 19x11 weave"
keys $(tail -n +7 "$T_TMP/wway")
expect_screen "... and on to the exit" "Escaped in $wn moves"
PLAY_DATA=

# A weave read from its graph (--load) is saved with its cells, its
# crossings among them, and resumed.
tmux_start 80 24 "$MAZEGAME" --load="$T_TMP/wgraph"
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a loaded weave game" "^Moves 0 .* 19x11 weave"
keys $(head -n 6 "$T_TMP/wway")
expect_screen "loaded weave: six moves" "^Moves 6 "
keys q
check "loaded weave: quit" wait_exit
check "... its cells saved" grep -q '^cells ' "$PLAY_DATA/mazegame/saved-game-1"
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the loaded weave game again" "^Moves 6 .* 19x11 weave"
keys $(tail -n +7 "$T_TMP/wway")
expect_screen "... and on to the exit, under its crossings" "Escaped in $wn moves"
PLAY_DATA=

# --describe names the square's four ways, says which runs under a
# crossing, and on a crossing that a way runs beneath.
tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5 --describe
expect_screen "weave --describe: the ways by name" "Column 1, row 1: open (east|south)"
if [ "$wfirst" -gt 0 ]; then keys $(head -n "$wfirst" "$T_TMP/wway"); fi
expect_screen "weave --describe: before the first way under, it is named so" \
	'[a-z]+ \(under\)'
tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5 --describe
expect_screen "weave --describe: a game to walk onto a crossing" "Column 1, row 1: "
keys Right Down
expect_screen "weave --describe: on a crossing, a way runs beneath" "Column 2, row 2: .*a way runs beneath"

# --weave alone means the weave shape; its density changes the maze.
"$MAZEGAME" --print --weave=90 -s 5 > "$T_TMP/w90"
"$MAZEGAME" --print --shape=weave -s 5 > "$T_TMP/w30"
check "--weave=90 alone prints a weave maze, not the default one" \
	sh -c "grep -q '[:=]' '$T_TMP/w90' && ! cmp -s '$T_TMP/w90' '$T_TMP/w30'"

# --watch: a weave maze made, searched, then played.
tmux_start 80 24 "$MAZEGAME" --watch --shape=weave --weave=80 -W 8 -H 5 -s 2 -a kruskal
keys + + + + + + + + +
expect_screen "--watch kruskal on weave: watched to the end" "Enter plays" 20
keys Enter
expect_screen "--watch kruskal on weave: then played" "^Moves 0 .* kruskal  8x5 weave "

# A ghost on weave: the run names the shape and its density, and is
# raced.
tmux_start 80 24 "$MAZEGAME" --shape=weave -s 5 --record="$T_TMP/weave.run"
expect_screen "--record: a weave game" "^Moves 0 .* 19x11 weave"
keys $(cat "$T_TMP/wway")
expect_screen "--record: the weave run is written" "Run written to"
check "... naming its shape" grep -qx 'shape: weave' "$T_TMP/weave.run"
check "... and its density" grep -qx 'weave: 30' "$T_TMP/weave.run"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/weave.run"
expect_screen "--ghost: the run's weave maze is played" "^Moves 0  optimal $wn .* 19x11 weave"
sleep 1
keys $(cat "$T_TMP/wway")
expect_screen "--ghost on weave: escaped beside the ghost" "Escaped in $wn moves"
expect_screen "--ghost on weave: the result speaks of the ghost" "[Gg]host"

# The day's weave maze, at the density given or the default.
run_cmd "$MAZEGAME" --stats --daily --weave=60
expect_eq "--daily --weave=60: the day's weave maze" 0 "$rc"
expect_match "... a weave maze of 60%" "^weave: 60$" "$out"


# The map of a maze too large for the screen shows its walls.
expect_map weave
tmux_finish
