#!/bin/sh
# race_shape.sh - racing on a shape other than the square grid: a room
# hosted with --shape=hex is raced by a second user (nobody, as root)
# on the same hex maze, each move sent in the hex ways' words (protocol
# version 2) and seen on the other screen; the host walks out by the
# hex keys; a peer of version 1 is refused with words that say why, a
# peer of version 2 hears the room's shape in the lobby, and a hex way
# word does nothing in a square room; on floors, a racer on another
# floor is not drawn on the host's.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
# The countdown and every timeout on a clock ten times as fast.
race_fast 10

ROOM=rs$$
RAWPEER=${RAWPEER:-${TOP_BUILDDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/rawpeer}
SEED=5
check "the way out of hex seed $SEED is found from its graph" hex_way "$T_TMP/way" -s $SEED
n=$(wc -l < "$T_TMP/way")
me=$(id -un)

start host 80 24 --race=$ROOM --shape=hex -s $SEED
expect_on host "Race room $ROOM" "host: a hex room's lobby"

# Protocol version 1 cannot carry hex moves: such a peer is told so.
if [ -x "$RAWPEER" ]; then
	v1=$(printf 'mazegame-race 1 race\n' | "$RAWPEER" say $ROOM 1500 2>&1)
	expect_match "a version 1 peer is refused from a hex room" \
	    "^error .*protocol version 1.*--shape=hex" "$v1"
	v2=$(printf 'mazegame-race 2 watch\n' | "$RAWPEER" say $ROOM 1000 2>&1)
	expect_match "a version 2 peer hears the room's shape after welcome" \
	    "^welcome [0-9]+ $ROOM lobby
shape hex 0" "$v2"
	expect_eq "... and no maze before the go" "" \
	    "$(printf '%s\n' "$v2" | grep '^maze ' || true)"
fi

# The racer: a second user where the test runs as root.
if other_user; then
	AS=$AS_OTHER GAME=$MAZEGAME_OTHER start racer 80 24 --race=$ROOM
	racer_login=$OTHER_LOGIN
else
	start racer 80 24 --race=$ROOM
	racer_login="$me \\(2\\)"
fi
expect_on racer "$racer_login +ready \(you\)" "a second racer joins the hex room"
tm send-keys -t host Enter
expect_on racer "Moves 0 .* 19x11 hex" "the racer races the host's hex maze" 10
expect_on host "Moves 0 .* 19x11 hex" "so does the host" 15
hex_rows() { shot "$1" | grep -E '^ *[│┃|]' | head -6 | sed 's/^ *//; s/ *$//; s/[A-Za-z@][A-Za-z0-9]\{0,1\}/ /g'; }
expect_eq "the same hex maze on both screens" "$(hex_rows host)" "$(hex_rows racer)"

# The racer's first two moves by the hex keys (the host's way is the
# racer's too: one maze, one start), seen on the host's screen.
first=$(sed -n 1p "$T_TMP/way")
second=$(sed -n 2p "$T_TMP/way")
keys racer "$first" "$second"
expect_on racer "Moves 2 " "the racer moved two cells by hex keys"
# Its letters are on the host's hex maze, off the start (the maze's
# rows hold no other capital but the exit's E).
tag_on_maze() { shot host | sed '$d' | sed 1,2d | grep -q '[A-DF-Z]'; }
wait_until 15 tag_on_maze
check "the host sees the racer's move on its hex maze" tag_on_maze
expect_on host "^Moves 0 " "the host has not moved"
# The host walks out; the racer is told.
keys host $(cat "$T_TMP/way")
expect_on host "1st +[A-Z] +$me +[0-9]+:[0-9]{2} +$n +$n +100%" "host: out first in $n moves, in the finish table"
expect_on racer "out first" "the racer is told who finished first"
# The racer walks on from where it is, and finishes second.
keys racer $(sed -n '3,$p' "$T_TMP/way")
expect_on host "2nd +[A-Z] +$racer_login +[0-9]+:[0-9]{2} +$n +$n +100%" "the racer finishes second, on the hex maze"

# race_out TAG SHAPE WAY SIZE HOW: a room of SHAPE (seed 5, named TAG
# and $ROOM), whose racer (the second user where there is one) walks
# the keys in file WAY out first, HOW (words of the checks); SIZE is
# the maze's size as the status line gives it.
race_out() {
	r_tag=$1 r_shape=$2 r_way=$3 r_size=$4 r_how=$5
	r_n=$(wc -l < "$r_way")
	start "${r_tag}host" 80 24 --race="$r_tag$ROOM" --shape="$r_shape" -s 5
	expect_on "${r_tag}host" "Race room $r_tag$ROOM" "a $r_shape room"
	if [ -n "${AS_OTHER-}" ]; then
		AS=$AS_OTHER GAME=$MAZEGAME_OTHER start "${r_tag}racer" 80 24 --race="$r_tag$ROOM"
	else
		start "${r_tag}racer" 80 24 --race="$r_tag$ROOM"
	fi
	expect_on "${r_tag}host" "$racer_login +ready" "a racer joins the $r_shape room"
	tm send-keys -t "${r_tag}host" Enter
	expect_on "${r_tag}racer" "Moves 0 .* $r_size $r_shape" "the racer races the host's $r_shape maze" 10
	keys "${r_tag}racer" $(cat "$r_way")
	expect_on "${r_tag}racer" "1st +[A-Z] +$racer_login +[0-9]+:[0-9]{2} +$r_n +$r_n +100%" "the racer walks $r_how, first"
	expect_on "${r_tag}host" "out first" "the host is told the racer is out first, on the $r_shape maze"
}

# A circle raced to its rim: the racer's cells beyond the first rows
# (a circle has more cells than W x H) are positions like any other.
check "the way out of circle seed 5" circle_way "$T_TMP/cway" -s 5
race_out c circle "$T_TMP/cway" 6x7 "out to the rim"

# An upsilon maze raced across its corners: the way words of its
# diagonals (ne, se, ...) go over the wire and the host checks them.
check "the way out of upsilon seed 5" upsilon_way "$T_TMP/uway" -s 5
check "... it crosses corners" grep -qx '[yubn]' "$T_TMP/uway"
race_out u upsilon "$T_TMP/uway" 19x11 "out across corners"

# Every other shape is raced as well: its room says its name (and, for
# a shape with a number, the number its options gave).
if [ -x "$RAWPEER" ]; then
	for sh in $("$MAZEGAME" --list-shapes | awk '$1 != "square" && $1 != "hex" { print $1 }'); do
		case $sh in
		weave) more=--weave=70 k=70 ;;
		floors) more=--floors=3 k=3 ;;
		*) more= k='[0-9]+' ;;
		esac
		start "h$sh" 80 24 --race="$sh$ROOM" --shape="$sh" $more -s 3
		expect_on "h$sh" "Race room $sh$ROOM" "a $sh room"
		[ "$sh" != floors ] ||
			expect_on "h$sh" "Maze: 19x11x3 floors, " "... the lobby gives a floor's size and the floors, not the rows of all, and the shape"
		said=$(printf 'mazegame-race 2 watch\n' | "$RAWPEER" say "$sh$ROOM" 1000 2>&1)
		expect_match "... tells a peer its shape" "^shape $sh $k$" "$said"
	done
fi

# In a square room a hex way word moves no one, and breaks nothing.
if [ -x "$RAWPEER" ]; then
	start sq 80 24 --race=q$ROOM -s 1
	expect_on sq "Race room q$ROOM" "a square room"
	sq=$(printf 'mazegame-race 2 race\nstep ne\ndash se\nping\n' | "$RAWPEER" say q$ROOM 1500 2>&1)
	expect_match "a hex word in a square room: ignored, the peer stays" "^pong" "$sq"
	check "... and no shape line from a square room" sh -c "! printf '%s\n' '$sq' | grep -q '^shape '"
fi

# A racer on another floor is not drawn on yours: it was drawn beyond
# the maze's right wall (where the next floor would stand) and never
# wiped.  The host's terminal is wide enough to show that place.
"$MAZEGAME" --print --format=graph --floors=3 -s 3 |
	awk -f "$TOP_SRCDIR/tests/floors_keys.awk" > "$T_TMP/fway"
check "floors race: the way out is found" test -s "$T_TMP/fway"
up=$(grep -n -m 1 -x '<' "$T_TMP/fway" | cut -d: -f1)
opt=$(wc -l < "$T_TMP/fway")
start fh 200 50 --race=f$ROOM --floors=3 -s 3
expect_on fh "Race room f$ROOM" "floors race: a room"
start fr 80 24 --race=f$ROOM
expect_on fh "\\(2\\) +ready" "floors race: a racer joins"
tm send-keys -t fh Enter
expect_on fr "Moves 0 .*of 2" "floors race: the race is on" 8
keys fr $(head -n "$up" "$T_TMP/fway")
expect_on fr "floor 2/3" "floors race: the racer climbs to floor 2"
expect_on fh "leader $((opt - up)) to go" "floors race: the host knows it"
# right_blank: nothing on the host's maze rows past column 140 (its
# floor is 77 columns wide, in the middle of 200).
right_blank() { shot fh > "$T_TMP/fh.shot"; ! head -n 49 "$T_TMP/fh.shot" | LC_ALL=C.UTF-8 sed -n "s/^.\\{140\\}//p" | grep -q "[^ ]"; }
check "floors race: nothing is drawn right of the host's floor" right_blank

finish
