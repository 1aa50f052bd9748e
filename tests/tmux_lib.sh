# tmux_lib.sh - drive the real mazegame in a real terminal through tmux.
# A private server (-L), no user config (-f /dev/null), a fixed window
# size, remain-on-exit so the exit status can be read, and polling with
# a deadline instead of bare sleeps (tests/screenwait: one client).

. "$(dirname "$0")/lib.sh"

needs "apt-get install tmux" tmux

t_server=0
TMUX_SOCK=mg-$t_name-$$-0
unset TMUX
# tm ARGS...: runs tmux against the private server.
tm() {
	tmux -L "$TMUX_SOCK" -f /dev/null "$@"
}

# NO_LEAK_CHECK: goes before a game that a test hangs up on purpose
# (tm kill-server).  In the sanitizer build a game's exit runs
# LeakSanitizer, which stops the game's threads with ptrace.  The
# hang-up kills the pane's shell at the same moment, the game's process
# group is orphaned, and the SIGCONT the kernel sends such a group
# cancels the tracer's SIGSTOP: the game spins in sched_yield for good,
# traced.  Seen in CI, and here 1 hang-up in 25 under load.  Only the
# leak check at exit is off; ASan and UBSan still watch the hang-up, and
# the signal tests (reliability.sh, mouse.sh) send SIGHUP to a game
# whose shell lives on, leak check and all.  A plain build ignores it.
NO_LEAK_CHECK="env ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

# tmux_start COLS ROWS CMD: starts CMD in a fresh window of that size.
# Each game gets a data directory of its own (so no saved game is
# offered) unless PLAY_DATA names one to share; PLAY_ENV is more of its
# environment (FAST_ENV: the fast clock of lib.sh's fast_env).
tmux_start() {
	t_cols=$1 t_rows=$2
	shift 2
	# A fresh server each time: no race with the last one's shutdown.
	end_server
	t_server=$((t_server + 1))
	TMUX_SOCK=mg-$t_name-$$-$t_server
	tm new-session -d -s main -x "$t_cols" -y "$t_rows" \
		"env XDG_DATA_HOME='${PLAY_DATA:-$T_TMP/data.$t_server}' LC_ALL='${PLAY_LC:-C.UTF-8}' TERM='${PLAY_TERM:-tmux-256color}' ${PLAY_ENV-} $*; echo \$? > '$T_TMP/status.$t_server'" \; \
		set-option -g remain-on-exit on \; set-option -g status off
	tm resize-window -t main -x "$t_cols" -y "$t_rows" 2>/dev/null
}

# screen: prints the visible pane.
screen() {
	tm capture-pane -p -t main
}

# has PATTERN, lacks PATTERN: whether the screen shows it (grep -E).
has() { screen | grep -Eq -- "$1"; }
lacks() { ! has "$1"; }

# wait_for PATTERN [SECONDS]: polls the pane until grep -E PATTERN
# matches; returns 1 on timeout (default 10 s).  tests/screenwait does
# it through one tmux client in control mode, where it is built: a
# shell loop starts three programs twenty times a second.
wait_for() {
	if [ -x "${SCREENWAIT-}" ]; then
		"$SCREENWAIT" "$TMUX_SOCK" main "${2:-10}" has "$1"
		return
	fi
	t_deadline=$(( $(date +%s) + ${2:-10} ))
	while [ "$(date +%s)" -le "$t_deadline" ]; do
		if screen | grep -Eq -- "$1"; then return 0; fi
		sleep 0.05
	done
	return 1
}

# wait_gone PATTERN [SECONDS]: polls the pane until grep -E PATTERN
# no longer matches (a box closed, a flash over); 1 on timeout (10 s).
wait_gone() {
	if [ -x "${SCREENWAIT-}" ]; then
		"$SCREENWAIT" "$TMUX_SOCK" main "${2:-10}" gone "$1"
		return
	fi
	t_deadline=$(( $(date +%s) + ${2:-10} ))
	while [ "$(date +%s)" -le "$t_deadline" ]; do
		screen | grep -Eq -- "$1" || return 0
		sleep 0.05
	done
	return 1
}

# keys_read: opens the help with ? and closes it with x, waiting for
# each on a game's maze: every key sent before has then been read (keys
# are read in order), so a check that nothing changed is not made
# before the keys were read.  1 if the help did not come and go.
keys_read() {
	keys '?'
	wait_for 'this help' || return 1
	keys x
	wait_until 10 help_closed
}
# help_closed: the help is gone and the game's status line is there.
help_closed() {
	! screen | grep -q 'this help' && screen | grep -q '^Moves '
}

# expect_screen NAME PATTERN [SECONDS]: a check that waits for PATTERN.
expect_screen() {
	if wait_for "$2" "${3:-10}"; then ok "$1"; else
		not_ok "$1" "pattern: $2
screen:
$(screen)"; fi
}

# keys KEY...: sends keys (tmux key names) to the game.
keys() {
	tm send-keys -t main "$@"
}

# pane_dead: true once the program has exited.
pane_dead() {
	[ "$(tm display-message -p -t main '#{pane_dead}' 2>/dev/null)" = 1 ]
}

# wait_exit [SECONDS]: waits for the program to end; sets $status.
wait_exit() {
	# The shell around the program writes its status to a file:
	# tmux 3.3 sometimes marks a pane dead without its status.
	if wait_until "${1:-10}" test -s "$T_TMP/status.$t_server"; then
		status=$(cat "$T_TMP/status.$t_server")
		return 0
	fi
	status="timeout ($(tm display-message -p -t main '#{pane_dead}:#{pane_dead_status}' 2>/dev/null))"
	return 1
}

# game_pid [TARGET]: the pid of the game somewhere under the shell of
# pane TARGET (default: main's).
game_pid() {
	g_pids=$(tm display-message -p -t "${1:-main}" '#{pane_pid}')
	while [ -n "$g_pids" ]; do
		for g_p in $g_pids; do
			if [ "$(ps -o comm= -p "$g_p")" = mazegame ]; then
				echo "$g_p"
				return 0
			fi
		done
		g_pids=$(for g_p in $g_pids; do pgrep -P "$g_p"; done)
	done
	return 1
}

# game_idle: the game sleeps in poll() or select(), so it has read all
# the input it was sent (input waiting would wake it).  Only after an
# effect of the last thing sent has shown: tmux may not have passed on
# a key the moment send-keys returns.
game_idle() {
	i_pid=$(game_pid) || return 1
	[ "$(cut -d' ' -f3 "/proc/$i_pid/stat" 2>/dev/null)" = S ] &&
		grep -Eq 'poll|select' "/proc/$i_pid/wchan" 2>/dev/null
}

ESC=$(printf '\033')

# grab: the pane with its colours and attributes.
grab() {
	tm capture-pane -e -p -t main
}

# status_line: the last line of the pane.
status_line() {
	screen | tail -n 1
}

# clock_s: the status line's clock in seconds, empty if none.
clock_s() {
	status_line | sed -n 's/^Moves [0-9]*  optimal [0-9]*  \([0-9]*\):\([0-9][0-9]\) .*/\1 \2/p' |
		awk '{ print $1 * 60 + $2 }'
}

# first_keys SEED N [OPTS]: the first N keys of the way out of a maze.
first_keys() {
	f_seed=$1 f_n=$2
	shift 2
	"$MAZEGAME" --print --solution -s "$f_seed" "$@" |
		awk -f "$TOP_SRCDIR/tests/solve_keys.awk" | head -n "$f_n"
}

# ms_since NS: milliseconds since date +%s%N said NS.
ms_since() {
	echo $(( ($(date +%s%N) - $1) / 1000000 ))
}

# bump_flashes: presses Up (into the top border of a game at its start)
# up to six times and prints "yes" when a wall shows in reverse video
# (the bump's flash) soon after, else "no".  The flash lasts 150 ms,
# often less than a capture of the pane takes on a loaded machine, so
# what the game writes is recorded too (pipe-pane) and searched for a
# wall drawn in reverse video; each press is given a second.
bump_flashes() {
	b_raw=$T_TMP/bump.$t_server
	: > "$b_raw"
	tm pipe-pane -t main -o "cat >> '$b_raw'"
	b_seen=no
	b_pat="$ESC\\[([0-9]*;)*7(;[0-9]*)*m$(printf '[\016\017]')*─"
	for b_i in 1 2 3 4 5 6; do
		keys Up
		# A second at least: 20 looks 50 ms apart at the record, and
		# every fifth one at the pane too.
		b_n=0
		while [ "$b_n" -lt 20 ]; do
			b_n=$((b_n + 1))
			if LC_ALL=C grep -Eq "$b_pat" "$b_raw" ||
				{ [ $((b_n % 5)) -eq 0 ] &&
				grab | head -n 3 | grep -q "$ESC\\[[0-9;]*7m─"; }; then
				b_seen=yes
				break 2
			fi
			sleep 0.05
		done
	done
	tm pipe-pane -t main
	echo "$b_seen"
}

# expect_map SHAPE: the map (m) of a 600x400 maze of SHAPE, too large
# for the readable map, draws its walls in braille: at least a third of
# its box has dots.  (A weave's or a triangle's walls are thinner than
# the square grid's: a half of a dot wall made the map of one blank
# but for @ and E; 30 to 60 braille characters had dots here.)
expect_map() {
	tmux_start 80 24 "$MAZEGAME" --shape="$1" -W 600 -H 400 -s 3
	wait_for "^Moves 0 .* 600x400 $1" 30
	keys m
	if wait_for 'Map 600x400' 20; then
		m_dots=$(screen | grep -oP '[\x{2801}-\x{28FF}]' | wc -l)
		if [ "$m_dots" -ge 400 ]; then ok "$1 600x400: its map shows its walls ($m_dots braille dots)"; else
			not_ok "$1 600x400: its map shows its walls" "$m_dots braille characters with dots
$(screen)"; fi
	else
		not_ok "$1 600x400: m shows its map" "$(screen)"
	fi
}

# tmux_finish: stops the server, then finish.
tmux_finish() {
	end_server
	finish
}
trap 'end_server; reap_games' EXIT
