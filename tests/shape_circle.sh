#!/bin/sh
# shape_circle.sh - circle mazes played through the real binary in
# tmux at 80x24: drawn round where it fits, unrolled into rows where it
# does not (80x18); to the exit with Left and Right around, Up in,
# Down, b and n out, in Unicode and --ascii; the question where two ways
# out are open; --describe; the help; resume; --fit (narrowed to 3
# cells a first ring, then lowered); --watch of every generator;
# --record and --ghost; fog.
. "$(dirname "$0")/tmux_lib.sh"

# --- circle: rings unrolled into rows, the centre at the top -------------
# (circle_way, in lib.sh: the way out from the graph, circle_keys.awk.)
check "the way out of circle seed 5 is found from its graph" circle_way "$T_TMP/cway" -s 5
n=$(wc -l < "$T_TMP/cway")
opt=$("$MAZEGAME" --stats --shape=circle -s 5 | sed -n 's/^solution_length: //p')
expect_eq "circle: the way found is as long as the optimal" "$opt" "$n"
check "circle: the way goes in, out and around" sh -c "grep -qx Up '$T_TMP/cway' && grep -qx Left '$T_TMP/cway' && grep -qx Right '$T_TMP/cway' && grep -Eqx 'Down|b|n' '$T_TMP/cway'"
expect_eq "circle --stats: normal is 6 cells in the first ring, 7 rings, 126 cells" \
	"6 7 126" "$("$MAZEGAME" --stats --shape=circle -s 5 | awk -F': ' '/^(width|height|cells):/ { printf "%s%s", s, $2; s = " " }')"

seams=$("$MAZEGAME" --print --shape=circle -s 5 | awk 'NR % 2 == 0 && substr($0, 1, 1) == " "' | wc -l)
# Round: at 80x24 the normal circle (23 lines across at the least) is
# drawn round, its walls in braille dots: the rim's top and bottom lines
# are narrower than its middle one, which reaches furthest left and
# right; played to the exit as on the rows.
# braille_on: the screen has a braille character (U+2800 to U+28FF),
# its bytes matched byte by byte.
braille=$(printf '\342[\240-\243]')
braille_on() { screen | LC_ALL=C grep -q "$braille"; }
no_braille() { ! braille_on; }
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 $opt_ascii
	expect_screen "round $look: a circle game" "^Moves 0 .* 6x7 circle"
	screen | sed '$d' | LC_ALL=C.UTF-8 sed 's/[^ ]/#/g' > "$T_TMP/round.$look"
	if [ $look = ascii ]; then
		check "round $look: no braille" no_braille
		check "round $look: walls slant one way" has '/'
		check "... and the other" has '\\'
	else
		check "round $look: its walls in braille dots" braille_on
		check "round $look: no box characters" lacks '[│─┼]'
	fi
	# Each line's first and last character of the picture.
	awk '{ a = index($0, "#"); b = length($0); while (b > 0 && substr($0, b, 1) != "#") b--; print a, b }' "$T_TMP/round.$look" > "$T_TMP/span.$look"
	top=$(sed -n 1p "$T_TMP/span.$look") mid=$(sed -n 12p "$T_TMP/span.$look") bot=$(sed -n 23p "$T_TMP/span.$look")
	check "round $look: 23 lines, round: the middle line wider than the top and the bottom ($top | $mid | $bot)" \
		awk -v t="$top" -v m="$mid" -v b="$bot" 'BEGIN { split(t, T, " "); split(m, M, " "); split(b, B, " ")
			exit !(M[1] > 0 && M[1] + 10 < T[1] && M[1] + 10 < B[1] && M[2] > T[2] + 10 && M[2] > B[2] + 10) }'
	keys $(cat "$T_TMP/cway")
	expect_screen "round $look: escaped in the optimal moves" "Escaped in $n moves \\(optimal $n"
done
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
expect_screen "round: a game for the help" "^Moves 0 "
keys '?'
expect_screen "round: the help's first line says how the keys go round" "│ Drawn round +up goes in, down out; left, right go round the ring"
keys q

# Unrolled: in 17 lines the circle does not fit round; its rings are
# rows, the centre at the top.
for look in unicode ascii; do
	if [ $look = ascii ]; then opt_ascii=--ascii; else opt_ascii=; fi
	tmux_start 80 18 "$MAZEGAME" --shape=circle -s 5 $opt_ascii
	expect_screen "circle $look: a circle game" "^Moves 0 .* 6x7 circle"
	if [ $look = ascii ]; then
		check "circle $look: drawn with | - and +" has '\+--'
		check "circle $look: no box characters" lacks '[│─┼]'
	else
		check "circle $look: drawn with box characters" has '│'
		check "circle $look: no ASCII walls" lacks '\+--'
	fi
	# The seam, where each ring closes: a way across it is an arrow at
	# each edge, never a gap (the text picture's gaps in its first
	# column, on the cells' lines, are those ways).
	if [ $look = ascii ]; then l='<' r='>'; else l='←' r='→'; fi
	n_l=$(screen | grep -c "^ *$l ") n_r=$(screen | grep -c " $r *\$")
	check "circle $look: $l and $r at the edges where a way crosses the seam ($n_l, $n_r of $seams)" \
		[ "$n_l" = "$seams" -a "$n_r" = "$seams" -a "$seams" -gt 0 ]
	keys $(cat "$T_TMP/cway")
	expect_screen "circle $look: escaped in the optimal moves" "Escaped in $n moves \\(optimal $n"
	expect_screen "circle $look: a normal circle's win is in the normal circle table" "High scores: normal-circle( |$)"
done

# The key help opens with how to read a circle: an arrow at an edge is
# a way on round to the other edge.
tmux_start 80 18 "$MAZEGAME" --shape=circle -s 5
expect_screen "circle: a game for the help" "^Moves 0 "
keys '?'
expect_screen "circle: the help's first line says what the arrows at the edges are" "│ Arrows at edges  the ring goes on at the other edge; a row is a ring"
keys q

tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 --describe
expect_screen "circle --describe: ring and cell, the ways by the circle's names" \
	"Ring 1, cell 1: open (clockwise|out|counter-clockwise)"

# The help on a circle: b and n choose a way out; y and u are not there.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
expect_screen "a circle game for the help" "^Moves 0 "
keys '?'
expect_screen "circle help: b chooses the way out counter-clockwise" "b +move out, counter-clockwise"
check "... and no north-west" lacks 'north-west'

# Down where two cells lie outward and both are open: nothing moves, and
# the game says b and n choose; b and n are ways of their own.
"$MAZEGAME" --print --format=graph --shape=circle -s 5 > "$T_TMP/cgraph"
check "circle: a cell with two open ways out lies on the way out" \
	awk -v fork=1 -v out="$T_TMP/cfork" -f "$TOP_SRCDIR/tests/circle_keys.awk" "$T_TMP/cgraph"
set -- $(cat "$T_TMP/cfork")
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
expect_screen "a circle game to the fork" "^Moves 0 "
if [ "$1" -gt 0 ]; then keys $(head -n "$1" "$T_TMP/cway"); fi
expect_screen "circle: at the fork" "^Moves $1 "
keys Down
expect_screen "circle: Down with both ways out open says which keys choose" "Two ways open there: [bn] goes out( clockwise)?, [bn] out( clockwise)?\\."
check "... and moves nothing" has "^Moves $1 "
set --

# Quit half way, resumed, still a circle, and on to the exit.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5
PLAY_DATA=$T_TMP/data.$t_server
expect_screen "a circle game to quit" "^Moves 0 "
keys $(head -n 6 "$T_TMP/cway")
expect_screen "circle: six moves" "^Moves 6 "
keys q
check "circle: quit" wait_exit
tmux_start 80 24 "$MAZEGAME" --resume
expect_screen "--resume: the circle game again, six moves made" "^Moves 6 .* 6x7 circle"
keys $(tail -n +7 "$T_TMP/cway")
expect_screen "... and on to the exit" "Escaped in $n moves"
PLAY_DATA=

# --record and --ghost: a circle run names its moves by the circle's words.
tmux_start 80 24 "$MAZEGAME" --shape=circle -s 5 --record="$T_TMP/circle.run"
expect_screen "--record: a circle game" "^Moves 0 .* 6x7 circle"
keys $(cat "$T_TMP/cway")
expect_screen "--record: the circle run is written" "Run written to"
check "... names its shape" grep -qx 'shape: circle' "$T_TMP/circle.run"
check "... and moves by the circle's ways" grep -Eq '^[0-9]+ (cw|ccw|in|in2|out|out2)$' "$T_TMP/circle.run"
tmux_start 80 24 "$MAZEGAME" --ghost="$T_TMP/circle.run"
expect_screen "--ghost: the run's circle maze is played" "^Moves 0  optimal $n .* 6x7 circle"
keys $(cat "$T_TMP/cway")
expect_screen "--ghost: escaped beside the circle ghost" "Escaped in $n moves"

# --watch: every generator that runs on the circle, to the end, then played.
for a in $("$MAZEGAME" --list-algorithms | awk '{ print $1 }'); do
	"$MAZEGAME" --stats --shape=circle -a "$a" -W 4 -H 4 >/dev/null 2>&1 || continue
	tmux_start 80 24 "$MAZEGAME" --watch --shape=circle -W 4 -H 4 -s 2 -a "$a"
	keys + + + + + + + + +
	expect_screen "--watch $a on circle: watched to the end" "Enter plays" 20
	keys Enter
	expect_screen "--watch $a on circle: then played" "^Moves 0 .* $a  4x4 circle "
done

# --fit: the most rings of six in the first that fit round at the
# thinnest ring (1.4 rows: 2 (1.4 (H + 1) + 0.2) lines at most): in 23
# lines 7 rings, in 19 lines 5; whole on the screen, drawn round, start
# and exit in sight.
for g in 80x24:7 40x20:5; do
	size=${g%:*} rings=${g#*:}
	tmux_start "${size%x*}" "${size#*x}" "$MAZEGAME" --shape=circle --fit -s 1
	expect_screen "circle --fit at $size: a game" "^Moves 0 "
	# (At 40 columns the status line has no room for the size.)
	[ "${size%x*}" -lt 80 ] || check "... of 6x$rings" has "^Moves 0 .* 6x$rings circle"
	check "... drawn round" braille_on
	check "... the player (on the start) in sight" has '@'
	check "... and the exit" has 'E'
done

# In fog (--hard) the player sees the cells two steps around: the player
# and the start beside them, not the whole maze (6x15 is 31 lines).
tmux_start 80 24 "$MAZEGAME" --shape=circle --hard -s 3
expect_screen "circle --hard: a game in fog" "^Moves 0 .* 6x15 circle"
check "circle --hard: the player is seen" has '@'
n_walls=$(screen | sed '$d' | grep -c '[│─┼├┤┬┴┌┐└┘╴╵╶╷]')
check "... and walls on few lines ($n_walls): the fog hides the rest" [ "$n_walls" -lt 12 ]
tmux_start 80 24 "$MAZEGAME" --shape=circle --size=6x15 -s 3
expect_screen "circle 6x15 without fog" "^Moves 0 .* 6x15 circle"
n_walls=$(screen | sed '$d' | grep -c '[│─┼├┤┬┴┌┐└┘╴╵╶╷]')
check "... walls on many lines ($n_walls)" [ "$n_walls" -ge 12 ]

# --easy: a circle of seven rings, a real maze (of 6 cells in the first
# ring it was three rings, 3 to 5 moves), played on screen.
short=''
for s in 1 2 3 4 5 6 7 8 9 10; do
	n=$("$MAZEGAME" --easy --shape=circle -s "$s" --stats | sed -n 's/^solution_length: //p')
	[ "${n:-0}" -ge 8 ] || short="$short seed $s: ${n:-none}"
done
if [ -z "$short" ]; then ok "--easy --shape=circle: 8 moves or more on seeds 1 to 10"; else
	not_ok "--easy --shape=circle: 8 moves or more on seeds 1 to 10" "$short"; fi
tmux_start 80 24 "$MAZEGAME" --easy --shape=circle -s 4
expect_screen "--easy circle: a game of 3x7" "^Moves 0  optimal [0-9]+ .* 3x7 circle"

# The day's circle maze.
run_cmd "$MAZEGAME" --stats --daily --shape=circle
expect_eq "--daily --shape=circle: the day's circle maze" 0 "$rc"
expect_match "... a circle of the normal preset" "^shape: circle$" "$out"
run_cmd "$MAZEGAME" --shape=circle --size=2x4 --print
expect_eq "circle 2x4: refused (3 cells in the first ring at least)" 2 "$rc"

tmux_finish
