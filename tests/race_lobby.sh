#!/bin/sh
# race_lobby.sh - leaving a race room: a host with others in the room is
# asked before Esc or q closes it (n and Esc keep it open, y closes it);
# a host alone, and a racer, leave at once.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
ROOM=lb$$

open_room 80 24 -s 3
join_room ann 2 80 24

tm send-keys -t host Escape
expect_on host "Close the room\? 1 other is in it" "Esc asks the host before closing a room with a racer in it"
tm send-keys -t host n
expect_on host "Race room $ROOM" "n keeps the room"
check "... and the host plays on" [ ! -s "$T_TMP/host.status" ]
tm send-keys -t host q
expect_on host "Close the room\? 1 other is in it" "q asks too"
tm send-keys -t host Escape
expect_on host "Race room $ROOM" "Esc keeps the room"
expect_on ann "Race room $ROOM" "the racer is still in it"

# A racer leaves at once: the room is the host's.
tm send-keys -t ann Escape
exited ann
expect_eq "a racer leaves the lobby with Esc, no question" 0 "$status"
expect_on host "left|Race room $ROOM" "the host sees the racer go"

# Now alone in the lobby (the racer left): the host goes at once.
start bob 80 24 --spectate=$ROOM
expect_on host "spectator" "a spectator joins"
tm send-keys -t host q
expect_on host "Close the room\? 1 other is in it" "a spectator counts as someone in the room"
tm send-keys -t host y
exited host
expect_eq "y closes the room" 0 "$status"
expect_on bob "gone|closed|ended|alone" "the spectator is told"

start solo 80 24 --race=s$ROOM -s 3
expect_on solo "Race room s$ROOM" "a host alone"
tm send-keys -t solo Escape
exited solo
expect_eq "a host alone leaves with Esc at once" 0 "$status"
finish
