#!/bin/sh
# sizes.sh - every screen and box at every size (issue #26): the game
# in tmux at 20x5, 30x10, 44x12, 80x24 and 200x60 opens the maze, the
# help, the map, the pause, the questions of r, n and q, the resume
# question and the result screen, and fails on any number cut short
# (each "Moves N", "optimal N", "N moves" on screen against the known
# counts) and on any box whose closing keys do not show; and a resize
# that comes while the game is busy is drawn without a key.
. "$(dirname "$0")/tmux_lib.sh"

SIZES="20x5 30x10 44x12 80x24 200x60"
# A maze whose optimal length has four digits: the first to be cut.
BIG="-s 1 -W 100 -H 100"
big_opt=$("$MAZEGAME" --stats $BIG | sed -n 's/^solution_length: //p')
first=$(first_keys 1 1 -W 100 -H 100)

# cut_numbers MOVES OPT: prints every count on screen that is not the
# known one (a cut number shows as a shorter one).
cut_numbers() {
	screen | grep -oE "(Moves|optimal|opt) [0-9]+|[0-9]+ moves?\\b" |
		while read -r c_a c_b; do
			case $c_a in
			Moves) [ "$c_b" = "$1" ] || echo "$c_a $c_b" ;;
			optimal|opt) [ "$c_b" = "$2" ] || echo "$c_a $c_b" ;;
			*) [ "$c_a" = "$1" ] || echo "$c_a $c_b" ;;
			esac
		done
}

# numbers_whole NAME MOVES OPT: a check that no count is cut.
numbers_whole() {
	n_bad=$(cut_numbers "$2" "$3")
	if [ -z "$n_bad" ]; then ok "$1: no number cut"; else
		not_ok "$1: no number cut" "cut: $n_bad
screen:
$(screen)"; fi
}

# closes NAME PATTERN KEY: the box showing PATTERN goes with KEY and
# the game is still on.
closes() {
	keys "$3"
	if wait_gone "$2"; then ok "$1 closes with $3"; else
		not_ok "$1 closes with $3" "$(screen)"; fi
	check "$1: the game runs on after $3" test ! -s "$T_TMP/status.$t_server"
}

for size in $SIZES; do
	c=${size%x*} r=${size#*x}
	D=$T_TMP/d-$size
	mkdir -p "$D"
	PLAY_DATA=$D
	# --- the maze, the help, the map, the pause -----------------
	tmux_start "$c" "$r" "$MAZEGAME" $BIG
	expect_screen "$size: the game starts" "Moves 0"
	expect_screen "$size: the status line shows the optimal" \
		"(optimal|opt) $big_opt( |\$)"
	numbers_whole "$size maze" 0 "$big_opt"
	keys "$first"
	expect_screen "$size: one move" "Moves 1( |\$)"
	numbers_whole "$size after a move" 1 "$big_opt"
	keys '?'
	expect_screen "$size: the help shows q/Esc" "q(/|, )Esc"
	numbers_whole "$size help" 1 "$big_opt"
	closes "$size help" "Keys" q
	keys m
	expect_screen "$size: the map names its size" "Map 100x100"
	expect_screen "$size: the map shows its close key" "any key"
	closes "$size map" "Map 100x100" Escape
	keys Space
	expect_screen "$size: the pause shows its close key" "any key goes on"
	closes "$size pause" "Paused" x
	# --- the questions of r and n: Esc keeps the game -----------
	for k in r n; do
		keys $k
		expect_screen "$size: $k asks, n/Esc/q showing" "n/Esc/q"
		numbers_whole "$size question of $k" 1 "$big_opt"
		closes "$size question of $k" "n/Esc/q" q
	done
	expect_screen "$size: still one move" "Moves 1( |\$)"
	# --- quitting: saved, no question --------------------------
	keys q
	wait_exit
	expect_eq "$size: q saves and quits" 0 "$status"
	# --- the resume question: q closes it ------------------------
	tmux_start "$c" "$r" "$MAZEGAME"
	expect_screen "$size: the resume question shows n/Esc/q" "n/Esc/q"
	expect_screen "$size: and y" "y resume"
	numbers_whole "$size resume question" 1 "$big_opt"
	keys q
	expect_screen "$size: q closes it: a new game" "Moves 0"
	check "$size: the program runs on" test ! -s "$T_TMP/status.$t_server"
	keys q
	wait_exit
	# --- a second game: saved beside the first, nothing asked ----
	tmux_start "$c" "$r" "$MAZEGAME" -s 2
	expect_screen "$size: a second game" "Moves 0"
	keys "$(first_keys 2 1)"
	expect_screen "$size: a second game, one move" "Moves 1( |\$)"
	keys q
	wait_exit
	expect_eq "$size: q saves it beside the first, nothing asked" 0 "$status"
	# --- the resume question with another game kept ---------------
	tmux_start "$c" "$r" "$MAZEGAME"
	expect_screen "$size: the resume question, another kept, shows n/Esc/q" "n/Esc/q"
	closes "$size resume question with another kept" "n/Esc/q" q
	keys q
	wait_exit
	expect_eq "$size: q quits" 0 "$status"
	# --- the result screen --------------------------------------
	tmux_start "$c" "$r" "$MAZEGAME" -s 1 -W 2 -H 1
	expect_screen "$size: a tiny maze" "Moves 0"
	keys "$(first_keys 1 1 -W 2 -H 1)"
	expect_screen "$size: the result shows q quit" "q quit"
	expect_screen "$size: the result says 1 move" "Escaped in 1( move| *│)"
	numbers_whole "$size result" 1 1
	keys q
	wait_exit
	expect_eq "$size: q on the result quits" 0 "$status"
done

# --- a resize while the game is busy ----------------------------
# With every wait of the game's begun a second late (slow_poll.so),
# the resize comes while the game is still busy after its first frame:
# the game must wake and draw the new size all the same, with no key
# pressed (it used to wait for the next key, showing the old frame cut).
# last_row_status: the screen's last row is a status line made for 60
# columns, whole to its "? help" (the old frame's, cut, is not).
last_row_status() { screen | tail -n 1 | grep -q '^Moves 0 .*? help *$'; }
busy_env
tmux_start 80 24 env $BUSY_ENV "$MAZEGAME" -s 1 -W 100 -H 100
expect_screen "busy resize: the game starts" "^Moves 0 "
tm resize-window -t main -x 60 -y 20
if wait_until 6 last_row_status; then
	ok "busy resize: drawn at the new size without a key"
else
	not_ok "busy resize: drawn at the new size without a key" "screen:
$(screen)"
fi
keys q
wait_exit
expect_eq "busy resize: q quits" 0 "$status"

tmux_finish
