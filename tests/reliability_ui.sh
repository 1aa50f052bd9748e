#!/bin/sh
# reliability_ui.sh - the data directory's troubles as the player meets
# them in the game (issue #15): a lock another process holds, at start
# and on q; a saved game that cannot be resumed; one saved game resumed
# in two terminals; a FIFO that never writes.
. "$(dirname "$0")/tmux_lib.sh"

D=$T_TMP/shared
PLAY_DATA=$D
mkdir -p "$D/mazegame"
chmod 700 "$D/mazegame"
save=$D/mazegame/saved-game-1

# hold_lock (lib.sh) FILE: another process holds the lock until
# release_lock.
release_lock() {
	kill "$holder" 2>/dev/null
	wait "$holder" 2>/dev/null
}

# 1. The lock held at start-up: the game comes, playable, and says so.
way_out "$T_TMP/keys3" -s 3
hold_lock "$D/mazegame/lock"
t0=$(date +%s%N)
tmux_start 80 24 "$MAZEGAME" "2>$T_TMP/err1"
expect_screen "held lock at start: the game says why" "holding the lock" 15
took=$(ms_since "$t0")
check "held lock at start: told after the bound, not forever ($took ms)" [ "$took" -lt 10000 ]
keys Enter
expect_screen "held lock at start: the game is on" "^Moves 0 "
keys $(head -n 3 "$T_TMP/keys3")
expect_screen "held lock at start: the game plays" "^Moves [1-3] "
# 2. q with the lock still held: the saving fails after its bound and
#    the player chooses; a signal during the wait ends it at once.
keys q
expect_screen "held lock on q: the game says it could not be saved" "could not be saved" 15
expect_screen "held lock on q: the reason" "holding the lock"
keys n
expect_screen "held lock on q: n goes back to the game" "^Moves [1-3] "
keys q
expect_screen "held lock on q: asked again" "could not be saved" 15
keys d
wait_exit
expect_eq "held lock on q: quitting without it exits 1" 1 "$status"
check "held lock on q: nothing was saved" test ! -e "$save"
tmux_start 80 24 "$MAZEGAME" -s 3
expect_screen "TERM test: starts" "holding the lock" 15
keys Enter
keys $(head -n 2 "$T_TMP/keys3")
expect_screen "TERM test: moved" "^Moves 2 "
# The signal goes while it waits for the lock on q: once it has the
# lock file open (closed when the wait is over), not after a time
# guessed.  A wait over before it was seen is tried again (n goes back).
pid=$(game_pid)
for try in 1 2 3; do
	keys q
	while alive "$pid" && ! has_open "$pid" "$D/mazegame/lock" &&
		! screen | grep -q 'could not be saved'; do sleep 0.01; done
	has_open "$pid" "$D/mazegame/lock" && break
	wait_for 'could not be saved' 15
	keys n
	wait_for '^Moves 2 '
done
t0=$(date +%s%N)
kill -TERM "$pid"
wait_exit 15
took=$(ms_since "$t0")
check "held lock: SIGTERM during the wait on q ends the game ($took ms, status $status)" \
	[ "$status" = 143 ]
release_lock

# 3. A saved game that parses but cannot be resumed (its recorded ends
#    do not fit the maze it names) is set aside and told at once.
sed 's/^ends 6 25 26$/ends 6 25 27/' "$TOP_SRCDIR/tests/fuzz/corpus/savegame/backtracker-fog" > "$save"
chmod 600 "$save"
cp "$save" "$T_TMP/bad-save"
# Wide enough for the whole notice: it names the data directory first.
tmux_start 120 24 "$MAZEGAME"
expect_screen "unresumable: offered" "You have a saved game"
keys y
expect_screen "unresumable: told in the game at once" "could not be"
expect_screen "unresumable: the message names the copy" "saved-game-1\\.corrupt-[0-9]+"
aside=$(ls "$D"/mazegame/saved-game-1.corrupt-* 2>/dev/null | head -n 1)
check "unresumable: set aside byte for byte" cmp -s "$T_TMP/bad-save" "$aside"
check "unresumable: not left as the saved game" test ! -e "$save"
keys Enter
expect_screen "unresumable: a new game is on" "^Moves 0 "
keys q
wait_exit
rm -f "$D"/mazegame/saved-game-*

# 4. One saved game resumed in two terminals at once: one gets it, and
#    holds it; the other is told it is open elsewhere.  It stays on
#    disk (at its last save) for when the first is done with it.
tmux_start 80 24 "$MAZEGAME" -s 3
expect_screen "two terminals: a game to save" "^Moves 0 "
keys $(head -n 4 "$T_TMP/keys3")
expect_screen "two terminals: four moves" "^Moves 4 "
keys q
wait_exit
check "two terminals: saved" test -s "$save"
# Two windows start "mazegame --resume" at the same moment.
for w in one two; do
	tm new-window -d -t main -n $w "env XDG_DATA_HOME='$D' LC_ALL=C.UTF-8 TERM=tmux-256color '$MAZEGAME' --resume 2>'$T_TMP/$w.err'; echo \$? > '$T_TMP/$w.status'; sleep 30"
done
# decided W: window W shows the game or has exited.
decided() {
	tm capture-pane -p -t "main:$1" | grep -q '^Moves 4 ' || [ -s "$T_TMP/$1.status" ]
}
wait_until 30 decided one
wait_until 30 decided two
winners=0 losers=0
for w in one two; do
	if tm capture-pane -p -t main:$w | grep -q '^Moves 4 '; then
		winners=$((winners + 1))
	elif [ "$(cat "$T_TMP/$w.status" 2>/dev/null)" = 1 ]; then
		losers=$((losers + 1))
	fi
done
expect_eq "two terminals: one resumes the saved game" 1 "$winners"
expect_eq "two terminals: the other is refused (exit 1)" 1 "$losers"
expect_match "two terminals: ... told the game is open in another mazegame" \
	"open in another mazegame" "$(cat "$T_TMP/one.err" "$T_TMP/two.err")"
check "two terminals: it stays on disk" test -s "$save"
# The game that won saves as the hangup of its window ends it: wait
# for it to be gone, or its save may land after the next part has
# cleared the saves (under load it did, and the next part's games were
# numbered after it).
pids=
for w in one two; do pids="$pids $(game_pid main:$w)"; done
for w in one two; do tm kill-window -t main:$w 2>/dev/null; done
gone() { ! alive "$1"; }
for p in $pids; do
	wait_until 30 gone "$p" || not_ok "two terminals: game $p ends on its hangup"
done

# 5. Nobody to ask: a named maze ended by a signal while another game
#    is saved is saved beside it, and the first stays as it was.
rm -f "$D"/mazegame/saved-game*
tmux_start 80 24 "$MAZEGAME" -s 3
expect_screen "older save: a first game" "^Moves 0 "
keys $(head -n 2 "$T_TMP/keys3")
expect_screen "older save: two moves" "^Moves 2 "
keys q
wait_exit
cp "$save" "$T_TMP/first-save"
way_out "$T_TMP/keys5" -s 5
tmux_start 80 24 "$MAZEGAME" -s 5 "2>$T_TMP/err5"
expect_screen "older save: a named maze starts at once" "^Moves 0 .* seed 5 "
keys $(head -n 3 "$T_TMP/keys5")
expect_screen "older save: three moves" "^Moves 3 "
kill -TERM "$(game_pid)"
wait_exit
expect_eq "older save: SIGTERM exits 143" 143 "$status"
check "older save: the new game is saved beside it" grep -q "^maze backtracker 19 11 5 0$" "$D/mazegame/saved-game-2"
check "older save: the first is kept byte for byte" cmp -s "$T_TMP/first-save" "$save"
check "older save: no game set aside, nothing but how to resume it" \
	sh -c "! grep -v \"continue it with 'mazegame --resume'\" '$T_TMP/err5' | grep -q ."

# 6. --load of a FIFO, even one with a writer: refused at once in play
#    mode too, exit 1, the FIFO named.
mkfifo "$T_TMP/fifo"
sleep 600 > "$T_TMP/fifo" &
writer=$!
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/fifo" "2>$T_TMP/fifo.err"
wait_exit 5
expect_eq "FIFO in play: refused, exit 1" 1 "$status"
expect_match "FIFO in play: the message names it" "fifo is a FIFO" "$(cat "$T_TMP/fifo.err")"
kill "$writer" 2>/dev/null

tmux_finish
