#!/bin/sh
# saves.sh - saved games and high scores through the real binary:
# saving on q, SIGTERM and a lost terminal, resuming exactly, the
# resume question, recording wins, and faults that cost only the saving.
# Each game is saved on its own (saved-game-ID): a second game is saved
# beside the first, never over it, and nothing needs asking.
. "$(dirname "$0")/tmux_lib.sh"

SEED=7
optimal=$("$MAZEGAME" --stats -s $SEED | sed -n 's/^solution_length: //p')
way_out "$T_TMP/keys" -s $SEED
head -n 5 "$T_TMP/keys" > "$T_TMP/first"
tail -n +6 "$T_TMP/keys" > "$T_TMP/rest"
D=$T_TMP/shared
PLAY_DATA=$D
save=$D/mazegame/saved-game-1

# newest: the newest saved game's file (saved-game-ID), or nothing.
newest() {
	ls -t "$D"/mazegame/saved-game-[1-9]* 2>/dev/null | grep -E '/saved-game-[0-9]+$' | head -n 1
}
# saves: how many saved games there are.
saves() {
	ls "$D"/mazegame/ 2>/dev/null | grep -cE '^saved-game-[0-9]+$'
}
# saved_field N: field N of the newest saved game's "player" record.
saved_field() {
	sed -n 's/^player //p' "$(newest)" | cut -d' ' -f"$1"
}

# gone_within_ms PID MS: waits until PID has ended; true if it ended
# within MS milliseconds of wall-clock time (sleeps may stretch under
# load; the clock does not).  Sets $took to the milliseconds waited.
gone_within_ms() {
	g_start=$(date +%s%N)
	while alive "$1"; do
		took=$(( ($(date +%s%N) - g_start) / 1000000 ))
		[ "$took" -gt $(($2 + 3000)) ] && return 1
		sleep 0.02
	done
	took=$(( ($(date +%s%N) - g_start) / 1000000 ))
	[ "$took" -le "$2" ]
}


# 1. q mid-game saves.
tmux_start 80 24 "$MAZEGAME" -s $SEED "2>$T_TMP/err1"
expect_screen "game starts" "^Moves 0  optimal $optimal "
keys $(cat "$T_TMP/first")
expect_screen "five moves made" "^Moves 5 "
sleep 1.2
keys q
wait_exit
expect_eq "q mid-game exits 0" 0 "$status"
check "q saves the game" test -f "$save"
expect_eq "saved game is 0600" 600 "$(stat -c %a "$save" 2>/dev/null)"
expect_eq "data directory is 0700" 700 "$(stat -c %a "$D/mazegame" 2>/dev/null)"
expect_eq "saved moves" 5 "$(saved_field 2)"
ms=$(saved_field 3)
check "saved time covers the wait (${ms} ms)" [ "${ms:-0}" -ge 1000 ]
expect_match "q says how to resume" "mazegame --resume" "$(cat "$T_TMP/err1")"

# 2. --resume restores position, moves and time; finishing counts all.
tmux_start 80 24 "$MAZEGAME" --resume
# The saved time is 1 s or more (ms above), however long.
expect_screen "--resume restores moves" "^Moves 5  optimal $optimal  ([1-9][0-9]*:[0-9][0-9]|0:0[1-9]|0:[1-5][0-9]) "
keys $(cat "$T_TMP/rest")
expect_screen "resumed game ends at the true total" \
	"Escaped in $optimal moves \\(optimal $optimal, 100%\\)"
expect_screen "the result screen shows the table" "High scores: normal"
check "winning clears the saved game" test ! -e "$save"
keys q
wait_exit
expect_eq "q after the win exits 0" 0 "$status"
run_cmd env XDG_DATA_HOME="$D" "$MAZEGAME" --high-scores
expect_eq "--high-scores exits 0" 0 "$rc"
expect_match "--high-scores lists the win" "^ 1  [^ ]+ +$optimal +$optimal 100% " "$out"

# 3. --resume with nothing saved.
run_cmd env XDG_DATA_HOME="$D" "$MAZEGAME" --resume
expect_eq "--resume with no saved game exits 1" 1 "$rc"
expect_match "--resume says there is nothing" "no saved game" "$err"

# 4. SIGTERM saves and exits 143.
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "TERM test starts" "^Moves 0 "
keys $(head -n 3 "$T_TMP/keys")
expect_screen "three moves" "^Moves 3 "
kill -TERM "$(game_pid)"
wait_exit
expect_eq "SIGTERM exits 143" 143 "$status"
expect_eq "SIGTERM saved three moves" 3 "$(saved_field 2)"

# 5. The next plain start offers the saved game (options that name a
#    maze start it at once instead); y resumes it.  A named maze
#    quit mid-game asks before it replaces the saved game.
tmux_start 80 24 "$MAZEGAME"
expect_screen "the saved game is offered, by its number" "You have a saved game, number 1: normal, square 19x11,"
expect_screen "the offer tells the moves" "3 moves in "
keys y
expect_screen "y resumes it" "^Moves 3  optimal $optimal "
keys q
wait_exit
tmux_start 80 24 "$MAZEGAME"
expect_screen "offered again after q" "You have a saved game"
keys q
expect_screen "q closes the offer: a new game" "^Moves 0 "
keys q
wait_exit
expect_eq "q at the offer, then q on the new game, exits 0" 0 "$status"
check "q at the offer keeps the saved game" grep -q "^maze backtracker 19 11 $SEED 0$" "$save"
tmux_start 80 24 "$MAZEGAME" -s 99
expect_screen "a named maze starts at once" "^Moves 0 .* seed 99 "
keys q
wait_exit
check "a game quit before its first move keeps the saved one" grep -q "^maze backtracker 19 11 $SEED 0$" "$save"
expect_eq "... and saves nothing of its own" 1 "$(saves)"
tmux_start 80 24 "$MAZEGAME" -s 99
expect_screen "n starts a new game" "^Moves 0 .* seed 99 "
keys Right Down Right Down Left Up
keys q
wait_exit
expect_eq "quitting a second game asks nothing and exits 0" 0 "$status"
check "the first saved game is still there, as it was" grep -q "^maze backtracker 19 11 $SEED 0$" "$save"
check "the second is saved beside it" grep -q "^maze backtracker 19 11 99 0$" "$D/mazegame/saved-game-2"
tmux_start 80 24 "$MAZEGAME"
expect_screen "the newest is offered, the other counted" "1 other saved game is kept too"
expect_screen "... the newest: seed 99's" "You have a saved game, number 2: normal, square 19x11, backtracker, seed 99"
keys q
keys q
wait_exit
rm -f "$D"/mazegame/saved-game-2 "$D"/mazegame/saved-game-2.open

# 6. A lost terminal (tmux kill-server) saves; the game is gone in 2 s.
tmux_start 80 24 $NO_LEAK_CHECK "$MAZEGAME" -s $SEED
expect_screen "hang-up test starts" "^Moves 0 "
keys $(head -n 4 "$T_TMP/keys")
expect_screen "four moves" "^Moves 4 "
pid=$(game_pid)
tm kill-server
if gone_within_ms "$pid" 2000; then ok "the game ends within 2 s of the hang-up ($took ms)"
else not_ok "the game ends within 2 s of the hang-up ($took ms)"; fi
expect_eq "the hang-up saved four moves" 4 "$(saved_field 2)"

# 7. The same with SIGHUP ignored (nohup, trap '' HUP): the read error
#    alone must end the game, without spinning.
wrapper nohup.sh "trap '' HUP; exec \"\$@\""
rm -f "$save"
tmux_start 80 24 $NO_LEAK_CHECK "$T_TMP/nohup.sh" "$MAZEGAME" -s $SEED
expect_screen "nohup test starts" "^Moves 0 "
keys $(head -n 2 "$T_TMP/keys")
expect_screen "two moves" "^Moves 2 "
pid=$(game_pid)
tm kill-server
if gone_within_ms "$pid" 2000; then ok "with SIGHUP ignored the game ends within 2 s ($took ms)"
else not_ok "with SIGHUP ignored the game ends within 2 s ($took ms)" "$(ps -o pid,stat,wchan:30,cmd -p "$pid")"; fi
expect_eq "with SIGHUP ignored the game is saved" 2 "$(saved_field 2)"
kill -9 "$pid" 2>/dev/null
rm -f "$D"/mazegame/saved-game-*

# 8. A damaged saved game is set aside with a warning; play goes on.
printf 'mazegame-save 1\ndifficulty normal\nmaze backtracker 19 11 7 0\nrules 9 0 2\n' > "$save"
cp "$save" "$T_TMP/damaged"
tmux_start 80 24 "$MAZEGAME" -s $SEED "2>$T_TMP/err8"
expect_screen "a damaged save does not stop the game" "^Moves 0 "
expect_screen "the damaged save is told in the game" "saved-game-1.corrupt-[0-9]+"
keys Enter
keys q
wait_exit
expect_eq "damaged save: exit 0" 0 "$status"
expect_match "damaged save: warning names the copy" "saved-game-1.corrupt-[0-9]+" "$(cat "$T_TMP/err8")"
aside=$(ls "$D"/mazegame/saved-game-1.corrupt-* 2>/dev/null | head -n 1)
check "damaged save kept byte for byte" cmp -s "$T_TMP/damaged" "$aside"

# 9. A symbolic link in place of the scores is refused; its target is
#    never written.
echo "precious" > "$T_TMP/target"
rm -f "$D/mazegame/scores"
ln -s "$T_TMP/target" "$D/mazegame/scores"
tmux_start 80 24 "$MAZEGAME" -s $SEED "2>$T_TMP/err9"
expect_screen "symlink test starts" "^Moves 0 "
keys $(cat "$T_TMP/keys")
expect_screen "symlink test: won" "Escaped in $optimal moves"
keys q
wait_exit
expect_eq "the link's target is untouched" "precious" "$(cat "$T_TMP/target")"
expect_match "symlink: warning" "symbolic link" "$(cat "$T_TMP/err9")"
check "symlink: a real scores file replaces it" test -f "$D/mazegame/scores" -a ! -L "$D/mazegame/scores"

# 10. Nowhere to save: a data directory under a regular file (this
#     fails for root too), HOME unset, and a file size limit (as a full
#     disk would).  The game plays; one warning comes after it.
: > "$T_TMP/afile"
PLAY_DATA=$T_TMP/afile/sub
tmux_start 80 24 "$MAZEGAME" -s $SEED "2>$T_TMP/err10"
expect_screen "unwritable: the game plays" "^Moves 0 "
keys Right Down
keys q
expect_screen "unwritable: q says the game cannot be saved" "could not be saved"
keys y
expect_screen "unwritable: y tries again" "could not be saved"
keys d
wait_exit
expect_eq "unwritable: the game is lost: exit 1" 1 "$status"
expect_match "unwritable: one warning" "^mazegame: cannot create .*afile/sub" "$(cat "$T_TMP/err10")"
PLAY_DATA=$D

wrapper nohome.sh 'unset HOME XDG_DATA_HOME; exec "$@"'
tmux_start 80 24 "$T_TMP/nohome.sh" "$MAZEGAME" -s $SEED "2>$T_TMP/err11"
expect_screen "HOME unset: the game plays" "^Moves 0 "
expect_screen "HOME unset: told in the game" "HOME is not set"
keys Enter
keys q
wait_exit
expect_eq "HOME unset: exit 0" 0 "$status"
expect_match "HOME unset: warning" "HOME is not set" "$(cat "$T_TMP/err11")"

rm -f "$D"/mazegame/saved-game-[0-9]*
# The warning goes through a FIFO: a file would be limited as well.
wrapper limit.sh 'ulimit -f 0; exec "$@"'
mkfifo "$T_TMP/fifo12"
cat "$T_TMP/fifo12" > "$T_TMP/err12" &
tmux_start 80 24 "$T_TMP/limit.sh" "$MAZEGAME" -s $SEED "2>$T_TMP/fifo12"
expect_screen "full disk: the game plays" "^Moves 0 "
keys $(head -n 2 "$T_TMP/keys")
keys q
expect_screen "full disk: q says the game cannot be saved" "could not be saved"
keys d
wait_exit
expect_eq "full disk: the game is lost: exit 1" 1 "$status"
wait
expect_match "full disk: warning" "cannot write .*saved-game-1: File too large" "$(cat "$T_TMP/err12")"
check "full disk: no half-written saved game" test ! -e "$save"
check "full disk: no temporary file left" [ -z "$(ls -A "$D/mazegame" | grep tmp)" ]

tmux_finish
