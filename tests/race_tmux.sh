#!/bin/sh
# race_tmux.sh - racing in real terminals: a host and racers, each in a
# tmux session of its own (different sizes, one --ascii --no-color):
# the lobby's names, one maze for all, a move on one screen seen on
# another, the finish table, a rematch, a spectator, --races, a private
# room, and the host killed mid-race while the others play on.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"

command -v tmux >/dev/null 2>&1 || { echo "tmux is needed (apt-get install tmux)"; exit 99; }
SOCK=mg-race-$$
ROOM=rt$$
unset TMUX
tm() { tmux -L "$SOCK" -f /dev/null "$@"; }
trap 'end_server; reap_games' EXIT

# start NAME COLS ROWS ARGS...: the game in a session of its own.
start() {
	s_name=$1 s_cols=$2 s_rows=$3
	shift 3
	mkdir -p "$T_TMP/$s_name"
	if tm has-session 2>/dev/null; then
		tm new-session -d -s "$s_name" -x "$s_cols" -y "$s_rows" \
			"${AS-} env XDG_DATA_HOME='$T_TMP/$s_name' LC_ALL=C.UTF-8 TERM=tmux-256color $MAZEGAME $*; echo \$? > '$T_TMP/$s_name.status'; sleep 60"
	else
		tm new-session -d -s "$s_name" -x "$s_cols" -y "$s_rows" \
			"env XDG_DATA_HOME='$T_TMP/$s_name' LC_ALL=C.UTF-8 TERM=tmux-256color $MAZEGAME $*; echo \$? > '$T_TMP/$s_name.status'; sleep 60" \; \
			set-option -g status off
	fi
}
shot() { tm capture-pane -p -t "$1"; }
# keys NAME KEY...: types the keys one at a time, 20 a second: a
# racer moves no faster than a key held down (the host ignores more).
keys() {
	k_s=$1
	shift
	for k_k; do tm send-keys -t "$k_s" "$k_k"; sleep 0.05; done
}
# on NAME PATTERN [SECONDS]: waits until the screen of NAME matches.
on() {
	o_end=$(( $(date +%s) + ${3:-10} ))
	while [ "$(date +%s)" -le "$o_end" ]; do
		shot "$1" | grep -Eq -- "$2" && return 0
		sleep 0.05
	done
	return 1
}
expect_on() {
	if on "$1" "$2" "${4:-10}"; then ok "$3"; else
		not_ok "$3" "pattern: $2
screen of $1:
$(shot "$1")"; fi
}
# exited NAME: waits for NAME's game to end; sets $status.
exited() {
	e_end=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le "$e_end" ]; do
		[ -s "$T_TMP/$1.status" ] && { status=$(cat "$T_TMP/$1.status"); return 0; }
		sleep 0.05
	done
	status=timeout
	return 1
}

SEED=7
"$MAZEGAME" --print --solution -s $SEED | awk -f "$TOP_SRCDIR/tests/solve_keys.awk" > "$T_TMP/keys"
check "a way out to walk" [ -s "$T_TMP/keys" ]
me=$(id -un)

start host 80 24 --race=$ROOM -s $SEED
expect_on host "Race room $ROOM" "host: the lobby"
expect_on host "Join with: mazegame --race=$ROOM" "host: the lobby says how to join"
start ann 90 26 --race=$ROOM
# ann must be in before the next racer starts: names number in the
# order racers join, and the checks below know ann as "(2)".
expect_on ann "$me \(2\) +ready \(you\)" "a racer sees itself"
# (The ascii racer is the screen reader's too: --describe.)
start ascii 80 24 --race=$ROOM --ascii --no-color --describe
expect_on host "$me \(3\) +ready" "host: three in the lobby, live"
expect_on ascii "Race room $ROOM" "ascii racer in the lobby"
no_box_chars() { ! shot ascii | grep -q '[│┌└├─]'; }
check "ascii screen is ASCII" no_box_chars
run_cmd "$MAZEGAME" --races
expect_match "--races lists the room" "^$ROOM +$me +3 +lobby" "$out"

# One maze for all: the maze rows of the host and of a racer agree.
maze_rows() { shot "$1" | grep -E '^ *[┌│├└]' | head -6 | sed 's/^ *//; s/ *$//'; }
expect_eq "the same maze on two screens" "$(maze_rows host)" "$(maze_rows ann)"

tm send-keys -t host Enter
expect_on ann "Starting in [321]" "the countdown on a racer's screen"
expect_on ann "Moves 0 .*of 3" "the race is on" 8
# --describe says the place in words, as the status line shows it.
expect_on ascii "Moves 0, optimal [0-9]+\. 1st of 3, level\." "describe: a racer hears its place, level with the others at the start" 8
tm send-keys -t ann Right Right
expect_on ann "Moves 2 " "ann moved"
# ann's letters are on the host's screen, off the start cell.
expect_on host '^ *│ @ *[A-Z][a-z0-9] ' "host sees ann's move on its maze"

# A peer that breaks the protocol: dropped, and the host's status says so.
RAWPEER=${RAWPEER:-${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/rawpeer}
if [ -x "$RAWPEER" ]; then
	printf 'mazegame-race 1 race\nGET / HTTP/1.0\n' | "$RAWPEER" say $ROOM 2000 >/dev/null 2>&1
	expect_on host "dropped: broke the protocol" "host's status names the dropped peer"
	tm send-keys -t ann Left
	expect_on ann "Moves 3 " "the race goes on after the drop"
	tm send-keys -t ann Right
	expect_on ann "Moves 4 " "... and on"
fi

# A spectator joins mid-race and sees everyone.
start spec 80 24 --spectate=$ROOM
expect_on spec "spectating" "spectator watches"
expect_on host "$me \(4\)|Moves 0" "host still racing"

# The host walks out: the finish table on the host, the others race on.
keys host $(cat "$T_TMP/keys")
expect_on host "1st +[A-Z] +$me +[0-9]+:[0-9]{2} +40 +40 +100%" "host: finish table with its row"
expect_on ann "out first" "ann is told who finished first"
expect_on ascii "of 3, [A-Z][a-z0-9]? out first [0-9]+:[0-9]{2}[.,]" "describe: the racer hears who is out first"
# ann takes a hint (t) on the way: marked as helped, ranked so.
keys ann t Left Left $(cat "$T_TMP/keys")
expect_on ann "2nd +[A-Z][a-z0-9]? +$me \(2\) " "ann: finish table, 2nd"
expect_on ann "$me \(2\) .*% p( |│|\$)" "a hint marks ann's row (p)"
expect_on ann "p: took a hint or the way out" "... and the table says what p means"
keys ascii $(cat "$T_TMP/keys") p
expect_on host "Race over" "race over when all are out"
expect_on host "3rd +[A-Z][a-z0-9]? +$me \(2\) .*% p" "the hinted racer ranks after the later one who took no help"
expect_on spec "Race over|Finish table" "the spectator sees the table"

# Rematch: a new maze for everyone, back through the countdown.
tm send-keys -t host Enter
expect_on ann "Starting in|Race room" "rematch reaches the racers"
expect_on ann "Moves 0 .* of [0-9]" "ann races the rematch" 8

# Kill the host mid-race: the others go on alone.
# The game is the child of the shell that runs it in the pane.
hostpid=$(pgrep -P "$(tm display-message -p -t host '#{pane_pid}')" | head -1)
check "found the host process" [ -n "$hostpid" ]
kill -9 "$hostpid"
expect_on ann "the host is gone.*racing alone" "ann is told the host has gone, on the status line"
tm send-keys -t ann Enter
tm send-keys -t ann Right
expect_on ann "Moves [1-9]" "ann plays on alone"
# The room is free at once: a new host takes it over.
start host2 80 24 --race=$ROOM
expect_on host2 "Race room $ROOM" "a new host takes the room over at once"
tm send-keys -t host2 q
exited host2
expect_eq "host2 quits with 0" 0 "$status"

# A private room refuses others: here the host lets in only daemon,
# so a joiner of another user would be refused; as the same user we
# are let in (the host's own user always is).
start priv 80 24 --race=p$ROOM --private=daemon
expect_on priv "Race room p$ROOM" "private room hosted"
start mine 80 24 --race=p$ROOM
expect_on mine "Race room p$ROOM" "the host's own user may join a private room"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	AS="setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent XDG_CONFIG_HOME=/nonexistent" \
		start other 80 24 --race=p$ROOM
	exited other
	expect_eq "another user is refused with exit 1" 1 "$status"
	expect_on other "room p$ROOM is private" "... saying the room is private"
fi
finish
