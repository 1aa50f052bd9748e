#!/bin/sh
# shape_play.sh - hex, weave and triangle mazes played through the real
# binary in tmux at 80x24: from start to exit with the hex keys (Right,
# Left and the diagonals y u b n), in Unicode and in --ascii; up and
# down take the one open way up or down; --describe names the six ways;
# a game quit half way resumes; --fit; --watch of every generator that
# runs on hex; a run recorded and raced as a ghost; the day's hex maze
# and its line; a marathon refusing --shape; the config file's shape.
# The same for triangles, played with the arrows (up only from a cell
# pointing down, down from one pointing up), and a mouse click on the
# next cell of the way.  Then weave: played to the exit under its
# crossings (the way from its graph, tests/weave_keys.awk) in Unicode
# and ASCII, resumed, described, watched, recorded and raced as a
# ghost.
. "$(dirname "$0")/tmux_lib.sh"

# has PATTERN, lacks PATTERN: whether the screen shows it (grep -E).
has() { screen | grep -Eq -- "$1"; }
lacks() { ! has "$1"; }

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
		check "$look: drawn with | - and +" has '[+]-[+]'
		check "$look: no box characters" lacks '[│─┼]'
	else
		check "$look: drawn with box characters" has '│'
		check "$look: no ASCII walls" lacks '[+]-[+]' 
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

# The day's hex maze: played to the exit, its shareable line names
# the shape; the square maze of the day is another maze.
check "the way out of the day's hex maze" hex_way "$T_TMP/dway" --daily
check "the day's hex maze is not the day's square one" sh -c \
    "! \"\$0\" --print --daily --shape=hex | cmp -s - \"\$1\"" "$MAZEGAME" \
    "$("$MAZEGAME" --print --daily >"$T_TMP/dsq"; echo "$T_TMP/dsq")"
# (The line comes after the game, on the terminal given back; the
# wrapper lingers until the test has read it, as in extras.sh.)
printf '#!/bin/sh\n"$@"; rc=$?; n=0\nwhile [ ! -e "%s" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done\nexit $rc\n' \
	"$T_TMP/line-read" > "$T_TMP/linger.sh"
chmod +x "$T_TMP/linger.sh"
tmux_start 200 24 "$T_TMP/linger.sh" "$MAZEGAME" --daily --shape=hex
expect_screen "--daily --shape=hex: the day's hex maze" "^Moves 0 .* 19x11 hex "
keys $(cat "$T_TMP/dway")
expect_screen "--daily --shape=hex: escaped" "Escaped in"
keys q
expect_screen "--daily --shape=hex: the shareable line names the shape" \
    "^mazegame daily $(date -u +%Y-%m-%d) hex backtracker 19x11: [0-9]+ moves"
: > "$T_TMP/line-read"

# A marathon mixes its own shapes: --shape is refused with it, and a
# shape in the config file leaves it alone.
run_cmd "$MAZEGAME" --marathon --shape=hex
expect_eq "--marathon --shape=hex: a usage error" 2 "$rc"
expect_match "... since a marathon makes its own mazes" "makes its own mazes" "$err"

# shape = hex in the config file: the mazes the options make are hex,
# the command line's --shape wins.
mkdir -p "$T_TMP/cfg/mazegame"
printf 'shape = hex\n' > "$T_TMP/cfg/mazegame/config"
run_cmd env XDG_CONFIG_HOME="$T_TMP/cfg" "$MAZEGAME" --print --format=graph -s 5
expect_match "shape = hex in the config file: a hex maze" "^shape hex " "$out"
run_cmd env XDG_CONFIG_HOME="$T_TMP/cfg" "$MAZEGAME" --print --format=graph -s 5 --shape=square
expect_match "... unless the command line says --shape=square" "^shape square " "$out"

# --- triangle ----------------------------------------------------------------
# A triangle maze is played with the arrows: Right and Left along a
# row, Down from a cell pointing up, Up from one pointing down (the way
# found from the graph by triangle_keys.awk, its own search and the
# manual's geometry).
tri_way() {
	t_file=$1
	shift
	"$MAZEGAME" --print --format=graph --shape=triangle "$@" |
		awk -f "$TOP_SRCDIR/tests/triangle_keys.awk" > "$t_file"
	[ -s "$t_file" ]
}
check "the way out of triangle seed 5 is found from its graph" tri_way "$T_TMP/tway" -s 5
tn=$(wc -l < "$T_TMP/tway")
opt=$("$MAZEGAME" --stats --shape=triangle -s 5 | sed -n 's/^solution_length: //p')
expect_eq "triangle: the way found is as long as the optimal" "$opt" "$tn"
check "triangle: the way goes up and down too" grep -qx 'Up' "$T_TMP/tway"
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=triangle -s 5 $opt_ascii
	expect_screen "$look: a triangle game" "^Moves 0 .* 19x11 triangle"
	if [ $look = ascii ]; then
		check "$look: slanting walls / and \\" has '/.*\\'
		check "$look: no box characters" lacks '[│─╱╲]'
	else
		check "$look: slanting walls ╱ and ╲" has '╱.*╲'
		check "$look: no ASCII slants" lacks '[/\\]'
	fi
	keys $(cat "$T_TMP/tway")
	expect_screen "$look: escaped in the optimal moves" "Escaped in $tn moves \\(optimal $tn"
done

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
# Cells are two columns apart in a row and two lines apart down.
case $(head -n 1 "$T_TMP/tway") in
Down) to_row=$((at_row + 2)) to_col=$at_col ;;
*) to_row=$at_row to_col=$((at_col + 2)) ;;
esac
tm send-keys -t main -l "$(printf '\033[<0;%d;%dM' "$to_col" "$to_row")"
expect_screen "triangle: a click on the next cell of the way walks there" "^Moves 1 "
tm send-keys -t main -l "$(printf '\033[<0;%d;%dM' "$at_col" "$((at_row + 4))")"
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
expect_screen "--resume: the triangle game again, six moves made" "^Moves 6 .* 19x11 triangle"
keys $(tail -n +7 "$T_TMP/tway")
expect_screen "... and on to the exit" "Escaped in $tn moves"
PLAY_DATA=

# --fit: two columns a cell, so 80 columns hold a maze 38 wide.
tmux_start 80 24 "$MAZEGAME" --shape=triangle --fit -s 2
expect_screen "--fit: the widest triangle maze that fits" "^Moves 0 .* 38x11 triangle "
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
expect_screen "--record: a triangle game" "^Moves 0 .* 19x11 triangle"
keys $(cat "$T_TMP/tway")
expect_screen "--record: the triangle run is written" "Run written to"
expect_eq "the triangle run file is version 2" "mazegame-run 2" "$(head -n 1 "$T_TMP/tri.run")"
check "... names its shape" grep -qx 'shape: triangle' "$T_TMP/tri.run"
check "... and moves by the triangle ways" grep -Eq '^[0-9]+ (n|s)$' "$T_TMP/tri.run"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/tri.run"
expect_screen "--ghost: the run's triangle maze is played" "^Moves 0  optimal $tn .* 19x11 triangle"
sleep 1
keys $(cat "$T_TMP/tway")
expect_screen "--ghost: escaped beside the triangle ghost" "Escaped in $tn moves"

# The day's triangle maze: a triangle maze, not the day's hex one.
run_cmd "$MAZEGAME" --stats --daily --shape=triangle
expect_eq "--daily --shape=triangle: the day's triangle maze" 0 "$rc"
expect_match "... is a triangle maze" "^shape: triangle$" "$out"
check "... not the day's hex one" sh -c "! \"\$0\" --print --format=graph --daily --shape=triangle | sed 1,2d | cmp -s - \"\$1\"" \
    "$MAZEGAME" "$("$MAZEGAME" --print --format=graph --daily --shape=hex | sed 1,2d >"$T_TMP/dhex"; echo "$T_TMP/dhex")"
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
		check "weave, $look: no box characters" lacks '[│─┼┆╌]'
	else
		check "weave, $look: under-passes drawn as broken lines" has '[┆╌]'
		check "weave, $look: walls in box characters" has '│'
	fi
	keys $(cat "$T_TMP/wway")
	expect_screen "weave, $look: escaped in the optimal moves, under the crossings" \
		"Escaped in $wn moves \\(optimal $wn"
done

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
check "... its cells saved" grep -q '^cells ' "$PLAY_DATA/mazegame/saved-game"
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

tmux_finish
