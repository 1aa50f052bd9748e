#!/bin/sh
# shape_floors.sh - floors mazes played through the real binary in tmux
# at 80x24: to the exit on three floors, climbing with < and > (the way
# from the graph, tests/floors_keys.awk), in Unicode and --ascii, the
# status line's floor; the replay's floors; a hint's stairs; --describe; resume on another floor; --watch;
# --record and --ghost; the day's floors maze.
. "$(dirname "$0")/tmux_lib.sh"

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

# The replay goes to every floor: > shows the floor below, < the one
# above, and neither goes past the last.
keys v
expect_screen "floors, the replay: the exit's floor first" "^Moves $fn  floor 3/3 "
check "... where the start is not" lacks 'S'
keys '>'
expect_screen "floors, the replay: > shows floor 2" "^Moves $fn  floor 2/3 "
keys '>'
expect_screen "floors, the replay: > again floor 1" "^Moves $fn  floor 1/3 "
check "... with the start on it" has 'S'
keys '>' '<'
expect_screen "floors, the replay: > on floor 1 stays there (< then shows floor 2)" \
	"^Moves $fn  floor 2/3 "

# The stairs a hint takes are drawn in the hint's colour, so that the
# pieces of a hint on one floor read as one way (off the floor and
# back).  The hint's colour is that of its marks: + is nothing else in
# Unicode.
esc=$(printf '\033')
tmux_start 80 24 "$MAZEGAME" --shape=floors --floors=3 -s 3
expect_screen "floors: a game for a hint" "^Moves 0  floor 1/3 "
# Three moves short of the first stairs the way climbs.
keys $(head -n "$((up - 3))" "$T_TMP/fway")
expect_screen "floors: near the first stairs up" "^Moves $((up - 3)) "
before=$(tm capture-pane -e -p -t main)
keys t
expect_screen "floors: a hint shown" "1 hint"
pane=$(tm capture-pane -e -p -t main)
tint=$(printf '%s\n' "$pane" | grep -o "$esc\[[0-9;]*m+" | head -n 1 | sed 's/+$//')
check "floors: the hint's marks have a colour" test -n "$tint"
check "floors: the stairs the hint takes are drawn in it" \
	sh -c 'printf "%s\n" "$1" | grep -qF -- "$2<"' sh "$pane" "$tint"
check "... and no stairs were before the hint" \
	sh -c '! printf "%s\n" "$1" | grep -qF -- "$2<"' sh "$before" "$tint"

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
	"^Moves 0  floor 1/3  optimal [0-9]+ .* 19x11x3 floors "
PLAY_DATA=

# --watch: every floor side by side as the generator carves, then played.
tmux_start 80 24 "$MAZEGAME" --watch --shape=floors --floors=2 -W 6 -H 4 -s 2 -a kruskal
keys + + + + + + + + +
expect_screen "floors, --watch: watched to the end" "Enter plays" 20
check "floors, --watch: each floor named over it" has 'floor 1 +floor 2'
check "floors, --watch: the stairs drawn up" has '<'
check "... and down" has '>'
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
keys $(cat "$T_TMP/fway")
expect_screen "floors, --ghost: escaped beside the ghost" "Escaped in $fn moves"
expect_screen "floors, --ghost: the result speaks of the ghost" "[Gg]host"

# The day's floors maze, on the floors asked for.
run_cmd "$MAZEGAME" --print --format=graph --daily --shape=floors --floors=3
expect_eq "--daily --shape=floors --floors=3: the day's floors maze" 0 "$rc"
expect_match "... on three floors" "^shape floors [0-9]+ [0-9]+ 3$" "$out"

# Floors of one cell each are a maze of stairs: it plays, as it prints,
# and each floor is named (by its number where "floor N" is too wide).
tmux_start 80 24 "$MAZEGAME" --floors=3 -W 1 -H 1 -s 1
expect_screen "floors of one cell: played" "^Moves 0  floor 1/3  optimal 2 "
keys '<' '<'
expect_screen "... up two flights and out" "Escaped in 2 moves \\(optimal 2"
run_cmd "$MAZEGAME" --print --floors=3 -W 1 -H 1 -s 1
expect_eq "... printed, each floor named by its number" "1       2       3" "$(printf '%s\n' "$out" | head -n 1)"

# A floors maze's size is a floor's and the floors, wherever it is
# named: "8x5x3", never the rows of all the floors ("8x15").
"$MAZEGAME" --print --shape=floors --floors=3 -s 6 -W 8 -H 5 --format=svg -o "$T_TMP/f.svg"
expect_match "floors on paper: the title says 8x5x3 floors" "<title>Maze · normal · backtracker 8x5x3 floors · seed 6" "$(cat "$T_TMP/f.svg")"
"$MAZEGAME" --print --floors=3 -s 6 -W 8 -H 5 --format=pdf -o "$T_TMP/f.pdf"
if command -v pdftotext >/dev/null 2>&1; then
	expect_match "... and so does the PDF's" "backtracker 8x5x3 floors" "$(pdftotext "$T_TMP/f.pdf" - | head -n 3)"
fi
run_cmd "$MAZEGAME" --print --floors=64 -W 100 -H 2000 -s 1
expect_eq "floors whose rows together pass the limit: a usage error" 2 "$rc"
expect_match "... naming a floor's size and the floors, not their product" "maze size 100x2000 on 64 floors: .*height times floors" "$err"

tmux_finish
