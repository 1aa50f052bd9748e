#!/bin/sh
# ghost.sh - --record writes the run played (every move at its time);
# --ghost=FILE plays the run's maze with the run walking beside the
# player at its own pace, and says who won; a damaged run file is
# refused with its line named and exit status 1.  Every game runs on a
# clock ten times as fast (fast_env): the run's times are the game's,
# a tenth of the wall clock's, and a ghost walks its run in a tenth of
# the time; the checks of pace compare the game's times.
. "$(dirname "$0")/tmux_lib.sh"
SPEED=10
fast_env $SPEED
PLAY_ENV=$FAST_ENV

SEED=42
"$MAZEGAME" --print --solution -s $SEED > "$T_TMP/sol"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol" > "$T_TMP/keys"
optimal=$(wc -l < "$T_TMP/keys" | tr -d ' ')
RUN=$T_TMP/my.run
GAP_MS=120   # of the game's clock: 12 ms of the wall clock's
GAP_S=$(awk -v g=$GAP_MS -v s=$SPEED 'BEGIN { printf "%.3f", g / s / 1000 }')

# maze_at LETTER: "row:column" of the first LETTER on the maze's lines
# (the status line left out), or nothing.
maze_at() {
	screen | sed '$d' | awk -v l="$1" '{ i = index($0, l); if (i) { print NR ":" i; exit } }'
}

# --- recording: the way out, a key every GAP_MS ms --------------------
tmux_start 80 24 "$MAZEGAME" -s $SEED --record="$RUN"
expect_screen "recording: the game starts" "^Moves 0 "
while read -r k; do
	keys "$k"
	sleep "$GAP_S"
done < "$T_TMP/keys"
expect_screen "recording: the exit is reached" "Escaped in $optimal moves"
expect_screen "recording: the result box says the run is written" "Run written to"
keys q
wait_exit
expect_eq "recording: q exits 0" 0 "$status"
check "recording: the run file is there" [ -s "$RUN" ]
expect_eq "the run file's version line" "mazegame-run 1" "$(head -n 1 "$RUN")"
stats=$("$MAZEGAME" --stats -s $SEED)
for key in width height seed algorithm; do
	expect_eq "the run's header names the maze: $key" \
		"$(echo "$stats" | sed -n "s/^$key: //p")" "$(sed -n "s/^$key: //p" "$RUN")"
done
awk 'body { print } /^$/ { body = 1 }' "$RUN" > "$T_TMP/moves"
expect_eq "one line a move" "$optimal" "$(wc -l < "$T_TMP/moves" | tr -d ' ')"
# The moves are the keys pressed, in words.
tr 'A-Z' 'a-z' < "$T_TMP/keys" > "$T_TMP/words"
expect_eq "the moves are the keys played" "$(cat "$T_TMP/words")" \
	"$(cut -d ' ' -f 2 "$T_TMP/moves")"
expect_eq "the first move is at 0 ms" 0 "$(head -n 1 "$T_TMP/moves" | cut -d ' ' -f 1)"
expect_eq "no move goes back in time" ok \
	"$(awk '$1 < last { bad = 1 } { last = $1 } END { print bad ? "bad" : "ok" }' "$T_TMP/moves")"
last_ms=$(tail -n 1 "$T_TMP/moves" | cut -d ' ' -f 1)
# Keys were sent GAP_MS apart: the moves cannot be closer on average.
check "the run's time is the pace of the keys ($last_ms ms)" \
	[ "$last_ms" -ge $(( (optimal - 1) * GAP_MS / 2 )) ]

# The ghost's letter: the recorded player's initial, else g.
letter=$(sed -n 's/^player: \(.\).*/\1/p' "$RUN" | tr 'A-Z' 'a-z')
case $letter in [a-z0-9]) ;; *) letter=g ;; esac

# --- racing the run: the ghost walks at the run's times -------------
tmux_start 80 24 "$MAZEGAME" --ghost="$RUN"
expect_screen "ghost: the run's maze is played" "^Moves 0  optimal $optimal "
exit_at=$(maze_at E)
check "ghost: the exit is on screen" [ -n "$exit_at" ]
# Before the first move the ghost waits at the start, under the player.
sleep 0.5
expect_eq "ghost: it waits for the first move" "" "$(maze_at "$letter")"
t0=$(date +%s%N)
keys "$(head -n 1 "$T_TMP/keys")"
# Then it walks on by itself while the player stands still.
# wait_letter OTHER: waits (10 s at most) until the ghost's letter is on
# the maze somewhere but OTHER; prints where.
wait_letter() {
	w_deadline=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le "$w_deadline" ]; do
		w_at=$(maze_at "$letter")
		if [ -n "$w_at" ] && [ "$w_at" != "$1" ]; then echo "$w_at"; return 0; fi
		sleep 0.02
	done
	return 1
}
if seen=$(wait_letter none); then ok "ghost: its letter is drawn on the maze"; else
	not_ok "ghost: its letter is drawn on the maze" "$(screen)"; fi
if wait_letter "$seen" >/dev/null; then moved=yes; else moved=no; fi
expect_eq "ghost: the letter moves on its own" yes "$moved"
expect_match "ghost: the letter is faint (dim)" "${ESC}\\[[0-9;]*2m$letter" "$(grab)"
# It reaches the exit, and not before the run's time there.
arrived=no
t_deadline=$(( $(date +%s) + last_ms / 1000 / SPEED + 15 ))
while [ "$(date +%s)" -le "$t_deadline" ]; do
	if [ "$(maze_at "$letter")" = "$exit_at" ]; then arrived=yes; break; fi
	sleep 0.02
done
took=$(ms_since "$t0")
expect_eq "ghost: it reaches the exit" yes "$arrived"
check "ghost: at the run's pace (took $took ms, $((took * SPEED)) of the game's, the run $last_ms ms)" \
	[ $((took * SPEED)) -ge "$last_ms" ]
# The player, who stood still, comes in after it.
keys $(tail -n +2 "$T_TMP/keys")
expect_screen "ghost: the player finishes" "Escaped in $optimal moves"
expect_screen "ghost: the result says the ghost won, by how much" \
	"The ghost won by [0-9.:]+ (ms|s)?"
keys q
wait_exit
expect_eq "ghost: q exits 0" 0 "$status"

# --- racing it and winning: every key at once -----------------------
tmux_start 80 24 "$MAZEGAME" --ghost="$RUN"
expect_screen "fast: starts" "^Moves 0 "
keys $(cat "$T_TMP/keys")
expect_screen "fast: the player beats the ghost, saying by how much" \
	"You beat the ghost by [0-9.:]+ (ms|s)? in as many moves \\($optimal\\)"
keys q
wait_exit
expect_eq "fast: q exits 0" 0 "$status"

# --- --ghost alone: your best on the maze the options name ---------
PLAY_DATA=$T_TMP/best
tmux_start 80 24 "$MAZEGAME" --ghost -s $SEED
expect_screen "best: none yet, the player is told" "No best run on this maze yet"
keys x
expect_screen "best: the box closes" "^Moves 0 "
while read -r k; do
	keys "$k"
	sleep 0.03
done < "$T_TMP/keys"
expect_screen "best: the win is kept as the ghost" "Your best on this maze: the ghost"
keys q
wait_exit
expect_eq "best: q exits 0" 0 "$status"
BEST=$PLAY_DATA/mazegame/ghost-normal-backtracker-19x11-c-$SEED.run
check "best: kept in the data directory" [ -s "$BEST" ]
# The same maze again, in ASCII without colours: the ghost is there.
tmux_start 80 24 "$MAZEGAME" --ghost -s $SEED --ascii --no-color
expect_screen "best again: no box, the game" "^Moves 0  optimal $optimal "
keys "$(head -n 1 "$T_TMP/keys")"
if seen=$(wait_letter none); then ok "best again: the ghost is drawn (ASCII)"; else
	not_ok "best again: the ghost is drawn (ASCII)" "$(screen)"; fi
keys $(tail -n +2 "$T_TMP/keys")
expect_screen "best again: who won, by how much" "(You beat the ghost|The ghost won) by [0-9.:]+"
keys q
wait_exit
expect_eq "best again: q exits 0" 0 "$status"
# A damaged best is set aside, with a warning.
printf 'mazegame-run 1\nfoo: bar\n' > "$BEST"
tmux_start 80 24 "$MAZEGAME" --ghost -s $SEED
# (The box wraps the long message at spaces: look for one word of it.)
expect_screen "damaged best: a warning" "damaged"
keys x q
wait_exit
expect_match "damaged best: told again on the way out, naming the line" \
	"line 2: unknown key 'foo'" "$(tm capture-pane -p -J -t main)"
check "damaged best: set aside" [ -n "$(ls "$PLAY_DATA/mazegame" | grep '\.run\.corrupt-')" ]
unset PLAY_DATA

# --- damaged run files: refused, the line named, exit 1 -------------
first=$(awk '/^$/ { print NR + 1; exit }' "$RUN")
# The start is the top left cell: up leaves the maze.
awk -v n="$first" 'NR == n { print "0 up"; next } { print }' "$RUN" > "$T_TMP/out.run"
run_cmd "$MAZEGAME" --ghost="$T_TMP/out.run"
expect_eq "a move out of the maze: exit 1" 1 "$rc"
expect_match "a move out of the maze: the line named" \
	"^mazegame: .*out\\.run: line $first: move leaves the maze" "$err"
# A wall beside the start: east or south, whichever is closed.
if [ "$(sed -n 2p "$T_TMP/sol" | cut -c 3)" = "#" ]; then wall=right; else wall=down; fi
awk -v n="$first" -v w="$wall" 'NR == n { print "0 " w; next } { print }' "$RUN" > "$T_TMP/wall.run"
run_cmd "$MAZEGAME" --ghost="$T_TMP/wall.run"
expect_eq "a move through a wall: exit 1" 1 "$rc"
expect_match "a move through a wall: the line named" \
	"line $first: move walks through a wall" "$err"
awk -v n="$((first + 2))" 'NR == n { $1 = 1; print; next } { print }' "$RUN" > "$T_TMP/time.run"
run_cmd "$MAZEGAME" --ghost="$T_TMP/time.run"
expect_eq "moves out of order: exit 1" 1 "$rc"
expect_match "moves out of order: the line named" \
	"line $((first + 2)): the move goes back in time" "$err"
seed_line=$(grep -n '^seed: ' "$RUN" | cut -d : -f 1)
run_cmd "$MAZEGAME" -s 43 --ghost="$RUN"
expect_eq "options naming another maze: exit 1" 1 "$rc"
expect_match "options naming another maze: the line named" \
	"line $seed_line: the run is of another maze \\(seed $SEED, not seed 43\\)" "$err"
run_cmd "$MAZEGAME" --record="$T_TMP/no/such/dir.run"
expect_eq "--record in a missing folder: exit 1 before the game" 1 "$rc"
expect_match "--record in a missing folder: said" "cannot write the run in .*/no/such" "$err"
run_cmd "$MAZEGAME" --ghost="$T_TMP/none.run"
expect_eq "no such file: exit 1" 1 "$rc"
expect_match "no such file: said" "none\\.run: No such file" "$err"

# --- --ghost alone finds a best won without it (issue: two unassisted
# 100% escapes of -s 77, one with --record, one with --ghost=FILE) -----
PLAY_DATA=$T_TMP/best77
way_out "$T_TMP/keys77" -s 77
opt77=$(wc -l < "$T_TMP/keys77" | tr -d ' ')
tmux_start 80 24 "$MAZEGAME" -s 77 --record="$T_TMP/77.run"
expect_screen "77 --record: starts" "^Moves 0 "
keys $(cat "$T_TMP/keys77")
expect_screen "77 --record: escaped, 100%" "Escaped in $opt77 moves \\(optimal $opt77, 100%\\)"
keys q
wait_exit
expect_eq "77 --record: exit 0" 0 "$status"
check "77 --record: the win is kept as your best too" \
	[ -s "$PLAY_DATA/mazegame/ghost-normal-backtracker-19x11-c-77.run" ]
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/77.run"
expect_screen "77 --ghost=FILE: starts" "^Moves 0 "
keys $(cat "$T_TMP/keys77")
expect_screen "77 --ghost=FILE: escaped, 100%" "Escaped in $opt77 moves \\(optimal $opt77, 100%\\)"
keys q
wait_exit
expect_eq "77 --ghost=FILE: exit 0" 0 "$status"
tmux_start 80 24 "$MAZEGAME" --ghost -s 77
expect_screen "77 --ghost alone: the game, no box" "^Moves 0  optimal $opt77 "
check "77 --ghost alone: no 'No best run' said" \
	sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'No best run'"
keys "$(head -n 1 "$T_TMP/keys77")"
expect_screen "77 --ghost alone: the ghost races" "^Moves 1 "
keys $(tail -n +2 "$T_TMP/keys77")
expect_screen "77 --ghost alone: a race with the kept best" \
	"(You beat the ghost|The ghost won) by [0-9.:]+"
keys q
wait_exit
unset PLAY_DATA

tmux_finish
