#!/bin/sh
# race_news.sh - what happens to someone else never opens a box over a
# player or takes a key: the host killed mid-race is news on the status
# line, the racer's next key is a move, it races on alone; a spectator
# is told the room is closed and never becomes a player; a joiner's own
# maze options are said to be unused; news that comes in a burst is
# shown briefly, so that none waits long behind the others.
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

# News that comes in a burst is shown briefly: two racers leave at
# once; alone a notice stays 5 s, with another waiting 1.5 s, so the
# second comes within 3 s of the first on the race's clock (it came 5 s
# later, and a finish waited behind a row of them).  On a clock four
# times as slow, so that a busy machine's delays count a quarter on the
# clock the test reads (the host's status line), by the second.
RACE_ENV=
race_fast 1/4
ROOM=nb$$
start host2 80 24 --race=$ROOM -s $SEED
expect_on host2 "Race room $ROOM" "burst: a room" 40
for p in b2 c2; do
	start $p 80 24 --race=$ROOM
	expect_on $p "ready; the host starts" "burst: $p joins" 40
done
tm send-keys -t host2 Enter
expect_on host2 "Moves 0 .*of 3" "burst: the race is on" 40
kill -9 "$(game_of b2)" "$(game_of c2)"
# clock_of: the race's clock (m:ss, in seconds) on host2's status line.
clock_of() {
	shot host2 | tail -n 1 | grep -Eo ' [0-9]+:[0-9][0-9] ' | head -n 1 |
		awk -F: '{ print $1 * 60 + $2 }'
}
expect_on host2 "\\([23]\\) left" "burst: a racer's leaving is news" 40
first=$(shot host2 | tail -n 1 | sed -n 's/.*(\([23]\)) left.*/\1/p')
t1=$(clock_of)
expect_on host2 "\\($((5 - ${first:-0}))\\) left" "burst: so is the other's" 40
t2=$(clock_of)
check "burst: the second 3 s or less after the first on the race's clock (they were at ${t1:-?} and ${t2:-?} s)" \
	test $((${t2:-99} - ${t1:-0})) -le 3

finish
