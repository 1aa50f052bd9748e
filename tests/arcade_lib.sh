# arcade_lib.sh - the arcade's sshd snippet (data/arcade/sshd_config, as
# built) in a real, throwaway OpenSSH server, for arcade.sh and
# bench_arcade.sh; sourced instead of tmux_lib.sh and sshd_lib.sh.
#
# The snippet is used as built, but for three words a test must change:
# its account (the one running this test, for a test cannot make
# accounts), the path of the key command (copied where sshd accepts it:
# root's, writable by no one else) and of the game (a wrapper that sets
# HOME to a folder of the test's, then runs the game as the snippet
# says).  sshd's main configuration around it is as lax as can be
# (passwords, forwarding, tunnels, AcceptEnv *): the snippet must win.
# $ARCADE_SSHD_MORE, when set, is more lines for it.
. "$(dirname "$0")/tmux_lib.sh"
. "$(dirname "$0")/sshd_lib.sh"

SNIPPET=$TOP_BUILDDIR/data/arcade/sshd_config
KEYS_CMD=$TOP_BUILDDIR/data/arcade/arcade-keys
[ -f "$SNIPPET" ] && [ -f "$KEYS_CMD" ] ||
	{ echo "$t_name: $SNIPPET is not built (make builds it)"; exit 99; }
# sshd runs a key command only from a path no one but root can change,
# and as another user; only root can show that here.
[ "$(id -u)" -eq 0 ] || skip "the arcade's key command needs sshd run as root"
getent passwd nobody >/dev/null 2>&1 || skip "no user nobody to run the key command"

SAFE=$(mktemp -d /run/mazegame-arcade.XXXXXX) || skip "cannot make a folder in /run"
chmod 0755 "$SAFE"
trap 'sshd_stop; end_server; reap_games; other_user_clean; rm -rf "$SAFE"; [ -n "${T_KEEP-}" ] || rm -rf "$T_TMP"' EXIT
sed "s/\"mazegame\"/\"$user\"/" "$KEYS_CMD" > "$SAFE/arcade-keys"
chmod 0755 "$SAFE/arcade-keys"
mkdir -p "$T_TMP/home"
# arcade_game [ENV...]: (re)writes the game's wrapper, which sshd runs as
# it is when a visitor comes: it logs how it was run, sets HOME to the
# test's folder and runs the game, under env ENV... when given.
arcade_game() {
	cat > "$T_TMP/game" <<-EOF
	#!/bin/sh
	printf '%s|%s\n' "\$*" "\${SSH_ORIGINAL_COMMAND-}" >> '$T_TMP/runs'
	HOME='$T_TMP/home' exec ${1+env $*} '$MAZEGAME' "\$@"
	EOF
	chmod 0755 "$T_TMP/game"
}
arcade_game
sed -e "s|^Match User .*|Match User $user|" \
	-e "s|AuthorizedKeysCommand [^ ]*|AuthorizedKeysCommand $SAFE/arcade-keys|" \
	-e "s|ForceCommand [^ ]*|ForceCommand $T_TMP/game|" "$SNIPPET" > "$T_TMP/snippet"
ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/host_key" ||
	skip "ssh-keygen cannot make a host key"

# sshd_config PORT: the snippet, then a main configuration as open as
# a careless host's.
sshd_config() {
	cat > "$T_TMP/sshd_config" <<-EOF
	Port $1
	ListenAddress 127.0.0.1
	HostKey $T_TMP/host_key
	PidFile $T_TMP/sshd.pid
	UsePAM no
	StrictModes no
	UseDNS no
	PrintMotd no
	PrintLastLog no
	PermitRootLogin yes
	Include $T_TMP/snippet
	PasswordAuthentication yes
	PermitEmptyPasswords yes
	AllowTcpForwarding yes
	GatewayPorts yes
	PermitTunnel yes
	X11Forwarding yes
	AcceptEnv *
	Subsystem sftp /usr/lib/openssh/sftp-server
	${ARCADE_SSHD_MORE-}
	EOF
	sshd_penalties
}

# arcade_visit: once sshd listens, writes $T_TMP/visit: "visit KEY
# ARGS..." is ssh as a stranger with KEY, no user configuration.
arcade_visit() {
	sshd_client "$T_TMP/visit" "\"$T_TMP/\$key\"" 'key=$1; shift'
}
