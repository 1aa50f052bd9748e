#!/bin/sh
# race_fair.sh - one user cannot take a room from others: 70
# connections of one user leave places for another user's spectator and
# racer; 300 joins and leaves during a race leave a place for a
# spectator; a bot that writes the whole way out at "go" finishes no
# sooner than 30 moves a second allow (the host's clock); and a
# Shift-run along a 500-cell corridor reaches the host as one command,
# not dropped as a flood.  The peers are tests/rawpeer; the second user
# is nobody (when the test runs as root).
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"

: "${TOP_BUILDDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
RAWPEER=${RAWPEER:-$TOP_BUILDDIR/tests/rawpeer}
ROOM=rf$$
L=$T_TMP
RATE=30    # HOST_MOVES_RATE
BURST=10   # HOST_MOVES_BURST

# The second user runs a copy of rawpeer it can reach: the tree may be
# under a directory only root may enter.
NB=$(mktemp -d "${TMPDIR:-/tmp}/mazegame-fair.XXXXXX")
chmod 755 "$NB"
cp "$RAWPEER" "$NB/rawpeer"
chmod 755 "$NB/rawpeer"
AS_OTHER=
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	AS_OTHER="setpriv --reuid=65534 --regid=65534 --clear-groups"
fi

# not_in PATTERN FILE: true when FILE holds no line matching PATTERN.
not_in() { ! grep -Eq -- "$1" "$2"; }

pids=
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null; done
	exec 3>&- 2>/dev/null
	wait 2>/dev/null
	end_server
	reap_games
	rm -rf "$NB"
}
trap cleanup EXIT

"$RAWPEER" host "$ROOM" 27 13 >"$L/host.log" 2>&1 &
pids="$pids $!"
check "host hosts the room" wait_file "$L/host.log" "^hosting $ROOM\$"

# A racer of the host's user, fed through a FIFO; it starts the race.
mkfifo "$L/a.in"
"$RAWPEER" say "$ROOM" 500 <"$L/a.in" >"$L/a.log" 2>&1 &
pids="$pids $!"
exec 3>"$L/a.in"
printf 'mazegame-race 1 race\n' >&3
check "racer welcomed" wait_file "$L/a.log" '^welcome [0-9]+ '
printf 'start\n' >&3
check "the race is on" wait_file "$L/a.log" '^go$'

# 300 joins and leaves, 10 ms each, during the race: those who leave
# before they raced keep no id, so a spectator still gets in (and
# takes an id that was used before).
"$RAWPEER" churn "$ROOM" 300 >"$L/churn.out" 2>&1
expect_match "300 joined and left" '^churned 300$' "$(cat "$L/churn.out")"
printf 'mazegame-race 1 watch\n' >"$L/watch.in"
"$RAWPEER" say "$ROOM" 300 <"$L/watch.in" >"$L/watch.out" 2>&1
expect_match "a spectator gets in after the churn" '^welcome [0-9]+ ' "$(cat "$L/watch.out")"
id=$(sed -n 's/^welcome \([0-9]*\) .*/\1/p' "$L/watch.out")
check "... with an id used before (ids are reused)" [ "${id:-999}" -lt 8 ]

# 70 connections of one user, every other one saying hello as a
# spectator: it gets its few places (the racer above is one), and no
# more connections than its share.
"$RAWPEER" hold "$ROOM" 70 >"$L/hold.out" 2>&1 &
pids="$pids $!"
check "70 connections opened" wait_file "$L/hold.out" '^held '
held=$(sed -n 's/^held \([0-9]*\) .*/\1/p' "$L/hold.out")
refused=$(sed -n 's/^held [0-9]* \([0-9]*\)$/\1/p' "$L/hold.out")
check "one user holds at most 4 places" [ "${held:-99}" -le 4 ]
check "... and most of its 70 connections are refused" [ "${refused:-0}" -ge 60 ]
check "the host says why" grep -q "already in the room 4 times" "$L/host.log"
if [ -n "$AS_OTHER" ]; then
	printf 'mazegame-race 1 watch\n' >"$L/other.in"
	$AS_OTHER "$NB/rawpeer" say "$ROOM" 300 <"$L/other.in" >"$L/other.out" 2>&1
	expect_match "another user's spectator gets in" '^welcome [0-9]+ ' "$(cat "$L/other.out")"
	printf 'mazegame-race 1 race\n' >"$L/other.in"
	$AS_OTHER "$NB/rawpeer" say "$ROOM" 300 <"$L/other.in" >"$L/other.out" 2>&1
	expect_match "another user's racer gets in" '^welcome [0-9]+ ' "$(cat "$L/other.out")"
	expect_match "... as nobody" '^racer [0-9]+ nobody ' "$(cat "$L/other.out")"
else
	echo "# not root (or no setpriv): the second user's part is skipped" >&9 2>/dev/null || :
fi
check "host alive" alive "$(echo $pids | cut -d' ' -f1)"

# A bot writes the whole way out (over 100 moves) in one write at
# "go", then the next moves every 50 ms from where the host has it:
# the moves beyond 30 a second are ignored, so the host's time is no
# less than the rate allows.
"$RAWPEER" host "b$ROOM" 27 13 >"$L/bhost.log" 2>&1 &
pids="$pids $!"
check "second host" wait_file "$L/bhost.log" "^hosting b$ROOM\$"
"$RAWPEER" bot "b$ROOM" >"$L/bot.out" 2>&1 &
BOT=$!
pids="$pids $BOT"
check "the bot is in the room" wait_file "$L/bot.out" '^welcomed$'
no_path() { ! grep -q '^path' "$L/bot.out"; }
check "... and knows no maze before the go" no_path
printf 'mazegame-race 1 watch\nstart\n' | "$RAWPEER" say "b$ROOM" 100 >/dev/null 2>&1
check "the bot knows its way once the race is on" wait_file "$L/bot.out" '^path [0-9]+$'
check "the bot finishes" wait_file "$L/bot.out" '^finish '
len=$(sed -n 's/^path //p' "$L/bot.out")
ms=$(sed -n 's/^finish [0-9]* \([0-9]*\) .*/\1/p' "$L/bot.out")
least=$(( (len - BURST) * 1000 / RATE ))
check "the bot's way is over 100 moves ($len)" [ "${len:-0}" -gt 100 ]
check "its time ($ms ms) is no less than the rate allows ($least ms)" [ "${ms:-0}" -ge "$least" ]
check "the bot was not dropped" not_in dropped "$L/bhost.log"

# A Shift-run along a 500-cell corridor (a 501x1 maze): one command,
# one position for the watcher, never a flood.
start host 80 24 --race=c$ROOM -W 501 -H 1 -s 1
expect_on host "Race room c$ROOM" "a corridor race hosted"
start ann 80 24 --race=c$ROOM
expect_on host "\(2\) +ready" "a racer joins"
printf 'mazegame-race 1 watch\n' >"$L/cwatch.in"
"$RAWPEER" say "c$ROOM" 15000 <"$L/cwatch.in" >"$L/cwatch.out" 2>&1 &
pids="$pids $!"
check "a watcher joins" wait_file "$L/cwatch.out" '^welcome '
tm send-keys -t host Enter
expect_on ann "Moves 0 .*of 2" "the race is on" 8
tm send-keys -t ann S-Right
expect_on ann "500 +500 +100%|Moves 500" "the racer ran the corridor" 8
check "the watcher sees the run arrive" wait_file "$L/cwatch.out" '^pos [0-9]+ 0 500 500$'
runs=$(grep -Ec '^pos [0-9]+ 0 [1-9][0-9]* ' "$L/cwatch.out")
expect_eq "... as one position (one command)" 1 "$runs"
check "... and the finish" wait_file "$L/cwatch.out" '^finish [0-9]+ 1 [0-9]+ 500 0$'
check "no one was dropped" not_in dropped "$L/cwatch.out"
expect_on host "out first|Race over" "the host has the racer out"
finish
