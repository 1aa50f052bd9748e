# lib.sh - helpers for the shell tests that drive the real mazegame.
# Sourced by each tests/*.sh; counts checks and ends with "N passed, N failed".

: "${MAZEGAME:=$(cd "$(dirname "$0")/.." && pwd)/src/mazegame}"
: "${TOP_SRCDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
export MAZEGAME TOP_SRCDIR
: "${SLOW_POLL:=${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/slow_poll.so}"
: "${FAST_CLOCK:=${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/fast_clock.so}"
LC_ALL=C.UTF-8
export LC_ALL

t_pass=0
t_fail=0
t_name=$(basename "$0" .sh)
T_TMP=$(mktemp -d "${TMPDIR:-/tmp}/mazegame-$t_name.XXXXXX")
# Per-test data directory, so tests never touch the user's files.
XDG_DATA_HOME=$T_TMP/data
export XDG_DATA_HOME
mkdir -p "$XDG_DATA_HOME"

# alive PID: true while PID runs.  A zombie has ended: it only waits
# for its parent, which for a game whose tmux server is gone is the
# machine's init, and that may reap it late.
alive() {
	kill -0 "$1" 2>/dev/null &&
		[ "$(ps -o stat= -p "$1" 2>/dev/null | cut -c1)" != Z ]
}

# wait_until SECONDS CMD...: polls until CMD succeeds (a condition that
# stays true once reached); 1 if it has not within SECONDS.
wait_until() {
	# Counted, not timed: 20 tries a second, each at least 50 ms apart,
	# so the wait is never shorter than asked, and no clock is read.
	u_left=$(( $1 * 20 + 1 ))
	shift
	while [ "$u_left" -gt 0 ]; do
		"$@" && return 0
		u_left=$((u_left - 1))
		[ "$u_left" -gt 0 ] && sleep 0.05
	done
	return 1
}

# wait_file FILE PATTERN: polls until a line of FILE (a peer's log,
# say) matches grep -E PATTERN; 1 if none has within 10 s.
wait_file() {
	wait_until 10 grep -Eqs -- "$2" "$1"
}

# way_out FILE ARGS...: writes to FILE the keys that walk the shortest
# way out of the maze that mazegame ARGS makes; false if there are none.
way_out() {
	w_file=$1
	shift
	"$MAZEGAME" --print --solution "$@" |
		awk -f "$TOP_SRCDIR/tests/solve_keys.awk" > "$w_file"
	[ -s "$w_file" ]
}

# shape_way SHAPE FILE ARGS...: the keys of the shortest way out of
# the maze mazegame --shape=SHAPE ARGS makes, from its graph, found by
# tests/SHAPE_keys.awk (its own search and the manual's geometry, not
# the game's); hex_way, circle_way, triangle_way and upsilon_way name
# the shape.
shape_way() {
	s_shape=$1 s_file=$2
	shift 2
	"$MAZEGAME" --print --format=graph --shape="$s_shape" "$@" |
		awk -f "$TOP_SRCDIR/tests/${s_shape}_keys.awk" > "$s_file"
	[ -s "$s_file" ]
}
hex_way() { shape_way hex "$@"; }
circle_way() { shape_way circle "$@"; }
triangle_way() { shape_way triangle "$@"; }
upsilon_way() { shape_way upsilon "$@"; }

# graph_tools: sets GRAPH_CHECK (tests/graph_check, the graph format's
# checker) and BLOCK_GRAPH (tests/block_graph.awk); a test that needs
# them ends here with status 99 when the checker is not built.
graph_tools() {
	: "${TOP_BUILDDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
	GRAPH_CHECK=${GRAPH_CHECK:-$TOP_BUILDDIR/tests/graph_check}
	BLOCK_GRAPH=$TOP_SRCDIR/tests/block_graph.awk
	[ -x "$GRAPH_CHECK" ] ||
		{ echo "$t_name.sh: $GRAPH_CHECK is not built (make check builds it)"; exit 99; }
}

# needs WHERE TOOL...: a test that cannot run without TOOL ends here
# with status 99 (a hard error, not a failed check), saying what is
# missing and WHERE it comes from ("apt-get install tmux").
needs() {
	n_where=$1
	shift
	for n_tool; do
		command -v "$n_tool" >/dev/null 2>&1 ||
			{ echo "$t_name.sh: $n_tool is needed ($n_where)"; exit 99; }
	done
}

# now_ms: wall-clock milliseconds.
now_ms() {
	echo $(( $(date +%s%N) / 1000000 ))
}

# wrapper NAME BODY: writes an executable sh script to $T_TMP/NAME.
wrapper() {
	printf '#!/bin/sh\n%s\n' "$2" > "$T_TMP/$1"
	chmod +x "$T_TMP/$1"
}

# has_open PID FILE: true while PID has FILE open (a lock it waits for,
# a FIFO it reads): FILE itself, not a name it begins (the FIFO tests
# send stderr to fifo.err, which the shell opens before the game runs;
# a signal sent then, to the shell's child, was lost under nohup).
has_open() {
	h_file=$(readlink -f -- "$2") || return 1
	for h_fd in /proc/"$1"/fd/*; do
		[ "$(readlink "$h_fd" 2>/dev/null)" = "$h_file" ] && return 0
	done
	return 1
}

# hold_lock FILE: starts a process that takes the flock on FILE and
# holds it until killed; returns once it holds it, with $holder its pid.
hold_lock() {
	rm -f "$T_TMP/held"
	sh -c 'exec 8> "$1"; flock 8; : > "$2"; exec sleep 600' sh "$1" "$T_TMP/held" &
	holder=$!
	wait_until 30 test -e "$T_TMP/held"
}

# end_server: (for tests that define tm, their tmux) ends the running
# server's games with SIGTERM, waits (at most 10 s) until none is left,
# then kills the server.  Killing the
# server first hangs up the pane's shell too, and a game still exiting
# (under the sanitizers, in LeakSanitizer's stop-the-world at exit) is
# then left in an orphaned process group: seen spinning for minutes in
# CI.  A game ends on SIGTERM as it does on a hang-up (the same
# handler), so what the tests see is the same.  A test that wants a
# hang-up kills the server itself.
end_server() {
	e_games=''
	for e_p in $(tm list-panes -a -F '#{pane_pid}' 2>/dev/null); do
		e_games="$e_games $(pgrep -P "$e_p")"
	done
	for e_p in $e_games; do kill -TERM "$e_p" 2>/dev/null; done
	e_deadline=$(( $(date +%s) + 10 ))
	for e_p in $e_games; do
		while alive "$e_p" && [ "$(date +%s)" -le "$e_deadline" ]; do
			sleep 0.05
		done
	done
	tm kill-server 2>/dev/null
}

# reap_games: at the end of a test, waits (at most 5 s) for the games
# it started (those with its T_TMP in their environment) to end, then
# kills what is left and says so in the log.  A game a test hangs up on
# purpose can be caught in LeakSanitizer's exit check just as its shell
# dies: the SIGCONT an orphaned process group gets cancels the tracer's
# SIGSTOP, and the game spins for good (seen in CI, a race host).
reap_games() {
	r_deadline=$(( $(date +%s) + 5 ))
	while :; do
		r_left=''
		for r_d in /proc/[0-9]*; do
			[ "$(cat "$r_d/comm" 2>/dev/null)" = mazegame ] || continue
			tr '\0' '\n' 2>/dev/null <"$r_d/environ" |
				grep -Eq "^XDG_DATA_HOME=($T_TMP|${T_OTHER:-$T_TMP})" &&
				r_left="$r_left ${r_d#/proc/}"
		done
		[ -n "$r_left" ] || return 0
		[ "$(date +%s)" -le "$r_deadline" ] || break
		sleep 0.1
	done
	echo "# reaped games still running after the test:$r_left"
	kill -KILL $r_left 2>/dev/null
	return 0
}
# other_user_clean: removes the second user's copies (other_user); a
# test's EXIT trap calls it, so they go however the test ends.
other_user_clean() {
	[ -n "${T_KEEP-}" ] || [ -z "${T_OTHER-}" ] || rm -rf "$T_OTHER"
}
trap 'reap_games; other_user_clean' EXIT

# other_user: for a test run as root, makes a second user to play a
# hostile neighbour: nobody (65534).  Sets $AS_OTHER, the words that
# run a command as that user (with its own data directory), and
# $MAZEGAME_OTHER, $RAWPEER_OTHER and $FAST_CLOCK_OTHER, copies of the
# game, of tests/rawpeer and of the fast clock that the user can run: the tree may be a clone where
# nobody cannot reach it (under /root, mode 0700), so they are copied
# to $T_OTHER, a directory of mode 0755 under /tmp, removed by finish.
# Returns 1 (the test skips its second-user checks) when not root or
# without setpriv.
other_user() {
	[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 || return 1
	[ -n "${T_OTHER-}" ] && return 0
	T_OTHER=$(mktemp -d /tmp/mazegame-other.XXXXXX) || return 1
	chmod 755 "$T_OTHER"
	cp "$MAZEGAME" "$T_OTHER/mazegame" || return 1
	# The fast clock too: a preload the user cannot read is dropped
	# (the loader says so and runs on), and that user's game would
	# count its countdown at a tenth of everyone else's speed.
	if [ -f "$FAST_CLOCK" ]; then
		cp "$FAST_CLOCK" "$T_OTHER/fast_clock.so" || return 1
		FAST_CLOCK_OTHER=$T_OTHER/fast_clock.so
	fi
	o_peer=${RAWPEER:-${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/rawpeer}
	if [ -x "$o_peer" ]; then cp "$o_peer" "$T_OTHER/rawpeer" || return 1; fi
	chmod 755 "$T_OTHER"/*
	mkdir -p "$T_OTHER/data"
	chown 65534:65534 "$T_OTHER/data"
	MAZEGAME_OTHER=$T_OTHER/mazegame
	RAWPEER_OTHER=$T_OTHER/rawpeer
	AS_OTHER="setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent XDG_CONFIG_HOME=/nonexistent XDG_DATA_HOME=$T_OTHER/data"
	OTHER_LOGIN=$(getent passwd 65534 | cut -d: -f1)
	: "${OTHER_LOGIN:=uid65534}"
	# Every directory from / down to the copies must let nobody in.
	o_d=$T_OTHER
	while [ "$o_d" != / ] && [ -n "$o_d" ]; do
		$AS_OTHER test -x "$o_d" || { echo "# $o_d is closed to nobody"; return 1; }
		o_d=$(dirname "$o_d")
	done
	return 0
}

# Every check also leaves a line in $T_TMP/checks: a check made in a
# subshell (a function at the end of a pipe) cannot add to the counts,
# and finish fails when the lines outnumber them.
: >"$T_TMP/checks"

# ok NAME: record a passed check.
ok() {
	t_pass=$((t_pass + 1))
	echo "ok - $1"
	echo ok >>"$T_TMP/checks"
}

# not_ok NAME [DETAIL]: record a failed check.
not_ok() {
	t_fail=$((t_fail + 1))
	echo not_ok >>"$T_TMP/checks"
	echo "not ok - $1"
	[ -n "${2-}" ] && printf '%s\n' "$2" | sed 's/^/#   /'
	# The console (CI's record) names every failed check too, with the
	# first lines of why: a flake seen once is then known by name.
	{ printf '%s: not ok - %s\n' "$t_name" "$1" >&9
	  [ -n "${2-}" ] && printf '%s\n' "$2" | head -n 12 | sed 's/^/#   /' >&9; } 2>/dev/null || true
	return 0
}

# check NAME CMD...: passes when CMD succeeds.
check() {
	t_n=$1
	shift
	if "$@"; then ok "$t_n"; else not_ok "$t_n"; fi
}

# expect_eq NAME WANT GOT
expect_eq() {
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1" "want: $2
got:  $3"; fi
}

# expect_match NAME PATTERN TEXT: grep -E PATTERN in TEXT.
expect_match() {
	if printf '%s\n' "$3" | grep -Eq -- "$2"; then ok "$1"; else
		not_ok "$1" "pattern: $2
text: $3"; fi
}

# run_cmd CMD...: runs CMD, setting $out, $err and $rc.
run_cmd() {
	"$@" >"$T_TMP/out" 2>"$T_TMP/err"
	rc=$?
	out=$(cat "$T_TMP/out")
	err=$(cat "$T_TMP/err")
}

# finish: prints the summary, cleans up and exits 0 only if all passed.
finish() {
	f_lines=$(wc -l <"$T_TMP/checks" 2>/dev/null || echo 0)
	if [ "$f_lines" -gt $((t_pass + t_fail)) ]; then
		not_ok "every check is counted" "$f_lines checks made, $((t_pass + t_fail)) counted: some ran in a subshell (a pipe into a function?)"
	fi
	[ -n "${T_KEEP-}" ] || rm -rf "$T_TMP" ${T_OTHER:+"$T_OTHER"}
	msg="$t_name: $t_pass passed, $t_fail failed"
	echo "$msg"
	{ printf '%s\n' "$msg" >&9; } 2>/dev/null || true
	[ "$t_fail" -eq 0 ] && [ "$t_pass" -gt 0 ]
	exit $?
}

# busy_env: a check that tests/slow_poll.so is built, and BUSY_ENV set
# to the environment (VAR=VALUE words, for env) under which each wait
# of the game begins a second and a half late: a signal a test sends
# just after a frame then comes while the game is busy, not while it
# waits.  An ASan build must not insist its runtime comes first.
busy_env() {
	check "the busy stand-in is built ($SLOW_POLL)" test -f "$SLOW_POLL"
	BUSY_ENV="LD_PRELOAD=$SLOW_POLL MG_TEST_POLL_DELAY_MS=1500 ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
}

# fast_env [N]: a check that tests/fast_clock.so is built, and FAST_ENV
# set to the environment (VAR=VALUE words, for env) under which the
# game's clock runs N times as fast (default 10) and its waits are N
# times as short: a 60-second call comes in six.  N = 1/M makes it M
# times as slow (for a test of how long something lasts).  A test waits
# for what the clock makes happen, never for the clock itself.
fast_env() {
	check "the fast clock is built ($FAST_CLOCK)" test -f "$FAST_CLOCK"
	FAST_ENV="LD_PRELOAD=$FAST_CLOCK MG_TEST_CLOCK_SPEED=${1:-10} ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
}
