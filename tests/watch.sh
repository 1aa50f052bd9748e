#!/bin/sh
# watch.sh - mazegame --watch and --demo (issue #17) through the real
# binary in tmux: every algorithm partly built early and, once done,
# the maze of --print wall for wall; each algorithm's own working state
# and words; pause, one step, the pace; the keys; monochrome and ASCII;
# a maze larger than the screen; resizing; the demo; the errors.
# Expectations come from --print, --stats, --list-algorithms and the
# sentences of the man page, never from the code under test.
#
# Where nothing is timed, the watch runs on a clock ten times as fast
# (PLAY_ENV=$FAST_ENV, lib.sh's fast_env): the fastest pace ends a
# maze in a fifth of a second instead of two.  The pace's own checks
# (section 4, the keys box of section 5) run on the real clock.
. "$(dirname "$0")/tmux_lib.sh"
fast_env 10

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
# middle dot and the bullet o, for tests/watch_walls.awk.
norm() {
	sed -e 's/│/|/g; s/─/-/g; s/[┌┐└┘├┤┬┴┼]/+/g; s/[·•]/o/g'
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
# words_not TEXT: the words line says something other than TEXT.
words_not() {
	[ "$(words)" != "$1" ]
}
# maze_rows: the lines of the screen with a vertical wall of the maze.
maze_rows() {
	screen | grep -e '│' -e '^ *|'
}
# wait_step N [SECONDS]: polls until the status says step N or later.
# A running watch steps many times a second, so a poll can miss the
# moment it says N exactly; "N or later" stays true once reached.  A
# check that wants exactly N (a paused watch) compares after the wait.
wait_step() {
	step_reached() {
		w_k=$(step_now)
		[ -n "$w_k" ] && [ "$w_k" -ge "$1" ]
	}
	wait_until "${2:-5}" step_reached "$1"
}
# fastest: presses + until the status says fastest.
fastest() {
	for f_i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		status_line | grep -q 'fastest' && return 0
		keys +
		sleep 0.02
	done
	wait_for 'fastest' 10
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
	backtracker | wilson | sidewinder) echo '•' ;;
	division) echo '·' ;;
	kruskal | eller) echo '│[^│]*[A-Za-z]' ;;
	prim | growing-tree) echo ' \+ ' ;;
	hunt-and-kill) echo '~' ;;
	*) echo '@' ;;
	esac
}

# --- 1-3: every algorithm: early, its own state, one step, late ------
PLAY_ENV=$FAST_ENV
for algo in $ALGOS; do
	"$MAZEGAME" --print -W 12 -H 6 -s 7 -a "$algo" >"$T_TMP/$algo.maze"
	watch_start 80 24 -W 12 -H 6 -s 7 -a "$algo"
	if ! wait_for "^$algo 12x6 seed 7 \\| step [0-9]+/[0-9]+ \\|" 10; then
		not_ok "$algo: the watch starts" "$(screen)"
		continue
	fi
	keys Space
	expect_screen "$algo: Space pauses" "\\| step [0-9]+/[0-9]+ \\| paused, " 10
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
	# The status line and the words above it are two lines a loaded
	# tmux may show one capture apart: wait for each, then, paused,
	# the count must still be one more (a second step would show).
	# Aldous-Broder's step wanders over old cells and may end where the
	# last one did ("wander over old cells to 11,1" twice): its words
	# may repeat, so for it only the count is asked.
	w_new=words_not w_say=", with new words"
	[ "$algo" = aldous-broder ] && w_new=true w_say=
	if wait_step $((k + 1)) 10 && wait_until 10 $w_new "$w1" && sleep 0.3 &&
		[ "$(step_now)" = $((k + 1)) ]; then
		ok "$algo: . advances exactly one step$w_say"
	else
		not_ok "$algo: . advances exactly one step$w_say" "was step $k: $w1
now step $(step_now): $(words)
$(screen)"
	fi
	# 2: step on, one by one, until the words and the working state
	# showed (some words are soon replaced: eller's row).
	phrase=$(phrase_of "$algo") state=$(state_of "$algo")
	# A generator this test does not know would match any words.
	[ -n "$phrase" ] || { not_ok "$algo: phrase_of knows its words" "add it"; phrase='^$'; }
	saw_words='' saw_state='' bad_step=''
	k=$(step_now) b=0
	while [ $b -lt 150 ] && [ "$k" -lt "$total" ] && { [ -z "$saw_words" ] || [ -z "$saw_state" ]; }; do
		keys .
		k=$((k + 1))
		if ! wait_step "$k" 10 || [ "$(step_now)" != "$k" ]; then
			bad_step="${bad_step:-$((k - 1)) to $(step_now)}"
			k=$(step_now)
			[ -n "$k" ] || break
		fi
		words | grep -Eq -- "$phrase" && saw_words=$(words)
		maze_rows | grep -Eq -- "$state" && saw_state=yes
		b=$((b + 1))
	done
	if [ -z "$bad_step" ]; then ok "$algo: each of $b presses of . was one step"; else
		not_ok "$algo: each of $b presses of . was one step" "a . went from step $bad_step"; fi
	if [ -n "$saw_words" ]; then ok "$algo: stepping, the words say /$phrase/ ($saw_words)"; else
		not_ok "$algo: stepping, the words say /$phrase/" "$(screen)"; fi
	if [ -n "$saw_state" ]; then ok "$algo: stepping, its working state shows ($state)"; else
		not_ok "$algo: stepping, its working state shows ($state)" "$(screen)"; fi
	# 1: fastest, on to the end: the maze of --print, cell by cell.
	fastest
	keys Space
	if wait_for "^done 12x6 seed 7 \\| step $total/$total \\|.*Enter plays" 30; then
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
	wait_exit 10
done

# --- the normal 19x11 maze in 80x24: words and status share a line ----
"$MAZEGAME" --print -s 7 >"$T_TMP/normal.maze"
normal_algo=$("$MAZEGAME" --stats -s 7 | sed -n 's/^algorithm: //p')
watch_start 80 24 -s 7
expect_screen "19x11 in 80x24: words | algorithm K/TOTAL pace | ? help on the last line" \
	"^[a-z].* \\| $normal_algo [0-9]+/[0-9]+ [^|]+ \\| \\? help\$" 10
fastest
if wait_for '\| done ([0-9]+)/\1 fastest \| Enter plays' 30; then
	r=$(walls "$T_TMP/normal.maze")
	expect_eq "19x11 in 80x24: done, the walls, S and E are those of --print" \
		"diff=0 start=1 exit=1" "$(printf '%s\n' "$r" | sed 's/.*\(diff\)/\1/')"
else
	not_ok "19x11 in 80x24: done at the fastest pace" "$(screen)"
fi
keys q
wait_exit 10

# pause_working: pauses the watch, then one step with ., so the @ is
# somewhere on the maze.
pause_working() {
	wait_for '\| step [0-9]+/' 10
	keys Space
	wait_for '\| paused, ' 10
	p_k=$(step_now)
	keys .
	wait_step $((p_k + 1)) 10
}

# pace: the pace on the status line, after "step K/TOTAL | [paused, ]".
pace() {
	status_line | sed -n 's/.*| step [0-9]*\/[0-9]* | \(paused, \)\{0,1\}\([^|]*[^ |]\) |.*/\2/p'
}
# wait_pace_not OLD: polls until the pace shown is not OLD.
wait_pace_not() {
	pace_is_not() {
		p_now=$(pace)
		[ -n "$p_now" ] && [ "$p_now" != "$1" ]
	}
	wait_until 15 pace_is_not "$1"
}

# --- 4: the pace (the real clock) ------------------------------------
PLAY_ENV=
watch_start 80 24 -W 12 -H 6 -s 7 -a backtracker
wait_for '\| step [0-9]+/' 10
keys Space
wait_for '\| paused, ' 10
p0=$(pace)
keys +
if wait_pace_not "$p0"; then ok "+ changes the pace ($p0 to $(pace))"; else
	not_ok "+ changes the pace" "$(status_line)"; fi
p1=$(pace)
keys -
if wait_pace_not "$p1" && [ "$(pace)" = "$p0" ]; then ok "- brings the pace back ($(pace))"; else
	not_ok "- brings the pace back to $p0" "$(status_line)"; fi
keys -
if wait_pace_not "$p0"; then ok "- again: slower still ($(pace))"; else
	not_ok "- again: slower still" "$(status_line)"; fi
p2=$(pace)
keys =
if wait_pace_not "$p2" && [ "$(pace)" = "$p0" ]; then ok "= is faster too ($(pace))"; else
	not_ok "= is faster too, back to $p0" "$(status_line)"; fi
# The man page: from one step a second.
keys - - - - - - - - - - - - - - - - - - - -
expect_screen "- at most slows to one step a second" '\| paused, 1/s \|' 10
k=$(step_now)
keys Space
# Between two polls 3 s apart, with clock reads around each, no more
# steps than one a second of the time between them (plus one), which
# rules out a pace of 2/s or faster (a step every half second).
# However slow each poll is on a loaded machine (there a poll can take
# a second, so a step cannot be timed from polls on either side of it),
# the pair decides.
if wait_step $((k + 1)) 10; then
	h_t0=$(date +%s%N)
	h_a=$(step_now)
	h_t1=$(date +%s%N)
	sleep 3
	h_t2=$(date +%s%N)
	h_b=$(step_now)
	h_t3=$(date +%s%N)
	h_ms=$(( (h_t3 - h_t0) / 1000000 ))
	if [ -n "$h_a" ] && [ -n "$h_b" ] && [ $((h_b - h_a)) -le $((h_ms / 1000 + 1)) ]; then
		ok "at 1/s one step comes, then no other for half a second (steps $h_a to $h_b in $h_ms ms)"
	else
		not_ok "at 1/s one step comes, then no other for half a second" "steps ${h_a:-?} to ${h_b:-?} in $h_ms ms
$(status_line)"
	fi
else
	not_ok "at 1/s one step comes, then no other for half a second" "was $k, no step came
$(status_line)"
fi
keys q
wait_exit 10
PLAY_ENV=$FAST_ENV
watch_start 80 24 -W 30 -H 15 -s 3 -a backtracker
wait_for '\| step [0-9]+/' 10
fastest
expect_screen "at the fastest pace a 30x15 maze is done within seconds" \
	'^done 30x15 seed 3 \| step ([0-9]+)/\1 \|' 20
keys q
wait_exit 10

# --- 5: the keys (the real clock: the box's pause is timed) ----------
PLAY_ENV=
first=$(printf '%s\n' "$ALGOS" | sed -n 1p)
second=$(printf '%s\n' "$ALGOS" | sed -n 2p)
last=$(printf '%s\n' "$ALGOS" | tail -n 1)
watch_start 80 24 -W 12 -H 6 -s 7 -a "$first"
expect_screen "the watch names its algorithm, size and seed" "^$first 12x6 seed 7 \\| step " 10
keys a
expect_screen "a: the next algorithm of --list-algorithms, same size and seed" \
	"^$second 12x6 seed 7 \\| step " 10
keys n
# new_seed: the status names the second algorithm with a seed not 7.
new_seed() {
	n_line=$(status_line)
	printf '%s\n' "$n_line" | grep -Eq "^$second 12x6 seed [0-9]+ \\| step " &&
		! printf '%s\n' "$n_line" | grep -q ' seed 7 '
}
if wait_until 10 new_seed; then
	ok "n: a new seed, same algorithm ($(status_line | sed 's/ |.*//'))"
else
	not_ok "n: a new seed, same algorithm" "$(status_line)"
fi
keys '?'
expect_screen "? shows the watch's keys" 'Enter +play this maze' 10
keys q
if wait_gone 'play this maze' 10 && wait_for '\| step [0-9]+/' 10 && ! pane_dead; then
	ok "q closes the keys box, the watch goes on"
else
	not_ok "q closes the keys box, the watch goes on" "$(screen)"
fi
# The box stops the watch; the time under it is not made up for in a
# rush afterwards (at this pace, 3 s would be 60 steps at once).
# The watch runs from reading the step before to seeing the box, and
# from sending Esc to reading the step after: under load that can be
# long, so the steps allowed are those of the time measured running,
# plus a second's worth; the 3 s under the box stay well over that.
b_t0=$(date +%s%N)
before=$(step_now)
pace_was=$(status_line | sed -n 's/.* \([0-9]*\)\/s .*/\1/p')
keys '?'
wait_for 'play this maze' 10
b_t1=$(date +%s%N)
sleep 3
b_t2=$(date +%s%N)
keys Escape
if wait_gone 'play this maze' 10 && wait_for '\| step [0-9]+/' 10 && ! pane_dead; then
	ok "Esc closes the keys box, the watch goes on"
else
	not_ok "Esc closes the keys box, the watch goes on" "$(screen)"
fi
after=$(step_now)
b_run=$(( (b_t1 - b_t0 + $(date +%s%N) - b_t2) / 1000000 ))
b_max=$(( ${pace_was:-0} * (b_run + 1000) / 1000 ))
if [ -n "$before" ] && [ -n "$after" ] && [ "${pace_was:-0}" -gt 0 ] \
    && [ $((after - before)) -lt "$b_max" ]; then
	ok "3 s under the keys box are not played at once (step $before, then $after at $pace_was/s, $b_run ms running)"
else
	not_ok "3 s under the keys box are not played at once" "step ${before:-?} then ${after:-?} at ${pace_was:-?}/s: over $b_max in $b_run ms running"
fi
keys q
wait_exit 10
expect_eq "q quits the watch with status 0" 0 "$status"
watch_start 80 24 -W 12 -H 6 -s 7 -a "$last"
wait_for "^$last 12x6 seed 7 " 10
keys a
expect_screen "a after the last algorithm comes back to the first" "^$first 12x6 seed 7 \\| step " 10
keys Escape
wait_exit 10
expect_eq "Esc quits the watch with status 0" 0 "$status"

# Enter on a finished watch plays that maze.
PLAY_ENV=$FAST_ENV
opt=$("$MAZEGAME" --stats -W 12 -H 6 -s 7 -a kruskal | sed -n 's/^solution_length: //p')
key1=$(first_keys 7 1 -W 12 -H 6 -a kruskal)
watch_start 80 24 -W 12 -H 6 -s 7 -a kruskal
wait_for '\| step [0-9]+/' 10
fastest
wait_for '^done 12x6 seed 7 ' 30
keys Enter
expect_screen "Enter on a finished watch plays it: optimal is --stats's solution_length ($opt)" \
	"^Moves 0 +optimal $opt( |\$)" 10
at0=$(screen | grep -n '@' | head -n 1)
keys "$key1"
if wait_for '^Moves 1 ' 10 && [ "$(screen | grep -n '@' | head -n 1)" != "$at0" ]; then
	ok "the arrow key of the way out moves the @ ($key1)"
else
	not_ok "the arrow key of the way out moves the @ ($key1)" "$(screen)"
fi
keys q
wait_exit 10

# --- 6: monochrome and ASCII ------------------------------------------
COLOUR="$ESC\\[([0-9]*;)*(3[0-7]|9[0-7]|4[0-7]|10[0-7]|38;5;[0-9]+|48;5;[0-9]+)(;[0-9]*)*m"
for how in --no-color NO_COLOR=1; do
	if [ "$how" = --no-color ]; then
		watch_start 80 24 -W 12 -H 6 -s 7 -a backtracker --no-color
	else
		tmux_start 80 24 "NO_COLOR=1 XDG_CONFIG_HOME='$XDG_CONFIG_HOME'" "$MAZEGAME" --watch -W 12 -H 6 -s 7 -a backtracker
	fi
	pause_working
	g=$(grab)
	if printf '%s\n' "$g" | grep -Eq "$COLOUR"; then
		not_ok "$how: no colour code while carving" "$(printf '%s\n' "$g" | grep -E "$COLOUR" | cat -v | head -n 3)"
	else
		ok "$how: no colour code while carving"
	fi
	expect_match "$how: the @ is bold or reverse" \
		"$ESC\\[([0-9]*;)*(1|7)(;[0-9]*)*m($ESC\\[[0-9;]*m)*@" "$g"
	fastest
	keys Space
	wait_for '^done ' 30
	g=$(grab)
	if printf '%s\n' "$g" | grep -Eq "$COLOUR"; then
		not_ok "$how: no colour code in the search and the way out" "$(printf '%s\n' "$g" | grep -E "$COLOUR" | cat -v | head -n 3)"
	else
		ok "$how: no colour code in the search and the way out"
	fi
	keys q
	wait_exit 10
done
watch_start 80 24 -W 12 -H 6 -s 7 -a backtracker
pause_working
expect_match "in colour the @ is coloured" "$COLOUR($ESC\\[[0-9;]*m)*@" "$(grab)"
keys q
wait_exit 10
for how in --ascii LANG=C; do
	if [ "$how" = --ascii ]; then
		watch_start 80 24 -W 12 -H 6 -s 7 -a wilson --ascii
	else
		PLAY_LC=C watch_start 80 24 -W 12 -H 6 -s 7 -a wilson
	fi
	pause_working
	k=$(step_now)
	keys . . . . . . . . . .
	wait_step $((k + 10)) 10
	s1=$(screen)
	fastest
	keys Space
	wait_for '^done ' 30
	s2=$(screen)
	if printf '%s\n%s\n' "$s1" "$s2" | LC_ALL=C grep -q '[^ -~]'; then
		not_ok "$how: nothing but ASCII on screen" "$(printf '%s\n%s\n' "$s1" "$s2" | LC_ALL=C grep '[^ -~]' | head -n 3)"
	else
		ok "$how: nothing but ASCII on screen"
	fi
	r=$(printf '%s\n' "$s2" >"$T_TMP/screen"; awk -f "$TOP_SRCDIR/tests/watch_walls.awk" "$T_TMP/wilson.maze" "$T_TMP/screen")
	if printf '%s\n' "$s1" | grep -q '^ *+---+' && [ "$(field diff "$r")" = 0 ]; then
		ok "$how: walls of + - |, those of --print"
	else
		not_ok "$how: walls of + - |, those of --print" "$r
$s2"
	fi
	keys q
	wait_exit 10
done

# --- 7: a maze larger than the screen: the view follows the @ ---------
# (the real clock: at 500 steps a second the 5975 steps outlast the six
# pauses; ten times as fast they would not)
PLAY_ENV=
# Checked on paused screens: a running watch redraws many times a
# second, and a capture taken while tmux has only part of a frame can
# miss the @ that the next part draws (seen once in CI).  Paused, the
# screen holds still: six pauses forty steps apart while it carves.
watch_start 80 24 -W 60 -H 30 -s 5 -a backtracker
wait_for '\| step [0-9]+/' 10
# still_screen: the screen, once two captures 0.1 s apart agree.
still_screen() {
	s_a=$(screen)
	for s_i in 1 2 3 4 5 6 7 8 9 10; do
		sleep 0.1
		s_b=$(screen)
		[ "$s_a" = "$s_b" ] && break
		s_a=$s_b
	done
	printf '%s\n' "$s_b"
}
seen=0 lost='' last_k=-1 moved=0
for v_i in 1 2 3 4 5 6; do
	# Forty steps on from the last pause (the first: from the start).
	wait_step $((last_k + 40)) 10 || break
	keys Space
	wait_for '\| paused, ' 10 || break
	s=$(still_screen)
	printf '%s\n' "$s" | grep -q '^backtracker 60x30 seed 5 | step ' || break
	k=$(printf '%s\n' "$s" | tail -n 1 | sed -n 's/.*step \([0-9]*\)\/.*/\1/p')
	[ -n "$k" ] && [ "$k" -gt "$last_k" ] && moved=$((moved + 1))
	last_k=$k
	seen=$((seen + 1))
	if ! printf '%s\n' "$s" | head -n -2 | grep -q '@'; then lost="$s"; break; fi
	keys Space
	wait_gone '\| paused, ' 10
done
if [ "$seen" -ge 3 ] && [ "$moved" = "$seen" ] && [ -z "$lost" ]; then
	ok "60x30 in 80x24: the @ on screen at each of $seen pauses while it carves"
else
	not_ok "60x30 in 80x24: the @ on screen at every pause while it carves" \
		"pauses $seen, of them at a later step $moved
$lost"
fi
keys q
wait_exit 10

# --- 8: resizing -------------------------------------------------------
PLAY_ENV=$FAST_ENV
watch_start 80 24 -W 12 -H 6 -s 7 -a kruskal
pause_working
r0=$(walls "$T_TMP/kruskal.maze")
k0=$(step_now)
# as_was LINES: the paused watch redrawn in LINES lines: step k0 on its
# status line, the same walls.
as_was() {
	[ "$(screen | wc -l)" = "$1" ] && status_line | grep -q "^kruskal 12x6 seed 7 | step $k0/" &&
		[ "$(walls "$T_TMP/kruskal.maze")" = "$r0" ]
}
tm resize-window -t main -x 70 -y 20
if wait_until 10 as_was 20; then
	ok "resized to 70x20: redrawn at once, the same walls and step"
else
	not_ok "resized to 70x20: redrawn at once, the same walls and step" "before: $r0
after: $(walls "$T_TMP/kruskal.maze")
$(screen)"
fi
tm resize-window -t main -x 10 -y 3
expect_screen "resized to 10x3: the too-small message" "^(Terminal too small|Too small)" 10
tm resize-window -t main -x 80 -y 24
if wait_until 10 as_was 24 && ! screen | grep -qi 'too small'; then
	ok "back to 80x24: the watch again, as it was"
else
	not_ok "back to 80x24: the watch again, as it was" "$r0
$(screen)"
fi
keys Space
if wait_for '^kruskal 12x6 seed 7 \| step [0-9]+/[0-9]+ \| [0-9]' 10 &&
	wait_step $((k0 + 2)) 10; then
	ok "after the resizes Space goes on"
else
	not_ok "after the resizes Space goes on" "$(screen)"
fi
# Resized while it runs.
tm resize-window -t main -x 72 -y 22
# running_in LINES: the running watch drawn in LINES lines: the maze
# and, on the last line, the status.
running_in() {
	[ "$(screen | wc -l)" = "$1" ] && status_line | grep -q '^kruskal 12x6 seed 7 | step ' &&
		screen | grep -q '@\|[┌]'
}
if wait_until 10 running_in 22; then
	ok "resized while running: the maze and the status at once"
else
	not_ok "resized while running: the maze and the status at once" "$(screen)"
fi
keys q
wait_exit 10
expect_eq "q after the resizes: status 0" 0 "$status"

# --- 9: the demo -------------------------------------------------------
demo_opt=$("$MAZEGAME" --stats -W 8 -H 4 -s 2 -a "$first" | sed -n 's/^solution_length: //p')
tmux_start 80 24 "XDG_CONFIG_HOME='$XDG_CONFIG_HOME'" "$MAZEGAME" --demo -W 8 -H 4 -s 2
expect_screen "the demo shows a watch: $first first, and 'demo: any key quits'" \
	"^$first 8x4 seed 2 \\| step [0-9]+/[0-9]+ .*demo: any key quits" 10
expect_screen "then the demo walks the maze" '^Moves [0-9]+ .*demo: any key quits' 30
expect_screen "... the way out, in --stats's solution_length ($demo_opt) moves" \
	"^Moves $demo_opt +optimal $demo_opt " 30
expect_screen "then the demo watches the next algorithm ($second)" \
	"^$second 8x4 seed [0-9]+ \\| step [0-9]+/[0-9]+ .*demo: any key quits" 30
keys x
wait_exit 10
expect_eq "any key quits the demo with status 0" 0 "$status"

# --- 10: the errors ----------------------------------------------------
for args in "--print" "--load x" "--resume" "--daily" "-W 2000 -H 2000"; do
	# shellcheck disable=SC2086
	run_cmd "$MAZEGAME" --watch $args
	first_line=$(printf '%s\n' "$err" | head -n 1)
	if [ "$rc" = 2 ] && [ -z "$out" ] &&
		printf '%s\n' "$first_line" | grep -q '^mazegame: .*watch' &&
		[ "$(printf '%s\n' "$err" | grep -vc "^Try 'mazegame --help'")" = 1 ]; then
		ok "--watch $args: status 2 and one line saying why ($first_line)"
	else
		not_ok "--watch $args: status 2 and one line saying why" "rc=$rc out=$out err=$err"
	fi
done
cat >"$T_TMP/big.sh" <<EOS
"\$@" 2>"$T_TMP/big.err"
s=\$?
stty -a >"$T_TMP/big.stty"
exit \$s
EOS
tmux_start 80 24 "XDG_CONFIG_HOME='$XDG_CONFIG_HOME'" sh "$T_TMP/big.sh" "$MAZEGAME" --watch -W 400 -H 400 -a aldous-broder
wait_exit 30
expect_eq "--watch -W 400 -H 400 -a aldous-broder: status 1" 1 "$status"
expect_match "... with a message: too many to watch" 'too many to watch' "$(cat "$T_TMP/big.err" 2>/dev/null)"
if grep -Eq '(^| )icanon( |$)' "$T_TMP/big.stty" && grep -Eq '(^| )echo( |$)' "$T_TMP/big.stty" &&
	[ "$(tm display-message -p -t main '#{alternate_on}')" = 0 ]; then
	ok "... and the terminal restored (icanon echo, no alternate screen)"
else
	not_ok "... and the terminal restored" "$(cat "$T_TMP/big.stty" 2>/dev/null)"
fi

# Ctrl-C (the keys box: "quit (Ctrl-C too)") ends it, terminal restored.
# Ctrl-C reaches every process of the terminal's foreground group, a
# wrapping script too: stty runs in the pane's own shell instead.
tmux_start 80 24 "XDG_CONFIG_HOME='$XDG_CONFIG_HOME'" "$MAZEGAME" --watch -W 12 -H 6 -s 7 \
	"; s=\$?; stty -a >'$T_TMP/cc.stty'; (exit \$s)"
wait_for '\| step [0-9]+/' 10
keys C-c
if wait_exit 10 && grep -Eq '(^| )icanon( |$)' "$T_TMP/cc.stty" && grep -Eq '(^| )echo( |$)' "$T_TMP/cc.stty" &&
	[ "$(tm display-message -p -t main '#{alternate_on}')" = 0 ]; then
	ok "Ctrl-C ends the watch (status $status), terminal restored"
else
	not_ok "Ctrl-C ends the watch, terminal restored" "status $status
$(cat "$T_TMP/cc.stty" 2>/dev/null)"
fi

tmux_finish
