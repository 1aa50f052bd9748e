#!/bin/sh
# layers.sh - src/ is a house of layers: every include runs down or
# sideways as the folders' READMEs say, nothing includes in a circle,
# only ui/ includes curses.  How long a file is and how deep the
# includes go are told as warnings (a "# warning" line on the console),
# never failures: a file is split where a concern ends, not at a count.
. "$(dirname "$0")/lib.sh"

SRC=$TOP_SRCDIR/src

# warn TEXT: a "# warning" line in the log and on the console.
warn() {
	echo "# warning: $*"
	{ echo "$t_name: # warning: $*" >&9; } 2>/dev/null || true
}
cd "$SRC" || exit 99

# What each layer may include (folders; gen is maze/gen/).
allowed() {
	case $1 in
	base) echo "base" ;;
	gen) echo "base gen maze/maze.h" ;;
	maze) echo "base maze" ;;
	watch) echo "base gen maze watch" ;;
	play) echo "base gen maze play" ;;
	print) echo "base gen maze print" ;;
	store) echo "base gen maze play store" ;;
	net) echo "base maze net" ;;
	app) echo "base gen maze play print store watch net app" ;;
	front) echo "base gen maze play print store watch net app front" ;;
	ui) echo "base gen maze play print store watch net app front ui" ;;
	main) echo "base gen maze play print store watch net app front ui" ;;
	*) echo "" ;;
	esac
}

find . -name '*.[ch]' | sed 's#^\./##' | sort > "$T_TMP/files"
check "src/ has sources in folders" grep -q '^maze/gen/' "$T_TMP/files"

# Every include of a mazegame header, as "file header".
xargs grep -H '^#include "[a-z0-9_]*/[a-z0-9_/]*\.h"' < "$T_TMP/files" |
	sed 's/^\([^:]*\):#include "\([^"]*\)".*/\1 \2/' > "$T_TMP/edges"
check "includes were read" [ -s "$T_TMP/edges" ]

# What each layer may include, as "layer allowed" lines; then one awk
# reads every include against them (a shell loop a line took seconds).
for l in base gen maze watch play print store net app front ui main; do
	for a in $(allowed "$l"); do echo "$l $a"; done
done > "$T_TMP/allowed"
bad=$(awk '
	function layer(p) {
		if (p == "main.c") return "main"
		if (p ~ /^maze\/gen\//) return "gen"
		if (p ~ /\//) { sub(/\/.*/, "", p); return p }
		return ""
	}
	NR == FNR { may[$1, $2] = 1; next }
	{
		from = layer($1); to = layer($2)
		ok = (from, to) in may || (from, $2) in may
		# Inside maze/, only the puzzle is made by a generator.
		if (from == "maze" && to == "gen")
			ok = $1 ~ /^maze\/puzzle\.[ch]$/
		if (!ok) printf " %s->%s", $1, $2
	}' "$T_TMP/allowed" "$T_TMP/edges")
expect_eq "every include runs down or sideways" "" "$bad"

# A missing header would hide an arrow: every include names a file.
missing=
while read -r f h; do
	[ -f "$h" ] || missing="$missing $f->$h"
done < "$T_TMP/edges"
expect_eq "every include names a file of src/" "" "$missing"

# No circle: tsort fails on a loop (a header counts with its source).
sed 's/\.[ch]\( \|$\)/\1/g' "$T_TMP/edges" | awk '$1 != $2' > "$T_TMP/rooms"
if tsort "$T_TMP/rooms" > /dev/null 2> "$T_TMP/tsort.err"; then
	ok "no file includes itself through others"
else
	not_ok "no file includes itself through others" "$(cat "$T_TMP/tsort.err")"
fi

# Fewer than 16 floors: the longest chain of includes between rooms (a
# header with its source), counted in rooms, is at most 15.  Depths are
# summed from the bottom of tsort's order (an include comes after its
# includer there).
if tsort "$T_TMP/rooms" > "$T_TMP/order" 2>/dev/null; then
	chain=$(awk '
		NR == FNR { below[$1] = below[$1] " " $2; next }
		{ order[++n] = $1 }
		END {
			for (i = n; i >= 1; i--) {
				r = order[i]; d[r] = 1; via[r] = ""
				k = split(below[r], b, " ")
				for (j = 1; j <= k; j++)
					if (d[b[j]] + 1 > d[r]) { d[r] = d[b[j]] + 1; via[r] = b[j] }
				if (d[r] > best) { best = d[r]; top = r }
			}
			line = best ":" top
			for (r = top; via[r] != ""; r = via[r]) line = line " > " via[r]
			print line
		}' "$T_TMP/rooms" "$T_TMP/order")
	floors=${chain%%:*}
	check "the longest include chain was measured ($floors floors)" [ "${floors:-0}" -ge 2 ]
	[ "${floors:-0}" -le 15 ] ||
		warn "the longest include chain is $floors floors (more than 15): ${chain#*:}"
fi

# config.h comes first in every source: what it defines (ENABLE_NLS,
# _GNU_SOURCE) must be seen by every header after it.
late=
for c in $(grep '\.c$' "$T_TMP/files"); do
	first=$(grep -m 1 '^#include' "$c")
	[ "$first" = '#include "config.h"' ] || late="$late $c"
done
expect_eq "config.h is the first include of every source" "" "$late"

curses=$(grep -l '#include <n\{0,1\}curses' $(cat "$T_TMP/files") | grep -v '^ui/' | tr '\n' ' ')
expect_eq "only ui/ includes curses" "" "$curses"

# A source and its header are one thing to read: over 450 lines, a
# warning (is it one concern?).
long=
for c in $(grep '\.c$' "$T_TMP/files"); do
	n=$(cat "$c" $( [ -f "${c%.c}.h" ] && echo "${c%.c}.h") | wc -l)
	[ "$n" -le 450 ] || long="$long $c($n)"
done
for h in $(grep '\.h$' "$T_TMP/files"); do
	[ -f "${h%.h}.c" ] && continue
	n=$(wc -l < "$h")
	[ "$n" -le 450 ] || long="$long $h($n)"
done
[ -z "$long" ] || warn "sources with their headers over 450 lines:$long"

# Each folder says what it may include.
for d in $(sed -n 's#^\(.*\)/[^/]*$#\1#p' "$T_TMP/files" | sort -u); do
	check "$d/README says what it may include" \
		grep -q '^May include:' "$d/README"
done

# A shape is one room: outside maze/ (and print/paper_*.c, each shape's
# drawing) code asks a shape what it needs instead of naming one
# (&shape_hex).  The places that still name one may only go down: the
# count is held here, and lowered with each change that lowers it.
SHAPE_NAMES_MAX=0
grep -rn --include='*.c' --include='*.h' '&shape_[a-z]' . |
	grep -v -e '^\./maze/' -e '^\./print/paper' > "$T_TMP/shape_names"
n=$(wc -l < "$T_TMP/shape_names")
if [ "$n" -le "$SHAPE_NAMES_MAX" ]; then
	ok "outside maze/ and the paper drawings, $n places name a shape (at most $SHAPE_NAMES_MAX)"
	[ "$n" -lt "$SHAPE_NAMES_MAX" ] &&
		warn "only $n places name a shape outside maze/: lower SHAPE_NAMES_MAX to $n"
else
	not_ok "outside maze/ and the paper drawings, at most $SHAPE_NAMES_MAX places name a shape" \
		"$n do:
$(cat "$T_TMP/shape_names")"
fi

# Nor does it include a shape's own header: floors.h alone, whose
# floors_count, floors_of and floors_height answer for every maze (a
# maze of one floor).
grep -rn --include='*.c' --include='*.h' \
	-E '#include "maze/(circle|hex|triangle|weave_sites|upsilon)\.h"' . |
	grep -v -e '^\./maze/' -e '^\./print/paper' > "$T_TMP/shape_headers"
if [ -s "$T_TMP/shape_headers" ]; then
	not_ok "outside maze/ and the paper drawings, no file includes a shape's own header" \
		"$(cat "$T_TMP/shape_headers")"
else
	ok "outside maze/ and the paper drawings, no file includes a shape's own header"
fi

finish
