#!/bin/sh
# race_news.sh - what happens to someone else never opens a box over a
# player or takes a key: the host killed mid-race is news on the status
# line, the racer's next key is a move, it races on alone; a spectator
# is told the room is closed and never becomes a player; a joiner's own
# maze options are said to be unused; news that comes in a burst is
# shown briefly, so a finish does not wait behind it.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
# The countdown and every timeout on a clock ten times as fast.
race_fast 10
ROOM=nw$$
SEED=3
check "a way out to walk" way_out "$T_TMP/keys" -s $SEED

open_room 80 24 -s $SEED
# ann names a maze of her own: she is told it is not used.
join_room ann 2 100 24 --hard -s 7
expect_on ann "options name the maze: yours are not used" "a joiner's maze options are said to be unused"
start spec 100 24 --spectate=$ROOM
expect_on spec "Race room $ROOM|watching" "a spectator joins"
tm send-keys -t host Enter
expect_on ann "Moves 0 .*of 2" "the race is on" 8
keys ann $(sed -n 1,2p "$T_TMP/keys")
expect_on ann "Moves 2 " "ann moved twice"

pid=$(game_of host)
check "found the host's game" [ -n "$pid" ]
kill -9 "$pid"
# ann's next key, sent at once, is a move: no box takes it.
keys ann $(sed -n 3p "$T_TMP/keys")
expect_on ann "Moves 3 " "the key after the host died is a move"
expect_on ann "the host is gone" "ann reads the news on the status line"
no_box() { ! shot "$1" | grep -q "any key goes on"; }
check "no box over ann's maze" no_box ann
expect_on ann "racing alone" "ann races on alone"
keys ann $(sed -n '4,$p' "$T_TMP/keys")
expect_on ann "Escaped in [0-9]+ moves" "ann reaches the exit alone"

expect_on spec "room closed" "the spectator is told the room is closed"
check "no box over the spectator's maze" no_box spec
keys spec $(sed -n 1,3p "$T_TMP/keys")
sleep 0.5
no_moves() { ! shot spec | grep -Eq "Moves [1-9]"; }
check "the spectator does not become a player" no_moves
tm send-keys -t spec q
exited spec
expect_eq "the spectator leaves with 0" 0 "$status"
check "the spectator has no saved game" [ ! -e "$T_TMP/spec/mazegame/saved-game" ]

# A finish does not wait behind a burst of news: two racers leave at
# once, then ann goes out.  Alone a notice stays 5 s; with others
# waiting, 1.5 s: the host reads the finish within 8 s of the leaving
# (it took 10 s and more).  On the real clock: the wait is what is
# tested.
RACE_ENV=
ROOM=nb$$
start host2 80 24 --race=$ROOM -s $SEED
expect_on host2 "Race room $ROOM" "burst: a room"
for p in ann2 b2 c2; do
	start $p 80 24 --race=$ROOM
	expect_on $p "ready; the host starts" "burst: $p joins"
done
tm send-keys -t host2 Enter
expect_on ann2 "Moves 0 .*of 4" "burst: the race is on" 8
kill -9 "$(game_of b2)" "$(game_of c2)"
expect_on host2 "left" "burst: the host reads that a racer left"
keys ann2 $(cat "$T_TMP/keys")
expect_on host2 "out first" "burst: ann's finish on the host's status line soon after, not 5 s a notice later" 8

finish
