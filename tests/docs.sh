#!/bin/sh
# docs.sh - the manual page, --help, --version, the README and
# tests/README agree.
#
# The option lists are parsed from both sides: --help's option lines
# ("  -W, --width=N   ...") and the tags of the manual page's OPTIONS
# section (".BR \-W \", \" \-\-width =\fIN\fR"), so an option added to
# one and not the other fails here.
. "$(dirname "$0")/lib.sh"

MAN=$TOP_SRCDIR/man/mazegame.6
if [ -z "${PACKAGE_VERSION-}" ]; then
	PACKAGE_VERSION=$(sed -n 's/^AC_INIT(\[mazegame\], \[\([^]]*\)\].*/\1/p' \
		"$TOP_SRCDIR/configure.ac")
fi

run_cmd "$MAZEGAME" --help
help=$out
expect_eq "--help exits 0" 0 "$rc"
expect_match "--help has a Usage line" '^Usage: mazegame ' "$help"
expect_match "--help says where to report bugs" '^Report bugs' "$help"

# --help's options: the option column of lines that start with one.
printf '%s\n' "$help" |
	sed -n 's/^ \{2,8\}\(-[A-Za-z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' |
	sort -u > "$T_TMP/help.long"
printf '%s\n' "$help" |
	sed -n 's/^  \(-[A-Za-z]\), \(--[a-z][a-z-]*\).*/\1 \2/p' |
	sort -u > "$T_TMP/help.pairs"
check "--help lists options" [ -s "$T_TMP/help.long" ]

# The manual's options: the tag line after each .TP in section OPTIONS,
# with the roff escapes \- and \f? removed.
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$MAN" | awk '
	/^\.SH / { in_opts = ($2 == "OPTIONS") }
	in_opts && tag { print; tag = 0; next }
	in_opts && /^\.TP/ { tag = 1 }' > "$T_TMP/man.tags"
grep -o -- '--[a-z][a-z-]*' "$T_TMP/man.tags" | sort -u > "$T_TMP/man.long"
sed -n 's/^\.BR* \(-[A-Za-z]\) ", " \(--[a-z][a-z-]*\).*/\1 \2/p' \
	"$T_TMP/man.tags" | sort -u > "$T_TMP/man.pairs"
check "the manual's OPTIONS section lists options" [ -s "$T_TMP/man.long" ]

only_help=$(comm -23 "$T_TMP/help.long" "$T_TMP/man.long" | tr '\n' ' ')
only_man=$(comm -13 "$T_TMP/help.long" "$T_TMP/man.long" | tr '\n' ' ')
expect_eq "every --help option is in the manual's OPTIONS" "" "$only_help"
expect_eq "every option of the manual's OPTIONS is in --help" "" "$only_man"
expect_eq "short options pair with the same long ones in both" \
	"$(cat "$T_TMP/help.pairs")" "$(cat "$T_TMP/man.pairs")"
for opt in --daily --demo; do
	check "the manual documents $opt" grep -qx -- "$opt" "$T_TMP/man.long"
done

# The README's options section names every option as well.
for opt in $(cat "$T_TMP/help.long"); do
	check "README mentions $opt" grep -q -- "$opt\\([^a-z-]\\|\$\\)" "$TOP_SRCDIR/README"
done

# Every generator is described in the manual (the README's table of
# measurements need not be: a new generator is one file, one row of the
# table, its tests and its lines in the manual).
"$MAZEGAME" --list-algorithms | awk '{ print $1 }' > "$T_TMP/algos"
for a in $(cat "$T_TMP/algos"); do
	man_a=$(printf '%s\n' "$a" | sed 's/-/\\\\-/g')
	check "the manual's ALGORITHMS describe $a" \
		grep -q "^\\.BR* $man_a\\( \\|\$\\)" "$MAN"
done

# Every shape has its entry in the manual's SHAPES (a tag of its own
# between .SH SHAPES and the next section).
"$MAZEGAME" --list-shapes | awk '{ print $1 }' > "$T_TMP/shapes"
sed -n '/^\.SH SHAPES/,/^\.SH [^S]/p' "$MAN" > "$T_TMP/man.shapes"
check "--list-shapes lists shapes" [ -s "$T_TMP/shapes" ]
for sh in $(cat "$T_TMP/shapes"); do
	check "the manual's SHAPES describe $sh" grep -qx "\.B $sh" "$T_TMP/man.shapes"
done

# The shipped mazes are named in the manual's FILES and in the README.
for f in "$TOP_SRCDIR"/data/mazes/*.maze; do
	[ -e "$f" ] || continue
	b=$(basename "$f")
	man_b=$(printf '%s\n' "$b" | sed 's/-/\\\\-/g')
	check "the manual names $b" grep -q "$man_b" "$MAN"
	check "README names $b" grep -q "$b" "$TOP_SRCDIR/README"
done

# The manual has every section a reader looks for.
while read -r s; do
	check "the manual has section $s" grep -qx ".SH $s" "$MAN"
done <<EOF
NAME
SYNOPSIS
DESCRIPTION
OPTIONS
KEYS
DIFFICULTY
ALGORITHMS
FILES
ENVIRONMENT
EXIT STATUS
EXAMPLES
SEE ALSO
EOF

# --version: "mazegame X.Y.Z", the version configure was given, which
# the manual's title line carries too.
run_cmd "$MAZEGAME" --version
expect_eq "--version exits 0" 0 "$rc"
expect_eq "--version's first line" "mazegame $PACKAGE_VERSION" \
	"$(printf '%s\n' "$out" | head -n 1)"
expect_match "--version's first line is mazegame X.Y.Z" \
	'^mazegame [0-9]+\.[0-9]+\.[0-9]+$' "$(printf '%s\n' "$out" | head -n 1)"
expect_match "the manual's title names version $PACKAGE_VERSION" \
	"^\\.TH MAZEGAME 6 [0-9]{4}-[0-9]{2}-[0-9]{2} \"mazegame $PACKAGE_VERSION\" " \
	"$(grep '^\.TH' "$MAN")"

# Reproducible builds: no build date or time anywhere in the program.
stamps=$(grep -l '__DATE__\|__TIME__\|__TIMESTAMP__' \
	-r --include="*.c" --include="*.h" "$TOP_SRCDIR"/src 2>/dev/null | tr '\n' ' ')
expect_eq "no __DATE__/__TIME__ in src/" "" "$stamps"

# Lint: mandoc's strictest check, and man-db's through groff, when
# installed (tests/setup.sh installs mandoc).
if command -v mandoc >/dev/null 2>&1; then
	run_cmd mandoc -Tlint -W all "$MAN"
	expect_eq "mandoc -Tlint finds nothing" "0:" "$rc:$out$err"
else
	echo "# mandoc is not installed: lint skipped (apt-get install mandoc)"
fi
if command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1; then
	run_cmd env MANWIDTH=80 man --warnings -l "$MAN"
	expect_eq "man --warnings finds nothing" "0:" "$rc:$err"
	expect_match "man renders the page" 'walk out of a maze' "$out"
fi

# The keys: --help's key paragraph comes from the key table; the
# manual's KEYS section must name the same keys.  Arrow names fold into
# the manual's "Arrow keys" and "Shift+arrow".
printf '%s\n' "$help" | awk '
	/^Keys in the game:/ || /^Keys on a (hex|floors) maze/ { on = 1; next }
	on && /^$/ { on = 0 }
	on { print substr($0, 3, 16) }' | tr ' ' '\n' | sed '/^$/d' |
	sed -e 's/^Shift-\(Up\|Down\|Left\|Right\)$/Shift+arrow/' \
	    -e 's/^\(Up\|Down\|Left\|Right\)$/Arrow keys/' | sort -u > "$T_TMP/help.keys"
check "--help lists the keys" [ "$(wc -l < "$T_TMP/help.keys")" -ge 20 ]
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$MAN" | awk '
	/^\.SH / { in_keys = ($2 == "KEYS") }
	in_keys && tag { print; tag = 0; next }
	in_keys && /^\.TP/ { tag = 1 }' |
	sed -e 's/^\.BR* //' -e 's/" *, *"/\n/g' -e 's/"//g' -e 's/ *, *$//' |
	awk '{ gsub(/^ +| +$/, "") }
	     $0 == "Arrow keys" || $0 == "Shift+arrow" { print; next }
	     { n = split($0, w, " "); for (i = 1; i <= n; i++) print w[i] }' |
	grep -vx 'Ctrl-C' | sort -u > "$T_TMP/man.keys"
expect_eq "every key of --help is in the manual's KEYS" "" \
	"$(comm -23 "$T_TMP/help.keys" "$T_TMP/man.keys" | tr '\n' ' ')"
expect_eq "every key of the manual's KEYS is in --help" "" \
	"$(comm -13 "$T_TMP/help.keys" "$T_TMP/man.keys" | tr '\n' ' ')"

# The keys while watching: --help's second key paragraph against the
# manual's WATCHING section, subsection Keys.
printf '%s\n' "$help" | awk '
	/^Keys while watching/ { on = 1; next }
	on && /^$/ { on = 0 }
	on { print substr($0, 3, 16) }' | tr ' ' '\n' | sed '/^$/d' | sort -u > "$T_TMP/help.wkeys"
check "--help lists the keys while watching" [ "$(wc -l < "$T_TMP/help.wkeys")" -ge 9 ]
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$MAN" | awk '
	/^\.SH / { in_w = ($2 == "WATCHING"); in_keys = 0 }
	in_w && /^\.SS / { in_keys = ($2 == "Keys") }
	in_keys && tag { print; tag = 0; next }
	in_keys && /^\.TP/ { tag = 1 }' |
	sed -e 's/^\.BR* //' -e 's/" *, *"/\n/g' -e 's/"//g' |
	awk '{ n = split($0, w, /[ ,]+/); for (i = 1; i <= n; i++) if (w[i] != "") print w[i] }' |
	sort -u > "$T_TMP/man.wkeys"
expect_eq "every key of --help's watching paragraph is in the manual's WATCHING" "" \
	"$(comm -23 "$T_TMP/help.wkeys" "$T_TMP/man.wkeys" | tr '\n' ' ')"
expect_eq "every key of the manual's WATCHING is in --help" "" \
	"$(comm -13 "$T_TMP/help.wkeys" "$T_TMP/man.wkeys" | tr '\n' ' ')"

# The README's quick start: two command lines (the CI reads the one that
# starts "    Test: "), then how to see the translations from the build
# tree, whose commands work as written (in a folder of this test's, and
# --help in place of a game).
expect_eq "the quick start has one Play: and one Test: line" "Play: Test:" \
	"$(grep -E '^    (Play|Test): ' "$TOP_SRCDIR/README" | cut -d' ' -f5 | tr '\n' ' ' | sed 's/ $//')"
awk '/^Quick start/ { q = 1 } /^How to play/ { q = 0 }
	q && /MAZEGAME_LOCALEDIR/ { t = 1 } t && /^    / { print; c = 1; next }
	c { exit }' "$TOP_SRCDIR/README" > "$T_TMP/readme.i18n"
check "the quick start says how to see the translations (MAZEGAME_LOCALEDIR, LOCPATH, localedef)" \
	grep -q 'MAZEGAME_LOCALEDIR=.*LOCPATH\|LOCPATH=.*MAZEGAME_LOCALEDIR' "$T_TMP/readme.i18n"
check "... with localedef" grep -q '^    localedef ' "$T_TMP/readme.i18n"
if command -v localedef >/dev/null 2>&1 && [ -f /usr/share/i18n/locales/de_DE ] &&
    [ -f "${TOP_BUILDDIR:-$TOP_SRCDIR}/po/de.gmo" ]; then
	( cd "${TOP_BUILDDIR:-$TOP_SRCDIR}" &&
	  sed -e "s#/tmp/mg#$T_TMP/mg#g" -e "s#src/mazegame\$#'$MAZEGAME' --help#" \
		"$T_TMP/readme.i18n" | sh ) > "$T_TMP/readme.out" 2>&1
	expect_match "the quick start's commands show the game in German" \
		'^Aufruf: mazegame' "$(cat "$T_TMP/readme.out")"
else
	echo "# localedef, the de_DE locale source or po/de.gmo missing: the README's commands not run"
fi


# The lists of tests agree: the shell tests of Makefile.am's SHELL_TESTS,
# the README's source map ("    tests/NAME.sh" lines) and tests/README
# (a line each, "    NAME.sh  what it covers") name the same scripts;
# the Check suites built into tests/check_mazegame are named in the
# README's tests/check_*.c paragraph, and in tests/README as
# "    check_FILE.c  suite NAME: case, case" with the cases as they are.
MK=$TOP_SRCDIR/Makefile.am
TREADME=$TOP_SRCDIR/tests/README
check "tests/README exists" [ -f "$TREADME" ]
awk '/^SHELL_TESTS =/ { on = 1; next }
	on { for (i = 1; i <= NF; i++) if ($i ~ /\.sh$/) print $i
	     if ($0 !~ /\\$/) on = 0 }' "$MK" | sed 's#^tests/##' | sort > "$T_TMP/mk.sh"
check "Makefile.am's SHELL_TESTS lists scripts" [ -s "$T_TMP/mk.sh" ]
sed -n 's#^    tests/\([a-z0-9_]*\.sh\) .*#\1#p' "$TOP_SRCDIR/README" | sort > "$T_TMP/readme.sh"
expect_eq "every script of SHELL_TESTS is in the README's list" "" \
	"$(comm -23 "$T_TMP/mk.sh" "$T_TMP/readme.sh" | tr '\n' ' ')"
expect_eq "every script of the README's list is in SHELL_TESTS" "" \
	"$(comm -13 "$T_TMP/mk.sh" "$T_TMP/readme.sh" | tr '\n' ' ')"
sed -n 's#^    \([a-z0-9_]*\.sh\) .*#\1#p' "$TREADME" | sort > "$T_TMP/treadme.sh"
expect_eq "every script of SHELL_TESTS has a line in tests/README" "" \
	"$(comm -23 "$T_TMP/mk.sh" "$T_TMP/treadme.sh" | tr '\n' ' ')"
for f in $(cat "$T_TMP/treadme.sh"); do
	check "tests/README's $f is in tests/" [ -f "$TOP_SRCDIR/tests/$f" ]
done
awk '/^tests_check_mazegame_SOURCES =/ { on = 1; next }
	on { for (i = 1; i <= NF; i++) if ($i ~ /^tests\/check_.*\.c$/) print $i
	     if ($0 !~ /\\$/) on = 0 }' "$MK" | sed 's#^tests/##' |
	grep -vx 'check_main.c' | sort > "$T_TMP/mk.check"
check "Makefile.am builds Check suites" [ -s "$T_TMP/mk.check" ]
awk '/^    tests\/check_\*\.c / { on = 1 } on && /^    tests\// && !/check_\*/ { exit }
	on' "$TOP_SRCDIR/README" > "$T_TMP/readme.check"
: > "$T_TMP/src.suites"
for f in $(cat "$T_TMP/mk.check"); do
	suite=$(sed -n 's/.*suite_create("\([^"]*\)").*/\1/p' "$TOP_SRCDIR/tests/$f")
	cases=$(sed -n 's/.*tcase_create("\([^"]*\)").*/\1/p' "$TOP_SRCDIR/tests/$f" |
		awk '{ printf "%s%s", (NR > 1 ? ", " : ""), $0 }')
	check "$f creates a suite" [ -n "$suite" ]
	check "the README's tests/check_*.c names suite $suite" \
		grep -qw -- "$suite" "$T_TMP/readme.check"
	printf '%s suite %s: %s\n' "$f" "$suite" "$cases" >> "$T_TMP/src.suites"
done
sort -o "$T_TMP/src.suites" "$T_TMP/src.suites"
sed -n 's/^    \(check_[a-z0-9_]*\.c\)  *\(suite .*\)$/\1 \2/p' "$TREADME" | sort > "$T_TMP/treadme.suites"
expect_eq "tests/README names every Check suite with its cases as built" "" \
	"$(comm -23 "$T_TMP/src.suites" "$T_TMP/treadme.suites")"
expect_eq "tests/README names no suite or case that is not built" "" \
	"$(comm -13 "$T_TMP/src.suites" "$T_TMP/treadme.suites")"

# Every suite the program has runs as a test of make check: the names in
# tests/unit/*.suite are the program's (--list), each once, and
# Makefile.am's CHECK_SUITE_FILES lists every such file.
CK_PROG=$TOP_BUILDDIR/tests/check_mazegame
if [ -x "$CK_PROG" ]; then
	"$CK_PROG" --list | sort > "$T_TMP/prog.suites"
	check "check_mazegame --list names suites" [ -s "$T_TMP/prog.suites" ]
	sed -e 's/#.*//' "$TOP_SRCDIR"/tests/unit/*.suite | tr ' ' '\n' |
		sed '/^$/d' | sort > "$T_TMP/unit.suites"
	expect_eq "every suite of check_mazegame has one tests/unit/*.suite" "" \
		"$(sort -u "$T_TMP/unit.suites" | comm -3 "$T_TMP/prog.suites" - | tr -d '\t' | tr '\n' ' ')"
	expect_eq "no suite is named by two tests/unit/*.suite files" "" \
		"$(uniq -d "$T_TMP/unit.suites" | tr '\n' ' ')"
else
	echo "# $CK_PROG not built (no Check): the suites' files not compared"
fi
awk '/^CHECK_SUITE_FILES =/ { on = 1; next }
	on { for (i = 1; i <= NF; i++) if ($i ~ /\.suite$/) print $i
	     if ($0 !~ /\\$/) on = 0 }' "$MK" | sort > "$T_TMP/mk.suitefiles"
(cd "$TOP_SRCDIR" && ls tests/unit/*.suite) | sort > "$T_TMP/src.suitefiles"
expect_eq "Makefile.am's CHECK_SUITE_FILES lists every tests/unit/*.suite" "" \
	"$(comm -3 "$T_TMP/mk.suitefiles" "$T_TMP/src.suitefiles" | tr -d '\t' | tr '\n' ' ')"

finish
