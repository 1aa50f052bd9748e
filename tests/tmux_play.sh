#!/bin/sh
# tmux_play.sh - play real games in a real terminal through tmux.
. "$(dirname "$0")/tmux_lib.sh"

SEED=42
"$MAZEGAME" --print --solution -s $SEED > "$T_TMP/sol"
optimal=$("$MAZEGAME" --stats -s $SEED | sed -n 's/^solution_length: //p')
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol" > "$T_TMP/keys"
expect_eq "the awk walk has optimal length" "$optimal" "$(wc -l < "$T_TMP/keys" | tr -d ' ')"

# The first screen: the maze, the status line with moves and optimal.
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "status line shows moves and optimal" "^Moves 0  optimal $optimal "
expect_screen "maze drawn with box drawing" '┌───'
# Bumping into the top border is not a move.
keys Up k w
keys_read
expect_screen "a bump is not a move" "^Moves 0 "
# Walk the optimal path with the arrow keys.
keys $(cat "$T_TMP/keys")
expect_screen "optimal walk: result text" "Escaped in $optimal moves \\(optimal $optimal, 100%\\)"
expect_screen "optimal walk: unassisted" "unassisted"
keys q
wait_exit
expect_eq "q after winning exits 0" 0 "$status"

# A detour of one step out and back costs two moves; vi keys work.
awk -v detour=1 -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol" |
	sed 's/^Up$/k/; s/^Down$/j/; s/^Left$/h/; s/^Right$/l/' > "$T_TMP/vikeys"
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "game starts again" "^Moves 0 "
keys $(cat "$T_TMP/vikeys")
expect_screen "detour: optimal + 2" "Escaped in $((optimal + 2)) moves \\(optimal $optimal,"
# r on the result screen plays the same maze again.
keys r
expect_screen "r restarts with no moves" "^Moves 0  optimal $optimal "
# WASD: walk the optimal path again.
sed 's/^Up$/w/; s/^Down$/s/; s/^Left$/a/; s/^Right$/d/' "$T_TMP/keys" > "$T_TMP/wasd"
keys $(cat "$T_TMP/wasd")
expect_screen "WASD walk reaches the exit" "Escaped in $optimal moves"
keys n
expect_screen "n makes a new maze (another seed)" "^Moves 0 .* seed [0-9]+ "
seed_now=$(screen | sed -n 's/.* seed \([0-9]*\) .*/\1/p')
check "n: the seed changed" [ "$seed_now" != "$SEED" ]
keys q
wait_exit
expect_eq "q exits 0" 0 "$status"

# p shows and hides the way out; the game becomes assisted.
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "overlay test starts" "^Moves 0 "
keys p
expect_screen "p shows the path" '\*'
expect_screen "p marks the game assisted" 'assisted'
# path_hidden: no * of the way out on the maze.
path_hidden() {
	! screen | head -n 23 | grep -q '\*'
}
keys p
if wait_until 10 path_hidden; then ok "p again hides the path"; else not_ok "p again hides the path" "$(screen)"; fi
# ? opens the help, any key closes it.
keys '?'
expect_screen "? shows the help" 'show/hide the way out'
keys x
if wait_gone 'show/hide'; then ok "a key closes the help"; else not_ok "a key closes the help" "$(screen)"; fi
# Moves count on the status line; r restarts.
keys $(head -n 3 "$T_TMP/keys")
expect_screen "status line counts moves" "^Moves 3 "
keys r
expect_screen "r asks before throwing the moves away" "Restart this maze"
keys y
expect_screen "r resets the count" "^Moves 0 "
keys q
wait_exit
expect_eq "q mid-game exits 0" 0 "$status"

# --hard: the optimal length is the maze's longest path (what --stats
# of the same seed reports, checked against its printout in cli.sh).
hard=$("$MAZEGAME" --stats --hard -s 9 | sed -n 's/^solution_length: //p')
tmux_start 100 30 "$MAZEGAME" --hard -s 9
expect_screen "--hard plays the --print --hard maze" "^Moves 0  optimal $hard "
expect_screen "--hard scrolls: view indicator" 'view [0-9]+%,[0-9]+%'
keys q
wait_exit

# Ctrl-C ends the game and restores the terminal.
tmux_start 80 24 "$MAZEGAME" -s 3
expect_screen "Ctrl-C test starts" "^Moves 0 "
keys C-c
wait_exit
expect_eq "Ctrl-C exits 130" 130 "$status"

# Not a terminal: a message and exit 2 at once.
run_cmd sh -c "\"$MAZEGAME\" < /dev/null"
expect_eq "stdin not a terminal: exit 2" 2 "$rc"
expect_match "stdin not a terminal: message" 'must be a terminal' "$err"

tmux_finish
