# sshd_lib.sh - a throwaway OpenSSH server for the tests that need one
# (ssh.sh, arcade.sh), sourced after tmux_lib.sh: on a free loopback
# port, with its own configuration and keys in $T_TMP, never the
# system's.  The test defines sshd_config PORT, which writes
# $T_TMP/sshd_config, before it calls sshd_start.

SSHD=/usr/sbin/sshd

# skip WHY: this machine cannot run the test (exit 77, automake's SKIP).
skip() {
	echo "SKIP: $1"
	{ printf '%s: SKIP: %s\n' "$t_name" "$1" >&9; } 2>/dev/null || true
	rm -rf "$T_TMP"
	exit 77
}

[ -x "$SSHD" ] || skip "no $SSHD (apt-get install openssh-server)"
for c in ssh ssh-keygen; do
	command -v $c >/dev/null 2>&1 || skip "no $c (apt-get install openssh-client)"
done
user=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
	getent passwd sshd >/dev/null 2>&1 ||
		skip "sshd's privilege separation user 'sshd' does not exist"
	# sshd running as root needs its privilege separation directory.
	if [ ! -d /run/sshd ]; then
		mkdir -p /run/sshd && chmod 0755 /run/sshd ||
			skip "cannot create /run/sshd"
	fi
	root_login=yes
else
	root_login=no
fi

# descendants PID: every process below PID, nearest first.
descendants() {
	d_pids=$1
	while [ -n "$d_pids" ]; do
		d_pids=$(for d_p in $d_pids; do pgrep -P "$d_p"; done)
		[ -z "$d_pids" ] || echo $d_pids
	done
}

# start_of PID: when PID started (clock ticks since boot), or nothing.
# A pid with its start time names one process: under a parallel make
# check, a pid freed here is soon another test's game.
start_of() {
	awk '{ sub(/.*\) /, ""); print $20 }' "/proc/$1/stat" 2>/dev/null
}
# stamps PID...: PID:START for each that still runs.
stamps() {
	for t_p in "$@"; do
		t_s=$(start_of "$t_p")
		[ -n "$t_s" ] && printf '%s:%s ' "$t_p" "$t_s"
	done
}
# stamped_alive PID:START: that very process still runs.
stamped_alive() {
	[ "$(start_of "${1%%:*}")" = "${1#*:}" ] && alive "${1%%:*}"
}

# The server, stopped with everything under it on any exit.  Sessions
# and games seen are tracked too (as PID:START): a listener killed by an
# interrupt would leave them without a parent to be found by.
sshd_pid=
tracked=
sshd_stop() {
	[ -n "$sshd_pid" ] || return 0
	# Tracked pids only while they are still ours (not reused).
	s_all="$sshd_pid $(descendants "$sshd_pid")"
	for s_p in $tracked; do
		stamped_alive "$s_p" && s_all="$s_all ${s_p%%:*}"
	done
	kill -TERM $s_all 2>/dev/null
	s_n=0
	while [ $s_n -lt 50 ]; do
		s_left=
		for s_p in $s_all; do alive "$s_p" && s_left="$s_left $s_p"; done
		[ -n "$s_left" ] || break
		sleep 0.1
		s_n=$((s_n + 1))
	done
	[ -z "$s_left" ] || kill -KILL $s_left 2>/dev/null
	wait "$sshd_pid" 2>/dev/null
	sshd_pid=
}
trap 'sshd_stop; end_server; reap_games; [ -n "${T_KEEP-}" ] || rm -rf "$T_TMP"' EXIT
trap 'exit 1' HUP INT PIPE TERM

# sshd_penalties: the line that stops OpenSSH 9.8 and later penalising
# addresses whose sessions end badly (tests end them badly on purpose),
# where this sshd knows it.
sshd_penalties() {
	if "$SSHD" -t -f "$T_TMP/sshd_config" -o PerSourcePenalties=no 2>/dev/null; then
		echo "PerSourcePenalties no" >> "$T_TMP/sshd_config"
	fi
}


# sshd_start: starts the server on a free port in 20000-60000; sets
# $port.  A port taken between the look and the bind costs a retry.
sshd_start() {
	tries=0
	while [ $tries -lt 10 ]; do
		tries=$((tries + 1))
		port=$(( 20000 + $(od -An -tu2 -N2 /dev/urandom | tr -d ' ') % 40001 ))
		if command -v ss >/dev/null 2>&1 &&
			ss -Hltn 2>/dev/null | awk '{ print $4 }' | grep -q ":$port\$"; then
			continue
		fi
		sshd_config $port
		if ! "$SSHD" -t -f "$T_TMP/sshd_config" > "$T_TMP/sshd.log" 2>&1; then
			return 1
		fi
		"$SSHD" -D -e -f "$T_TMP/sshd_config" > "$T_TMP/sshd.log" 2>&1 </dev/null &
		sshd_pid=$!
		deadline=$(( $(date +%s) + 30 ))
		while [ "$(date +%s)" -le $deadline ]; do
			if grep -q "Server listening on 127.0.0.1 port $port" "$T_TMP/sshd.log"; then
				return 0
			fi
			alive $sshd_pid || break
			sleep 0.05
		done
		sshd_stop
		grep -q "in use" "$T_TMP/sshd.log" || return 1
	done
	return 1
}

# sshd_client FILE KEY [PRELUDE]: once the server listens, writes FILE,
# a script that runs ssh to it with every option on the command line
# and no user configuration, with key KEY (a word of the script: a
# quoted path, or one PRELUDE, the script's first line, makes).
sshd_client() {
	cat > "$1" <<-EOF
	#!/bin/sh
	${3-}
	exec ssh -F /dev/null -p $port -i $2 \\
		-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \\
		-o IdentitiesOnly=yes -o BatchMode=yes -o LogLevel=ERROR \\
		-o ConnectTimeout=30 "\$@"
	EOF
	chmod +x "$1"
}
