#!/bin/sh
# i18n.sh - the game in German and Polish, in tmux, from the catalogues
# of this tree (MAZEGAME_LOCALEDIR) and locales made for the test
# (localedef + LOCPATH): nothing installed or generated system-wide is
# used.  At 80x24 and 30x10: the maze, the key help, the map, the pause,
# a question and the result, each checked that its box frame is whole
# (a line that ran past the box or the screen breaks it), that its close
# key shows whole, that the status line holds whole fields only, and
# that the words are the catalogue's.  Then --help fully translated and
# the Polish plural forms of moves for 1, 2, 5 and 22.
#
# Expected words are read from po/*.po (tests/po_msgstr.awk), never
# copied from the code.
. "$(dirname "$0")/tmux_lib.sh"

. "$TOP_SRCDIR/tests/locale_lib.sh"

# msg LANG MSGID [FORM]: the catalogue's translation ("" if missing).
msg() {
	awk -v id="$2" -v form="${3:-0}" -f "$TOP_SRCDIR/tests/po_msgstr.awk" "$PO/$1.po"
}
# lead LANG MSGID: the translation up to its first placeholder, trimmed.
lead() {
	msg "$1" "$2" | sed 's/%.*//; s/[ (:]*$//'
}
# re: text as an ERE that matches it (and little else).
re() {
	printf '%s' "$1" | sed 's/[][().*+?^$|{}\\]/./g'
}
# norm: numbers as N, so fields compare across sizes and times.
norm() {
	sed 's/%[0-9$]*ll[ud]/N/g; s/%[0-9$]*[dus]/N/g; s/%%/%/g; s/[0-9][0-9]*/N/g'
}
# ascii: the pane with the box frame as control bytes (corners 1-4,
# sides 5, rules 6), other line drawing as #, other non-ASCII as '.':
# one byte a column, for awk.
ascii() {
	sed 's/┌/\x01/g; s/┐/\x02/g; s/└/\x03/g; s/┘/\x04/g; s/│/\x05/g; s/─/\x06/g
	    s/[├┤┬┴┼╴╵╶╷]/#/g; s/[^ -~\x01-\x06]/./g'
}

# box_ok NAME MARKER FOOTER...: the box holding MARKER (a title or a
# line of it) has its whole frame on its rows: top corners, a side on
# each row, bottom corners, in the same columns; and when FOOTERs are
# given, one of them stands whole in its bottom row.
box_ok() {
	b_name=$1 b_mark=$2
	shift 2
	screen > "$T_TMP/pane"
	b_foot=$(for f in "$@"; do printf '%s\n' "$f"; done | ascii | tr '\n' '\037')
	b_why=$(ascii < "$T_TMP/pane" | awk -v mark="$(printf '%s' "$b_mark" | ascii)" -v feet="$b_foot" '
		{ row[NR] = $0 }
		function ch(r, c) { return substr(row[r], c, 1) }
		END {
			for (r = 1; r <= NR && !(c = index(row[r], mark)); r++) ;
			if (!c) { print "no \"" mark "\" on the screen"; exit }
			for (l = c - 1; l > 0 && ch(r, l) != "\001" && ch(r, l) != "\005" && ch(r, l) != "\003"; l--) ;
			if (l < 1) { print "no left side left of \"" mark "\" on row " r; exit }
			for (top = r; top > 1 && ch(top, l) == "\005"; top--) ;
			if (ch(top, l) != "\001") { print "no top-left corner above row " r; exit }
			rgt = index(substr(row[top], l + 1), "\002")
			if (!rgt) { print "top row " top " has no top-right corner: cut at the edge"; exit }
			rgt += l
			if (c + length(mark) > rgt) { print "\"" mark "\" runs past the box (column " rgt ")"; exit }
			for (b = top + 1; b <= NR; b++) {
				if (ch(b, l) == "\003" && ch(b, rgt) == "\004") break
				if (ch(b, l) != "\005" || ch(b, rgt) != "\005") {
					print "row " b ": the frame is broken at column " l " or " rgt; exit }
			}
			if (b > NR) { print "no bottom of the box"; exit }
			if (feet == "") exit
			inner = substr(row[b], l + 1, rgt - l - 1)
			n = split(feet, f, "\037")
			for (i = 1; i <= n; i++) if (f[i] != "" && index(inner, f[i])) exit
			print "no whole close key in the bottom row: " inner
		}')
	if [ -z "$b_why" ]; then ok "$b_name"; else
		not_ok "$b_name" "$b_why
screen:
$(cat "$T_TMP/pane")"; fi
}

# fields_ok NAME REF: every field of the status line (two spaces apart)
# is whole: one of the fields of REF (the same game's line on a wide
# screen), the short "opt" or the view field; the first is the moves.
fields_ok() {
	f_line=$(status_line | sed 's/ *$//')
	f_why=$(printf '%s\n' "$f_line" | sed 's/  /\n/g' | norm | awk -v ref="$2" \
	    -v extra="$(msg "$PLAY_L" 'opt %llu' | norm)
$(msg "$PLAY_L" 'view %d%%,%d%%' | norm)" -v moves="$(msg "$PLAY_L" 'Moves %llu' | norm)" '
		BEGIN { n = split(ref "\n" extra, f, "\n"); for (i = 1; i <= n; i++) whole[f[i]] = 1 }
		NR == 1 && $0 != moves && $0 != "N" { print "first field \"" $0 "\" is not the moves"; exit }
		!($0 in whole) { print "field \"" $0 "\" is not a whole field"; exit }')
	if [ -n "$f_line" ] && [ -z "$f_why" ]; then ok "$1"; else
		not_ok "$1" "$f_why
line: $f_line
whole: $(printf '%s' "$2" | tr '\n' '|')"; fi
}

# ref_fields ARGS KEY: sets $ref to the normalised fields of the status
# line after KEY on a 250x60 screen (not in a subshell: tmux_start
# counts its servers).
ref_fields() {
	ref=
	tmux_start 250 60 "$PLAY_ENV '$MAZEGAME' $1"
	wait_for "^$(lead "$PLAY_L" 'Moves %llu') " 20 || return
	keys "$2"
	wait_for "^$(lead "$PLAY_L" 'Moves %llu') 1 .*$(lead "$PLAY_L" 'optimal %llu') [0-9]" 20
	ref=$(status_line | sed 's/ *$//; s/  /\n/g' | norm)
}

SEED=7
for PLAY_L in de pl; do
	PLAY_LC=${PLAY_L}_$(echo "$PLAY_L" | tr a-z A-Z).UTF-8
	export PLAY_LC
	MOVES=$(lead "$PLAY_L" 'Moves %llu')
	OPTIMAL=$(lead "$PLAY_L" 'optimal %llu')
	# An untranslated catalogue fails once, not at every wait.
	if [ -z "$MOVES" ] || [ -z "$OPTIMAL" ]; then
		not_ok "$PLAY_L: po/$PLAY_L.po translates the status line"
		continue
	fi
	first=$(first_keys "$SEED" 1)
	ref_fields "-s $SEED" "$first"
	[ -n "$ref" ] || not_ok "$PLAY_L: the reference status line on 250x60"
	for size in 80x24 30x10; do
		c=${size%x*} r=${size#*x}
		tag="$PLAY_L $size"
		tmux_start "$c" "$r" "$PLAY_ENV '$MAZEGAME' -s $SEED"
		wait_for "^$MOVES " 20
		keys "$first"
		expect_screen "$tag: the status line in the language ($MOVES 1)" "^$MOVES 1( |\$)" 20
		wait_for "$OPTIMAL [0-9]" 20 || wait_for "$(lead "$PLAY_L" 'opt %llu') [0-9]" 15
		fields_ok "$tag: the status line holds whole fields" "$ref"

		keys '?'
		title=$(msg "$PLAY_L" 'Keys (Up/Down scroll)')
		wait_for "$(lead "$PLAY_L" 'Keys')" 10
		screen | grep -qF "$title" || title=$(msg "$PLAY_L" 'Keys (Up/Down)')
		screen | grep -qF "$title" || title=$(msg "$PLAY_L" 'Keys')
		box_ok "$tag: the key help's frame and close key" "$title" \
		    "$(msg "$PLAY_L" 'q, Esc or any key: back')" "$(msg "$PLAY_L" 'q/Esc: back')"
		keys Escape
		wait_gone "$(re "$title")" 10

		keys m
		map=$(lead "$PLAY_L" 'Map %1$ux%2$u')
		wait_for "$(re "$map")" 10
		box_ok "$tag: the map's frame and close key" "$map" \
		    "$(msg "$PLAY_L" 'any key goes back')" "$(msg "$PLAY_L" 'any key: back')"
		keys Escape
		wait_gone "$(re "$map")" 10

		keys Space
		paused=$(msg "$PLAY_L" 'Paused')
		wait_for "$(re "$paused")" 10
		box_ok "$tag: the pause's frame and close key" "$paused" \
		    "$(msg "$PLAY_L" 'any key goes on')"
		keys x
		wait_gone "$(re "$paused")" 10

		# A question: its answers (their first words: a long answer
		# wraps inside the box) with the box whole around them.
		keys n
		keep=$(msg "$PLAY_L" 'keep playing' | cut -d' ' -f1)
		wait_for "$(re "$keep")" 10
		box_ok "$tag: the question's frame and its answers" "$keep"
		box_ok "$tag: the question's other answer" \
		    "$(msg "$PLAY_L" 'new maze' | cut -d' ' -f1)"
		keys Escape
		wait_gone "$(re "$keep")" 10

		# The result: a small maze played through.
		tmux_start "$c" "$r" "$PLAY_ENV '$MAZEGAME' -s $SEED -W 6 -H 3"
		wait_for "^$MOVES " 20
		for k in $(first_keys "$SEED" 100 -W 6 -H 3); do keys "$k"; done
		quit=$(msg "$PLAY_L" '%.11s quit' | sed 's/%\.11s/q/')
		expect_screen "$tag: the result box comes" "$(re "$quit")" 20
		box_ok "$tag: the result's frame and its quit key" "$quit"
	done
done

# --help: no sentence of the English --help is left in either language
# (the words of each line with two words or more, after an option's
# name; options and placeholders are never translated).
LC_ALL=C "$MAZEGAME" --help | sed 's/^ *//; s/ *$//; s/^.*  //' |
	grep '[a-z][a-z][a-z] [a-z]' > "$T_TMP/help.en"
n=$(wc -l < "$T_TMP/help.en")
check "--help: English sentences to look for ($n)" test "$n" -gt 50
for PLAY_L in de pl; do
	lc=${PLAY_L}_$(echo "$PLAY_L" | tr a-z A-Z).UTF-8
	env LOCPATH="$LOC" MAZEGAME_LOCALEDIR="$MO" LANGUAGE= LC_ALL="$lc" \
	    "$MAZEGAME" --help > "$T_TMP/help.$PLAY_L"
	expect_eq "--help in $PLAY_L: no English sentence left" "" \
	    "$(grep -F -f "$T_TMP/help.en" "$T_TMP/help.$PLAY_L" | head -n 10)"
done

# Polish counts: the form the catalogue holds for n, picked by the
# Polish rule (n==1: [0]; n%10 in 2..4 and n%100 not in 12..14: [1];
# else [2]), read on the screen: the question after n moves and the
# result of a corridor of n moves.
form() {
	if [ "$1" -eq 1 ]; then echo 0
	elif [ $(( $1 % 10 )) -ge 2 ] && [ $(( $1 % 10 )) -le 4 ] &&
	    { [ $(( $1 % 100 )) -lt 12 ] || [ $(( $1 % 100 )) -gt 14 ]; }; then echo 1
	else echo 2; fi
}
PLAY_L=pl PLAY_LC=pl_PL.UTF-8
q_one='This game (%llu move) will be lost.' q_many='This game (%llu moves) will be lost.'
r_one='Escaped in %1$llu move (optimal %2$llu, %3$u%%)'
r_many='Escaped in %1$llu moves (optimal %2$llu, %3$u%%)'
MOVES=$(lead pl 'Moves %llu')
[ -n "$MOVES" ] && [ -n "$(msg pl "$q_one" 2)" ] && [ -n "$(msg pl "$r_one" 2)" ] ||
	{ not_ok "pl: po/pl.po has the plural forms of moves"; tmux_finish; }
for n in 0 1 2 5 22; do
	f=$(form "$n")
	# The catalogue's own rule (its Plural-Forms) picks the same form.
	got=$(env LOCPATH="$LOC" LANGUAGE= LC_ALL=pl_PL.UTF-8 TEXTDOMAINDIR="$MO" \
	    ngettext -d mazegame "$q_one" "$q_many" "$n")
	expect_eq "pl: the catalogue's rule gives form $f for $n" "$(msg pl "$q_one" "$f")" "$got"
	[ "$n" -gt 0 ] || continue
	want=$(msg pl "$q_one" "$f" | sed "s/%llu/$n/")
	tmux_start 100 24 "$PLAY_ENV '$MAZEGAME' -W 40 -H 1"
	wait_for "^$MOVES " 20
	i=0
	while [ "$i" -lt "$n" ]; do keys Right; i=$((i + 1)); done
	wait_for "^$MOVES $n " 20
	keys n
	expect_screen "pl: the question after $n moves: $want" "$(re "$want")"
	tmux_start 100 24 "$PLAY_ENV '$MAZEGAME' -W $((n + 1)) -H 1"
	wait_for "^$MOVES " 20
	i=0
	while [ "$i" -lt "$n" ]; do keys Right; i=$((i + 1)); done
	want=$(msg pl "$r_one" "$f" | sed "s/%1\$llu/$n/; s/%2\$llu/$n/; s/%3\$u%%/100%/")
	expect_screen "pl: the result of $n moves: $want" "$(re "$want")"
done

tmux_finish
