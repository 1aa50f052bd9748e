#!/bin/sh
# race_end.sh - one idle racer never holds a room: once someone is out,
# every screen shows the time until the race is called, the host can
# call it at once (Enter on its finish table), and the clock calls it
# by itself 60 s after the first finish; the racers not out are listed
# as not finished.  The games run on a clock ten times as fast
# (race_fast): the call comes six seconds of real time after a finish.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
ROOM=end$$
SEED=3
check "a way out to walk" way_out "$T_TMP/keys" -s $SEED
race_fast 10

# The host's terminal is wide enough for the seed on its status line.
open_room 120 24 -s $SEED
join_room idle 2 80 24
start spec 80 24 --spectate=$ROOM
expect_on spec "Race room $ROOM|watching" "a spectator joins"

# The host is out first; the racer stays idle.
tm send-keys -t host Enter
expect_on host "Moves 0 .*of 2" "the race is on" 8
keys host $(cat "$T_TMP/keys")
expect_on host "Finish table" "the host is out: its finish table"
expect_on host "Enter ends it · over in 0:[0-5][0-9]" "the host's table offers to end it, and counts down"
expect_on idle "out first [0-9]+:[0-9]{2} · over in 0:[0-5][0-9]" "the idle racer's status line counts down too"
expect_on spec "over in 0:[0-5][0-9]|Finish table" "the spectator sees the race going on"
s1=$(shot idle | grep -o 'over in 0:[0-9][0-9]' | head -1)
check "the idle racer's screen shows the time left ($s1)" [ -n "$s1" ]
expect_on idle "over in 0:[0-5][0-9]" "... and the clock runs (from $s1 to another)" 10 "$s1"

tm send-keys -t host Enter
expect_on host "Race over" "Enter calls the race"
expect_on host "$(id -un) \(2\) +not finished" "the idle racer is listed as not finished"
expect_on idle "Race over" "the idle racer sees the race is over"
expect_on idle "not finished" "... and that it did not finish"

# The rematch: this time nobody calls it, the clock does.
tm send-keys -t host Enter
expect_on idle "Moves 0 .*of 2" "the rematch is on" 12
# The rematch is a new seed: the host walks it by its own status line.
expect_on host "Moves 0 .*of 2" "the host races the rematch"
finish_later() {
	seed=$(tm capture-pane -p -t host | grep -o 'seed [0-9]*' | head -1 | cut -d' ' -f2)
	[ -n "$seed" ] || return 1
	way_out "$T_TMP/keys2" -s "$seed"
	keys host $(cat "$T_TMP/keys2")
}
check "the host's status line names the rematch's seed" finish_later
expect_on host "Finish table" "the host is out again"
expect_on host "Race over" "60 s after the first finish the clock calls the race (6 s on the fast clock)" 20
expect_on idle "Race over" "... on every screen"
finish
