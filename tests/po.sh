#!/bin/sh
# po.sh - the translations are complete and cover the sources (no tmux):
# every catalogue in po/LINGUAS compiles with msgfmt -c with no fuzzy
# and no untranslated message; po/POTFILES.in lists every source file
# with marked strings; and every msgid the sources have now (extracted
# here with po/Makevars' own xgettext options) is in every catalogue.
. "$(dirname "$0")/lib.sh"

PO=$TOP_SRCDIR/po
needs "apt-get install gettext" msgfmt msgcmp xgettext
langs=$(sed 's/#.*//' "$PO/LINGUAS" | tr -s ' \t' '\n\n' | grep .)
expect_eq "po/LINGUAS names German and Polish" "de pl" "$(echo $langs)"

for l in $langs; do
	run_cmd msgfmt -c --statistics -o "$T_TMP/$l.mo" "$PO/$l.po"
	expect_eq "$l.po compiles with msgfmt -c" 0 "$rc"
	# msgfmt --statistics: "N translated messages[, N fuzzy
	# translations][, N untranslated messages]."
	expect_match "$l.po: every message translated, none fuzzy" \
	    '^[1-9][0-9]* translated messages?\.$' "$err"
done

# One form of a percentage in every language, "100%": the tables (high
# scores, the race's table, --history) print it so in every language,
# so the result box, the daily line and the manual do too.  In the
# catalogues' format strings a percent sign is "%%"; a space before it
# ("89 %") is the other form.
for l in $langs; do
	spaced=$(awk '/^msgstr/ { s = 1 } /^(msgid|#)/ { s = 0 }
		s && / %%/' "$PO/$l.po")
	expect_eq "$l.po writes 100%, as the tables do, not 100 %" "" "$spaced"
done
spaced=$(awk '/^msgstr/ { s = 1 } /^(msgid|#)/ { s = 0 }
	s && /[0-9] %([^a-zA-Z]|$)/' "$TOP_SRCDIR/man/po/de.po")
expect_eq "the German manual writes 100%, as the game does" "" "$spaced"

# POTFILES.in: exactly the files that mark strings (i18n.h and i18n.c
# define the marks and mark nothing).
( cd "$TOP_SRCDIR" &&
	grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|ngettext)\(' src --include='*.c' --include='*.h' |
	grep -vx -e 'src/base/i18n.h' -e 'src/base/i18n.c' | LC_ALL=C sort ) > "$T_TMP/marked"
sed 's/#.*//; s/[ \t]*$//' "$PO/POTFILES.in" | grep . | LC_ALL=C sort > "$T_TMP/listed"
expect_eq "po/POTFILES.in lists every file with marked strings" "" \
    "$(diff "$T_TMP/listed" "$T_TMP/marked" | grep '^[<>]')"

# The catalogues cover the sources as they are: a msgid added in the
# code but not merged into a catalogue fails here.
opts=$(sed -n '/^XGETTEXT_OPTIONS/,/[^\\]$/p' "$PO/Makevars" |
	sed 's/^XGETTEXT_OPTIONS *= *//; s/\\$//; s/\$(VERSION)/test/' | tr '\n' ' ')
expect_match "po/Makevars' xgettext options mark _ N_ ngettext" \
    '--keyword=_ .*--keyword=N_ .*--keyword=ngettext:1,2' "$opts"
# shellcheck disable=SC2086
( cd "$TOP_SRCDIR" && xgettext --default-domain=mazegame $opts \
	--files-from=po/POTFILES.in -o "$T_TMP/now.pot" ) 2>"$T_TMP/xgettext.err"
check "xgettext reads the sources" test -s "$T_TMP/now.pot"
n=$(grep -c '^msgid "..*"' "$T_TMP/now.pot")
check "the sources mark hundreds of strings ($n)" test "$n" -gt 300
for l in $langs; do
	run_cmd msgcmp --use-fuzzy --use-untranslated "$PO/$l.po" "$T_TMP/now.pot"
	expect_eq "$l.po has every msgid of the sources" "0:" "$rc:$(printf '%s' "$err" | head -n 5)"
done
run_cmd msgcmp --use-fuzzy --use-untranslated "$PO/mazegame.pot" "$T_TMP/now.pot"
expect_eq "po/mazegame.pot has every msgid of the sources" "0:" "$rc:$(printf '%s' "$err" | head -n 5)"

finish
