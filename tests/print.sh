#!/bin/sh
# print.sh - mazes on paper: --format svg, pdf and png through the real
# binary, each picture read back square by square and compared with the
# block format of the same maze (tests/raster_check.c reads the pixels;
# rsvg-convert, pdftoppm, pdfinfo and pdftotext render and inspect);
# hex mazes read back as their walls, marks and colours; circle mazes
# as arcs on the rings' circles and spokes between them.
. "$(dirname "$0")/lib.sh"

: "${RASTER_CHECK:=$(dirname "$MAZEGAME")/../tests/raster_check}"
[ -x "$RASTER_CHECK" ] || { echo "tests/raster_check is not built"; exit 99; }
needs "sh tests/setup.sh installs it" xmllint rsvg-convert pdftoppm pdfinfo pdftotext script
cd "$T_TMP" || exit 99

# Squares of background around a PNG's maze on every side (the manual,
# --format): raster_check finds the maze that far in.
PNG_MARGIN=1
# raster NAME IMAGE MAZE [raster_check options]: the picture against
# the block format.
raster() {
	r_name=$1 r_img=$2 r_maze=$3
	shift 3
	if "$RASTER_CHECK" "$@" "$r_img" "$r_maze" > raster.out 2>&1; then
		ok "$r_name"
	else
		not_ok "$r_name" "$(tail -n 12 raster.out)"
	fi
}

# one_line NAME WANT-RC PATTERN CMD...: fails with status WANT-RC, one
# line on stderr matching PATTERN, nothing on stdout.
one_line() {
	o_name=$1 o_rc=$2 o_pat=$3
	shift 3
	run_cmd "$@"
	if [ "$rc" = "$o_rc" ] && [ -z "$out" ] &&
	    [ "$(printf '%s\n' "$err" | grep -v '^Try ' | wc -l)" -eq 1 ] &&
	    printf '%s\n' "$err" | head -n 1 | grep -q -- "$o_pat"; then
		ok "$o_name"
	else
		not_ok "$o_name" "rc=$rc (want $o_rc) out=$out
err=$err"
	fi
}

# --- SVG: valid XML, rendered by librsvg, the same squares ----------------
for a in backtracker kruskal division; do
	"$MAZEGAME" --print -a "$a" -s 5 --size 30x20 --solution > "$a.txt"
	run_cmd "$MAZEGAME" --print -a "$a" -s 5 --size 30x20 --format svg
	expect_eq "$a: --format svg exits 0" 0 "$rc"
	printf '%s\n' "$out" > "$a.svg"
	check "$a: the SVG is well-formed XML" xmllint --noout "$a.svg"
	expect_match "$a: viewBox is (2W+1) x (2H+1)" 'viewBox="0 0 61 41"' "$out"
	expect_eq "$a: the walls are one path" 1 "$(grep -c '<path' "$a.svg")"
	check "$a: rsvg-convert renders it" rsvg-convert -o "$a-rsvg.png" "$a.svg"
	# librsvg's picture, through PDF, read at 100 dpi.
	rsvg-convert -f pdf -o "$a-rsvg.pdf" "$a.svg" &&
		pdftoppm -r 100 -singlefile "$a-rsvg.pdf" "$a-rsvg"
	raster "$a: SVG (librsvg, via PDF) matches the block format square by square" \
		"$a-rsvg.ppm" "$a.txt" --frame
	# And librsvg's own PNG, where raster_check can read PNG.
	"$RASTER_CHECK" "$a-rsvg.png" "$a.txt" > raster.out 2>&1
	case $? in
	0) ok "$a: SVG (librsvg PNG) matches the block format" ;;
	77) echo "# raster_check reads no PNG (no cairo): librsvg's PNG not read" ;;
	*) not_ok "$a: SVG (librsvg PNG) matches the block format" "$(tail -n 12 raster.out)" ;;
	esac
done

# The solution: an orange line over exactly the '.' squares.
"$MAZEGAME" --print -a wilson -s 9 --size 25x15 --solution > sol.txt
"$MAZEGAME" --print -a wilson -s 9 --size 25x15 --solution -o sol.svg
check "--solution: the SVG is well-formed XML" xmllint --noout sol.svg
expect_eq "--solution: one polyline" 1 "$(grep -c '<polyline' sol.svg)"
rsvg-convert -f pdf -o sol-svg.pdf sol.svg && pdftoppm -r 100 -singlefile sol-svg.pdf sol-svg
raster "--solution: SVG's line lies over the '.' squares" sol-svg.ppm sol.txt --frame --solution

# -o with a .svg name picks SVG; -o - is standard output.
"$MAZEGAME" --print -s 3 -o ext.svg
check "-o NAME.svg writes SVG" grep -q '^<svg ' ext.svg
run_cmd "$MAZEGAME" --print -s 3 --format svg -o -
expect_eq "-o - writes to standard output" "$(cat ext.svg)" "$out"
"$MAZEGAME" --print -s 3 -o plain.txt
expect_eq "-o NAME.txt writes the block format" "$("$MAZEGAME" --print -s 3)" "$(cat plain.txt)"

# Every maze option: --load, a difficulty, --daily.
"$MAZEGAME" --print --load "$TOP_SRCDIR/data/mazes/spiral.maze" > spiral.txt
"$MAZEGAME" --print --load "$TOP_SRCDIR/data/mazes/spiral.maze" -o spiral.svg
rsvg-convert -f pdf -o spiral-svg.pdf spiral.svg && pdftoppm -r 100 -singlefile spiral-svg.pdf spiral-svg
raster "--load: the SVG of a shipped maze" spiral-svg.ppm spiral.txt --frame
"$MAZEGAME" --print --hard -s 4 > hard.txt
"$MAZEGAME" --print --hard -s 4 -o hard.svg
rsvg-convert -f pdf -o hard-svg.pdf hard.svg && pdftoppm -r 100 -singlefile hard-svg.pdf hard-svg
raster "--hard: the SVG (start and exit far apart)" hard-svg.ppm hard.txt --frame

# Thin walls (issue 26): lines about a quarter of a corridor, at least
# a fifth of a square (SPEC), and a title that names the maze.
"$MAZEGAME" --print --format svg -s 1 --hard -o thin.svg
sw=$(sed -n 's/.*<path transform="translate(.5 .5)"[^>]*stroke-width="\([0-9.]*\)".*/\1/p' thin.svg | head -n 1)
check "SVG walls are thin lines ($sw of a square: at least .2, under 1)" \
	awk -v w="$sw" 'BEGIN { exit !(w != "" && w >= 0.2 && w < 1) }'
expect_match "the title names difficulty, algorithm, size and seed" \
	"<title>Maze · hard · wilson 40x20 · seed 1</title>" "$(cat thin.svg)"

# The README's picture is what mazegame prints today.
"$MAZEGAME" --print --easy -s 2026 --solution -o readme.svg
check "docs/easy-2026-solution.svg is up to date" \
	cmp -s readme.svg "$TOP_SRCDIR/docs/easy-2026-solution.svg"

# --- Shapes: a hex maze as hexagons ----------------------------------------
# colours_ok NAME IMAGE CONDITION: raster_check's count of the pixels
# of IMAGE of each colour (d dark, s the start's green, e the exit's
# red, o the solution's orange) meets CONDITION (awk).
colours_ok() {
	c=$("$RASTER_CHECK" --colours "$2" | awk '{ k = substr($0, 1, 1)
		printf "%s%s=%s", (NR > 1 ? " " : ""), (k == " " ? "white" : k), $NF }')
	if "$RASTER_CHECK" --colours "$2" | awk '{ n[substr($0, 1, 1)] = $NF }
	    END { d = n["#"]; s = n["S"]; e = n["E"]; o = n["."]; exit !('"$3"') }'; then
		ok "$1 ($c)"
	else
		not_ok "$1" "$c"
	fi
}
# path_segments SVG: the walls' path, one segment a line as "x0 y0 x1
# y1" with the smaller end first (M moves; h, v and l draw).
path_segments() {
	awk '/<path/ { on = 1; sub(/.* d="/, "") } on { print } on && /"\/>/ { exit }' "$1" |
		sed 's/"\/>.*//' | tr -d '\n' | sed 's/\([MhvlZz]\)/\n\1/g' | awk '
		/^M/ { split(substr($0, 2), a, " "); x = a[1] + 0; y = a[2] + 0; next }
		/^[hvl]/ {
			op = substr($0, 1, 1); r = substr($0, 2)
			if (op == "l") {
				if (match(r, /^-?[0-9]+/)) { dx = substr(r, 1, RLENGTH) + 0; r = substr(r, RLENGTH + 1) }
				sub(/^ /, "", r); dy = r + 0
			} else if (op == "h") { dx = r + 0; dy = 0 } else { dx = 0; dy = r + 0 }
			nx = x + dx; ny = y + dy
			if (x < nx || (x == nx && y < ny)) print x, y, nx, ny
			else print nx, ny, x, y
			x = nx; y = ny; next
		}
		/./ { print "bad " $0 }'
}
"$MAZEGAME" --print --shape=hex -a kruskal -s 6 -W 12 -H 8 --format graph > hex.graph
run_cmd "$MAZEGAME" --print --shape=hex -a kruskal -s 6 -W 12 -H 8 --format svg
expect_eq "hex: --format svg exits 0" "0:" "$rc:$err"
printf '%s\n' "$out" > hex.svg
check "hex: the SVG is well-formed XML" xmllint --noout hex.svg
expect_eq "hex: the walls are one path" 1 "$(grep -c '<path' hex.svg)"
expect_match "hex: round caps and joins" 'stroke-linecap="round" stroke-linejoin="round"' "$(grep '<path' hex.svg)"
path_segments hex.svg > hex.segs
expect_eq "hex: the path has only M, h, v and l" "" "$(grep '^bad' hex.segs)"
expect_eq "hex: no wall is drawn twice" "" "$(sort hex.segs | uniq -d)"
# A segment for every wall of the graph ('w A B'), and for every side of
# a cell with no neighbour there: 6 sides a cell, less 2 for every pair
# of neighbours (a 'p' or a 'w' line).
walls=$(grep -c '^w ' hex.graph)
pairs=$(grep -c '^[pw] ' hex.graph)
expect_eq "hex: one segment for each of the graph's $walls walls and the border" \
	"$((walls + 6 * 12 * 8 - 2 * pairs))" "$(wc -l < hex.segs | tr -d ' ')"
expect_eq "hex: one start (a disc)" 1 "$(grep -c '<circle .*fill="#2b8a3e"' hex.svg)"
expect_eq "hex: one exit (a red square)" 1 "$(grep -c '<rect .*fill="#c92a2a"' hex.svg)"
expect_eq "hex: no solution line without --solution" 0 "$(grep -c '<polyline' hex.svg)"
"$MAZEGAME" --print --shape=hex -a kruskal -s 6 -W 12 -H 8 --solution -o hex-sol.svg
check "hex --solution: the SVG is well-formed XML" xmllint --noout hex-sol.svg
expect_eq "hex --solution: one solution line" 1 "$(grep -c '<polyline fill="none" stroke="#e8590c"' hex-sol.svg)"
expect_eq "hex --solution: the same walls" "$(sort hex.segs)" "$(path_segments hex-sol.svg | sort)"
# librsvg's picture: black walls, the marks, orange only with --solution.
check "hex: rsvg-convert renders it" rsvg-convert -o hex-rsvg.png hex.svg
rsvg-convert -o hex-sol-rsvg.png hex-sol.svg
if "$RASTER_CHECK" --colours hex-rsvg.png > /dev/null 2>&1; then
	colours_ok "hex (librsvg): walls, start, exit, no orange" hex-rsvg.png \
		'd > 1000 && s > 20 && e > 20 && o == 0'
	colours_ok "hex --solution (librsvg): the orange line" hex-sol-rsvg.png 'o > 500'
else
	echo "# raster_check reads no PNG (no cairo): librsvg's hex pictures not read"
fi
# A hex maze read back from its graph is the same picture.
"$MAZEGAME" --print --load hex.graph -o hex-load.svg
expect_eq "hex: --load of its graph draws the same walls" "$(sort hex.segs)" "$(path_segments hex-load.svg | sort)"

# --- Shapes: a triangle maze as triangles ----------------------------------
"$MAZEGAME" --print --shape=triangle -a prim -s 4 -W 12 -H 8 --format graph > tri.graph
run_cmd "$MAZEGAME" --print --shape=triangle -a prim -s 4 -W 12 -H 8 --format svg
expect_eq "triangle: --format svg exits 0" "0:" "$rc:$err"
printf '%s\n' "$out" > tri.svg
check "triangle: the SVG is well-formed XML" xmllint --noout tri.svg
expect_eq "triangle: the walls are one path" 1 "$(grep -c '<path' tri.svg)"
path_segments tri.svg > tri.segs
expect_eq "triangle: the path has only M, h, v and l" "" "$(grep '^bad' tri.segs)"
expect_eq "triangle: no wall is drawn twice" "" "$(sort tri.segs | uniq -d)"
# Every segment is a side of an equilateral triangle: flat (h) or
# slanting at 60 degrees, 97 by 168 units (the manual's SHAPES).
expect_eq "triangle: every side flat 194 units or slanting 97 by 168" "" \
	"$(awk '{ dx = $3 - $1; dy = $4 - $2; if (dx < 0) dx = -dx; if (dy < 0) dy = -dy
		if (!((dy == 0 && dx == 194) || (dy == 168 && dx == 97))) print }' tri.segs)"
# One segment for each wall of the graph and each border side: the two
# ends of every row (2H), the flat tops of row 0's cells pointing down
# (x odd) and the flat bottoms of row H-1's pointing up (x + H - 1 even).
walls=$(grep -c '^w ' tri.graph)
border=$(awk 'BEGIN { W = 12; H = 8; n = 2 * H
	for (x = 0; x < W; x++) n += (x % 2 == 1) + ((x + H - 1) % 2 == 0); print n }')
expect_eq "triangle: one segment for each of the graph's $walls walls and $border border sides" \
	"$((walls + border))" "$(wc -l < tri.segs | tr -d ' ')"
expect_eq "triangle: one start (a disc)" 1 "$(grep -c '<circle .*fill="#2b8a3e"' tri.svg)"
expect_eq "triangle: one exit (a red square)" 1 "$(grep -c '<rect .*fill="#c92a2a"' tri.svg)"
expect_eq "triangle: no solution line without --solution" 0 "$(grep -c '<polyline' tri.svg)"
"$MAZEGAME" --print --shape=triangle -a prim -s 4 -W 12 -H 8 --solution -o tri-sol.svg
expect_eq "triangle --solution: one solution line" 1 "$(grep -c '<polyline fill="none" stroke="#e8590c"' tri-sol.svg)"
expect_eq "triangle --solution: the same walls" "$(sort tri.segs)" "$(path_segments tri-sol.svg | sort)"
check "triangle: rsvg-convert renders it" rsvg-convert -o tri-rsvg.png tri.svg
rsvg-convert -o tri-sol-rsvg.png tri-sol.svg
if "$RASTER_CHECK" --colours tri-rsvg.png > /dev/null 2>&1; then
	colours_ok "triangle (librsvg): walls, start, exit, no orange" tri-rsvg.png \
		'd > 1000 && s > 20 && e > 20 && o == 0'
	colours_ok "triangle --solution (librsvg): the orange line" tri-sol-rsvg.png 'o > 500'
fi
"$MAZEGAME" --print --load tri.graph -o tri-load.svg
expect_eq "triangle: --load of its graph draws the same walls" "$(sort tri.segs)" "$(path_segments tri-load.svg | sort)"
# --- Shapes: a weave maze as squares, its under-passes broken walls ----------
# A wall an open under-pass runs beneath is three short dashes, and an
# under-pass runs beneath two (the crossing's sides): as many dashes of
# 2 units (a third of a square) as six times the graph's under-passes
# (tests/weave_rules.awk counts them), and no other short segment;
# every other wall a whole number of cells (12 units).
"$MAZEGAME" --print --weave=70 -a kruskal -s 6 -W 12 -H 8 --format graph > weave.graph
unders=$(awk -f "$TOP_SRCDIR/tests/weave_rules.awk" weave.graph | awk '{ print $3 }')
run_cmd "$MAZEGAME" --print --weave=70 -a kruskal -s 6 -W 12 -H 8 --format svg
expect_eq "weave: --format svg exits 0" "0:" "$rc:$err"
printf '%s\n' "$out" > weave.svg
check "weave: the SVG is well-formed XML" xmllint --noout weave.svg
expect_eq "weave: the walls are one path" 1 "$(grep -c '<path' weave.svg)"
path_segments weave.svg > weave.segs
expect_eq "weave: the path has only M, h, v and l" "" "$(grep '^bad' weave.segs)"
expect_eq "weave: no wall is drawn twice" "" "$(sort weave.segs | uniq -d)"
check "weave: the maze has under-passes to draw ($unders)" [ "${unders:-0}" -gt 0 ]
expect_eq "weave: six dashes for each of the $unders under-passes" "$((6 * unders))" \
	"$(awk '{ l = ($3 - $1) + ($4 - $2) } l == 2' weave.segs | wc -l | tr -d ' ')"
expect_eq "weave: every other wall whole cells, upright or level" "" \
	"$(awk '{ l = ($3 - $1) + ($4 - $2) } l != 2 && (l % 12 != 0 || ($1 != $3 && $2 != $4))' weave.segs)"
expect_eq "weave: one start, one exit" "1 1" \
	"$(grep -c '<circle .*fill="#2b8a3e"' weave.svg) $(grep -c '<rect .*fill="#c92a2a"' weave.svg)"
expect_eq "weave: no solution line without --solution" 0 "$(grep -c '<polyline' weave.svg)"
"$MAZEGAME" --print --weave=70 -a kruskal -s 6 -W 12 -H 8 --solution -o weave-sol.svg
expect_eq "weave --solution: one solution line" 1 "$(grep -c '<polyline fill="none" stroke="#e8590c"' weave-sol.svg)"
"$MAZEGAME" --print --load weave.graph -o weave-load.svg
expect_eq "weave: --load of its graph draws the same walls" "$(sort weave.segs)" "$(path_segments weave-load.svg | sort)"
# --- Shapes: floors side by side --------------------------------------------
# 8x5 cells on 3 floors: the walls of each floor and its border as
# straight segments, each once; every stairs passage of the graph two
# chevrons of two slanted segments (one in each of its cells); the way
# out one line a floor, breaking at every stairs it takes (its way from
# the graph by floors_keys.awk).
"$MAZEGAME" --print --shape=floors --floors=3 -a kruskal -s 6 -W 8 -H 5 --format graph > floors.graph
"$MAZEGAME" --print --shape=floors --floors=3 -a kruskal -s 6 -W 8 -H 5 --format svg -o floors.svg
check "floors: the SVG is well-formed XML" xmllint --noout floors.svg
expect_eq "floors: the walls and stairs are one path" 1 "$(grep -c '<path' floors.svg)"
path_segments floors.svg > floors.segs
expect_eq "floors: the path has only M, h, v and l" "" "$(grep '^bad' floors.segs)"
expect_eq "floors: no segment is drawn twice" "" "$(sort floors.segs | uniq -d)"
fwalls=$(awk '$1 == "w" && $3 - $2 != 40' floors.graph | wc -l)
stairs=$(awk '$1 == "p" && $3 - $2 == 40' floors.graph | wc -l)
expect_eq "floors: one straight segment for each of the $fwalls walls on a floor and the borders" \
	"$((fwalls + 3 * 2 * (8 + 5)))" "$(awk '$1 == $3 || $2 == $4' floors.segs | wc -l | tr -d ' ')"
expect_eq "floors: two chevrons of two strokes for each of the $stairs stairs, and the legend's two" \
	"$((4 * stairs + 4))" "$(awk '$1 != $3 && $2 != $4' floors.segs | wc -l | tr -d ' ')"
expect_eq "floors: one start, one exit" "1 1" \
	"$(grep -c '<circle .*fill="#2b8a3e"' floors.svg) $(grep -c '<rect .*fill="#c92a2a"' floors.svg)"
awk -f "$TOP_SRCDIR/tests/floors_keys.awk" floors.graph > floors.way
climbs=$(grep -c '^[<>]$' floors.way)
check "floors: the way out takes stairs" [ "$climbs" -gt 0 ]
"$MAZEGAME" --print --shape=floors --floors=3 -a kruskal -s 6 -W 8 -H 5 --solution -o floors-sol.svg
check "floors --solution: the SVG is well-formed XML" xmllint --noout floors-sol.svg
expect_eq "floors --solution: one line a floor, $climbs climbs" "$((climbs + 1))" \
	"$(grep -c '<polyline fill="none" stroke="#e8590c"' floors-sol.svg)"
"$MAZEGAME" --print --load floors.graph -o floors-load.svg
expect_eq "floors: --load of its graph draws the same walls" "$(sort floors.segs)" "$(path_segments floors-load.svg | sort)"

# --- usage errors, whatever was built in -----------------------------------
one_line "unknown format" 2 "unknown format 'jpeg'" "$MAZEGAME" --print --format jpeg
one_line "--format without --print" 2 "only work with --print" "$MAZEGAME" --format svg
one_line "-o without --print" 2 "only work with --print" "$MAZEGAME" -o x.svg
one_line "--count with SVG" 2 "--count only works with PDF" "$MAZEGAME" --print --format svg --count 2
one_line "--count with SVG says why" 2 "but svg output is one maze (for more, print one for each seed" "$MAZEGAME" --print --format svg --count 2
one_line "--count with PNG says why" 2 "but png output is one maze" "$MAZEGAME" --print --format png --count 2
one_line "--cell with SVG" 2 "--cell only works with PNG" "$MAZEGAME" --print -o x.svg --cell 4
one_line "--page with text" 2 "--page only works with PDF" "$MAZEGAME" --print --page a4
one_line "unknown paper" 2 "unknown paper 'a5'" "$MAZEGAME" --print --format pdf --page a5
one_line "--count 0" 2 "--count: 0 is out of range" "$MAZEGAME" --print --format pdf --count 0
one_line "--count with --load" 2 "cannot be combined with --load" \
	"$MAZEGAME" --print --format pdf --count 2 --load "$TOP_SRCDIR/data/mazes/comb.maze"
one_line "--stats with SVG on stdout" 2 "needs --output FILE" "$MAZEGAME" --print --stats --format svg
one_line "an unwritable -o" 1 "cannot write no/such/dir/m.svg: No such file" \
	"$MAZEGAME" --print -o no/such/dir/m.svg
if [ -w /dev/full ]; then
	one_line "a full disk" 1 "write error" "$MAZEGAME" --print --size 200x200 -o /dev/full --format svg
fi
check "no file is left behind by a failed write" [ ! -e no/such/dir/m.svg ]

# --- PDF and PNG: only when built with cairo --------------------------------
run_cmd "$MAZEGAME" --print --format pdf -o probe.pdf
if [ "$rc" = 1 ] && printf '%s\n' "$err" | grep -q 'not built in'; then
	echo "# built without cairo: PDF and PNG say so"
	one_line "--format pdf without cairo" 1 "--format pdf: not built in" \
		"$MAZEGAME" --print --format pdf -o x.pdf
	one_line "--format png without cairo" 1 "--format png: not built in" \
		"$MAZEGAME" --print -o x.png
	check "no file is made" [ ! -e x.pdf ]
	finish
fi
expect_eq "--format pdf exits 0" 0 "$rc"

# pdf_page PDF N OUT: page N at 100 dpi as OUT.ppm.
pdf_page() {
	pdftoppm -r 100 -f "$2" -l "$2" -singlefile "$1" "$3"
}

for a in backtracker kruskal division; do
	"$MAZEGAME" --print -a "$a" -s 5 --size 30x20 --format pdf -o "$a.pdf"
	expect_match "$a: one A4 page" 'Pages: +1$' "$(pdfinfo "$a.pdf")"
	pdf_page "$a.pdf" 1 "$a-pdf"
	raster "$a: PDF (pdftoppm) matches the block format square by square" \
		"$a-pdf.ppm" "$a.txt" --frame
	"$MAZEGAME" --print -a "$a" -s 5 --size 30x20 -o "$a.png"
	raster "$a: PNG matches the block format square by square, inside its margin" \
		"$a.png" "$a.txt" --margin=$PNG_MARGIN
done
# A large maze's walls (under 1.5 points a square) are painted as an
# image mask: the same squares.
"$MAZEGAME" --print -a kruskal -s 3 --size 200x130 > mask.txt
"$MAZEGAME" --print -a kruskal -s 3 --size 200x130 -o mask.pdf
pdftoppm -r 240 -singlefile mask.pdf mask-pdf
raster "200x130: PDF (walls as a mask) matches the block format" mask-pdf.ppm mask.txt --frame
rm -f mask-pdf.ppm

"$MAZEGAME" --print -a wilson -s 9 --size 25x15 --solution --format pdf > sol.pdf
pdf_page sol.pdf 1 sol-pdf
raster "--solution: the PDF's line lies over the '.' squares" sol-pdf.ppm sol.txt --frame --solution
"$MAZEGAME" --print -a wilson -s 9 --size 25x15 --solution --format png > sol.png
raster "--solution: the PNG's line lies over the '.' squares" sol.png sol.txt --solution --margin=$PNG_MARGIN

# --count 3: three mazes, then their answers; each page's title names
# its seed, and each page is the maze of that seed.
"$MAZEGAME" --print --count 3 -s 77 -a prim --size 20x12 -o three.pdf
expect_match "--count 3 makes 6 pages" 'Pages: +6$' "$(pdfinfo three.pdf)"
for pg in 1 2 3 4 5 6; do
	title=$(pdftotext -f "$pg" -l "$pg" three.pdf - | sed -n '/[a-z]/{p;q;}')
	seed=$(printf '%s\n' "$title" | sed -n 's/.*seed \([0-9][0-9]*\).*/\1/p')
	if [ "$pg" -le 3 ]; then
		expect_match "page $pg: title 'Maze $pg of 3 ... seed'" "^Maze $pg of 3 .* seed [0-9]+$" "$title"
		eval "seed_$pg=\$seed"
		"$MAZEGAME" --print -s "$seed" -a prim --size 20x12 > "three-$pg.txt"
		pdf_page three.pdf "$pg" "three-$pg"
		raster "page $pg is the maze of its seed" "three-$pg.ppm" "three-$pg.txt" --frame
	else
		n=$((pg - 3))
		eval "want=\$seed_$n"
		expect_match "page $pg: 'Answer to maze $n'" "^Answer to maze $n .* seed $want\$" "$title"
		"$MAZEGAME" --print -s "$want" -a prim --size 20x12 --solution > "three-$pg.txt"
		pdf_page three.pdf "$pg" "three-$pg"
		raster "page $pg is the answer of maze $n" "three-$pg.ppm" "three-$pg.txt" --frame --solution
	fi
done
expect_eq "the first maze has the given seed" 77 "$seed_1"
check "the three mazes differ" [ "$seed_1" != "$seed_2" ] && [ "$seed_2" != "$seed_3" ]

# Paper: A4 by default in the C locale, letter on request; the daily
# title carries the date.
expect_match "A4 by default" 'Page size: +595.* x 841.* \(A4\)' "$(pdfinfo three.pdf)"
"$MAZEGAME" --print --page letter -o letter.pdf
expect_match "--page letter" 'Page size: +612 x 792 pts \(letter\)' "$(pdfinfo letter.pdf)"
if locale -a 2>/dev/null | grep -qi '^en_US\.utf-\?8$'; then
	LC_ALL= LANG= LC_PAPER=en_US.UTF-8 "$MAZEGAME" --print -o us.pdf
	expect_match "LC_PAPER=en_US: letter by default" 'Page size: +612 x 792' "$(pdfinfo us.pdf)"
else
	echo "# no en_US.UTF-8 locale: LC_PAPER default not tried"
fi
"$MAZEGAME" --print --daily -o daily.pdf
expect_match "--daily: the title has today's date" \
	"maze of the day $(date -u +%Y-%m-%d)" "$(pdftotext daily.pdf - | head -n 3)"

# PNG: --cell sets the pixels a square.
"$MAZEGAME" --print -s 2 --size 10x6 --cell 7 -o cell.png
size=$(od -An -tu1 -j16 -N8 cell.png | awk '{ print ($1*16777216+$2*65536+$3*256+$4) "x" ($5*16777216+$6*65536+$7*256+$8) }')
# The block grid is 21x13 squares, and the margin goes round it.
expect_eq "--cell 7: a 10x6 maze with its margin is $(( (21 + 2 * PNG_MARGIN) * 7 ))x$(( (13 + 2 * PNG_MARGIN) * 7 )) pixels" \
	"$(( (21 + 2 * PNG_MARGIN) * 7 ))x$(( (13 + 2 * PNG_MARGIN) * 7 ))" "$size"
# Without the margin the maze is not found where it is.
"$MAZEGAME" --print -s 2 --size 10x6 > cell.txt
if "$RASTER_CHECK" cell.png cell.txt > raster.out 2>&1; then
	not_ok "a PNG without the margin's squares is not the maze: it has a margin"
else ok "a PNG without the margin's squares is not the maze: it has a margin"; fi
raster "--cell 7: the maze inside a margin of background" cell.png cell.txt --margin=$PNG_MARGIN
# A PNG too large: refused before the maze is made (a usage error),
# with advice that can be followed: the --cell that fits (2003 squares
# with the margin: 3 pixels a square), or PDF when not even a pixel a
# square fits (it said "a smaller --cell" then too).
one_line "--cell too large for the maze: the --cell that fits" 2 "at most 8000: --cell=3 fits" \
	"$MAZEGAME" --print --size 1000x10 --cell 50 -o big.png
one_line "a PNG too large at a pixel a square: PDF" 2 "even at a pixel a square; at most 8000: use --format=pdf" \
	"$MAZEGAME" --print --size 4000x10 -o big.png
check "... and no file is written" [ ! -e big.png ]
one_line "a hex PNG too large at a pixel a square: PDF" 1 "even at a pixel a square; at most 8000: use --format=pdf" \
	"$MAZEGAME" --print --shape=hex --size 6000x10 -o big.png

# Binary formats refuse a terminal (script gives the program a pty).
script -qec "$MAZEGAME --print --format png" /dev/null > tty.out 2>&1
rc=$?
expect_eq "PNG to a terminal: exit 2" 2 "$rc"
expect_match "PNG to a terminal: says why" "will not write a binary file to a terminal" "$(cat tty.out)"
script -qec "$MAZEGAME --print --format pdf" /dev/null > tty.out 2>&1
expect_eq "PDF to a terminal: exit 2" 2 "$?"
script -qec "$MAZEGAME --print --format svg -s 1" /dev/null > tty.out 2>&1
expect_eq "SVG to a terminal is fine" 0 "$?"

# Hex mazes in PDF and PNG: --count 1 is the maze and its answer page.
"$MAZEGAME" --print --shape=hex -s 8 -W 40 -H 20 --count 1 -o hex.pdf
expect_match "hex: --count 1 makes 2 pages" 'Pages: +2$' "$(pdfinfo hex.pdf)"
expect_match "hex: page 2 is the answer" '^Answer to maze' "$(pdftotext -f 2 -l 2 hex.pdf - | sed -n '/[a-z]/{p;q;}')"
pdf_page hex.pdf 1 hex-pdf-1
pdf_page hex.pdf 2 hex-pdf-2
colours_ok "hex PDF page 1: walls, start, exit, no orange" hex-pdf-1.ppm \
	'd > 5000 && s > 5 && e > 5 && o == 0'
colours_ok "hex PDF page 2: the way out in orange" hex-pdf-2.ppm 'o > 2000'
# On paper each floor is named over it, and a legend says what the
# chevrons are; the floors fill a portrait page: wide floors one under
# another (a picture taller than wide), tall narrow ones, or floors
# narrower than the legend, in columns.
expect_eq "floors SVG: each floor's name, then the legend's words" \
	"floor 1|floor 2|floor 3|stairs up|stairs down" \
	"$(sed -n 's/.*<text [^>]*>\([^<]*\)<\/text>.*/\1/p' floors.svg | paste -sd '|' -)"
for whf in 8x5x3 3x2x1 1x1x2 2x12x6; do
	w=${whf%%x*} f=${whf##*x} h=${whf#*x}; h=${h%x*}
	"$MAZEGAME" --print --shape=floors --floors="$f" -s 3 -W "$w" -H "$h" --cell 5 --solution -o "floors-$whf.png"
	od -An -tu1 -j16 -N8 "floors-$whf.png" | awk '{ print ($1*16777216+$2*65536+$3*256+$4), ($5*16777216+$6*65536+$7*256+$8) }' > "floors-$whf.size"
	read -r pw ph < "floors-$whf.size"
	# The floors stacked (one column): each 4H + 3 squares with its
	# name, 2 apart, the legend's 4, the margin's 1 and the PNG's.
	stacked=$(( (f * (4 * h + 3) + 2 * (f - 1) + 4 + 1 + 2 * PNG_MARGIN) * 5 ))
	if [ $whf = 2x12x6 ] || [ $whf = 1x1x2 ]; then
		check "floors $whf: narrow floors stand in columns (${pw}x$ph)" [ "$ph" -lt "$stacked" ]
	else
		expect_eq "floors $whf --cell 5: one column, $stacked pixels high" "$stacked" "$ph"
	fi
done
check "floors 8x5x3 on paper: taller than wide" sh -c "read w h < floors-8x5x3.size; [ \$h -gt \$w ]"
"$MAZEGAME" --print --shape=floors --floors=3 -s 6 -W 19 -H 11 -o floors-names.pdf
expect_eq "floors PDF: the floors' names and the legend are words of the page" \
	"floor 1 floor 2 floor 3 stairs up stairs down" \
	"$(pdftotext floors-names.pdf - | grep -E '^(floor [0-9]|stairs)' | tr '\n' ' ' | sed 's/ $//')"
if "$RASTER_CHECK" --colours floors-8x5x3.png > /dev/null 2>&1; then
	colours_ok "floors PNG: walls, start, exit, the way out" floors-8x5x3.png \
	    'd > 0 && s > 0 && e > 0 && o > 0'
fi
"$MAZEGAME" --print --shape=floors --floors=2 -s 8 -W 12 -H 6 --count 1 -o floors.pdf
expect_match "floors: --count 1 makes 2 pages" 'Pages: +2$' "$(pdfinfo floors.pdf)"
"$MAZEGAME" --print --shape=hex -s 8 -W 12 -H 6 --count 3 -o hex3.pdf
expect_match "hex: --count 3 makes 6 pages" 'Pages: +6$' "$(pdfinfo hex3.pdf)"
# PNG: a W x H hex maze (H > 1) is 2W + 2 squares wide and
# (97 (3H + 1) + 168) / 168 squares high, rounded up to whole pixels,
# inside the margin (the manual, --format).
for wh in 12x8 5x2 9x1; do
	w=${wh%x*} h=${wh#*x}
	"$MAZEGAME" --print --shape=hex -s 3 -W "$w" -H "$h" --cell 7 --solution -o "hex-$wh.png"
	size=$(od -An -tu1 -j16 -N8 "hex-$wh.png" | awk '{ print ($1*16777216+$2*65536+$3*256+$4) "x" ($5*16777216+$6*65536+$7*256+$8) }')
	cols=$((2 * w + (h > 1 ? 2 : 1)))
	want="$(( (cols + 2 * PNG_MARGIN) * 7 ))x$(( ((97 * (3 * h + 1) + 168) * 7 + 167) / 168 + 2 * PNG_MARGIN * 7 ))"
	expect_eq "hex $wh --cell 7: $want pixels" "$want" "$size"
done
colours_ok "hex PNG: walls, start, exit, the way out" hex-12x8.png \
	'd > 1000 && s > 20 && e > 20 && o > 300'
# Triangle mazes in PDF (the maze and its answer) and PNG: a W x H
# triangle maze is (97 (W + 1) + 56) / 56 squares wide and 3H + 1 high,
# rounded up to whole pixels, inside the margin (the manual, SHAPES).
"$MAZEGAME" --print --shape=triangle -s 8 -W 40 -H 20 --count 1 -o tri.pdf
expect_match "triangle: --count 1 makes 2 pages" 'Pages: +2$' "$(pdfinfo tri.pdf)"
pdf_page tri.pdf 1 tri-pdf-1
pdf_page tri.pdf 2 tri-pdf-2
colours_ok "triangle PDF page 1: walls, start, exit, no orange" tri-pdf-1.ppm \
	'd > 5000 && s > 5 && e > 5 && o == 0'
colours_ok "triangle PDF page 2: the way out in orange" tri-pdf-2.ppm 'o > 2000'
for wh in 12x8 5x2 9x1; do
	w=${wh%x*} h=${wh#*x}
	"$MAZEGAME" --print --shape=triangle -s 3 -W "$w" -H "$h" --cell 7 --solution -o "tri-$wh.png"
	size=$(od -An -tu1 -j16 -N8 "tri-$wh.png" | awk '{ print ($1*16777216+$2*65536+$3*256+$4) "x" ($5*16777216+$6*65536+$7*256+$8) }')
	want="$(( ((97 * (w + 1) + 56) * 7 + 55) / 56 + 2 * PNG_MARGIN * 7 ))x$(( (3 * h + 1 + 2 * PNG_MARGIN) * 7 ))"
	expect_eq "triangle $wh --cell 7: $want pixels" "$want" "$size"
done
colours_ok "triangle PNG: walls, start, exit, the way out" tri-12x8.png \
	'd > 1000 && s > 20 && e > 20 && o > 300'

# A W x H weave maze is 2W + 1 squares by 2H + 1 inside the margin;
# with its answer page in a PDF.
for wh in 12x8 3x1; do
	w=${wh%x*} h=${wh#*x}
	"$MAZEGAME" --print --shape=weave -s 3 -W "$w" -H "$h" --cell 7 --solution -o "weave-$wh.png"
	size=$(od -An -tu1 -j16 -N8 "weave-$wh.png" | awk '{ print ($1*16777216+$2*65536+$3*256+$4) "x" ($5*16777216+$6*65536+$7*256+$8) }')
	want="$(( (2 * w + 1 + 2 * PNG_MARGIN) * 7 ))x$(( (2 * h + 1 + 2 * PNG_MARGIN) * 7 ))"
	expect_eq "weave $wh --cell 7: $want pixels" "$want" "$size"
done
colours_ok "weave PNG: walls, start, exit, the way out" weave-12x8.png \
	'd > 1000 && s > 20 && e > 20 && o > 300'
"$MAZEGAME" --print --shape=weave -s 8 -W 30 -H 20 --count 1 -o weave.pdf
expect_match "weave: --count 1 makes 2 pages" 'Pages: +2$' "$(pdfinfo weave.pdf)"
pdf_page weave.pdf 2 weave-pdf-2
colours_ok "weave PDF page 2: the way out in orange" weave-pdf-2.ppm 'o > 2000'
# A 500x500 hex maze (the time is reported, not asserted).
for f in svg pdf png; do
	t0=$(date +%s.%N)
	"$MAZEGAME" --print --shape=hex -s 1 --size 500x500 -o "hexbig.$f"
	t1=$(date +%s.%N)
	echo "# 500x500 hex $f: $(wc -c < "hexbig.$f" | tr -d ' ') bytes in $(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }") s"
	t0=$(date +%s.%N)
	"$MAZEGAME" --print --shape=triangle -s 1 --size 500x500 -o "tribig.$f"
	t1=$(date +%s.%N)
	echo "# 500x500 triangle $f: $(wc -c < "tribig.$f" | tr -d ' ') bytes in $(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }") s"
done
rm -f hexbig.* tribig.*

# Big mazes stay small (the time is reported, not asserted).
for f in svg pdf; do
	t0=$(date +%s.%N)
	"$MAZEGAME" --print -s 1 --size 1000x1000 -o "big.$f"
	t1=$(date +%s.%N)
	bytes=$(wc -c < "big.$f" | tr -d ' ')
	echo "# 1000x1000 $f: $bytes bytes in $(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }") s"
	check "1000x1000 as $f is under 6 MB" [ "$bytes" -lt 6000000 ]
done

# --- Shapes: a circle maze, round ------------------------------------------
# Rings two squares (128 units) deep around a centre one ring across,
# 64 units a square and half a square of margin (the manual, SHAPES):
# every arc on a ring's circle about the picture's centre, every spoke
# from one ring's circle to the next, one for each wall of the graph
# and the centre's and the rim's arcs.
# circle_strokes SVG: the walls' path, one stroke (M ...) a line.
circle_strokes() {
	awk '/<path/ { on = 1; sub(/.* d="/, "") } on { print } on && /"\/>/ { exit }' "$1" |
		sed 's/"\/>.*//' | tr -d '\n' | sed 's/M/\nM/g' | sed '/^$/d'
}
"$MAZEGAME" --print --shape=circle -s 4 -W 6 -H 5 --format graph > circle.graph
run_cmd "$MAZEGAME" --print --shape=circle -s 4 -W 6 -H 5 --format svg
expect_eq "circle: --format svg exits 0" "0:" "$rc:$err"
printf '%s\n' "$out" > circle.svg
check "circle: the SVG is well-formed XML" xmllint --noout circle.svg
expect_eq "circle: the walls are one path" 1 "$(grep -c '<path' circle.svg)"
mid=$((32 + 6 * 128))
expect_match "circle: the viewBox is the disc and its margin" \
	"viewBox=\"0 0 $((2 * mid)) $((2 * mid))\"" "$(cat circle.svg)"
circle_strokes circle.svg > circle.strokes
# Each stroke "Mx yAr r 0 0 1 x y" (an arc) or "Mx ylDX DY" (a spoke;
# hDX or vDY where it is level or upright):
# "arc R" or "spoke R0 R1" with its ends' radii, or "bad".
awk -v c="$mid" '
	function rad(x, y) { return sqrt((x - c) ^ 2 + (y - c) ^ 2) }
	/^M[-0-9.]+ [-0-9.]+A/ {
		split(substr($0, 2), a, /[ A]/)
		# a: x0 y0 r r 0 0 1 x1 y1
		r0 = rad(a[1], a[2]); r1 = rad(a[8], a[9])
		if (a[3] % 128 != 0 || (r0 - a[3]) ^ 2 > 0.05 || (r1 - a[3]) ^ 2 > 0.05) print "bad " $0
		else print "arc " a[3]
		next
	}
	/^M[0-9]+ [0-9]+[lhv]-?[0-9]+( ?-?[0-9]+)?$/ {
		x = substr($0, 2) + 0; rest = substr($0, index($0, " ") + 1); y = rest + 0
		match($0, /[lhv]/); op = substr($0, RSTART, 1); l = substr($0, RSTART + 1)
		if (op == "h") { dx = l + 0; dy = 0 }
		else if (op == "v") { dx = 0; dy = l + 0 }
		else { match(l, /^-?[0-9]+/); dx = substr(l, 1, RLENGTH) + 0; dy = substr(l, RLENGTH + 1) + 0 }
		r0 = rad(x, y); r1 = rad(x + dx, y + dy)
		if (r0 > r1) { t = r0; r0 = r1; r1 = t }
		k = int(r0 / 128 + 0.5)
		if ((r0 - 128 * k) ^ 2 > 1 || (r1 - 128 * (k + 1)) ^ 2 > 1) print "bad " $0
		else print "spoke " 128 * k " " 128 * (k + 1)
		next
	}
	{ print "bad " $0 }' circle.strokes > circle.kinds
expect_eq "circle: arcs on the rings' circles, spokes from ring to ring" "" "$(grep '^bad' circle.kinds)"
check "circle: arcs from the centre's edge to the rim" \
	awk '$1 == "arc" && ($2 < 128 || $2 > 768) { exit 1 }' circle.kinds
walls=$(grep -c '^w ' circle.graph)
# The centre's 6 arcs and the rim's 6 * 2^floor(log2 5) = 24.
expect_eq "circle: one stroke for each of the graph's $walls walls, the centre's and the rim's arcs" \
	"$((walls + 6 + 24))" "$(wc -l < circle.kinds | tr -d ' ')"
expect_eq "circle: no stroke twice" "" "$(sort circle.strokes | uniq -d)"
expect_eq "circle: one start (a disc)" 1 "$(grep -c '<circle .*fill="#2b8a3e"' circle.svg)"
expect_eq "circle: one exit (a red square)" 1 "$(grep -c '<rect .*fill="#c92a2a"' circle.svg)"
"$MAZEGAME" --print --shape=circle -s 4 -W 6 -H 5 --solution -o circle-sol.svg
expect_eq "circle --solution: one solution line" 1 "$(grep -c '<polyline fill="none" stroke="#e8590c"' circle-sol.svg)"
check "circle: rsvg-convert renders it" rsvg-convert -o circle-rsvg.png circle-sol.svg
if "$RASTER_CHECK" --colours circle-rsvg.png > /dev/null 2>&1; then
	colours_ok "circle --solution (librsvg): walls, start, exit, the orange line" circle-rsvg.png \
		'd > 1000 && s > 5 && e > 5 && o > 100'
fi
"$MAZEGAME" --print --load circle.graph -o circle-load.svg
expect_eq "circle: --load of its graph draws the same strokes" \
	"$(sort circle.strokes)" "$(circle_strokes circle-load.svg | sort)"
"$MAZEGAME" --print --shape=circle -s 8 --count 1 -o circle.pdf
expect_match "circle: --count 1 makes 2 pages" 'Pages: +2$' "$(pdfinfo circle.pdf)"
pdf_page circle.pdf 1 circle-pdf-1
pdf_page circle.pdf 2 circle-pdf-2
colours_ok "circle PDF page 1: walls, start, exit, no orange" circle-pdf-1.ppm \
	'd > 5000 && s > 5 && e > 5 && o == 0'
colours_ok "circle PDF page 2: the way out in orange" circle-pdf-2.ppm 'o > 1000'
# PNG: a square of 4 (H + 1) + 1 squares, inside the margin.
for wh in 6x5 3x1 8x9; do
	w=${wh%x*} h=${wh#*x}
	"$MAZEGAME" --print --shape=circle -s 3 -W "$w" -H "$h" --cell 7 --solution -o "circle-$wh.png"
	size=$(od -An -tu1 -j16 -N8 "circle-$wh.png" | awk '{ print ($1*16777216+$2*65536+$3*256+$4) "x" ($5*16777216+$6*65536+$7*256+$8) }')
	side=$(( (4 * (h + 1) + 1 + 2 * PNG_MARGIN) * 7 ))
	expect_eq "circle $wh --cell 7: ${side}x$side pixels" "${side}x$side" "$size"
done
colours_ok "circle PNG: walls, start, exit, the way out" circle-6x5.png \
	'd > 1000 && s > 20 && e > 20 && o > 300'
# A circle of about a million cells (the time is reported, not asserted).
cells=$("$MAZEGAME" --stats --shape=circle --size 8x585 -s 1 | sed -n 's/^cells: //p')
t0=$(date +%s.%N)
"$MAZEGAME" --print --shape=circle -s 1 --size 8x585 -o circlebig.svg
t1=$(date +%s.%N)
echo "# circle 8x585 ($cells cells) svg: $(wc -c < circlebig.svg | tr -d ' ') bytes in $(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }") s"
rm -f circlebig.svg

finish
