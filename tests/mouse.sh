#!/bin/sh
# mouse.sh - the mouse through the real binary in tmux: the game asks
# for mouse reports (SGR form), a click on a cell in a straight open
# line runs there (stopping at a junction, every step a move), a click
# anywhere else moves nothing, a torn or unknown sequence reaches the
# game as no key (and a key torn so is the key, not its letters), and
# the terminal's mouse mode is off again after q,
# Ctrl-C, SIGTERM and SIGHUP; --no-mouse and the config file ask for
# no reports at all.
#
# The mouse modes are tmux's own view of the pane (what the program
# wrote to it): #{mouse_standard_flag} is mode 1000 (clicks),
# #{mouse_sgr_flag} mode 1006 (the SGR form).  A dead pane keeps the
# modes its program left, so they show what the game left behind.
. "$(dirname "$0")/tmux_lib.sh"

# A hand-drawn perfect 6x4 maze: row 0 is open from S to (0,5); (0,2)
# is a junction (a way south); (1,5) is a corridor down the last
# column and (2,5) a junction (a way west); E is (3,5).  The shortest
# way is 8 moves: five east, three south.
cat > "$T_TMP/maze" <<'MAZE'
#############
#S          #
##### ##### #
#         # #
# ######### #
# #         #
# ##### ### #
#     #   #E#
#############
MAZE

# modes: tmux's mouse flags of the pane, "standard sgr".
modes() {
	tm display-message -p -t main '#{mouse_standard_flag} #{mouse_sgr_flag}'
}
modes_are() {
	[ "$(modes)" = "$1" ]
}

# ascii_screen: the pane with every other character as '#', so that
# columns count as characters, whatever awk counts.
ascii_screen() {
	screen | LC_ALL=C.UTF-8 sed 's/[^ -~]/#/g'
}
# locate: finds S and E on the screen and sets the screen row and
# column of the middle of cell (0,0) (s_row, s_col) and the steps
# between cells (r_step, c_step), from E at (3,5).
locate() {
	ascii_screen > "$T_TMP/scr"
	s_row=$(grep -n 'S' "$T_TMP/scr" | head -n 1 | cut -d: -f1)
	e_row=$(grep -n 'E' "$T_TMP/scr" | head -n 1 | cut -d: -f1)
	s_col=$(sed -n "${s_row}p" "$T_TMP/scr" | awk '{ print index($0, "S") }')
	e_col=$(sed -n "${e_row}p" "$T_TMP/scr" | awk '{ print index($0, "E") }')
	r_step=$(( (e_row - s_row) / 3 ))
	c_step=$(( (e_col - s_col) / 5 ))
}
# click R C [final]: sends the SGR report of a press of the first
# button over cell (R, C) (1-based terminal coordinates).
click() {
	tm send-keys -t main -l "$(printf '\033[<0;%d;%d%s' \
		$((s_col + $2 * c_step)) $((s_row + $1 * r_step)) "${3:-M}")"
}
# at R C: the player's @ is drawn in cell (R, C).
at() {
	ascii_screen | sed -n "$((s_row + $1 * r_step))p" |
		awk -v c=$((s_col + $2 * c_step)) '{ exit substr($0, c, 1) != "@" }'
}
# moves_now: the moves on the status line.
moves_now() {
	status_line | sed -n 's/^Moves \([0-9]*\) .*/\1/p'
}

# 1. The game asks for reports; clicks run along straight open lines.
# The bytes of a report (';', 'M') are bound to a move here, so that
# any of them reaching the game as a key would move the player.
mkdir -p "$T_TMP/keys/mazegame"
printf 'bind ; = left\nbind M = left\nbind Tab = map\nbind m = left\n' > "$T_TMP/keys/mazegame/config"
tmux_start 80 24 "XDG_CONFIG_HOME='$T_TMP/keys'" "$MAZEGAME" --load "$T_TMP/maze"
expect_screen "the loaded maze is on" "^Moves 0  optimal 8 "
expect_eq "mouse reports asked for (clicks, SGR form)" "1 1" "$(modes)"
keys Right
expect_screen "one step to see S" "^Moves 1 "
locate
check "S and E found on the screen (rows $s_row $e_row, columns $s_col $e_col)" \
	[ "$r_step" -gt 0 ] && [ "$c_step" -gt 0 ]
keys Left
expect_screen "back on the start" "^Moves 2 "
click 0 4
expect_screen "a click along the row runs, stopping at the junction" "^Moves 4 "
check "the player stands on the junction (0,2)" wait_until 15 at 0 2
click 0 5
expect_screen "a click to the row's end runs there, a move a cell" "^Moves 7 "
check "the player stands on (0,5)" wait_until 15 at 0 5
# Off every straight line, behind walls, the player's own cell.
click 2 2
click 1 4
click 0 5
click 3 4
keys_read
expect_eq "clicks off any straight open line move nothing" 7 "$(moves_now)"
# A release and a drag are no clicks.
click 1 5 m
tm send-keys -t main -l "$(printf '\033[<32;%d;%dM' $((s_col + 5 * c_step)) $((s_row + 2 * r_step)))"
# A torn report (SSH sent it in two): dropped whole, no key of it
# reaches the game; the keys after it still do.
tm send-keys -t main -l "$(printf '\033[<0;%d' $((s_col + 5 * c_step)))"
sleep 0.4
tm send-keys -t main -l "$(printf ';%dM' $((s_row + 3 * r_step)))"
# Sequences the game does not know, some ending in a move key (h, a).
tm send-keys -t main -l "$(printf '\033[<0;1;2;3M\033[99;99h\033[<9999999;1;1M\033[5a')"
keys_read
expect_eq "releases, drags, torn and unknown sequences move nothing" 7 "$(moves_now)"
click 3 5
expect_screen "a click down the column stops at the junction (2,5)" "^Moves 9 "
click 3 5
expect_screen "a last click escapes: each step counted" \
	"Escaped in 10 moves \\(optimal 8, 80%\\)"
keys q
wait_exit
expect_eq "q exits 0" 0 "$status"
expect_eq "after q the mouse mode is off" "0 0" "$(modes)"

# 2. The wheel scrolls the view of a maze larger than the screen, the
# replay on the result screen, and a help taller than the screen.
wheel() {
	tm send-keys -t main -l "$(printf '\033[<%d;10;5M' "$1")"
}
"$MAZEGAME" --print --solution -W 40 -H 20 -s 2 > "$T_TMP/big"
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/big" > "$T_TMP/bigkeys"
tmux_start 110 24 "$MAZEGAME" -W 40 -H 20 -s 2
expect_screen "a maze larger than the screen, its view at the top" "view 0%,0% "
wheel 65
expect_screen "the wheel down scrolls the view down" "view 0%,[1-9][0-9]*% "
wheel 64
expect_screen "the wheel up scrolls it back" "view 0%,0% "
keys $(cat "$T_TMP/bigkeys")
expect_screen "escaped the large maze" "Escaped in "
keys v
expect_screen "the replay, its view at the bottom right" "view 100%,100% "
wheel 64
expect_screen "the wheel up scrolls the replay up" "view 100%,[0-9]%|view 100%,[1-9][0-9]% "
keys q
wait_exit
tmux_start 80 12 "$MAZEGAME" -s 1
expect_screen "a short terminal" "^Moves 0 "
keys '?'
expect_screen "the help scrolls here" "Keys \\(Up/Down"
check "its first line is the first key" wait_for "│ Up k w "
wheel 65
wait_gone "│ Up k w " 
check "the wheel scrolls the help on" wait_for "│ Shift-Up K "
wheel 64
check "and back" wait_for "│ Up k w "
keys Escape q
wait_exit

# 3. Signals and a hang-up turn it off too.
for sig in TERM HUP INT; do
	tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/maze"
	expect_screen "SIG$sig: game on" "^Moves 0 "
	check "SIG$sig: reports on while playing" modes_are "1 1"
	pid=$(game_pid)
	kill -"$sig" "$pid"
	wait_exit
	check "SIG$sig: the game ended (status $status)" [ "$status" -gt 128 ]
	expect_eq "SIG$sig: the mouse mode is off" "0 0" "$(modes)"
done

# 4. --no-mouse and the config file's mouse = off ask for nothing.
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/maze" --no-mouse
expect_screen "--no-mouse: game on" "^Moves 0 "
expect_eq "--no-mouse asks for no mouse reports" "0 0" "$(modes)"
# The help speaks of clicks only where they work.
keys '?'
expect_screen "--no-mouse: the help is up" "Ctrl-Z +(suspend|no suspend)"
check "--no-mouse: the help has no Click line" sh -c "! tmux -L $TMUX_SOCK capture-pane -p -t main | grep -q 'Click '"
keys Escape q
wait_exit
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/maze"
expect_screen "with the mouse: game on" "^Moves 0 "
keys '?'
expect_screen "with the mouse, the whole help fits 80x24 and has the Click line" \
	"│ Click +run to a cell in a straight open line"
expect_screen "... above Ctrl-Z" "Ctrl-Z +(suspend|no suspend)"
keys Escape q
wait_exit
mkdir -p "$T_TMP/cfg/mazegame"
printf 'mouse = off\n' > "$T_TMP/cfg/mazegame/config"
tmux_start 80 24 "XDG_CONFIG_HOME='$T_TMP/cfg'" "$MAZEGAME" --load "$T_TMP/maze"
expect_screen "mouse = off: game on" "^Moves 0 "
expect_eq "mouse = off asks for no mouse reports" "0 0" "$(modes)"
keys q
wait_exit
expect_match "--dump-config says mouse = off" '^mouse = off$' \
	"$(XDG_CONFIG_HOME=$T_TMP/cfg "$MAZEGAME" --dump-config)"
expect_match "--dump-config: mouse = on by default" '^mouse = on$' \
	"$(XDG_CONFIG_HOME=$T_TMP/none "$MAZEGAME" --dump-config)"
expect_match "--help lists --no-mouse" '--no-mouse' "$("$MAZEGAME" --help)"
expect_match "--help's keys have the Click line" '^  Click +run to a cell' "$("$MAZEGAME" --help)"

# 5. A key torn by the network: its ESC comes alone, longer after than
# curses' key delay (25 ms) and the reader's wait for a sequence's rest
# (60 ms), then its "O C": one step, as the arrow is, never the commands
# O and C (C runs east, to the junction two cells on).  The sleep is
# the network's delay: it is what is tested.
tmux_start 80 24 "$MAZEGAME" --load "$T_TMP/maze"
expect_screen "torn arrow: game on" "^Moves 0 "
keys Escape
sleep 0.15
tm send-keys -t main -l OC
keys_read
expect_eq "square: ESC, 150 ms, O C is one step east" 1 "$(moves_now)"
keys Escape
sleep 0.15
tm send-keys -t main -l '[C'
keys_read
expect_eq "... and ESC, 150 ms, [ C another" 2 "$(moves_now)"
keys q
wait_exit
# Hex: the same keys torn end where Down ends.  (Its help scrolls at
# 80x24, so the wait is for the move and for the game to have read all
# it was sent, not for the help.)
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 3
expect_screen "hex: game on" "^Moves 0 "
keys Down
wait_for '^Moves 1 '
wait_until 15 game_idle
down=$(screen)
keys q
wait_exit
tmux_start 80 24 "$MAZEGAME" --shape=hex -s 3
expect_screen "hex, torn: game on" "^Moves 0 "
keys Escape
sleep 0.15
tm send-keys -t main -l OB
wait_for '^Moves [1-9]'
wait_until 15 game_idle
expect_eq "hex: ESC, 150 ms, O B ends where Down does" "$down" "$(screen)"
keys q
wait_exit

tmux_finish
