# race_lib.sh - helpers for the racing tests in tmux: each player a
# tmux session of its own on one private tmux server, with a data
# directory of its own ($T_TMP/NAME).  Sourced after lib.sh.

needs "apt-get install tmux" tmux
SOCK=mg-race-$$
unset TMUX
tm() { tmux -L "$SOCK" -f /dev/null "$@"; }
trap 'end_server; reap_games; other_user_clean' EXIT

# start NAME COLS ROWS ARGS...: the game in a session of its own, its
# data in $T_TMP/NAME, its exit status then in $T_TMP/NAME.status.
# $AS, when set, runs it as another user, and $GAME, when set, is the
# program to run (a copy that user can reach); $RACE_LC is its locale
# (C.UTF-8) and $RACE_ENV more of its environment.
start() {
	s_name=$1 s_cols=$2 s_rows=$3
	shift 3
	mkdir -p "$T_TMP/$s_name"
	s_env=${RACE_ENV-}
	# Another user's game preloads the fast clock's copy it can read.
	if [ -n "${AS-}" ] && [ -n "${FAST_CLOCK_OTHER-}" ]; then
		s_env=$(printf '%s' "$s_env" | sed "s|$FAST_CLOCK|$FAST_CLOCK_OTHER|g")
	fi
	s_cmd="${AS-} env XDG_DATA_HOME='$T_TMP/$s_name' LC_ALL=${RACE_LC:-C.UTF-8} $s_env TERM=tmux-256color ${GAME:-$MAZEGAME} $*; echo \$? > '$T_TMP/$s_name.status'; sleep 60"
	if tm has-session 2>/dev/null; then
		tm new-session -d -s "$s_name" -x "$s_cols" -y "$s_rows" "$s_cmd"
	else
		tm new-session -d -s "$s_name" -x "$s_cols" -y "$s_rows" "$s_cmd" \; \
			set-option -g status off
	fi
}
# shot NAME: prints the screen of NAME.
shot() { tm capture-pane -p -t "$1"; }
# keys NAME KEY...: types the keys one at a time, 20 a second: a
# racer moves no faster than a key held down (the host ignores more);
# under race_fast's clock, as much faster as the host's clock runs.
keys() {
	k_s=$1
	shift
	for k_k; do tm send-keys -t "$k_s" "$k_k"; sleep "${KEY_GAP:-0.05}"; done
}
# race_fast [N]: the games started after it run on a clock N times as
# fast (fast_env in lib.sh; 10 when not given): the countdown, the
# race's call and every timeout come N times as soon.  N = 1/M: M times
# as slow.
race_fast() {
	fast_env "${1:-10}"
	RACE_ENV="${RACE_ENV-} $FAST_ENV"
	KEY_GAP=0.01
}
# on NAME PATTERN [SECONDS [BUT]]: waits until the screen of NAME
# matches; with BUT, until a match is other than BUT (a clock that
# moved on).
on() {
	if [ -x "${SCREENWAIT-}" ]; then
		if [ $# -ge 4 ]; then
			"$SCREENWAIT" "$SOCK" "$1" "${3:-10}" but "$2" "$4"
		else
			"$SCREENWAIT" "$SOCK" "$1" "${3:-10}" has "$2"
		fi
		return
	fi
	o_end=$(( $(date +%s) + ${3:-10} ))
	while [ "$(date +%s)" -le "$o_end" ]; do
		if [ $# -ge 4 ]; then
			shot "$1" | grep -Eo -- "$2" | grep -qvxF -- "$4" && return 0
		else
			shot "$1" | grep -Eq -- "$2" && return 0
		fi
		sleep 0.05
	done
	return 1
}
# expect_on NAME PATTERN WHAT [SECONDS [BUT]]: a check that NAME's
# screen comes to match (other than BUT); a failure prints the screen.
expect_on() {
	if on "$1" "$2" "${4:-10}" ${5+"$5"}; then ok "$3"; else
		not_ok "$3" "pattern: $2${5+ (but not $5)}
screen of $1:
$(shot "$1")"; fi
}
# open_room COLS ROWS ARGS...: the host (a session called host) opens
# room $ROOM with ARGS for its maze; a check that its lobby shows.
open_room() {
	r_cols=$1 r_rows=$2
	shift 2
	start host "$r_cols" "$r_rows" --race="$ROOM" "$@"
	expect_on host "Race room $ROOM" "the host's lobby"
}
# join_room NAME N COLS ROWS ARGS...: NAME joins room $ROOM; a check
# that the host's lobby shows it as racer (N), ready.
join_room() {
	r_name=$1 r_n=$2 r_cols=$3 r_rows=$4
	shift 4
	start "$r_name" "$r_cols" "$r_rows" --race="$ROOM" "$@"
	expect_on host "\\($r_n\\) +ready" "a racer joins"
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
# game_of NAME: the pid of NAME's game (the child of its pane's shell).
game_of() {
	pgrep -P "$(tm display-message -p -t "$1" '#{pane_pid}')" | head -1
}
