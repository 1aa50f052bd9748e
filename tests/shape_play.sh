#!/bin/sh
# shape_play.sh - hex and circle mazes played through the real binary in
# tmux at 80x24: from start to exit with the shape's keys (hex: Right,
# Left and the diagonals y u b n; circle: Left and Right around, Up in,
# Down, b and n out), in Unicode and in --ascii; up and down take the
# one open way up or down and say which keys choose where two are
# open; --describe names the ways; a game quit half way resumes; --fit
# (a circle narrowed to 3 cells a first ring, then lowered);
# --watch of every generator that runs on the shape; a run recorded and
# raced as a ghost; a circle in fog; and the modes not built for the
# shapes yet say so.
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

# --- circle: rings unrolled into rows, the centre at the top -------------
# circle_way FILE ARGS...: the keys of the shortest way out of the circle
# maze mazegame --shape=circle ARGS makes (circle_keys.awk).
circle_way() {
	c_file=$1
	shift
	"$MAZEGAME" --print --format=graph --shape=circle "$@" |
		awk -f "$TOP_SRCDIR/tests/circle_keys.awk" > "$c_file"
	[ -s "$c_file" ]
}

check "the way out of circle seed 5 is found from its graph" circle_way "$T_TMP/cway" -s 5
n=$(wc -l < "$T_TMP/cway")
opt=$("$MAZEGAME" --stats --shape=circle -s 5 | sed -n 's/^solution_length: //p')
expect_eq "circle: the way found is as long as the optimal" "$opt" "$n"
check "circle: the way goes in, out and around" sh -c "grep -qx Up '$T_TMP/cway' && grep -qx Left '$T_TMP/cway' && grep -qx Right '$T_TMP/cway' && grep -Eqx 'Down|b|n' '$T_TMP/cway'"
expect_eq "circle --stats: normal is 6 cells in the first ring, 7 rings, 126 cells" \
	"6 7 126" "$("$MAZEGAME" --stats --shape=circle -s 5 | awk -F': ' '/^(width|height|cells):/ { printf "%s%s", s, $2; s = " " }')"

for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 $opt_ascii
	expect_screen "circle $look: a circle game" "^Moves 0 .* 6x7 circle"
	if [ $look = ascii ]; then
		check "circle $look: drawn with | - and +" has '\+--'
		check "circle $look: no box characters" lacks '[│─┼]'
	else
		check "circle $look: drawn with box characters" has '│'
		check "circle $look: no ASCII walls" lacks '\+--'
	fi
	keys $(cat "$T_TMP/cway")
	expect_screen "circle $look: escaped in the optimal moves" "Escaped in $n moves \\(optimal $n"
done

tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 --describe
expect_screen "circle --describe: ring and cell, the ways by the circle's names" \
	"Ring 1, cell 1: open (clockwise|out|counter-clockwise)"

# The help on a circle: b and n choose a way out; y and u are not there.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
expect_screen "a circle game for the help" "^Moves 0 "
keys '?'
expect_screen "circle help: b chooses the way out counter-clockwise" "b +move out, counter-clockwise"
check "... and no north-west" lacks 'north-west'

# Down where two cells lie outward and both are open: nothing moves, and
# the game says b and n choose; b and n are ways of their own.
"$MAZEGAME" --print --format=graph --shape=circle -s 5 > "$T_TMP/cgraph"
check "circle: a cell with two open ways out lies on the way out" \
	awk -v fork=1 -v out="$T_TMP/cfork" -f "$TOP_SRCDIR/tests/circle_keys.awk" "$T_TMP/cgraph"
set -- $(cat "$T_TMP/cfork")
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
expect_screen "a circle game to the fork" "^Moves 0 "
if [ "$1" -gt 0 ]; then keys $(head -n "$1" "$T_TMP/cway"); fi
expect_screen "circle: at the fork" "^Moves $1 "
keys Down
expect_screen "circle: Down with both ways out open says which keys choose" "Two ways open there"
check "... and moves nothing" has "^Moves $1 "
set --

# Quit half way, resumed, still a circle, and on to the exit.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a circle game to quit" "^Moves 0 "
keys $(head -n 6 "$T_TMP/cway")
expect_screen "circle: six moves" "^Moves 6 "
keys q
check "circle: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the circle game again, six moves made" "^Moves 6 .* 6x7 circle"
keys $(tail -n +7 "$T_TMP/cway")
expect_screen "... and on to the exit" "Escaped in $n moves"
PLAY_DATA=

# --record and --ghost: a circle run names its moves by the circle's words.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 --record="$T_TMP/circle.run"
expect_screen "--record: a circle game" "^Moves 0 .* 6x7 circle"
keys $(cat "$T_TMP/cway")
expect_screen "--record: the circle run is written" "Run written to"
check "... names its shape" grep -qx 'shape: circle' "$T_TMP/circle.run"
check "... and moves by the circle's ways" grep -Eq '^[0-9]+ (cw|ccw|in|in2|out|out2)$' "$T_TMP/circle.run"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/circle.run"
expect_screen "--ghost: the run's circle maze is played" "^Moves 0  optimal $n .* 6x7 circle"
keys $(cat "$T_TMP/cway")
expect_screen "--ghost: escaped beside the circle ghost" "Escaped in $n moves"

# --watch: every generator that runs on the circle, to the end, then played.
for a in $("$MAZEGAME" --list-algorithms | awk '{ print $1 }'); do
	"$MAZEGAME" --stats --shape=circle -a "$a" -W 4 -H 4 >/dev/null 2>&1 || continue
	tmux_start 80 24 "$MAZEGAME" --watch --shape=circle -W 4 -H 4 -s 2 -a "$a"
	keys + + + + + + + + +
	expect_screen "--watch $a on circle: watched to the end" "Enter plays" 20
	keys Enter
	expect_screen "--watch $a on circle: then played" "^Moves 0 .* $a  4x4 circle "
done

# --fit: a circle narrowed to 3 cells a first ring, then lowered until
# its rim fits: whole on the screen, start and exit in sight.
for g in 80x24 40x20; do
	tmux_start "${g%x*}" "${g#*x}" "$MAZEGAME" --shape=circle --fit -s 1
	expect_screen "circle --fit at $g: a game" "^Moves 0 "
	check "... the player (on the start) in sight" has '@'
	check "... and the exit" has 'E'
done

# In fog (--hard) the player sees the cells two steps around: the player
# and the start beside them, not the whole maze (6x15 is 31 lines).
tmux_start 80 24 "$MAZEGAME" --shape=circle --hard -s 3
expect_screen "circle --hard: a game in fog" "^Moves 0 .* 6x15 circle"
check "circle --hard: the player is seen" has '@'
n_walls=$(screen | sed '$d' | grep -c '[│─┼├┤┬┴┌┐└┘╴╵╶╷]')
check "... and walls on few lines ($n_walls): the fog hides the rest" [ "$n_walls" -lt 12 ]
tmux_start 80 24 "$MAZEGAME" --shape=circle --size=6x15 -s 3
expect_screen "circle 6x15 without fog" "^Moves 0 .* 6x15 circle"
n_walls=$(screen | sed '$d' | grep -c '[│─┼├┤┬┴┌┐└┘╴╵╶╷]')
check "... walls on many lines ($n_walls)" [ "$n_walls" -ge 12 ]

for mode in --marathon --daily --race; do
	run_cmd "$MAZEGAME" --shape=circle $mode
	expect_eq "$mode with --shape=circle: a usage error" 2 "$rc"
	expect_match "$mode with --shape=circle: says square only" "square only" "$err"
done
run_cmd "$MAZEGAME" --shape=circle --size=2x4 --print
expect_eq "circle 2x4: refused (3 cells in the first ring at least)" 2 "$rc"

tmux_finish
