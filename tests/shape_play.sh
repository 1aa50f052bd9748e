#!/bin/sh
# shape_play.sh - hex mazes played through the real binary in tmux at
# 80x24: from start to exit with the hex keys (Right, Left and the
# diagonals y u b n), in Unicode and in --ascii; up and down take the
# one open way up or down and say which keys choose where two are open;
# --describe names the six ways; a game quit half way resumes; --fit;
# --watch of every generator that runs on hex; a run recorded and raced
# as a ghost; the day's hex maze and its line; a marathon refusing
# --shape; the config file's shape.  (The other shapes: shape_weave.sh,
# shape_circle.sh, shape_triangle.sh.)
. "$(dirname "$0")/tmux_lib.sh"

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
# The words name the two ways of this cell and their keys only.
case $2 in
Up) choose='[yu] goes north-(west|east), [yu] north-(west|east)\.' ;;
*) choose='[bn] goes south-(west|east), [bn] south-(west|east)\.' ;;
esac
expect_screen "$2 with both ways open says which keys choose" "Two ways open there: $choose"
check "... and moves nothing" has "^Moves $1 "
# --describe says it the same way, the two ways and their keys (it
# said "y, u, b and n choose", whichever two were open).
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 5 --describe
expect_screen "--describe: a hex game to the fork" "Moves 0, "
if [ "$1" -gt 0 ]; then keys $(head -n "$1" "$T_TMP/way"); fi
expect_screen "--describe: at the fork" "Moves $1, "
keys "$2"
expect_screen "--describe: $2 at the fork names the two ways and their keys" "Two ways open there: $choose"
check "... not every diagonal key" lacks "y, u, b and n"
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

# The day's hex maze at 80 columns: the status line keeps the shape
# (with the size) and drops the generator before it, the long seed
# before the shape.
tmux_start 80 24 "$MAZEGAME" --daily --shape=hex
expect_screen "--daily --shape=hex at 80 columns: the shape on the status line" "^Moves 0 .* daily  [0-9]+x[0-9]+ hex "
tmux_start 60 24 "$MAZEGAME" --daily --shape=hex
expect_screen "... and at 60, still" "^Moves 0 .* [0-9]+x[0-9]+ hex"
check "... where the seed gave way" lacks "seed [0-9]"

# The key help over a hex game at 80x24 reaches the status row: no
# piece of the status line shows beside it, and it comes back after.
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 1
expect_screen "help box: a hex game" "^Moves 0 "
keys '?'
expect_screen "... the help open" "q, Esc or any key: back"
# foot_alone: the last row has nothing of the status line.
foot_alone() { ! screen | tail -n 1 | grep -Eq 'Moves|optimal'; }
check "... the status row holds the box's foot alone" foot_alone
keys q
expect_screen "... and the status line is back after" "^Moves 0 .* \\? help"

# A shape's own number: --floors=N alone means floors, as --weave=P
# means weave, and the command line wins over the file's shape; the
# file says the number too ("floors = N"), which alone means its shape.
cfg() { printf "$1" > "$T_TMP/cfg/mazegame/config"; }
shape_line() {
	run_cmd env XDG_CONFIG_HOME="$T_TMP/cfg" "$MAZEGAME" --print --format=graph -s 5 -W 6 -H 4 "$@"
	printf '%s\n' "$out" | sed -n 2p
}
cfg ''
expect_eq "--floors=3 alone: a floors maze of 3 floors" "shape floors 6 4 3" "$(shape_line --floors=3)"
cfg 'shape = floors\n'
expect_eq "shape = floors and --floors=3: 3 floors" "shape floors 6 4 3" "$(shape_line --floors=3)"
cfg 'shape = hex\n'
expect_eq "shape = hex and --weave=50: the command line's weave" "shape weave 6 4" "$(shape_line --weave=50)"
expect_eq "shape = hex and --floors=3: the command line's floors" "shape floors 6 4 3" "$(shape_line --floors=3)"
cfg 'floors = 4\n'
expect_eq "floors = 4 alone in the file: 4 floors" "shape floors 6 4 4" "$(shape_line)"
expect_eq "... and with --shape=floors" "shape floors 6 4 4" "$(shape_line --shape=floors)"
expect_eq "... --floors=3 wins" "shape floors 6 4 3" "$(shape_line --floors=3)"
expect_eq "... --shape=hex wins" "shape hex 6 4" "$(shape_line --shape=hex)"
cfg 'shape = hex\nfloors = 3\n'
expect_eq "shape = hex beside floors = 3: hex" "shape hex 6 4" "$(shape_line)"
run_cmd env XDG_CONFIG_HOME="$T_TMP/cfg" "$MAZEGAME" --print --format=graph -s 5
expect_match "... and the file is told to be at odds with itself" "floors: the file's shape is hex" "$err"
run_cmd "$MAZEGAME" --print --shape=hex --floors=3
expect_eq "--shape=hex --floors=3: a usage error" 2 "$rc"
expect_match "... saying whose K --floors is" "^mazegame: --floors goes with --shape=floors only" "$err"
# Two shapes' K at once: one K, one shape.
run_cmd "$MAZEGAME" --print --weave=50 --floors=3
expect_eq "--weave=50 --floors=3: a usage error" 2 "$rc"
expect_match "... saying so" "^mazegame: --weave goes with --shape=weave only" "$err"

tmux_finish
