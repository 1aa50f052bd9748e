#!/bin/sh
# bench_arcade.sh - the arcade's side of "make bench": N visitors (200;
# 32 with --quick) over a real OpenSSH server on the loopback, with the
# arcade's snippet as built (arcade_lib.sh), measured by
# tests/arcade_pty.  Figures are printed beside the issue's targets,
# never asserted.  Needs root (sshd's key command), as arcade.sh does;
# ARCADE_PTY names the program.
: "${ARCADE_PTY:?set ARCADE_PTY to tests/arcade_pty}"
n=200
for a in "$@"; do
	[ "$a" = --quick ] && n=32
done
# More strangers knock at once than sshd lets in by default (10).
ARCADE_SSHD_MORE="MaxStartups 64:30:256"
. "$(dirname "$0")/arcade_lib.sh"

printf 'visitors = %d\nnames_per_hour = 100000\n' $((n + 8)) > "$T_TMP/home/arcade.conf"
i=0
while [ $i -lt $n ]; do
	ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/k$i" || exit 1
	i=$((i + 1))
done
sshd_start || { echo "bench_arcade: sshd does not start: $(cat "$T_TMP/sshd.log")"; exit 1; }
arcade_visit
echo "bench_arcade: $n visitors over sshd ($("$SSHD" -V 2>&1 | head -n 1)) on 127.0.0.1 port $port, $(nproc) cores"
"$ARCADE_PTY" "$@" $n "$T_TMP/visit" "$user" "$sshd_pid"
