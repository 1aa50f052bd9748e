#!/bin/sh
# marathon.sh - --marathon through the real binary: its rules said up
# front, the first two mazes played through (each solved from what
# --print --solution gives for the algorithm, size and seed the status
# line shows), q mid-marathon and --resume at the right maze, the end
# rule, the best marathon in --high-scores, the same seed giving the
# same marathon, usage errors, a damaged marathons file, and q or
# SIGTERM between two mazes ending the marathon there.
. "$(dirname "$0")/tmux_lib.sh"

D=$T_TMP/shared
PLAY_DATA=$D

# maze_of: "ALGO W H SEED" from the status line of the maze on screen.
maze_of() {
	status_line | sed -n 's/.*  \([a-z-]*\)  \([0-9]*\)x\([0-9]*\)  seed \([0-9]*\) .*/\1 \2 \3 \4/p'
}

# solve_current NAME: writes the way out of the maze on screen to
# $T_TMP/NAME.keys (from --print --solution of its algorithm, size and
# seed) and sets $opt to its length.
solve_current() {
	set -- "$1" $(maze_of)
	"$MAZEGAME" --print --solution -a "$2" -W "$3" -H "$4" -s "$5" > "$T_TMP/$1.sol"
	awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/$1.sol" > "$T_TMP/$1.keys"
	opt=$(wc -l < "$T_TMP/$1.keys" | tr -d ' ')
	area=$(( $3 * $4 ))
}

# opposite KEY: the tmux key name of the other way.
opposite() {
	case $1 in Up) echo Down ;; Down) echo Up ;; Left) echo Right ;; Right) echo Left ;; esac
}

# 1. The rules up front, then maze 1 (8x5) played through.
tmux_start 120 30 "$MAZEGAME" --marathon -s 5
expect_screen "the rules come first, the end rule with them" "more than twice its optimal moves ends the marathon"
keys Space
expect_screen "maze 1 of the marathon, 8x5" "maze 1  score 0\\.000  max [0-9]+ .* 8x5  seed "
solve_current m1
first_maze=$(maze_of)
expect_match "the status line's max is twice the optimal" "optimal $opt .*max $((2 * opt)) " "$(status_line)"
keys $(cat "$T_TMP/m1.keys")
expect_screen "maze 1 escaped" "Escaped in $opt moves \\(optimal $opt, 100%\\)"
expect_screen "maze 1 scores 1.000" "Marathon maze 1: \\+1\\.000, score 1\\.000"

# 2. n: maze 2, about a quarter larger, another generator.
keys n
expect_screen "n goes on to maze 2" "maze 2  score 1\\.000 "
solve_current m2
check "maze 2 is larger than maze 1 by at most half ($area cells)" [ "$area" -gt 40 -a "$area" -le 60 ]
check "maze 2 has another generator" [ "$(echo "$first_maze" | cut -d' ' -f1)" != "$(maze_of | cut -d' ' -f1)" ]
keys $(cat "$T_TMP/m2.keys")
expect_screen "maze 2 escaped" "Escaped in $opt moves \\(optimal $opt, 100%\\)"
expect_screen "maze 2 scores: 2.000 in all" "Marathon maze 2: \\+1\\.000, score 2\\.000"

# 3. Maze 3: one move, then q saves the marathon.
keys n
expect_screen "maze 3 starts" "maze 3  score 2\\.000 "
solve_current m3
m3=$(maze_of)
keys "$(head -n 1 "$T_TMP/m3.keys")"
expect_screen "one move on maze 3" "^Moves 1 "
keys q
wait_exit
expect_eq "q mid-marathon exits 0" 0 "$status"
expect_match "the saved game holds the marathon" "^marathon 5 3 2000 0$" "$(cat "$D/mazegame/saved-game-1" 2>/dev/null)"

# 4. --resume: maze 3 again, where it was.
tmux_start 120 30 "$MAZEGAME" --resume
expect_screen "--resume continues at maze 3 with its score" "^Moves 1 .*maze 3  score 2\\.000 "
expect_eq "the same maze 3" "$m3" "$(maze_of)"

# 5. The end rule: back, forth and back again, then the way out: more
# than twice optimal.
k1=$(head -n 1 "$T_TMP/m3.keys")
back=$(opposite "$k1")
keys "$back"
i=0
while [ $i -lt $(( (opt + 1) / 2 )) ]; do
	keys "$k1" "$back"
	i=$((i + 1))
done
keys $(cat "$T_TMP/m3.keys")
moves=$((2 + 2 * i + opt))
expect_screen "maze 3 escaped in $moves moves" "Escaped in $moves moves \\(optimal $opt,"
expect_screen "more than twice optimal ends the marathon" "More than $((2 * opt)) moves: the marathon ends"
expect_screen "it ends with 3 mazes and score 2.000" "Marathon over: 3 mazes, score 2\\.000"
expect_screen "it is the best marathon" "Your best marathon!"
keys n
sleep 0.3
expect_screen "n after the end starts nothing" "Marathon over: 3 mazes"
keys q
wait_exit
expect_eq "q after the end exits 0" 0 "$status"
check "no saved game after the end" test -z "$(ls "$D/mazegame" | grep -E '^saved-game-[0-9]+$')"

# 6. --high-scores shows it.
XDG_DATA_HOME=$D run_cmd "$MAZEGAME" --high-scores
expect_eq "--high-scores exits 0" 0 "$rc"
expect_match "--high-scores has the best marathons" "Best marathons" "$out"
expect_match "the marathon: 3 mazes, 2.000" "^ 1  [^ ]+ +3 +2\\.000  [0-9]{4}-[0-9]{2}-[0-9]{2}$" "$out"

# 7. The same seed, the same marathon; --daily twice, the same too.
tmux_start 120 30 "$MAZEGAME" --marathon -s 5
keys Space
expect_screen "again with seed 5" "maze 1  score"
expect_eq "the same seed gives the same first maze" "$first_maze" "$(maze_of)"
keys q
wait_exit
tmux_start 120 30 "$MAZEGAME" --marathon --daily
keys Space
expect_screen "the daily marathon starts" "maze 1  score"
daily1=$(maze_of)
keys q
wait_exit
tmux_start 120 30 "$MAZEGAME" --marathon --daily
keys Space
expect_screen "the daily marathon again" "maze 1  score"
expect_eq "the daily marathon is the same twice" "$daily1" "$(maze_of)"
keys q
wait_exit

# 8. Usage errors: exit 2.
for args in "--marathon --print" "--marathon -W 10" "--marathon --hard" \
    "--marathon --load x" "--marathon -a prim" "--marathon --resume -s 3"; do
	run_cmd "$MAZEGAME" $args
	expect_eq "$args is a usage error" 2 "$rc"
done

# 9. A damaged marathons file is said, status 1, and left as it is:
# --high-scores only reads.
printf 'mazegame-marathons 1\nmarathon x\n' > "$D/mazegame/marathons"
XDG_DATA_HOME=$D run_cmd "$MAZEGAME" --high-scores
expect_eq "a damaged marathons file: status 1" 1 "$rc"
expect_match "it says it is damaged and left as it is" "marathons is damaged .*left as it is" "$err"
check "it is left in place" test -e "$D/mazegame/marathons"
rm "$D/mazegame/marathons"

# 10. q between two mazes ends the marathon there; so does SIGTERM.
for how in q TERM; do
	PLAY_DATA=$T_TMP/between-$how
	tmux_start 120 30 "$MAZEGAME" --marathon -s 5
	expect_screen "$how: the rules" "ends the marathon"
	keys Space
	expect_screen "$how: maze 1" "maze 1  score 0\\.000 "
	keys $(cat "$T_TMP/m1.keys")
	expect_screen "$how: maze 1 escaped" "Marathon maze 1: \\+1\\.000"
	if [ "$how" = q ]; then keys q; else kill -TERM "$(game_pid)"; fi
	wait_exit
	XDG_DATA_HOME=$PLAY_DATA run_cmd "$MAZEGAME" --high-scores
	expect_match "$how between mazes: the marathon is kept, 1 maze, 1.000" \
		"^ 1  [^ ]+ +1 +1\\.000  " "$out"
	check "$how between mazes: nothing saved" test -z "$(ls "$PLAY_DATA/mazegame" 2>/dev/null | grep -E '^saved-game-[0-9]+$')"
done
# 11. A maze past its max is lost, and says so at once: on the status
# line and in --describe's words, from the move after the max on (at
# the max itself it still counts).  Back and forth at the start of
# maze 1, then one step more than the max allows.
PLAY_DATA=$T_TMP/lost
opt=$(wc -l < "$T_TMP/m1.keys" | tr -d ' ')
k1=$(head -n 1 "$T_TMP/m1.keys")
back=$(opposite "$k1")
for how in status describe; do
	if [ "$how" = status ]; then
		tmux_start 160 30 "$MAZEGAME" --marathon -s 5
	else
		tmux_start 160 30 "$MAZEGAME" --marathon -s 5 --describe
	fi
	keys Space
	expect_screen "$how: maze 1" "maze 1|Marathon maze 1"
	i=0
	while [ $i -lt "$opt" ]; do
		keys "$k1" "$back"
		i=$((i + 1))
	done
	if [ "$how" = status ]; then
		expect_screen "$how: at the max ($((2 * opt)) moves) the maze still counts" \
			"^Moves $((2 * opt))  optimal $opt  [0-9]+:[0-9]{2}  maze 1  score 0\\.000  max $((2 * opt)) "
		keys "$k1"
		expect_screen "$how: one past the max, the status line says the marathon is lost" \
			"^Moves $((2 * opt + 1))  optimal $opt  over max: marathon lost  .*max $((2 * opt)) "
	else
		expect_screen "$how: at the max the words say at most $((2 * opt)) moves" \
			"Moves $((2 * opt)), optimal $opt\\. Marathon maze 1, score 0\\.000, at most $((2 * opt)) moves\\."
		keys "$k1"
		expect_screen "$how: one past the max, the words say it is lost" \
			"Moves $((2 * opt + 1)), optimal $opt\\. Marathon maze 1, score 0\\.000: over its $((2 * opt)) moves, marathon lost: this maze scores nothing\\."
	fi
	keys q
	wait_exit
done
tmux_finish
