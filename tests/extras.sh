#!/bin/sh
# extras.sh - the daily maze, hints, the minimap, the replay on the
# result screen and the demo, through the real binary in tmux.
. "$(dirname "$0")/tmux_lib.sh"

# The daily maze: the same seed whatever the time zone (UTC date), and
# --print --daily prints the maze --daily plays.
run_cmd env TZ=Pacific/Kiritimati "$MAZEGAME" --stats --daily
s1=$(printf '%s\n' "$out" | sed -n 's/^seed: //p')
run_cmd env TZ=Etc/GMT+12 "$MAZEGAME" --stats --daily
s2=$(printf '%s\n' "$out" | sed -n 's/^seed: //p')
check "daily: a seed is chosen" [ -n "$s1" ]
expect_eq "daily: the same seed in every time zone" "$s1" "$s2"
run_cmd "$MAZEGAME" --daily --seed 3
expect_eq "daily with --seed is a usage error" 2 "$rc"
today=$(date -u +%Y-%m-%d)
"$MAZEGAME" --print --solution --daily > "$T_TMP/daily"
optimal=$("$MAZEGAME" --stats --daily | sed -n 's/^solution_length: //p')
awk -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/daily" > "$T_TMP/dkeys"
# The line comes after the game, on the terminal the game gave back; the
# wrapper lingers until the test has read it (a minute at most), so
# that tmux reads it before the pane dies.
printf '#!/bin/sh\n"$@"; rc=$?; n=0\nwhile [ ! -e "%s" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done\nexit $rc\n' \
	"$T_TMP/line-read" > "$T_TMP/linger.sh"
chmod +x "$T_TMP/linger.sh"
tmux_start 200 24 "$T_TMP/linger.sh" "$MAZEGAME" --daily
expect_screen "daily: plays the day's seed" "^Moves 0  optimal $optimal .* seed $s1 "
keys t
expect_screen "a hint is counted on the status line" "^Moves 0 .* 1 hint( |$)"
keys $(cat "$T_TMP/dkeys")
expect_screen "daily: won" "Escaped in $optimal moves"
expect_screen "the result screen counts the hint" "with 1 hint"
keys q
# Read the line while the wrapper lingers: a dead pane may lose it.
expect_screen "daily: the shareable line" \
	"^mazegame daily $today backtracker 19x11: $optimal moves, optimal $optimal \\(100%\\), [0-9]+:[0-9][0-9], 1 hint$"
: > "$T_TMP/line-read"
wait_exit
expect_eq "daily: exit 0" 0 "$status"

# Hints show the way to the next junction and one step on, never the
# whole way (a long maze has junctions).
SEED=11
"$MAZEGAME" --print --solution -s $SEED > "$T_TMP/sol"
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "hint test starts" "^Moves 0 "
n_path=$(grep -o '[.]' "$T_TMP/sol" | wc -l)
keys t
expect_screen "t marks the way with +" '\+ '
marks=$(screen | head -n 23 | grep -o '+ ' | wc -l)
check "a hint shows part of the way ($marks marks, path has $n_path dots)" \
	[ "$marks" -ge 1 ] && [ "$marks" -lt "$n_path" ]
expect_screen "a hint does not make the game assisted" "1 hint  .*\\? help"
keys q
wait_exit
# Under --ascii the hint is o: '+' is a wall's corner there.
tmux_start 80 24 "$MAZEGAME" -s $SEED --ascii
expect_screen "--ascii hint test starts" "^Moves 0 "
keys t
expect_screen "--ascii: t marks the way with o" ' o '
keys q
wait_exit
tmux_start 80 24 "$MAZEGAME" -s $SEED
# m opens the map; any key closes it.
keys m
expect_screen "m shows the map" "Map 19x11"
keys x
if wait_gone "Map 19x11"; then ok "any key closes the map"; else not_ok "any key closes the map" "$(screen)"; fi
keys q
wait_exit

# The replay after the exit: cells walked again, dead ends explored,
# counted independently by walk_stats.awk from the keys sent.
awk -v detour=1 -f "$TOP_SRCDIR/tests/solve_keys.awk" "$T_TMP/sol" > "$T_TMP/keys"
set -- $(awk -v keys="$T_TMP/keys" -f "$TOP_SRCDIR/tests/walk_stats.awk" "$T_TMP/sol")
dead=$1 again=$2
tmux_start 80 24 "$MAZEGAME" -s $SEED
expect_screen "replay test starts" "^Moves 0 "
keys $(cat "$T_TMP/keys")
expect_screen "replay: won" "Escaped in"
expect_screen "replay: dead ends explored" "You explored $dead dead ends?"
keys v
expect_screen "v hides the box to show the route" "^Moves "
# colons: the marks of cells walked again (the route drawn after v).
colons() {
	screen | head -n 23 | grep -o ' : ' | wc -l | tr -d ' '
}
# all_marks: as many marks as walk_stats.awk counts.
all_marks() {
	[ "$(colons)" = "$again" ]
}
wait_until 10 all_marks
colons=$(colons)
expect_eq "replay: cells walked again are marked" "$again" "$colons"
check "replay: the route is drawn" sh -c "tmux -L '$TMUX_SOCK' capture-pane -p -t main | grep -q '·'"
keys q
wait_exit

# The demo walks by itself, saves nothing and quits on any key.
tmux_start 80 24 "$MAZEGAME" --demo --easy
expect_screen "demo starts" "demo: any key qu"
expect_screen "the demo moves by itself" "^Moves [1-9]"
keys x
wait_exit
expect_eq "demo: any key quits with 0" 0 "$status"
check "demo: nothing saved" test ! -e "$T_TMP/data.$t_server/mazegame/saved-game"

tmux_finish
