#!/bin/sh
# race_saves.sh - a race never touches your saved game: as host, racer
# and spectator, whether the race is finished, left with q, hung up
# (SIGHUP) or killed (SIGKILL), the saved game each player had before
# is still there byte for byte, and no copy of it is set aside.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
# The countdown and every timeout on a clock ten times as fast.
race_fast 10

SEED=3
check "a way out to walk" way_out "$T_TMP/keys" -s $SEED
three=$(head -n 3 "$T_TMP/keys" | tr "\n" " ")

# A saved game of another maze: three moves of -s 5, then q.
way_out "$T_TMP/keys5" -s 5
start solo 80 24 -s 5
expect_on solo "Moves 0 " "a solo game to save"
keys solo $(head -n 3 "$T_TMP/keys5")
expect_on solo "Moves 3 " "three moves in it"
tm send-keys -t solo q
exited solo
SAVED=$T_TMP/solo/mazegame/saved-game-1
check "q saved the solo game" [ -s "$SAVED" ]

# with_save NAME: NAME's data directory holds that saved game.
with_save() {
	mkdir -p -m 700 "$T_TMP/$1/mazegame"
	cp "$SAVED" "$T_TMP/$1/mazegame/saved-game-1"
}
# save_kept NAME HOW: NAME's saved game is as it was, and alone.
save_kept() {
	if cmp -s "$SAVED" "$T_TMP/$1/mazegame/saved-game-1"; then
		ok "$2: $1's saved game is untouched"
	else
		not_ok "$2: $1's saved game is untouched" "$(ls -l "$T_TMP/$1/mazegame" 2>&1)"
	fi
	expect_eq "$2: no copy of $1's saved game set aside" \
	    "saved-game-1" "$(cd "$T_TMP/$1/mazegame" && ls -d saved-game* 2>/dev/null)"
}
# leave NAME: q, and y if a host is asked whether to close the room
# (the others may not have left it yet).
leave() {
	tm send-keys -t "$1" q
	case $1 in h*) on "$1" "Close the room" 1 && tm send-keys -t "$1" y ;; esac
	return 0
}
# room HOW: a room of three players with saved games, racing.
room() {
	r=$1
	with_save "h$r"; with_save "r$r"; with_save "s$r"
	start "h$r" 80 24 --race="$r$$" -s $SEED
	expect_on "h$r" "Race room $r$$" "$r: the host's lobby"
	start "r$r" 80 24 --race="$r$$"
	expect_on "h$r" "\(2\) +ready" "$r: a racer joins"
	start "s$r" 80 24 --spectate="$r$$"
	expect_on "s$r" "Race room $r$$|watching" "$r: a spectator joins"
	tm send-keys -t "h$r" Enter
	expect_on "r$r" "Moves 0 .*of 2" "$r: the race is on" 8
	expect_on "h$r" "Moves 0 .*of 2" "$r: ... on the host's too" 8
}

# Finished: both racers reach the exit, then leave the results.
room fin
keys hfin $(cat "$T_TMP/keys")
keys rfin $(cat "$T_TMP/keys")
expect_on hfin "Race over" "fin: the race is over"
for p in rfin sfin hfin; do
	leave $p
	exited $p
	expect_eq "fin: $p leaves with 0" 0 "$status"
done
for p in hfin rfin sfin; do save_kept $p finished; done

# Left with q mid-race, after three moves.
room quit
keys rquit $three
expect_on rquit "Moves 3 " "quit: the racer moved"
keys hquit $three
expect_on hquit "Moves 3 " "quit: the host moved"
for p in rquit squit hquit; do
	leave $p
	exited $p
	expect_eq "quit: $p leaves with 0" 0 "$status"
done
for p in hquit rquit squit; do save_kept $p "left with q"; done

# Hung up (an SSH connection lost) and killed, mid-race.
for sig in HUP KILL; do
	room $sig
	keys r$sig $three
	keys h$sig $three
	expect_on r$sig "Moves 3 " "$sig: the racer moved"
	expect_on h$sig "Moves 3 " "$sig: the host moved"
	for p in r$sig s$sig h$sig; do
		pid=$(game_of $p)
		check "$sig: found $p's game" [ -n "$pid" ]
		[ -n "$pid" ] && kill -$sig "$pid"
		exited $p
		check "$sig: $p's game ended" [ "$status" != timeout ]
	done
	for p in h$sig r$sig s$sig; do save_kept $p "SIG$sig"; done
done
finish
