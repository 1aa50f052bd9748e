#!/bin/sh
# robust.sh - faults a player meets in real terminals: no terminal, bad
# TERM, signals, suspend, resizes down to 1x1, garbage input, and every
# common terminal type in UTF-8 and C locales.
. "$(dirname "$0")/tmux_lib.sh"



# 4. No terminal: one line, exit 2, at once (timeout catches a spin).
run_cmd timeout 5 "$MAZEGAME" -s 1 </dev/null
expect_eq "stdin not a tty: exit 2" 2 "$rc"
expect_eq "stdin not a tty: one line" 1 "$(printf '%s\n' "$err" | wc -l | tr -d ' ')"
expect_match "stdin not a tty: names the problem" "must be a terminal" "$err"
tmux_start 80 24 "$MAZEGAME" -s 1 ">$T_TMP/stdout" "2>$T_TMP/stderr"
wait_exit 5
expect_eq "stdout not a tty: exit 2" 2 "$status"
expect_match "stdout not a tty: names the problem" "must be a terminal" "$(cat "$T_TMP/stderr")"

# 5. Unusable TERM: unset, dumb, unknown.  A one-line hint, exit 2.
wrapper noterm.sh 'unset TERM; exec "$@"'
for t in unset dumb no-such-terminal; do
	if [ $t = unset ]; then
		tmux_start 80 24 "$T_TMP/noterm.sh" "$MAZEGAME" -s 1 "2>$T_TMP/err.$t"
	else
		PLAY_TERM=$t tmux_start 80 24 "$MAZEGAME" -s 1 "2>$T_TMP/err.$t"
	fi
	wait_exit
	expect_eq "TERM $t: exit 2" 2 "$status"
	expect_eq "TERM $t: one line" 1 "$(wc -l < "$T_TMP/err.$t" | tr -d ' ')"
	expect_match "TERM $t: a hint" "TERM" "$(cat "$T_TMP/err.$t")"
done

# 2. SIGINT and SIGTERM: exit 130 and 143, terminal modes restored.
# The wrapper ignores SIGINT itself (the game sets its own handler), so
# that it lives on to run stty after a Ctrl-C typed at the terminal.
wrapper stty.sh 'trap "" INT; "$@"; rc=$?; stty -a > "$STTY_OUT"; exit $rc'
for sig in INT TERM; do
	tmux_start 80 24 STTY_OUT="$T_TMP/stty.$sig" "$T_TMP/stty.sh" "$MAZEGAME" -s 1
	expect_screen "SIG$sig test starts" "^Moves 0 "
	kill -$sig "$(game_pid)"
	wait_exit
	want=130
	[ $sig = TERM ] && want=143
	expect_eq "SIG$sig: exit $want" $want "$status"
	expect_match "SIG$sig: icanon restored" "(^| )icanon( |$)" "$(cat "$T_TMP/stty.$sig")"
	expect_match "SIG$sig: echo restored" "(^| )echo( |$)" "$(cat "$T_TMP/stty.$sig")"
	expect_match "SIG$sig: ixon restored" "(^| )ixon( |$)" "$(cat "$T_TMP/stty.$sig")"
done
# SIGTERM while the game is busy (each of its waits begun a second and
# a half late by slow_poll.so, so the signal comes before the wait,
# not in it): the game still ends at once, not at the next key.
busy_env
tmux_start 80 24 env $BUSY_ENV "$MAZEGAME" -s 1
expect_screen "busy SIGTERM test starts" "^Moves 0 "
kill -TERM "$(game_pid)"
wait_exit 6
expect_eq "busy SIGTERM: exit 143 with no key pressed" 143 "$status"
# Ctrl-C typed at the keyboard.
tmux_start 80 24 STTY_OUT="$T_TMP/stty.cc" "$T_TMP/stty.sh" "$MAZEGAME" -s 1
expect_screen "Ctrl-C test starts" "^Moves 0 "
keys C-c
wait_exit
expect_eq "Ctrl-C: exit 130" 130 "$status"
expect_match "Ctrl-C: echo restored" "(^| )echo( |$)" "$(cat "$T_TMP/stty.cc")"

# 3. Ctrl-Z and fg from an interactive shell: the game stops, the
#    terminal is the shell's again, the clock does not run while
#    stopped, and fg brings the screen back.
tmux_start 80 24 sh -i
wait_for '[$#] $' 15
keys "PS1='prompt> '" Enter
keys "XDG_DATA_HOME='$T_TMP/data.tstp' '$MAZEGAME' -s 5" Enter
expect_screen "suspend test starts" "^Moves 0  optimal [0-9]+  0:00 "
# The clock starts with the first move.
way_out "$T_TMP/keys5" -s 5
c_t0=$(now_ms)
keys "$(head -n 1 "$T_TMP/keys5")"
# The clock: 0:01 or later (a poll may come after 0:01 is gone); then
# stopped for 3 s, it may count only the time measured outside the
# stop (plus one for where the seconds fall), not the 3 s.
expect_screen "the clock runs after the first move" "^Moves 1  optimal [0-9]+  0:0[1-9] "
z_t0=$(now_ms)
z_a=$(clock_s)
z_max=$(( ($(now_ms) - c_t0) / 1000 ))
check "the clock is no faster than the wall clock ($z_a s of at most $z_max)" test "${z_a:-99}" -le "$z_max"
keys C-z
expect_screen "Ctrl-Z gives the shell back" "^prompt> ?$"
z_t1=$(now_ms)
pid=$(game_pid)
check "Ctrl-Z stops the game" [ "$(ps -o stat= -p "$pid" | cut -c1)" = T ]
sleep 3
z_t2=$(now_ms)
keys "fg" Enter
expect_screen "fg brings the game back" "^Moves 1  optimal [0-9]+  [0-9]+:[0-9][0-9] "
z_b=$(clock_s)
z_run=$(( (z_t1 - z_t0 + $(now_ms) - z_t2) / 1000 ))
if [ -n "$z_a" ] && [ -n "$z_b" ] && [ "$z_b" -ge "$z_a" ] && [ "$z_b" -le $((z_a + z_run + 1)) ]; then
	ok "the clock does not run while stopped ($z_a s, then $z_b s, $z_run s not stopped)"
else
	not_ok "the clock does not run while stopped" "$z_a s, then $z_b s, $z_run s not stopped"
fi
keys Right Down Right Down
expect_screen "after fg the game plays" "^Moves [1-5] "
keys q
expect_screen "q returns to the shell" "^prompt> ?$"
keys "exit" Enter
wait_exit

# 6. Resizes down to 1x1 and back, many in a row.
tmux_start 80 24 "$MAZEGAME" -s 3
expect_screen "resize test starts" "^Moves 0 "
keys Right Down Right Down
keys_read
moves=$(screen | sed -n 's/^Moves \([0-9]*\) .*/\1/p')
for size in "40 12" "1 1" "5 2" "1 1" "80 24" "2 30" "200 60" "1 1" "19 3" "20 4" "1 1"; do
	tm resize-window -t main -x "${size% *}" -y "${size#* }"
	sleep 0.05
done
tm resize-window -t main -x 15 -y 3
expect_screen "a small terminal says so" "Too small" 15
tm resize-window -t main -x 1 -y 1
sleep 0.2
check "the game lives at 1x1" kill -0 "$(game_pid)"
n=0
while [ $n -lt 30 ]; do
	tm resize-window -t main -x $((1 + n % 7)) -y $((1 + n % 3))
	n=$((n + 1))
done
tm resize-window -t main -x 80 -y 24
expect_screen "back to 80x24 the maze is redrawn" "^Moves $moves " 15
check "the game survived the resizes" kill -0 "$(game_pid)"
keys q
wait_exit
expect_eq "resize test: q exits 0" 0 "$status"

# 7. Garbage: random bytes (no q, Ctrl-C, Ctrl-\ or Ctrl-Z), function
#    keys, Alt-sequences and a lone Escape.  Ignored; q still quits.
tmux_start 80 24 "$MAZEGAME" -s 4
expect_screen "garbage test starts" "^Moves 0 "
hex=$(od -An -tx1 -N 3000 /dev/urandom | tr -s ' \n' '\n\n' |
	grep -Ev '^(71|51|03|1c|1a|)$' | head -n 2000 | tr '\n' ' ')
# shellcheck disable=SC2086
tm send-keys -t main -H $hex
keys F1 F5 F12 M-x M-[ M-O Home End PageUp PageDown Insert Delete BTab
keys Escape
sleep 0.5
keys Escape Escape
sleep 0.3
check "the game survived the garbage" kill -0 "$(game_pid)"
keys '?'
expect_screen "after garbage ? still opens the help" "show/hide the way out"
keys Escape
wait_gone "show/hide the way out"
keys q
wait_exit
expect_eq "after garbage q exits 0" 0 "$status"

# 8. Terminal types and locales: the maze draws and plays in each.
for term in xterm-256color xterm screen tmux-256color linux vt100; do
	for loc in C.UTF-8 C POSIX; do
		# On the Linux console ncurses loads gpm, which keeps a few
		# bytes: a sanitizer build unwinds fully there so that
		# tests/lsan.supp can name them (other builds ignore this).
		unwind=
		[ $term = linux ] && unwind='env ASAN_OPTIONS=fast_unwind_on_malloc=0'
		PLAY_TERM=$term PLAY_LC=$loc tmux_start 80 24 $unwind "$MAZEGAME" -s 5
		if [ $loc = C.UTF-8 ]; then wall='┌───'; else wall='[+]---[+]'; fi
		expect_screen "$term/$loc: the maze is drawn" "$wall"
		keys Right Down Right Down Right Down
		expect_screen "$term/$loc: moves count" "^Moves [1-6] "
		keys q
		wait_exit
		expect_eq "$term/$loc: q exits 0" 0 "$status"
	done
done

tmux_finish
