#!/bin/sh
# race_spectate.sh - a spectator sees the race: in a fog race (--hard)
# the whole maze and every racer live, no @ and no moves of its own but
# the standings; racers in the fog see only what they have seen; racers
# still on the start are drawn there, over the S.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
# The countdown and every timeout on a clock ten times as fast.
race_fast 10
ROOM=sp$$
ARGS="--hard -W 12 -H 8 -s 3"
check "a way out to walk" way_out "$T_TMP/keys" $ARGS
# walls NAME: the wall corners and joins on NAME's screen.
walls() { shot "$1" | tr -cd '┌┐└┘├┤┬┴┼' | wc -c; }

start host 80 24 --race=$ROOM $ARGS
expect_on host "Race room $ROOM" "a fog race's lobby"
join_room ann 2 80 24
expect_on ann "ready; the host starts" "a racer in the lobby reads that it is ready, not watching"
start spec 80 24 --spectate=$ROOM
expect_on spec "spectating" "a spectator joins"
tm send-keys -t host Enter
expect_on ann "Moves 0 .*of 2" "the race is on" 8
expect_on spec "spectating: R[a-z0-9]? [0-9]+ to go, R[a-z0-9]? [0-9]+ to go" "the spectator reads the standings"
# Before anyone moves, both stand on the start: the spectator sees a
# racer there, not the S under them.
at_start() { shot spec | grep -Eq "│ ?R[o ]"; }
expect_eq "the spectator sees the racers on the start, not S" "" "$(shot spec | grep -E '│ ?S ' | head -n 1)"
check "... a racer's letter is there" wait_until 15 at_start
keys ann $(sed -n 1,4p "$T_TMP/keys")
expect_on ann "Moves 4 " "ann moved"
expect_on spec "spectating: Ro [0-9]+ to go, R [0-9]+ to go" "ann, nearer the exit, leads the standings"
no_moves() { ! shot spec | grep -q "Moves "; }
check "the spectator has no moves of its own" no_moves
no_at() { ! shot spec | grep -q "@"; }
check "the spectator is no @ on the maze" no_at
both() { shot spec | grep -q "Ro" && shot spec | grep -Eq "(^|[^A-Za-z])R([^a-z0-9]|$)"; }
check "the spectator sees both racers" both
sw=$(walls spec) aw=$(walls ann)
check "the spectator sees the whole maze, the racer only its fog ($sw and $aw joins)" \
    [ "$sw" -gt $((aw * 2)) ]
# The host goes out; the spectator reads the place.
keys host $(cat "$T_TMP/keys")
expect_on spec "spectating: R 1st, Ro [0-9]+ to go" "the standings put the one out first"
finish
