#!/bin/sh
# man_de.sh - the German manual page (man/de/mazegame.6, written by po4a
# from man/mazegame.6 and man/po/de.po) renders cleanly and says what
# the English one says: the same sections, every option of OPTIONS,
# its NAME line in German, and (where po4a is installed) every
# paragraph of the English page translated.
. "$(dirname "$0")/lib.sh"

EN=$TOP_SRCDIR/man/mazegame.6
# The page make built: in the build tree, or shipped in the source tree.
DE=
for d in "${TOP_BUILDDIR:-$TOP_SRCDIR}" "$TOP_SRCDIR"; do
	if [ -f "$d/man/de/mazegame.6" ]; then DE=$d/man/de/mazegame.6; break; fi
done
if [ -z "$DE" ]; then
	not_ok "man/de/mazegame.6 is built (make writes it with po4a)"
	finish
fi
ok "man/de/mazegame.6 is built"

# Rendering: groff with every warning, and man-db as a reader runs it.
if command -v groff >/dev/null 2>&1; then
	run_cmd groff -k -ww -z -man -Tutf8 "$DE"
	expect_eq "groff -ww renders the German page without a warning" "0:" "$rc:$out$err"
else
	echo "# groff is not installed: rendering not checked"
fi
if command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1; then
	run_cmd env MANWIDTH=80 man --warnings -l "$DE"
	expect_eq "man --warnings renders the German page without a warning" \
		"0:" "$rc:$err"
	rendered=$out
	expect_match "the German page's NAME heading is BEZEICHNUNG" \
		'^BEZEICHNUNG$' "$rendered"
	expect_match "the German page's OPTIONS heading is OPTIONEN" \
		'^OPTIONEN$' "$rendered"
	if printf '%s\n' "$rendered" | grep -Eq '^(NAME|SYNOPSIS|DESCRIPTION|OPTIONS|FILES)$'; then
		not_ok "no English section heading left in the German page"
	else
		ok "no English section heading left in the German page"
	fi
fi

# One address, as the game has it: "du", never the formal "Sie".  A
# capitalised Sie, Ihnen, Ihr, Ihre... after a word in mid-sentence is
# the formal address (at a sentence start, after a colon, "Sie" may be
# "sie", they or it, and is let be).  formal reads paragraphs (blank
# lines between them) and prints each formal address with its words
# before it.
formal() {
	awk 'BEGIN { RS = "" }
	{
		gsub(/[ \t\n]+/, " ")
		s = " " $0 " "
		while (match(s, /[[:alnum:],;)>] +(Sie|Ihnen|Ihre[mnrs]?|Ihr)[^[:alnum:]]/)) {
			b = RSTART > 30 ? RSTART - 30 : 1
			print "..." substr(s, b, RSTART - b + RLENGTH)
			s = substr(s, RSTART + RLENGTH)
		}
	}'
}
# msgstrs FILE: the translations of a .po file, one a paragraph.
msgstrs() {
	awk 'function unq(s) { sub(/^[^"]*"/, "", s); sub(/"[ \t]*$/, "", s); return s }
	/^msgstr/ { if (m != "") print m "\n"; m = unq($0); on = 1; next }
	/^"/ && on { m = m unq($0); next }
	{ on = 0 }
	END { if (m != "") print m "\n" }' "$1"
}
check "formal finds the formal address it looks for" \
	[ -n "$(printf 'Der Ausgang liegt vor Ihnen.\n\nwo Sie sind\n' | formal)" ]
check "formal lets a sentence's own sie be" \
	[ -z "$(printf 'Die Kreide: Sie zählt nicht.  Sie bleibt.\n' | formal)" ]
if [ -n "${rendered-}" ]; then
	expect_eq "the German page says du, not Sie" "" \
		"$(printf '%s\n' "$rendered" | formal)"
fi
expect_eq "man/po/de.po says du, not Sie" "" \
	"$(msgstrs "$TOP_SRCDIR/man/po/de.po" | formal)"
expect_eq "po/de.po (the game) says du, not Sie" "" \
	"$(msgstrs "$TOP_SRCDIR/po/de.po" | formal)"

# The same sections, in the same number.
en_sh=$(grep -c '^\.SH' "$EN")
de_sh=$(grep -c '^\.SH' "$DE")
check "the English page has sections" [ "$en_sh" -ge 10 ]
expect_eq "as many sections in German as in English" "$en_sh" "$de_sh"
en_ss=$(grep -c '^\.SS' "$EN")
de_ss=$(grep -c '^\.SS' "$DE")
expect_eq "as many subsections in German as in English" "$en_ss" "$de_ss"

# opts FILE N: the options named in the Nth section of FILE (with the
# roff escapes \- and \f? removed), one a line, sorted.
opts() {
	sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$1" | awk -v n="$2" '
		/^\.SH/ { sh++ }
		sh == n' | grep -o -- '--\?-[A-Za-z][A-Za-z-]*' | sort -u
}
# The OPTIONS section is found by its English name; the German page has
# it at the same place.
n=$(awk '/^\.SH/ { n++ } /^\.SH OPTIONS$/ { print n; exit }' "$EN")
check "the English page has an OPTIONS section" [ -n "$n" ]
opts "$EN" "${n:-0}" > "$T_TMP/en.opts"
opts "$DE" "${n:-0}" > "$T_TMP/de.opts"
check "the English OPTIONS name at least 30 options" \
	[ "$(wc -l < "$T_TMP/en.opts")" -ge 30 ]
missing=$(comm -23 "$T_TMP/en.opts" "$T_TMP/de.opts" | tr '\n' ' ')
expect_eq "every option of the English OPTIONS is in the German OPTIONEN" \
	"" "$missing"
# And the whole page: no option of the English page is lost.
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$EN" | grep -o -- '--[a-z][a-z-]*' |
	sort -u > "$T_TMP/en.all"
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$DE" | grep -o -- '--[a-z][a-z-]*' |
	sort -u > "$T_TMP/de.all"
missing=$(comm -23 "$T_TMP/en.all" "$T_TMP/de.all" | tr '\n' ' ')
expect_eq "every --option of the English page is in the German page" \
	"" "$missing"

# The NAME line, as apropos and whatis read it: German, and mazegame's.
if command -v lexgrog >/dev/null 2>&1; then
	run_cmd lexgrog "$DE"
	de_name=$out
	run_cmd lexgrog "$EN"
	expect_match "lexgrog reads the German NAME line" \
		'"mazegame - .*Labyrinth' "$de_name"
	check "the German NAME line is not the English one" \
		[ "$de_name" != "" ] && [ "${de_name#*: }" != "${out#*: }" ]
else
	echo "# lexgrog (man-db) is not installed: NAME line not checked"
fi

# Complete: po4a, asked to keep only a 100% translation, writes the very
# page that was built.  Without po4a (a build from the tarball needs
# none) this is left to make dist, which checks the same.
if command -v po4a >/dev/null 2>&1; then
	# In a copy: po4a run in the source tree would move its files.
	mkdir -p "$T_TMP/po4a/man/po"
	cp "$TOP_SRCDIR/man/po4a.cfg" "$EN" "$T_TMP/po4a/man/"
	cp "$TOP_SRCDIR/man/po/mazegame-man.pot" "$TOP_SRCDIR/man/po/de.po" \
		"$T_TMP/po4a/man/po/"
	(cd "$T_TMP/po4a" && po4a --no-update --keep 100 man/po4a.cfg) \
		> "$T_TMP/po4a.log" 2>&1
	if [ -f "$T_TMP/po4a/man/de/mazegame.6" ]; then
		ok "man/po/de.po translates every paragraph of man/mazegame.6"
	else
		not_ok "man/po/de.po translates every paragraph of man/mazegame.6" \
			"$(cat "$T_TMP/po4a.log")
update: make man-po-update, translate man/po/de.po, make"
	fi
	check "the built German page is po4a's from the current sources" \
		cmp -s "$T_TMP/po4a/man/de/mazegame.6" "$DE"
else
	echo "# po4a is not installed: completeness left to make dist"
fi

finish
