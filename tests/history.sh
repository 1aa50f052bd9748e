#!/bin/sh
# history.sh - --history through the real binary: nothing yet; a few
# scripted games (escaped, quit, resumed, a detour) counted right in
# text and CSV; the result screen's new best and daily streak; usage
# errors; a damaged history set aside with status 1.
. "$(dirname "$0")/tmux_lib.sh"

D=$T_TMP/shared
PLAY_DATA=$D
H=$D/mazegame/history

# hist ARGS...: --history on the shared data directory.
hist() {
	XDG_DATA_HOME=$D run_cmd "$MAZEGAME" --history "$@"
}

# 1. Nothing yet.
hist
expect_eq "--history with no games exits 0" 0 "$rc"
expect_match "it says there are no games yet" "No games yet" "$out"
hist --format=csv
expect_eq "--history --format=csv with no games: the header alone" \
	"date,difficulty,result,moves,optimal,efficiency,daily,shape" "$out"

# 2. A normal game escaped the shortest way.
"$MAZEGAME" --print --solution -s 7 > "$T_TMP/sol7"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol7" > "$T_TMP/keys7"
opt7=$(wc -l < "$T_TMP/keys7" | tr -d ' ')
tmux_start 100 30 "$MAZEGAME" -s 7
expect_screen "game 1 starts" "^Moves 0  optimal $opt7 "
keys $(cat "$T_TMP/keys7")
expect_screen "game 1 escaped" "Escaped in $opt7 moves"
keys q
wait_exit

# 3. A game quit after one move, resumed and quit again: one game.
tmux_start 100 30 "$MAZEGAME" -s 7
expect_screen "game 2 starts" "^Moves 0 "
keys "$(head -n 1 "$T_TMP/keys7")"
expect_screen "one move" "^Moves 1 "
keys q
wait_exit
tmux_start 100 30 "$MAZEGAME" --resume
expect_screen "game 2 resumed" "^Moves 1 "
keys q
wait_exit

# 4. An easy game with a detour (two moves more than the shortest).
"$MAZEGAME" --print --solution --easy -s 3 > "$T_TMP/sol3"
awk -v detour=1 -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol3" > "$T_TMP/keys3d"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol3" > "$T_TMP/keys3"
opt3=$(wc -l < "$T_TMP/keys3" | tr -d ' ')
moves3=$(wc -l < "$T_TMP/keys3d" | tr -d ' ')
tmux_start 100 30 "$MAZEGAME" --easy -s 3
expect_screen "game 3 starts" "^Moves 0  optimal $opt3 "
keys $(cat "$T_TMP/keys3d")
expect_screen "game 3 escaped with a detour" "Escaped in $moves3 moves"
keys q
wait_exit

# Efficiency as --history prints it: optimal/moves in per cent, one
# decimal, rounded down.
eff3=$(awk -v o="$opt3" -v m="$moves3" 'BEGIN { t = int(o * 1000 / m); printf "%d.%d%%", t / 10, t % 10 }')

hist
expect_eq "--history exits 0" 0 "$rc"
expect_match "the heading" "^difficulty +played +escaped +best +median$" "$out"
expect_match "easy: 1 played, 1 escaped, best and median $eff3" \
	"^easy +1 +1 +$eff3 +$eff3$" "$out"
expect_match "normal: 2 played (a quit taken back by its resume), 1 escaped, 100%" \
	"^normal +2 +1 +100\\.0% +100\\.0%$" "$out"
expect_match "no daily streak" "^Daily streak: 0 days \\(longest: 0 days\\)$" "$out"
hist --format=csv
expect_eq "csv: a header and a row a game" 6 "$(printf '%s\n' "$out" | wc -l | tr -d ' ')"
expect_eq "csv: the results in order" "escaped quit resumed quit escaped" \
	"$(printf '%s\n' "$out" | tail -n +2 | cut -d, -f3 | tr '\n' ' ' | sed 's/ $//')"
expect_match "csv: the easy game's row" \
	"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z,easy,escaped,$moves3,$opt3,${eff3%\%},,square$" "$out"

# 5. The same easy maze the shortest way: a new best, said at the end.
tmux_start 100 30 "$MAZEGAME" --easy -s 3
expect_screen "game 4 starts" "^Moves 0 "
keys $(cat "$T_TMP/keys3")
expect_screen "the result tells the new best" "New best efficiency for easy: 100\\.0% \\(was $eff3\\)"
keys q
wait_exit

# 6. The daily streak: yesterday's and the day before's daily escapes in
# the file, then today's: three days.
y1=$(date -u -d yesterday +%Y-%m-%d)
y2=$(date -u -d '2 days ago' +%Y-%m-%d)
printf 'game 1 normal escaped 60 52 %s square\ngame 2 normal escaped 60 52 %s square\n' "$y2" "$y1" >> "$H"
"$MAZEGAME" --print --solution --daily > "$T_TMP/daily"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/daily" > "$T_TMP/dkeys"
tmux_start 200 40 "$MAZEGAME" --daily
expect_screen "the daily maze starts" "^Moves 0 "
keys $(cat "$T_TMP/dkeys")
expect_screen "the result tells the streak" "Daily streak: 3 days\\. Your longest yet\\."
keys q
wait_exit
hist
expect_match "--history: a streak of 3 days" "^Daily streak: 3 days \\(longest: 3 days\\)$" "$out"
expect_match "normal now counts 5 games" "^normal +5 +4 " "$out"

# 7. Usage errors.
run_cmd "$MAZEGAME" --format=csv
expect_eq "--format=csv without --history: 2" 2 "$rc"
hist --format=svg
expect_eq "--history --format=svg: 2" 2 "$rc"
hist --format=text
expect_eq "--history --format=text: 0" 0 "$rc"
run_cmd "$MAZEGAME" --history --print
expect_eq "--history --print: 2" 2 "$rc"

# 8. A damaged history is set aside, status 1, and says where.
printf 'mazegame-history 1\ngame x\n' > "$H"
hist
expect_eq "a damaged history: status 1" 1 "$rc"
expect_match "it says where it is kept" "history was damaged \\(line 2.*kept as .*history\\.corrupt-" "$err"
check "it is set aside" test ! -e "$H"
check "the damaged copy is kept" test -n "$(ls "$D"/mazegame/history.corrupt-* 2>/dev/null)"
hist
expect_eq "then --history starts over" 0 "$rc"

# 9. The shape is kept with each game: a hex game quit after a move,
# on a history of version 1 (as the last version wrote it), whose game
# is kept with its shape unknown.
printf 'mazegame-history 1\ngame 1700000000 hard escaped 120 100 -\n' > "$H"
"$MAZEGAME" --print --format=graph --shape=hex -s 5 > "$T_TMP/hex.graph"
tmux_start 100 30 "$MAZEGAME" --shape=hex -s 5
expect_screen "a hex game starts" "^Moves 0 "
keys Right
keys Down
expect_screen "... a move made" "^Moves 1 "
keys q
wait_exit
hist --format=csv
expect_match "csv: the hex game's row ends with its shape" "^[0-9T:Z-]+,normal,quit,1,[0-9]+,,,hex$" "$out"
check "the history file is of version 2" grep -qx 'mazegame-history 2' "$H"
check "... and keeps the shape" grep -Eq '^game [0-9]+ normal quit 1 [0-9]+ - hex$' "$H"
check "... and the game of version 1, its shape unknown" grep -qx 'game 1700000000 hard escaped 120 100 - -' "$H"
expect_match "csv: that game's row, its shape empty" "^2023-11-14T22:13:20Z,hard,escaped,120,100,83\\.3,,$" "$out"
tmux_finish
