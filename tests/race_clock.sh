#!/bin/sh
# race_clock.sh - one clock in a race: a racer's clock runs from go, not
# from its first move, a box does not stop it, and the finish table, the
# result and the high-score table give the same time.  The games run on
# a clock ten times as fast (race_fast): the seconds waited are the
# game's, counted on the host's screen, not slept.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
ROOM=ck$$
SEED=3
check "a way out to walk" way_out "$T_TMP/keys" -s $SEED
race_fast 10
# secs TEXT: M:SS in seconds.
secs() { echo "$1" | awk -F: '{ print $1 * 60 + $2 }'; }

open_room 80 24 -s $SEED
join_room ann 2 80 24
tm send-keys -t host Enter
expect_on ann "Moves 0 .*of 2" "the race is on" 8
# No move yet, and a box (the help) over the maze: the clock runs.
tm send-keys -t ann '?'
expect_on ann "Esc" "ann's help box is open"
expect_on host "^Moves 0 .* 0:0[3-9]" "three seconds of the race pass (the host's clock)"
tm send-keys -t ann Escape
expect_on ann "^Moves 0 +optimal [0-9]+ +0:0[2-9]" "the clock runs from go, before the first move, under a box"
keys ann $(cat "$T_TMP/keys")
expect_on ann "1st +R[a-z0-9]? +$(id -un) \(2\) +[0-9]+:[0-9]{2}" "ann's finish table"
table=$(shot ann | sed -n "s/.*1st  *R[a-z0-9]*  *$(id -un) (2)  *\([0-9]*:[0-9][0-9]\).*/\1/p" | head -1)
tm send-keys -t ann v
expect_on ann "Time [0-9]+:[0-9]{2}" "the result box"
result=$(shot ann | sed -n 's/.*Time \([0-9]*:[0-9][0-9]\).*/\1/p' | head -1)
# agree A B: two times M:SS within a second of each other.
agree() {
	[ -n "$1" ] && [ -n "$2" ] && [ $(( $(secs "$1") - $(secs "$2") )) -le 1 ] &&
		[ $(( $(secs "$2") - $(secs "$1") )) -le 1 ]
}
check "the table ($table) and the result ($result) agree within a second" agree "$table" "$result"
check "the time counts from go (3 s waited): $table" [ "$(secs "${table:-0:00}")" -ge 3 ]
run_cmd env XDG_DATA_HOME="$T_TMP/ann" "$MAZEGAME" --high-scores
score=$(printf '%s\n' "$out" | awk '/root/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+:[0-9][0-9]$/) { print $i; exit } }')
check "the high score keeps the race's time ($score)" [ -n "$score" -a "$score" = "$result" ]
finish
