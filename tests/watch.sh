#!/bin/sh
# watch.sh - mazegame --watch and --demo (issue #17) through the real
# binary in tmux: every algorithm partly built early and, once done,
# the maze of --print wall for wall; each algorithm's own working state
# and words; pause, one step, the pace; the keys; monochrome and ASCII;
# a maze larger than the screen; resizing; the demo; the errors.
# Expectations come from --print, --stats, --list-algorithms and the
# sentences of the man page, never from the code under test.
. "$(dirname "$0")/tmux_lib.sh"

XDG_CONFIG_HOME=$T_TMP/config
export XDG_CONFIG_HOME
mkdir -p "$XDG_CONFIG_HOME"
# The watch, started with a config directory of its own too.
watch_start() {
	w_cols=$1 w_rows=$2
	shift 2
	tmux_start "$w_cols" "$w_rows" "XDG_CONFIG_HOME='$XDG_CONFIG_HOME'" "$MAZEGAME" --watch "$@"
}

# norm: the screen with its box drawing made ASCII (+ - |) and the
# middle dot o, for tests/watch_walls.awk.
norm() {
	sed -e 's/│/|/g; s/─/-/g; s/[┌┐└┘├┤┬┴┼]/+/g; s/·/o/g'
}
# walls MAZEFILE: compares the screen's walls with the maze's.
walls() {
	screen | norm >"$T_TMP/screen"
	awk -f "$TOP_SRCDIR/tests/watch_walls.awk" "$1" "$T_TMP/screen"
}
# field NAME TEXT: the number after NAME= in TEXT.
field() {
	printf '%s\n' "$2" | sed -n "s/.*$1=\\([0-9]*\\).*/\\1/p"
}
# step_now: the step count K of "step K/TOTAL" on the status line.
step_now() {
	status_line | sed -n 's/.*step \([0-9]*\)\/.*/\1/p'
}
# total_steps: TOTAL of "step K/TOTAL".
total_steps() {
	status_line | sed -n 's/.*step [0-9]*\/\([0-9]*\).*/\1/p'
}
# words: the line above the status line (what the last step did).
words() {
	screen | tail -n 2 | head -n 1
}
# maze_rows: the lines of the screen with a vertical wall of the maze.
maze_rows() {
	screen | grep -e '│' -e '^ *|'
}
# wait_step N [SECONDS]: polls until the status says step N.
wait_step() {
	w_deadline=$(( $(date +%s) + ${2:-5} ))
	while [ "$(date +%s)" -le "$w_deadline" ]; do
		[ "$(step_now)" = "$1" ] && return 0
		sleep 0.03
	done
	return 1
}
# wait_gone PATTERN [SECONDS]: polls until PATTERN is off the screen.
wait_gone() {
	w_deadline=$(( $(date +%s) + ${2:-5} ))
	while [ "$(date +%s)" -le "$w_deadline" ]; do
		screen | grep -Eq -- "$1" || return 0
		sleep 0.05
	done
	return 1
}
# fastest: presses + until the status says fastest.
fastest() {
	for f_i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		status_line | grep -q 'fastest' && return 0
		keys +
		sleep 0.02
	done
	wait_for 'fastest' 2
}

ALGOS=$("$MAZEGAME" --list-algorithms | awk '{ print $1 }')
if [ "$(printf '%s\n' "$ALGOS" | wc -l)" -lt 11 ]; then
	not_ok "--list-algorithms names the eleven algorithms" "$ALGOS"
fi

# Each algorithm's words (the man page's WATCHING and the brief's
# sentences) and its working state on the maze's lines.
phrase_of() {
	case $1 in
	backtracker) echo 'dead end: back up to' ;;
	kruskal) echo 'join sets: ' ;;
	prim) echo '^take .* from the frontier' ;;
	wilson) echo 'erase a loop' ;;
	aldous-broder) echo 'wander' ;;
	eller) echo '^row [0-9]' ;;
	hunt-and-kill) echo 'hunt row [0-9]' ;;
	growing-tree) echo 'drop it from the active list' ;;
	sidewinder) echo 'close the run' ;;
	binary-tree) echo 'carve (north|east) from' ;;
	division) echo 'divide the [0-9]+x[0-9]+ chamber' ;;
	esac
}
state_of() {
	case $1 in
	backtracker | wilson | sidewinder | division) echo '·' ;;
	kruskal | eller) echo '│[^│]*[A-Za-z]' ;;
	prim | growing-tree) echo ' \+ ' ;;
	hunt-and-kill) echo '~' ;;
	*) echo '@' ;;
	esac
}

# --- 1-3: every algorithm: early, its own state, one step, late ------
for algo in $ALGOS; do
	"$MAZEGAME" --print -W 12 -H 6 -s 7 -a "$algo" >"$T_TMP/$algo.maze"
	watch_start 80 24 -W 12 -H 6 -s 7 -a "$algo"
	if ! wait_for "^$algo 12x6 seed 7 \\| step [0-9]+/[0-9]+ \\|" 5; then
		not_ok "$algo: the watch starts" "$(screen)"
		continue
	fi
	keys Space
	expect_screen "$algo: Space pauses" "\\| step [0-9]+/[0-9]+ \\| paused, " 3
	k=$(step_now) total=$(total_steps)
	r=$(walls "$T_TMP/$algo.maze")
	n=$(field screen "$r") m=$(field print "$r") d=$(field diff "$r")
	if [ "$algo" = division ]; then dir='walls go up'; early=$([ "${n:-0}" -lt "${m:-0}" ] && echo yes); else
		dir='walls come down'; early=$([ "${n:-0}" -gt "${m:-0}" ] && echo yes); fi
	if [ -n "$k" ] && [ "$k" -lt "$total" ] && [ "${d:-0}" -gt 0 ] && [ "$early" = yes ]; then
		ok "$algo: partly built at an early pause ($dir: $n interior walls, --print has $m)"
	else
		not_ok "$algo: partly built at an early pause ($dir)" "step $k/$total, $r
$(screen)"
	fi
	# 3: paused, nothing moves; one . is one step and new words.
	if [ "$algo" = backtracker ]; then
		s1=$(screen)
		sleep 0.4
		expect_eq "$algo: paused, the screen stands still" "$s1" "$(screen)"
	fi
	w1=$(words)
	keys .
	if wait_step $((k + 1)) 3 && sleep 0.2 && [ "$(step_now)" = $((k + 1)) ] && [ "$(words)" != "$w1" ]; then
		ok "$algo: . advances exactly one step, with new words"
	else
		not_ok "$algo: . advances exactly one step, with new words" "was step $k: $w1
$(screen)"
	fi
	# 2: step on, one by one, until the words and the working state
	# showed (some words are soon replaced: eller's row).
	phrase=$(phrase_of "$algo") state=$(state_of "$algo")
	saw_words='' saw_state=''
	k=$(step_now) b=0
	while [ $b -lt 150 ] && [ "$k" -lt "$total" ] && { [ -z "$saw_words" ] || [ -z "$saw_state" ]; }; do
		keys .
		k=$((k + 1))
		wait_step "$k" 3 || break
		words | grep -Eq -- "$phrase" && saw_words=$(words)
		maze_rows | grep -Eq -- "$state" && saw_state=yes
		b=$((b + 1))
	done
	if [ -n "$saw_words" ]; then ok "$algo: stepping, the words say /$phrase/ ($saw_words)"; else
		not_ok "$algo: stepping, the words say /$phrase/" "$(screen)"; fi
	if [ -n "$saw_state" ]; then ok "$algo: stepping, its working state shows ($state)"; else
		not_ok "$algo: stepping, its working state shows ($state)" "$(screen)"; fi
	# 1: fastest, on to the end: the maze of --print, cell by cell.
	fastest
	keys Space
	if wait_for "^done 12x6 seed 7 \\| step $total/$total \\|.*Enter plays" 15; then
		r=$(walls "$T_TMP/$algo.maze")
		if [ "$(field diff "$r")" = 0 ] && [ "$(field start "$r")" = 1 ] && [ "$(field exit "$r")" = 1 ]; then
			ok "$algo: done, the walls, S and E are those of --print"
		else
			not_ok "$algo: done, the walls, S and E are those of --print" "$r
$(screen)
$(cat "$T_TMP/$algo.maze")"
		fi
	else
		not_ok "$algo: done at the fastest pace" "$(screen)"
	fi
	keys q
	wait_exit 5
done

tmux_finish
