#!/bin/sh
# race_proto.sh - a real host on a real room socket, and peers that send
# garbage, an over-long line, a NUL, a wrong version, a run nowhere, a
# flood, nothing at all, or never read; each is dropped (or simply ignored) with a reason
# in the host's notices, and the host is unharmed: the racer and the
# watcher still get every position.  The peers are tests/rawpeer.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"

: "${TOP_BUILDDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
RAWPEER=${RAWPEER:-$TOP_BUILDDIR/tests/rawpeer}
# Every room of this run is named by RUN, unique to it: the seconds to
# 2100 (a newer run's names sort first), then mktemp's six random
# characters.  The name says the kind of room, in the order --races
# sorts them: 00-0RUN... the rooms whose rows are checked (before any
# run's junk, so the rooms another run left, or makes beside this one,
# do not take nobody's 8 places first), 00-1RUN-N the junk rooms, 00-2RUN
# the host's room (after its own junk); and the checks of --races count
# only this run's rooms.  (Rooms of an older scheme, "rp" and "00-rp",
# sort after them all.)
TAG=${T_TMP##*.}
RUN=$(printf '%010d' $((4102444800 - $(date +%s))))$TAG
ROOM=00-2$RUN
L=$T_TMP

# wait_more FILE PATTERN N: until more than N lines match.
wait_more() {
	w_i=0
	while [ "$(grep -Ec -- "$2" "$1" 2>/dev/null)" -le "$3" ]; do
		w_i=$((w_i + 1))
		[ "$w_i" -gt 200 ] && return 1
		sleep 0.05
	done
}

pids=
sq_pids=
# end_squatters: ends nobody's squatters of this run (root may signal
# them) and waits, so that their rooms are gone.
end_squatters() {
	for p in $sq_pids; do kill "$p" 2>/dev/null; done
	for p in $sq_pids; do wait "$p" 2>/dev/null; done
	sq_pids=
}
cleanup() {
	end_squatters
	for p in $pids; do kill "$p" 2>/dev/null; done
	exec 3>&- 4>&- 5>&- 2>/dev/null
	wait 2>/dev/null
	other_user_clean
}
trap cleanup EXIT
# Killed (make's Ctrl-C, a timeout), the test still ends its peers and
# squatters: the EXIT trap runs on exit, which these signals become.
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# The host on a clock ten times as fast: the hello deadline (5 s)
# comes in half a second.
fast_env 10
env $FAST_ENV "$RAWPEER" host "$ROOM" >"$L/host.log" 2>&1 &
HOST=$!
pids="$pids $HOST"
check "host hosts the room" wait_file "$L/host.log" "^hosting $ROOM\$"

# A racer and a watcher, fed through FIFOs so that the test says when.
mkfifo "$L/a.in" "$L/b.in"
"$RAWPEER" say "$ROOM" 500 <"$L/a.in" >"$L/a.log" 2>&1 &
pids="$pids $!"
exec 3>"$L/a.in"
"$RAWPEER" say "$ROOM" 500 <"$L/b.in" >"$L/b.log" 2>&1 &
pids="$pids $!"
exec 4>"$L/b.in"
printf 'mazegame-race 1 race\n' >&3
printf 'mazegame-race 1 watch\n' >&4
check "racer welcomed" wait_file "$L/a.log" '^welcome [0-9]+ '"$ROOM"' lobby$'
check "watcher welcomed" wait_file "$L/b.log" '^welcome [0-9]+ '
A=$(sed -n 's/^welcome \([0-9]*\) .*/\1/p' "$L/a.log")
check "watcher sees the racer" wait_file "$L/b.log" "^racer $A [^ ]+ [0-9]+ [A-Za-z0-9]+ [0-7] ready\$"

# A peer that never says hello, and one that never reads.
"$RAWPEER" mute "$ROOM" &
pids="$pids $!"
"$RAWPEER" deaf "$ROOM" &
DEAF=$!
pids="$pids $DEAF"

# bad NAME PATTERN: feeds stdin to a fresh peer; it must be told PATTERN
# and closed.
bad() {
	"$RAWPEER" say "$ROOM" 5000 <"$L/bad.in" >"$L/bad.out" 2>&1
	out=$(cat "$L/bad.out")
	expect_match "$1: told why" "$2" "$out"
	expect_match "$1: closed" '^closed$' "$out"
}
# (The bytes go through a file, not a pipe: a function at the end of a
# pipe runs in a subshell, and its checks would not be counted.)
printf 'mazegame-race 1 race\nGET / HTTP/1.0\n' >"$L/bad.in"
bad garbage '^error dropped: broke the protocol \(unknown message'
{ printf 'mazegame-race 1 race\n'; head -c 5000 /dev/zero | tr '\0' x; } >"$L/bad.in"
bad "over-long line" '^error dropped: sent a line too long'
printf 'mazegame-race 1 race\nup\000down\n' >"$L/bad.in"
bad "embedded NUL" 'NUL byte'
printf 'mazegame-race 3 race\n' >"$L/bad.in"
bad "wrong version" 'version 3 is not spoken here'
printf 'mazegame-race 1 race\npos 0 1 1 1\n' >"$L/bad.in"
bad "a host's message" "a host's message"
printf 'mazegame-race 1 race\nrun sideways\n' >"$L/bad.in"
bad "a run nowhere" "broke the protocol \\(bad dir 'sideways'"
printf 'mazegame-race 1 race\nrun\n' >"$L/bad.in"
bad "a run without a way" "broke the protocol \\(run: missing dir"
"$RAWPEER" flood "$ROOM" 3000 >"$L/flood.out" 2>&1
expect_match "flood: told why" '^error dropped: flooded' "$(cat "$L/flood.out")"

# A peer that is not on the list: room full and private rooms are
# covered in check_net_host; here, the listing sees the room.
run_cmd "$RAWPEER" list
expect_match "listed" "^$ROOM [^ ]+ 2 lobby\$" "$out"

# The race: the racer starts it (same user as the host), and moves.
printf 'start\n' >&3
check "countdown" wait_file "$L/b.log" '^count 3$'
# Nobody learns the maze (its seed) before the go: not in the lobby,
# not in the countdown; it comes with the go.
no_maze_yet() { ! grep -q '^maze ' "$L/a.log" "$L/b.log"; }
check "no maze line reaches a racer or a watcher before the go" no_maze_yet
check "go" wait_file "$L/a.log" '^go$'
check "racer told the maze at the go" wait_file "$L/a.log" '^maze 10 5 backtracker 1 normal$'
check "watcher too" wait_file "$L/b.log" '^maze 10 5 backtracker 1 normal$'
go_first() { [ "$(grep -n -m1 '^go$' "$L/a.log" | cut -d: -f1)" -lt "$(grep -n -m1 '^maze ' "$L/a.log" | cut -d: -f1)" ]; }
check "... after the go itself" go_first
for i in 1 2 3 4 5 6; do printf 'right\ndown\n' >&3; done
check "watcher sees the racer move" wait_file "$L/b.log" "^pos $A [0-9]+ [0-9]+ [1-9][0-9]*\$"
check "racer sees its own moves" wait_file "$L/a.log" "^pos $A [0-9]+ [0-9]+ [1-9][0-9]*\$"
# No move goes through a wall: each pos is one step from the one before.
steps=$(awk -v id="$A" '$1 == "pos" && $2 == id {
	if (seen) { d = ($3 - r) + ($4 - c); if (d < 0) d = -d;
		if (d != 1 || ($3 != r && $4 != c)) bad++ }
	r = $3; c = $4; seen = 1 } END { print bad + 0 }' "$L/b.log")
expect_eq "every move one step" 0 "$steps"

# The silent peer is dropped at the hello deadline; the host says why.
check "silent peer dropped" wait_file "$L/host.log" 'dropped: said no hello'
for why in 'broke the protocol' 'sent a line too long' 'NUL byte' \
    'version 2' 'flooded'; do
	check "host notice: $why" grep -q "dropped: .*$why" "$L/host.log"
done
check "host alive" alive "$HOST"

# A racer whose process is killed: "gone" for everyone at once.
mkfifo "$L/c.in"
"$RAWPEER" say "$ROOM" 500 <"$L/c.in" >"$L/c.log" 2>&1 &
C_PID=$!
exec 5>"$L/c.in"
printf 'mazegame-race 1 race\n' >&5
check "late joiner watches" wait_file "$L/c.log" '^racer [0-9]+ [^ ]+ [0-9]+ [A-Za-z0-9]+ [0-7] watching$'
CID=$(sed -n 's/^welcome \([0-9]*\) .*/\1/p' "$L/c.log")
kill -9 "$C_PID"
exec 5>&-
check "killed peer gone" wait_file "$L/b.log" "^gone $CID\$"
# From any cell of a perfect maze one of the four ways is open.  The
# twelve moves above spent the racer's burst (HOST_MOVES_BURST 10 at
# HOST_MOVES_RATE 30 a second): on a quick machine the bucket may not
# have refilled yet and the one open way of the four be ignored as a
# key pressed too fast, so wait for it as a player's hand would.
sleep 0.5
before=$(grep -c "^pos $A " "$L/b.log")
printf 'up\nright\ndown\nleft\n' >&3
check "positions still flow" wait_more "$L/b.log" "^pos $A " "$before"
# A run is one command: the host walks the corridor, and the watcher
# sees where it ended (one of the four ways is open).
before=$(grep -c "^pos $A " "$L/b.log")
printf 'run up\nrun right\nrun down\nrun left\n' >&3
check "a run is answered with a position" wait_more "$L/b.log" "^pos $A " "$before"
check "the deaf peer is still there, and harmless" alive "$DEAF"
check "host alive at the end" alive "$HOST"

# --races as a hostile second user would test it (root plays nobody).
if other_user; then
	# squat FILE NAME...: nobody holds rooms NAME..., answering each
	# peer with FILE's lines.
	sq_n=0
	squat() {
		sq_n=$((sq_n + 1))
		$AS_OTHER "$RAWPEER_OTHER" squat "$@" >"$L/squat.$sq_n" 2>&1 &
		sq_pid=$!
		sq_pids="$sq_pids $sq_pid"
		wait_file "$L/squat.$sq_n" '^ready$'
	}
	races() { run_cmd "$MAZEGAME" --races; }
	party=00-0${RUN}p
	# A room that claims to be root's, with 99 racers.
	printf 'info %s root 99 racing\n' "$party" >"$T_OTHER/info"
	# A name with a newline forges a whole line of /proc/net/unix.
	# (The pointer the kernel prints is 16 hex digits, or 0s; a parser
	# that counts words would take "0:" too, and the name must fit in
	# the 107 bytes of an abstract address: TAG, not RUN.)
	forged=$(printf 'f%s\n0: 00000002 00000000 00010000 0001 01 4242 @mazegame-race/ghost%s' "$TAG" "$TAG")
	# A 32-character room name.
	long=$(printf '00-0%sL-%s' "$RUN" 0123456789012345678901234567890 | cut -c1-32)
	chmod 644 "$T_OTHER/info"
	check "squatters up" squat "$T_OTHER/info" "$party" "$forged" "$long"
	check "... the forged line is in /proc/net/unix" grep -q "^0: 00000002 00000000 00010000 0001 01 4242 @mazegame-race/ghost$TAG\$" /proc/net/unix
	races
	expect_match "--races: a room's host is the kernel's, not its claim" \
		"^$party +$OTHER_LOGIN +99 +racing\$" "$out"
	check "... never the host it claims" test -z "$(printf '%s\n' "$out" | grep -E "^$party +root ")"
	check "--races: a forged line lists no phantom room" test -z "$(printf '%s\n' "$out" | grep -E "ghost$TAG|^f$TAG ")"
	expect_match "--races: the host's row of the room it hosts" "^$ROOM +$(id -un) +[0-9]+ +(lobby|racing|countdown|results)\$" "$out"
	hostcol() { printf '%s\n' "$out" | awk -v r="$1" '$1 == r { print index($0, " " $2 " ") + 1 }'; }
	expect_eq "--races: a 32-character room name keeps the columns" \
		"$(printf '%s\n' "$out" | awk '$1 == "ROOM" { print index($0, "HOST") }')" "$(hostcol "$long")"
	expect_eq "... in every row" "$(hostcol "$long")" "$(hostcol "$ROOM")"

	# 70 rooms of one user sorted before the real one: capped, and said.
	junk=
	i=10
	while [ $i -lt 80 ]; do junk="$junk 00-1$RUN-$i"; i=$((i + 1)); done
	# shellcheck disable=SC2086
	check "70 junk rooms up" squat /dev/null $junk
	races
	expect_match "--races: the real room is not hidden by 70 junk rooms" "^$ROOM +$(id -un) " "$out"
	# ours: this run's rooms of nobody's that the listing shows (72 made:
	# the junk, $party and $long).
	ours=$(printf '%s\n' "$out" | awk -v u="$OTHER_LOGIN" -v r="$RUN" \
		'$2 == u && (index($1, "00-0" r) == 1 || index($1, "00-1" r) == 1)' | wc -l | tr -d ' ')
	check "--races: at most 8 of this run's rooms of another user ($ours)" test "$ours" -le 8
	check "... and at most 8 of that user's in all" test \
		"$(printf '%s\n' "$out" | awk -v u="$OTHER_LOGIN" '$2 == u' | wc -l)" -le 8
	expect_match "--races: says how many it left out" \
		"^[0-9]+ more rooms not shown \\(at most 8 of another user's, 64 in all\\)\$" "$out"
	cut=$(printf '%s\n' "$out" | sed -n 's/^\([0-9]*\) more rooms not shown .*/\1/p')
	check "... at least this run's not shown ($cut >= 72 - $ours)" test "${cut:-0}" -ge $((72 - ours))
	# One's own rooms are never a pile against oneself: not capped.  (Any
	# of nobody's count: another run's that sort first may fill the 64.)
	run_cmd $AS_OTHER "$MAZEGAME_OTHER" --races
	check "--races: all of one's own rooms (up to 64)" test \
		"$(printf '%s\n' "$out" | awk -v u="$OTHER_LOGIN" '$2 == u' | wc -l)" -gt 8
	# (Gone again, with the first squatter: the next listing is nobody's.)
	end_squatters
	check "the squatters' rooms are gone" test -z \
		"$(grep -E "@mazegame-race/(00-[01]$RUN|ghost$TAG)" /proc/net/unix)"

	# A private room is listed as what it is (its name sorts first,
	# after a newer run's only: other rooms of root's, of tests run
	# beside this one, are capped at 8 in nobody's listing).  (A full
	# room can no longer be made by one user: each holds at most 4
	# places; check_net_fair holds the places, client_list's "full" is
	# the same "shut" line.)
	"$RAWPEER" host "00-0${RUN}v" daemon >"$L/pv.log" 2>&1 &
	pids="$pids $!"
	wait_file "$L/pv.log" "^hosting 00-0${RUN}v\$"
	run_cmd $AS_OTHER "$MAZEGAME_OTHER" --races
	expect_match "--races: a private room says so to an outsider" "^00-0${RUN}v +$(id -un) +- +private\$" "$out"
fi

# The default room is everyone's: no one may hold it private.
run_cmd "$MAZEGAME" --race --private=daemon
expect_eq "--private with the default room: a usage error" 2 "$rc"
expect_match "... that asks for a room name of one's own" \
	"--private needs a room name of your own.*'race' is everyone's room" "$err"
run_cmd "$MAZEGAME" --race=race --private=daemon
expect_eq "... also when named (--race=race)" 2 "$rc"
finish
