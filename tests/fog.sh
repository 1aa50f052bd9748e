#!/bin/sh
# fog.sh - in fog (--hard) every view shows only what the player has
# seen: the map (m) at the box-character scale and in braille, before
# and after walking; the same maze without fog shows all of it.
. "$(dirname "$0")/tmux_lib.sh"

# walls: the number of horizontal wall pieces on the screen.
walls() { screen | tr -cd '─' | wc -c; }
# no_exit: no exit mark anywhere on the screen.
no_exit() { ! screen | grep -q E; }

# The map at the box-character scale (a 40x20 maze in 200x60).
tmux_start 200 60 "$MAZEGAME" --hard -s 4
expect_screen "a hard game" "^Moves 0 "
keys m
expect_screen "the map opens" "Map 40x20"
fog=$(walls)
check "in fog the map shows no exit" no_exit
# The same maze and sizes without fog, for comparison.
tmux_start 200 60 "$MAZEGAME" -W 40 -H 20 -a wilson -s 4
expect_screen "a game without fog" "^Moves 0 "
keys m
expect_screen "its map opens" "Map 40x20"
clear=$(walls)
expect_screen "without fog the map shows the exit" "E"
check "in fog the map shows a fraction of the walls ($fog of $clear)" \
    [ "$fog" -gt 0 -a $((fog * 5)) -lt "$clear" ]

# Walking reveals more, and the map follows.
way_out "$T_TMP/keys" --hard -s 4
tmux_start 200 60 "$MAZEGAME" --hard -s 4
expect_screen "a hard game again" "^Moves 0 "
keys $(head -n 12 "$T_TMP/keys")
expect_screen "twelve moves" "^Moves 12 "
keys m
expect_screen "the map opens after walking" "Map 40x20"
walked=$(walls)
check "the map grows with what was seen ($fog, then $walked)" [ "$walked" -gt "$fog" ]
check "... and still shows no exit" no_exit

# The braille map (80x24) shows no exit either.
tmux_start 80 24 "$MAZEGAME" --hard -s 4
expect_screen "a hard game at 80x24" "^Moves 0 "
keys m
expect_screen "the braille map opens" "Map 40x20"
check "in fog the braille map shows no exit" no_exit
# Walking to the exit after looking at the map is unassisted.
keys q $(cat "$T_TMP/keys")
expect_screen "escaped after the map" "Escaped in [0-9]+ moves"
expect_screen "... unassisted" "unassisted"
finish
