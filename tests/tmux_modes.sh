#!/bin/sh
# tmux_modes.sh - the modes of play through the real binary in tmux:
# --fit, runs, the trail, --hard (fog, far ends, p), glyphs, colour,
# and a terminal that becomes too small.
. "$(dirname "$0")/tmux_lib.sh"

# A colour in an SGR sequence: a foreground or background parameter
# (30-38, 40-48, 90-97, 100-107); 39 and 49 only reset to the default.
COLOUR_SGR="$ESC\\[([0-9]*;)*(3[0-8]|4[0-8]|9[0-7]|10[0-7])(;[0-9]*)*m"

# maze_area: the screen without the status line.
maze_area() {
	screen | grep -v '^Moves '
}

# player_cell: "row,col" of the @ on an --ascii screen, counted from
# the maze's top-left corner post (4 columns and 2 lines a cell).
player_cell() {
	screen | awk '
		top == 0 && (i = index($0, "+")) > 0 { top = NR; left = i }
		(j = index($0, "@")) > 0 { pr = NR; pc = j }
		END { if (top && pr) print (pr - top - 1) / 2 "," (pc - left - 2) / 4 }'
}

# A hand-drawn 6x4 maze.  The way out is east along the top row and
# down the last column (8 moves).  Junctions: (0,2) (east, south, west),
# (1,2) (north, east, west) and (2,5) (north, south, west); dead ends
# at (0,0), (1,4), (2,1), (3,2) and (3,4).
cat > "$T_TMP/m6.maze" <<'EOF'
#############
#S          #
##### ##### #
#         # #
# ######### #
# #         #
# ##### ### #
#     #   #E#
#############
EOF

# The oracle first, on the maze whose answers are known by hand: 8
# moves S to E; the longest path, (3,2) to (3,4), is 16; the farthest
# cells from S and E are 11 and 13 moves away.
expect_eq "maze_dist.awk on the hand-drawn maze" "8 16 11 13" \
	"$(awk -f "$TOP_SRCDIR/tests/maze_dist.awk" "$T_TMP/m6.maze")"

# --- --fit ------------------------------------------------------------
# A cell is 4 columns and 2 lines with one more column and line for the
# closing walls; the status line takes one line.  The largest maze that
# fits is counted up here, not taken from the program.
fit_test() {
	f_cols=$1 f_rows=$2
	f_w=0
	while [ $((4 * (f_w + 1) + 1)) -le "$f_cols" ]; do f_w=$((f_w + 1)); done
	f_h=0
	while [ $((2 * (f_h + 1) + 1)) -le $((f_rows - 1)) ]; do f_h=$((f_h + 1)); done
	tmux_start "$f_cols" "$f_rows" "$MAZEGAME" --fit --ascii -s 7
	expect_screen "--fit ${f_cols}x$f_rows: the status line says ${f_w}x$f_h" \
		"^Moves 0  optimal [0-9]+  .* ${f_w}x$f_h  seed 7 "
	# The whole maze is on screen: 2h+1 lines, the top and bottom
	# borders whole (both corners), every cell line closed on the right.
	got=$(maze_area | awk -v w="$f_w" '
		NF == 0 { next }
		{ n++; t = $0; sub(/^ +/, "", t); sub(/ +$/, "", t); line[n] = t }
		END {
			border = "+"; for (i = 0; i < w; i++) border = border "---+"
			ok = line[1] == border && line[n] == border
			for (i = 2; i < n; i += 2)
				if (length(line[i]) != 4 * w + 1 || line[i] !~ /^\|.*\|$/) ok = 0
			print n, (ok ? "whole" : "cut")
		}')
	expect_eq "--fit ${f_cols}x$f_rows: ${f_h} rows drawn whole, corner to corner" \
		"$((2 * f_h + 1)) whole" "$got"
	if screen | grep -q 'view [0-9]'; then
		not_ok "--fit ${f_cols}x$f_rows: no scrolling" "$(screen)"
	else
		ok "--fit ${f_cols}x$f_rows: no scrolling"
	fi
	keys q
	wait_exit
	expect_eq "--fit ${f_cols}x$f_rows: q exits 0" 0 "$status"
}
fit_test 100 30
fit_test 60 20
# An even number of lines for the maze: the last one must stay unused.
fit_test 61 21

# --- runs -------------------------------------------------------------
# Each run key goes along the corridor, round its corners, to the next
# junction or dead end; every cell counts as a move.
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/m6.maze" --ascii
expect_screen "runs: the hand-drawn maze loads" "^Moves 0  optimal 8 "
expect_eq "runs: the player starts at (0,0)" "0,0" "$(player_cell)"
run_step() {
	r_key=$1 r_moves=$2 r_cell=$3
	keys "$r_key"
	expect_screen "run $r_key: $r_moves moves in all" "^Moves $r_moves "
	expect_eq "run $r_key: stops at ($r_cell)" "$r_cell" "$(player_cell)"
}
run_step S-Right 2 0,2     # (0,1) is a corridor, (0,2) a junction
run_step J 3 1,2           # (1,2) is a junction at once
run_step S-Up 4 0,2
run_step J 5 1,2
run_step H 11 3,2          # west, south round a corner, east: a dead end
run_step S-Left 17 1,2     # the same way back
run_step K 18 0,2
run_step L 23 2,5          # east, then south round the corner to (2,5)
keys S-Down                # one cell: the exit
pct=$(awk 'BEGIN { printf "%d", 100 * 8 / 24 + 0.5 }')
expect_screen "runs: S-Down reaches the exit in 24 moves" \
	"Escaped in 24 moves \\(optimal 8, $pct%\\)"
keys q
wait_exit

# A run into a wall is not a move.
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/m6.maze" --ascii
expect_screen "runs into walls: starts" "^Moves 0 "
keys K H S-Up S-Left l
expect_screen "runs into walls: only the last key moved" "^Moves 1 "
expect_eq "runs into walls: at (0,1)" "0,1" "$(player_cell)"
keys q
wait_exit

# --- the trail ----------------------------------------------------------
# Three moves along the way out mark the cells left behind: the two
# cells after the start (the start itself stays S).
trail_test() {
	t_mode=$1 t_want=$2 t_glyph=$3
	shift 3
	"$MAZEGAME" --print --solution "$t_mode" -s 11 > "$T_TMP/trail.sol"
	awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/trail.sol" | head -n 3 > "$T_TMP/trail.keys"
	tmux_start 80 24 "$MAZEGAME" "$t_mode" -s 11 "$@"
	expect_screen "trail $t_mode $*: starts" "^Moves 0 "
	keys $(cat "$T_TMP/trail.keys")
	expect_screen "trail $t_mode $*: three moves" "^Moves 3 "
	expect_eq "trail $t_mode $*: $t_want trail marks" "$t_want" \
		"$(maze_area | grep -o -- "$t_glyph" | wc -l | tr -d ' ')"
}
trail_test --easy 2 '·'
expect_eq "trail --easy: the start is S" 1 "$(maze_area | grep -o 'S' | wc -l | tr -d ' ')"
# Drawn in the trail colour (blue: SGR 34, or 256-colour 63, a blue
# of 4.5:1 on black and on white).
if tm capture-pane -e -p -t main | grep -Eq "$ESC\\[([0-9]*;)*(34|38;5;63)(;[0-9]*)*m·"; then
	ok "trail --easy: blue"
else
	not_ok "trail --easy: blue" "$(tm capture-pane -e -p -t main | cat -v)"
fi
keys q
wait_exit
trail_test --easy 2 '\.' --ascii
keys q
wait_exit
trail_test --normal 0 '·'
keys q
wait_exit

# --- --hard -------------------------------------------------------------
SEED=9
"$MAZEGAME" --print --hard -s $SEED > "$T_TMP/hard.maze"
set -- $(awk -f "$TOP_SRCDIR/tests/maze_dist.awk" "$T_TMP/hard.maze")
hard_se=$1 hard_diam=$2
check "--hard: S to E is a long way ($hard_se moves)" [ "${hard_se:-0}" -gt 40 ]
expect_eq "--hard: S and E are the ends of the longest path" "$hard_diam" "$hard_se"
expect_eq "--hard: nothing is farther from S or from E" "$hard_diam $hard_diam" "$3 $4"
tmux_start 100 30 "$MAZEGAME" --hard -s $SEED
expect_screen "--hard: plays the printed maze (optimal $hard_se)" "^Moves 0  optimal $hard_se "
# Fog: with sight 2 the player sees a square of at most 5x5 cells, at
# most 21 columns by 11 lines of the drawing; the printout has far more.
shown=$(maze_area | tr -d ' \n' | wc -m | tr -d ' ')
walls=$(tr -cd '#' < "$T_TMP/hard.maze" | wc -c | tr -d ' ')
check "--hard: the fog hides most of the maze ($shown of $walls)" \
	test "$shown" -gt 0 -a "$shown" -le $((21 * 11)) -a "$walls" -gt $((21 * 11))
if screen | grep -q 'assisted'; then not_ok "--hard: not assisted at first" "$(screen)"; else
	ok "--hard: not assisted at first"; fi
keys p
expect_screen "--hard: p shows the way out" '\*'
expect_screen "--hard: p marks the game assisted" '^Moves 0 .* assisted'
keys q
wait_exit

# --- glyphs -------------------------------------------------------------
# Plain ASCII with --ascii and in a locale that is not UTF-8; box
# drawing by default.
non_ascii() {
	screen | LC_ALL=C grep -c '[^ -~]'
}
tmux_start 80 24 "$MAZEGAME" -s 5
expect_screen "default: starts" "^Moves 0 "
expect_screen "default: box drawing" '[┌┐└┘├┤┬┴┼─│]'
if maze_area | grep -q '[+|]'; then not_ok "default: no ASCII walls" "$(screen)"; else
	ok "default: no ASCII walls"; fi
keys q
wait_exit
tmux_start 80 24 "$MAZEGAME" -s 5 --ascii
expect_screen "--ascii: starts" "^Moves 0 "
expect_screen "--ascii: ASCII walls" '^ *\+---\+'
expect_eq "--ascii: only ASCII on screen" 0 "$(non_ascii)"
keys q
wait_exit
PLAY_LC=C
tmux_start 80 24 "$MAZEGAME" -s 5
unset PLAY_LC
expect_screen "C locale: starts" "^Moves 0 "
expect_screen "C locale: ASCII walls" '^ *\+---\+'
expect_eq "C locale: only ASCII on screen" 0 "$(non_ascii)"
keys q
wait_exit

# --- colour -------------------------------------------------------------
# colour_test NAME WANT CMD...: WANT is "colour" or "none".
colour_test() {
	c_name=$1 c_want=$2
	shift 2
	tmux_start 80 24 "$@"
	expect_screen "$c_name: starts" "^Moves 0 "
	if tm capture-pane -e -p -t main | grep -Eq "$COLOUR_SGR"; then c_got=colour; else c_got=none; fi
	expect_eq "$c_name: $c_want" "$c_want" "$c_got"
	keys q
	wait_exit
}
colour_test "colour by default" colour "$MAZEGAME" -s 5
colour_test "--no-color" none "$MAZEGAME" -s 5 --no-color
colour_test "NO_COLOR=1" none NO_COLOR=1 "$MAZEGAME" -s 5
colour_test "NO_COLOR empty" colour NO_COLOR= "$MAZEGAME" -s 5
PLAY_TERM=vt100
colour_test "TERM=vt100 (no colours)" none "$MAZEGAME" -s 5 --ascii
unset PLAY_TERM

# --- a clean exit where there is no alternate screen ---------------------
# linux, vt100, vt220 and ansi have none: what the game drew stays on
# the terminal, so it is cleared, and the shell's prompt comes on a
# clean screen, not over the old status line.  (The pane outlives the
# game: what is on it is what the game left, and tmux's "Pane is
# dead" line.)
for term in vt100 vt220 linux ansi xterm-256color; do
	PLAY_TERM=$term
	# gpm's few bytes on the Linux console: as in robust.sh.
	unwind=
	[ $term = linux ] && unwind='env ASAN_OPTIONS=fast_unwind_on_malloc=0'
	tmux_start 80 24 $unwind "$MAZEGAME" -s 5 --ascii
	expect_screen "TERM=$term: a game" "^Moves 0 "
	keys q
	wait_exit
	# xterm-256color has an alternate screen: tmux shows what was
	# there before, which is nothing; either way, nothing of the game.
	expect_eq "TERM=$term: after q the screen is clean" "" "$(screen | grep -v -e '^ *$' -e '^Pane is dead')"
done
unset PLAY_TERM

# --- a terminal too small -------------------------------------------------
# Shrinking the terminal says so; keys other than q wait; growing it
# again redraws the maze and the game goes on where it was.  No key is
# sent between the resizes and the checks: the resize alone must redraw.
"$MAZEGAME" --print --solution -s 3 > "$T_TMP/small.sol"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/small.sol" | head -n 4 > "$T_TMP/small.keys"
# Where three of those moves lead from the top-left start.
want_cell=$(head -n 3 "$T_TMP/small.keys" | awk '
	$0 == "Up" { r-- } $0 == "Down" { r++ } $0 == "Left" { c-- } $0 == "Right" { c++ }
	END { print r + 0 "," c + 0 }')
tmux_start 80 24 "$MAZEGAME" -s 3 --ascii
expect_screen "small: starts" "^Moves 0 "
keys $(head -n 3 "$T_TMP/small.keys")
expect_screen "small: three moves" "^Moves 3 "
expect_eq "small: at ($want_cell)" "$want_cell" "$(player_cell)"
tm resize-window -t main -x 10 -y 3
expect_screen "10x3: the terminal is too small" '^Too small'
if screen | grep -q -e '---' -e '^Moves'; then not_ok "10x3: no maze, no status" "$(screen)"; else
	ok "10x3: no maze, no status"; fi
# A move while too small is not made.  The key goes out before the
# next resize, so it is read while the terminal is still too small,
# whichever comes out of curses first.  At 20 columns the message is
# the longer one, so it shows that the resize was handled; the game
# asleep in poll() then shows the key was read too (before, a slow
# game could read it after the resize to 80x24, as a move).
keys "$(sed -n 4p "$T_TMP/small.keys")"
tm resize-window -t main -x 20 -y 3
expect_screen "20x3: still too small" '^Terminal too small'
wait_until 10 game_idle
tm resize-window -t main -x 80 -y 24
expect_screen "back to 80x24: the maze is drawn again" '^ *\+---\+'
expect_screen "back to 80x24: the moves are kept" "^Moves 3 "
expect_eq "back to 80x24: still at ($want_cell)" "$want_cell" "$(player_cell)"
keys "$(sed -n 4p "$T_TMP/small.keys")"
expect_screen "back to 80x24: the game goes on" "^Moves 4 "
keys q
wait_exit
expect_eq "small: q exits 0" 0 "$status"

tmux_finish
