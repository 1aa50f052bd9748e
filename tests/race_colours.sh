#!/bin/sh
# race_colours.sh - racers' letters never take the game's own colours:
# with 256 colours they are muted tones no theme uses (not the player's
# red, the exit's magenta, the trail's blue, the hints' orange or the
# route's green); with 8 colours they are bold and underlined in the
# text's own colour, told apart by their letters.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
SEED=3
way_out "$T_TMP/keys" -s $SEED

# sgr_before NAME TEXT: the SGR parameters in force where TEXT is drawn
# on NAME's screen (capture-pane -e writes each change before the text).
sgr_before() {
	tm capture-pane -e -p -t "$1" | sed -n "s/.*\(\x1b\[[0-9;]*m\)*\x1b\[\([0-9;]*\)m$2.*/\2/p" | head -1
}
# fg SGR: the foreground an SGR parameter list sets: "c256 N", "c8 N"
# (30-37, 90-97 as 0-15), or nothing.
fg() {
	echo "$1" | awk -F';' '{ for (i = 1; i <= NF; i++) {
		if ($i == 38 && $(i + 1) == 5) { print "c256", $(i + 2); exit }
		if ($i >= 30 && $i <= 37) { print "c8", $i - 30; exit }
		if ($i >= 90 && $i <= 97) { print "c8", $i - 82; exit } } }'
}
# game_colour SGR: true when the foreground is one the game's own marks
# use in some theme (look.c: the 8 colours red, green, blue, magenta,
# yellow, cyan, white and their 256-colour indexes).
game_colour() {
	case $(fg "$1") in
	"c8 "*) return 0 ;;
	"c256 "*) echo " 9 127 29 166 28 63 163 131 203 213 83 214 120 75 223 160 90 22 130 19 94 13 10 12 " |
		grep -q " ${2:-$(fg "$1" | cut -d' ' -f2)} " ;;
	*) return 1 ;;
	esac
}

for term in tmux-256color screen; do
	ROOM=co$$${term%%-*}
	start "h$term" 80 24 --race=$ROOM -s $SEED
	expect_on "h$term" "Race room $ROOM" "$term: a room"
	# The racer runs with this TERM.
	tm new-session -d -s "a$term" -x 80 -y 24 \
		"env XDG_DATA_HOME='$T_TMP/a$term' LC_ALL=C.UTF-8 TERM=$term $MAZEGAME --race=$ROOM; sleep 60"
	expect_on "h$term" "\(2\) +ready" "$term: a racer joins"
	tm send-keys -t "h$term" Enter
	expect_on "a$term" "Moves 0 .*of 2" "$term: the race is on" 8
	keys "h$term" $(sed -n 1,3p "$T_TMP/keys")
	expect_on "a$term" "(^|[^A-Za-z])R([^a-z]|$)" "$term: the racer sees the host's letter"
	sgr=$(tm capture-pane -e -p -t "a$term" | grep -v '^Moves' | sed -n 's/.*\x1b\[\([0-9;]*\)mR\x1b.*/\1/p' | head -1)
	check "$term: the host's letter has attributes ($sgr)" [ -n "$sgr" ]
	if game_colour "$sgr"; then
		not_ok "$term: the host's letter is in none of the game's colours" "SGR $sgr"
	else
		ok "$term: the host's letter is in none of the game's colours ($sgr)"
	fi
	case $term in
	tmux-256color) expect_match "$term: a muted 256-colour tone" '(^|;)38;5;(31|137|96|66|61|101|103|67)(;|$)' "$sgr" ;;
	*) expect_match "$term: bold and underlined" '(^|;)4(;|$)' "$sgr" ;;
	esac
done
finish
