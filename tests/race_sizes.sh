#!/bin/sh
# race_sizes.sh - every race screen at every size and in every language:
# at 20x5, 30x10, 44x12, 80x24 and 200x60, in English, German and
# Polish, the lobby shows your own entry (you joined last, behind three
# others), the racing status line keeps the help key and, from 44
# columns, your place, and the finish table shows your own row with its
# place; no line of a box runs past the screen; a resize while the
# game is busy is drawn without a key.
. "${TOP_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
. "$TOP_SRCDIR/tests/race_lib.sh"
. "$TOP_SRCDIR/tests/locale_lib.sh"
SIZES="20x5 30x10 44x12 80x24 200x60"
SEED=3
way_out "$T_TMP/keys" -s $SEED
msg() { awk -v id="$2" -v form="${3:-0}" -f "$TOP_SRCDIR/tests/po_msgstr.awk" "$PO/$1.po"; }
RACE_ENV=$PLAY_ENV
# The countdown and the keys on a clock ten times as fast (the busy
# racer below keeps the real one: its waits begin late by the wall clock).
race_fast 10

# resize NAME SIZE: the window of NAME at SIZE, drawn anew.
resize() { tm resize-window -t "$1" -x "${2%x*}" -y "${2#*x}"; sleep 0.3; }
# box_whole NAME TITLE: the box titled TITLE on NAME's screen has both
# side borders on every row from its top to its bottom (a line that ran
# past the box, or wrapped, breaks them).  Box characters become ASCII
# and other wide characters x, so awk counts characters.
ascii() { sed 's/│/|/g; s/[┌┐└┘]/+/g; s/─/-/g; s/[^ -~]/x/g'; }
box_whole() {
	shot "$1" | ascii | awk -v t="$(printf '%s\n' "$2" | ascii)" '
		!top && (a = index($0, "+-" t)) { top = 1
			rest = substr($0, a + 1); b = a + index(rest, "+"); next }
		top && !done { l = substr($0, a, 1); r = substr($0, b, 1)
			if (l == "+" && r == "+") { done = 1; next }
			if (l != "|" || r != "|") bad = 1 }
		END { exit !(top && done && !bad) }'
}

for lang in en de pl; do
	case $lang in
	en) RACE_LC=C.UTF-8 you="(you)" of="of" room_word="Race room" table_word="Finish table" ;;
	de) RACE_LC=de_DE.UTF-8 ;;
	pl) RACE_LC=pl_PL.UTF-8 ;;
	esac
	if [ $lang != en ]; then
		you=$(msg $lang "%s (you)" | sed 's/^%s //')
		of=$(msg $lang "%1\$s of %2\$u · %3\$s" | sed 's/^%1\$s \([^ ]*\) .*/\1/')
		room_word=$(msg $lang "Race room %s" | sed 's/ *%s.*//')
		table_word=$(msg $lang "Finish table")
	fi
	check "$lang: the words to look for ($you, $of, $room_word, $table_word)" \
	    [ -n "$you" -a -n "$of" -a -n "$room_word" -a -n "$table_word" ]
	ROOM=sz$lang$$
	start "h$lang" 80 24 --race=$ROOM -s $SEED
	expect_on "h$lang" "$ROOM" "$lang: a room"
	for p in b c; do
		start "$p$lang" 80 24 --race=$ROOM
		expect_on "$p$lang" "$you" "$lang: racer $p is in"
	done
	start "m$lang" 80 24 --race=$ROOM
	me=m$lang
	expect_on "$me" "$you" "$lang: you are in, fourth"
	for size in $SIZES; do
		resize "$me" "$size"
		expect_on "$me" "$you" "$lang $size: the lobby shows your own entry" 15
		check "$lang $size: the lobby's box is whole" wait_until 15 box_whole "$me" "$room_word"
	done
	resize "$me" 80x24
	tm send-keys -t "h$lang" Enter
	expect_on "$me" "[0-9]+[^ ]* $of 4" "$lang: the race is on" 8
	for size in $SIZES; do
		resize "$me" "$size"
		last=$(shot "$me" | tail -n 1)
		expect_match "$lang $size: the status line keeps the help key" '\?' "$last"
		[ "${size%x*}" -ge 44 ] &&
			expect_match "$lang $size: ... and your place" "[0-9]+[^ ]* $of 4" "$last"
	done
	resize "$me" 80x24
	# The host and you go out; b and c stay: you are 2nd.
	keys "h$lang" $(cat "$T_TMP/keys")
	keys "$me" $(cat "$T_TMP/keys")
	expect_on "$me" "2[^ 0-9]* +R[a-z0-9]? " "$lang: your finish table"
	for size in $SIZES; do
		resize "$me" "$size"
		expect_on "$me" "2[^ 0-9]* +R[a-z0-9]? " "$lang $size: the table shows your row and place" 15
		check "$lang $size: the table's box is whole" wait_until 15 box_whole "$me" "$table_word"
	done
	# The host calls the race: the results too.
	tm send-keys -t "h$lang" Enter
	for size in 20x5 44x12; do
		resize "$me" "$size"
		expect_on "$me" "2[^ 0-9]* +R[a-z0-9]? " "$lang $size: the results show your row" 15
	done
	for p in "$me" "b$lang" "c$lang"; do tm send-keys -t "$p" q; done
	tm send-keys -t "h$lang" q
done

# A resize that comes while a racer's game is busy (each of its waits
# begun a second and a half late, by slow_poll.so) is drawn without a
# key: the lobby's box at the new size.
RACE_LC=C.UTF-8 ROOM=szbusy$$
start hbusy 80 24 --race=$ROOM -s $SEED
expect_on hbusy "$ROOM" "busy: a room"
busy_env
RACE_ENV="$PLAY_ENV $BUSY_ENV"
start mbusy 80 24 --race=$ROOM
RACE_ENV=$PLAY_ENV
expect_on mbusy "(you)" "busy: the racer is in" 15
tm resize-window -t mbusy -x 44 -y 12
if wait_until 6 box_whole mbusy "Race room"; then
	ok "busy: the lobby drawn at the new size without a key"
else
	not_ok "busy: the lobby drawn at the new size without a key" "screen:
$(shot mbusy)"
fi
tm send-keys -t mbusy q
tm send-keys -t hbusy q
finish
