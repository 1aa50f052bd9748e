#!/bin/sh
# ssh.sh - the game over a real SSH session (issue #5, scenario 9).
#
# A throwaway OpenSSH server on a free loopback port, with host and user
# keys made for the run, logs the current user in; tmux plays the ssh
# client.  The game must draw and quit cleanly over SSH, and when the
# session dies under it - the client killed, the server side killed, or
# ended with the ~. escape - it must save and be gone within 2 seconds.
. "$(dirname "$0")/tmux_lib.sh"
. "$(dirname "$0")/sshd_lib.sh"

SEED=7
game_comm=$(basename "$MAZEGAME" | cut -c1-15)

# Keys and configuration, all in $T_TMP: nothing in ~/.ssh is used.
ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/host_key" &&
	ssh-keygen -q -t ed25519 -N '' -C '' -f "$T_TMP/user_key" &&
	cp "$T_TMP/user_key.pub" "$T_TMP/authorized_keys" ||
	{ not_ok "ssh-keygen makes the keys"; tmux_finish; }

# sshd_config PORT: writes the server's configuration for PORT.
sshd_config() {
	cat > "$T_TMP/sshd_config" <<-EOF
	Port $1
	ListenAddress 127.0.0.1
	HostKey $T_TMP/host_key
	AuthorizedKeysFile $T_TMP/authorized_keys
	PidFile $T_TMP/sshd.pid
	PubkeyAuthentication yes
	PasswordAuthentication no
	KbdInteractiveAuthentication no
	PermitRootLogin $root_login
	UsePAM no
	StrictModes no
	UseDNS no
	PrintMotd no
	PrintLastLog no
	X11Forwarding no
	AllowTcpForwarding no
	EOF
	sshd_penalties
}

if sshd_start; then
	ok "sshd listens on 127.0.0.1 port $port"
else
	not_ok "sshd starts" "$(cat "$T_TMP/sshd.log")"
	tmux_finish
fi

# The client: every option on the command line, no user configuration.
sshd_client "$T_TMP/ssh" "'$T_TMP/user_key'"
# play.sh DATA: the game over SSH in a terminal, data in DATA.
cat > "$T_TMP/play.sh" <<EOF
#!/bin/sh
exec '$T_TMP/ssh' -tt '$user@127.0.0.1' \\
	"env XDG_DATA_HOME='\$1' TERM=xterm-256color LC_ALL=C.UTF-8 '$MAZEGAME' -s $SEED"
EOF
chmod +x "$T_TMP/play.sh"

run_cmd timeout 60 "$T_TMP/ssh" "$user@127.0.0.1" "echo logged in as \$(id -un)"
if [ "$rc" -ne 0 ] && grep -q "account is locked" "$T_TMP/sshd.log"; then
	sshd_stop
	skip "sshd refuses $user: the account is locked"
fi
if [ "$rc" -eq 0 ] && [ "$out" = "logged in as $user" ]; then
	ok "ssh logs in as $user"
else
	not_ok "ssh logs in as $user" "rc $rc, out: $out
err: $err
sshd log:
$(cat "$T_TMP/sshd.log")"
	tmux_finish
fi

"$MAZEGAME" --print --solution -s $SEED > "$T_TMP/sol"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol" > "$T_TMP/keys"
first3=$(head -n 3 "$T_TMP/keys")

# server_procs: the server's processes, for failure messages.
server_procs() {
	ps -o pid,ppid,stat,wchan:24,args -p \
		"$(echo $sshd_pid $(descendants "$sshd_pid") $(for t in $tracked; do echo "${t%%:*}"; done) | tr ' ' ',')"
}

# server_game DATA: the pid of the game the server started with DATA
# as its data directory (several seconds allowed for it to appear).
server_game() {
	deadline=$(( $(date +%s) + 10 ))
	while [ "$(date +%s)" -le $deadline ]; do
		for g in $(pgrep -x "$game_comm"); do
			if tr '\0' '\n' 2>/dev/null < "/proc/$g/environ" |
				grep -Fqx "XDG_DATA_HOME=$1"; then
				echo "$g"
				return 0
			fi
		done
		sleep 0.1
	done
	return 1
}

# sshd_ancestors PID: the sshd processes above PID, nearest first,
# the listener excluded.
sshd_ancestors() {
	a_p=$(ps -o ppid= -p "$1" | tr -d ' ')
	while [ -n "$a_p" ] && [ "$a_p" -gt 1 ] && [ "$a_p" != "$sshd_pid" ]; do
		[ "$(ps -o comm= -p "$a_p")" = sshd ] && echo "$a_p"
		a_p=$(ps -o ppid= -p "$a_p" | tr -d ' ')
	done
}

# ssh_client: the pid of the ssh client under the pane.
ssh_client() {
	for c in $(descendants "$(tm display-message -p -t main '#{pane_pid}')"); do
		if [ "$(ps -o comm= -p "$c")" = ssh ]; then
			echo "$c"
			return 0
		fi
	done
	return 1
}

# saved_moves DATA: the move count of the game saved in DATA.
saved_moves() {
	sed -n 's/^player //p' "$1/mazegame/saved-game-1" 2>/dev/null | cut -d' ' -f2
}

# gone_within_2s NAME PID: a check that PID ends within 2 seconds;
# if it does not, says what it is doing, then kills it.
gone_within_2s() {
	if [ -z "$2" ]; then
		not_ok "$1" "no game to watch"
		return
	fi
	# Timed by the clock: counting sleeps of 0.1 s would allow far more
	# than 2 s on a loaded machine, where each turn takes longer.
	g_t0=$(date +%s%N) g_ms=0
	while alive "$2" && [ "$g_ms" -le 2000 ]; do
		sleep 0.05
		g_ms=$(( ($(date +%s%N) - g_t0) / 1000000 ))
	done
	if ! alive "$2"; then
		ok "$1 (gone by $g_ms ms)"
	else
		not_ok "$1" "pid $2 still runs: stat $(cut -d' ' -f3 "/proc/$2/stat" 2>/dev/null), wchan $(cat "/proc/$2/wchan" 2>/dev/null)
$(cat "/proc/$2/stack" 2>/dev/null)
$(server_procs)"
		kill -KILL "$2" 2>/dev/null
	fi
}

# start_game TAG: a game over SSH with its own data directory; sets
# $data and $game (the server-side game's pid).
start_game() {
	data=$T_TMP/data.$1
	tmux_start 80 24 "$T_TMP/play.sh" "$data"
	expect_screen "$1: the game starts over SSH" "^Moves 0 " 30
	game=$(server_game "$data")
	tracked="$tracked $(stamps $game $(sshd_ancestors "${game:-1}"))"
	if [ -n "$game" ] && [ -n "$(sshd_ancestors "$game")" ]; then
		ok "$1: the game runs under sshd (pid $game)"
	else
		not_ok "$1: the game runs under sshd" "game pid: '$game'
$(server_procs)"
	fi
}

# three_moves TAG: plays three real moves and waits for them.
three_moves() {
	# shellcheck disable=SC2086
	keys $first3
	expect_screen "$1: three moves over SSH" "^Moves 3 " 20
	check "$1: nothing saved while the game runs" \
		test ! -e "$data/mazegame/saved-game-1"
}

# 1. The game draws over SSH and q ends it cleanly: ssh exits 0.
start_game draw
expect_screen "draw: box drawing over SSH" '┌───'
expect_screen "draw: the status line" "^Moves 0  optimal [0-9]+ "
keys $(head -n 2 "$T_TMP/keys")
expect_screen "draw: two moves over SSH" "^Moves 2 "
keys q
wait_exit 30
expect_eq "draw: q over SSH, ssh exits 0" 0 "$status"
check "draw: the game has ended" eval '[ -n "$game" ] && ! alive "$game"'
expect_eq "draw: q saved two moves" 2 "$(saved_moves "$data")"

# 2. The client killed mid-game (a dropped connection): the server
#    hangs up the game's terminal; it saves and is gone within 2 s.
start_game client
three_moves client
client=$(ssh_client)
check "client: found the ssh client (pid $client)" test -n "$client"
kill -KILL "$client"
gone_within_2s "client killed: the game ends within 2 s" "$game"
expect_eq "client killed: three moves saved" 3 "$(saved_moves "$data")"
wait_exit
expect_eq "client killed: the client died of SIGKILL" 137 "$status"

# 3. The server side of the session killed (every sshd process of this
#    connection, not the listener): the same.
start_game server
three_moves server
session=$(echo $(sshd_ancestors "$game"))
check "server: found the session's sshd (pid $session)" test -n "$session"
# shellcheck disable=SC2086
kill -KILL $session
gone_within_2s "server killed: the game ends within 2 s" "$game"
expect_eq "server killed: three moves saved" 3 "$(saved_moves "$data")"
wait_exit 30
expect_eq "server killed: the client sees the connection close" 255 "$status"

# 4. The ~. escape: the client closes the connection itself.  Escapes
#    count only at the start of a line; the game ignores Enter.
start_game escape
three_moves escape
keys Enter '~' .
if wait_exit 30; then
	expect_eq "~.: the client disconnects" 255 "$status"
	gone_within_2s "~.: the game ends within 2 s" "$game"
else
	not_ok "~.: the client disconnects" "$status
$(screen)"
fi
expect_eq "~.: three moves saved" 3 "$(saved_moves "$data")"

# The server and all its sessions stop; nothing is left running.
ours="$(stamps $sshd_pid $(descendants "$sshd_pid")) $tracked"
tm kill-server 2>/dev/null
sshd_stop
left=
for p in $ours; do
	stamped_alive "$p" && left="$left ${p%%:*}"
done
check "sshd and its sessions are stopped${left:+ (left:$left)}" test -z "$left"
[ "$t_fail" -eq 0 ] || { echo "sshd's log:"; sed 's/^/#   /' "$T_TMP/sshd.log"; }

tmux_finish
