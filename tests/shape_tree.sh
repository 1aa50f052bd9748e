#!/bin/sh
# shape_tree.sh - every maze of every shape is perfect: for each shape of
# --list-shapes and each generator of --list-algorithms, a few sizes and
# seeds, --print --format=graph is a spanning tree of its cells
# (tests/graph_check.c), or the generator refuses the shape (status 2)
# naming shapes it supports, this one not among them.  The same options
# give the same graph; a square graph is the block format's maze, cell
# (r,c) numbered r*W+c.  First, graph_check itself on hand-written
# graphs, and every generator's square mazes through the block format
# (tests/block_graph.awk), which run whether or not the program has
# shapes yet.
. "$(dirname "$0")/lib.sh"

graph_tools

# note TEXT: a "# " line, on the console too: a part skipped is seen.
note() {
	echo "# $*"
	{ echo "$t_name: # $*" >&9; } 2>/dev/null || true
}

# gc MODE FILE: graph_check MODE on FILE, setting $out, $err and $rc.
gc() {
	"$GRAPH_CHECK" "$1" <"$2" >"$T_TMP/out" 2>"$T_TMP/err"
	rc=$?
	out=$(cat "$T_TMP/out")
	err=$(cat "$T_TMP/err")
}

# grid W H: the graph of a W x H square grid, every pair a wall.
grid() {
	awk -v W="$1" -v H="$2" 'BEGIN {
		print "mazegame-graph 1"; print "shape square " W " " H
		print "start 0"; print "exit " W * H - 1
		for (y = 0; y < H; y++) for (x = 0; x < W; x++) {
			i = y * W + x
			if (x + 1 < W) print "w " i " " i + 1
			if (y + 1 < H) print "w " i " " i + W
		} }'
}

G=$T_TMP/g
hdr='mazegame-graph 1\nshape square 2 2\nstart 0\nexit 3\n'

# --- graph_check on hand-written graphs ----------------------------------
# A 2x2 square grid (a 4-cycle: 4 spanning trees), one of its trees.
printf "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3\n" >"$G"
gc tree "$G"
expect_eq "graph_check tree: a 2x2 maze is a tree of 4 cells" "0:ok 4 3" "$rc:$out"
gc count "$G"
expect_eq "graph_check count: a 2x2 grid has 4 spanning trees" "0:4" "$rc:$out"
gc key "$G"
expect_eq "graph_check key: the sorted passages" "0:0-1 0-2 1-3" "$rc:$out"
# The same tree, its lines in another order and pairs written backwards.
printf "${hdr}w 3 2\np 2 0\np 3 1\np 1 0\n" >"$G.2"
gc key "$G.2"
expect_eq "graph_check key: the same tree written another way, the same key" \
	"0:0-1 0-2 1-3" "$rc:$out"
cat "$G" "$G.2" >"$G.both"
gc keys "$G.both"
expect_eq "graph_check keys: one key a graph" "0:2" "$rc:$(printf '%s\n' "$out" | wc -l | tr -d ' ')"
# A triangle, K3: 3 spanning trees.
printf 'mazegame-graph 1\nshape test 3 1\nstart 0\nexit 2\np 0 1\np 1 2\nw 0 2\n' >"$G"
gc tree "$G"
expect_eq "graph_check tree: a path in a triangle" "0:ok 3 2" "$rc:$out"
gc count "$G"
expect_eq "graph_check count: a triangle has 3 spanning trees" "0:3" "$rc:$out"
# K4: 16 (Cayley, 4^2).
printf 'mazegame-graph 1\nshape test 4 1\nstart 0\nexit 3\np 0 1\np 0 2\np 0 3\nw 1 2\nw 1 3\nw 2 3\n' >"$G"
gc count "$G"
expect_eq "graph_check count: K4 has 16" "0:16" "$rc:$out"
# Square grids (OEIS A007341), past 32 bits; 7x7 (about 2e19) is past
# what 128-bit Bareiss can multiply, and is refused, not miscounted.
for n_want in 3:192 4:100352 6:32565539635200; do
	n=${n_want%%:*}
	grid "$n" "$n" >"$G"
	gc count "$G"
	expect_eq "graph_check count: a ${n}x$n grid" "0:${n_want#*:}" "$rc:$out"
done
grid 7 7 >"$G"
gc count "$G"
expect_eq "graph_check count: a 7x7 grid is refused, not miscounted" 1 "$rc"
expect_match "... saying why" '^graph_check: too many spanning trees to count' "$err"
# Triangles 3 wide and 2 high (cell (x, y) up when x + y is even): the
# rows 0-1-2 and 3-4-5, and 0-3, 2-5 below the cells pointing up, one
# ring of six cells: 6 spanning trees.
printf 'mazegame-graph 1\nshape triangle 3 2\nstart 0\nexit 5\nw 0 1\nw 1 2\nw 3 4\nw 4 5\nw 0 3\nw 2 5\n' >"$G"
gc count "$G"
expect_eq "graph_check count: triangles 3x2 are a ring of 6: 6 trees" "0:6" "$rc:$out"
# Cell 1 points down: 1 and 4 touch at a point only.
printf 'mazegame-graph 1\nshape triangle 3 2\nstart 0\nexit 5\nw 0 1\nw 1 2\nw 3 4\nw 4 5\nw 0 3\nw 1 4\n' >"$G"
gc count "$G"
expect_eq "graph_check: triangle cells 1 and 4 are not neighbours" 1 "$rc"
expect_match "... saying so" 'not neighbours in a triangle grid' "$err"
# Upsilon 2x2: octagons 0 and 3 (x + y even) meet across a corner,
# squares 1 and 2 do not: a ring of four and one diagonal, 8 spanning
# trees (the ring's 4, and 2 on each side of the diagonal).
printf 'mazegame-graph 1\nshape upsilon 2 2\nstart 0\nexit 3\nw 0 1\nw 0 2\nw 1 3\nw 2 3\nw 0 3\n' >"$G"
gc count "$G"
expect_eq "graph_check count: upsilon 2x2, a ring and a diagonal: 8 trees" "0:8" "$rc:$out"
printf 'mazegame-graph 1\nshape upsilon 2 2\nstart 0\nexit 3\nw 0 1\nw 0 2\nw 1 3\nw 2 3\nw 1 2\n' >"$G"
gc count "$G"
expect_eq "graph_check: upsilon squares 1 and 2 are not neighbours" 1 "$rc"
expect_match "... saying so" 'not neighbours in an upsilon grid' "$err"
# A neighbour graph in two pieces has no spanning tree.
printf 'mazegame-graph 1\nshape test 4 1\nstart 0\nexit 3\np 0 1\nw 2 3\n' >"$G"
gc count "$G"
expect_eq "graph_check count: two pieces, no spanning tree" "0:0" "$rc:$out"

# Not trees: a cycle, two pieces (the w lines join them: the neighbour
# graph is whole), too few cells reached.
printf 'mazegame-graph 1\nshape test 3 1\nstart 0\nexit 2\np 0 1\np 1 2\np 0 2\n' >"$G"
gc tree "$G"
expect_eq "graph_check tree: a cycle is refused" 1 "$rc"
expect_match "... naming the line that closes it" '^graph_check: line 7: not a tree: p 0 2 closes a cycle$' "$err"
gc key "$G"
expect_eq "graph_check key: no key for a cycle" "1:" "$rc:$out"
printf "${hdr}p 0 1\np 2 3\nw 0 2\nw 1 3\n" >"$G"
gc tree "$G"
expect_eq "graph_check tree: two pieces are refused" 1 "$rc"
expect_match "... saying so" '^graph_check: not a tree: 2 pieces, cell 2 not reached from cell 0$' "$err"
cat "$G.2" "$G" >"$G.both"
gc keys "$G.both"
expect_eq "graph_check keys: a second graph that is no tree fails them all" 1 "$rc"

# Malformed graphs: each refused (status 1), naming its line.
# bad NAME LINE FORMAT: printf FORMAT is a graph graph_check tree must
# refuse at LINE ("-" for a fault of the whole graph, no line).
bad() {
	printf "$3" >"$G"
	gc tree "$G"
	if [ "$2" = - ]; then b_want='^graph_check: [^l]'; else b_want="^graph_check: line $2: "; fi
	if [ "$rc" = 1 ] && [ -z "$out" ] && printf '%s\n' "$err" | grep -Eq "$b_want"; then
		ok "graph_check refuses $1"
	else
		not_ok "graph_check refuses $1" "status $rc, out: $out
err: $err"
	fi
}
tree4='p 0 1\np 1 3\np 0 2\nw 2 3\n'
bad "an empty input" - ''
bad "a wrong first line" 1 "mazegame-graph 2\nshape square 2 2\nstart 0\nexit 3\n$tree4"
bad "a missing shape line" 2 "mazegame-graph 1\nstart 0\nexit 3\n$tree4"
bad "a shape name in capitals" 2 "mazegame-graph 1\nshape Square 2 2\nstart 0\nexit 3\n$tree4"
bad "a shape without a height" 2 "mazegame-graph 1\nshape square 2\nstart 0\nexit 3\n$tree4"
bad "a width of 0" 2 "mazegame-graph 1\nshape square 0 2\nstart 0\nexit 3\n$tree4"
bad "0 floors" 2 "mazegame-graph 1\nshape floors 2 2 0\nstart 0\nexit 3\n$tree4"
bad "floors on a square" 2 "mazegame-graph 1\nshape square 2 2 1\nstart 0\nexit 3\n$tree4"
bad "exit before start" 3 "mazegame-graph 1\nshape square 2 2\nexit 3\nstart 0\n$tree4"
bad "a signed number" 3 "mazegame-graph 1\nshape square 2 2\nstart +0\nexit 3\n$tree4"
bad "a leading zero" 4 "mazegame-graph 1\nshape square 2 2\nstart 0\nexit 03\n$tree4"
bad "a number too large" 5 "${hdr}p 0 99999999999999999999\np 1 3\np 0 2\nw 2 3\n"
bad "a double space" 5 "${hdr}p 0  1\np 1 3\np 0 2\nw 2 3\n"
bad "a trailing space" 6 "${hdr}p 0 1\np 1 3 \np 0 2\nw 2 3\n"
bad "a tab" 6 "${hdr}p 0 1\np\t1 3\np 0 2\nw 2 3\n"
bad "a carriage return" 8 "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3\r\n"
bad "a NUL byte" 7 "${hdr}p 0 1\np 1 3\np 0\0002\nw 2 3\n"
bad "an empty line" 7 "${hdr}p 0 1\np 1 3\n\np 0 2\nw 2 3\n"
bad "an unknown kind of line" 7 "${hdr}p 0 1\np 1 3\nq 0 2\nw 2 3\n"
bad "a pair short of a cell" 8 "${hdr}p 0 1\np 1 3\np 0 2\nw 2\n"
bad "a cell joined to itself" 8 "${hdr}p 0 1\np 1 3\np 0 2\np 3 3\n"
bad "a passage given twice" 9 "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3\np 1 0\n"
bad "a pair both passage and wall" 9 "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3\nw 1 0\n"
bad "no newline at the end" 8 "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3"
bad "a line of 300 bytes" 9 "${hdr}p 0 1\np 1 3\np 0 2\nw 2 3\n$(head -c 300 /dev/zero | tr '\0' 0)\n"
bad "a start that is no cell" 3 "mazegame-graph 1\nshape test 2 2\nstart 4\nexit 3\n$tree4"
bad "an exit that is no cell" 4 "mazegame-graph 1\nshape test 2 2\nstart 0\nexit 7\n$tree4"
bad "a cell number skipped" - "mazegame-graph 1\nshape test 2 2\nstart 0\nexit 4\np 0 1\np 1 4\np 0 2\nw 2 4\n"
bad "no p or w line" - "mazegame-graph 1\nshape test 1 1\nstart 0\nexit 0\n"
bad "a square pair that are no neighbours" 8 "${hdr}p 0 1\np 1 3\np 0 2\np 0 3\n"
bad "a square grid short of a wall" - "${hdr}p 0 1\np 1 3\np 0 2\n"
bad "a square of the wrong size" - "mazegame-graph 1\nshape square 3 2\nstart 0\nexit 3\n$tree4"
bad "a second graph (tree reads one)" 9 "${hdr}${tree4}mazegame-graph 1\n"
run_cmd "$GRAPH_CHECK"
expect_eq "graph_check without a mode: a usage error" 2 "$rc"

# --- square mazes through the block format, which every build has --------
"$MAZEGAME" --list-algorithms | awk '{ print $1 }' >"$T_TMP/algos"
check "--list-algorithms lists generators" [ -s "$T_TMP/algos" ]
for a in $(cat "$T_TMP/algos"); do
	: >"$T_TMP/blocks"
	for size in 7x5 4x9; do
		for s in 1 2; do
			"$MAZEGAME" --print --size="$size" -a "$a" -s "$s" >>"$T_TMP/blocks" || echo "status $?" >>"$T_TMP/blocks"
			echo -- >>"$T_TMP/blocks"
		done
	done
	n=$(awk -f "$BLOCK_GRAPH" "$T_TMP/blocks" | "$GRAPH_CHECK" keys 2>"$T_TMP/err" | wc -l)
	expect_eq "square, $a: 4 mazes in the block format are spanning trees" "4:" "$n:$(cat "$T_TMP/err")"
done

# --- shapes, when the program has them -------------------------------------
if ! "$MAZEGAME" --list-shapes >"$T_TMP/shapes.out" 2>"$T_TMP/shapes.err"; then
	note "mazegame --list-shapes fails ($(head -n 1 "$T_TMP/shapes.err")): no shapes yet; the checks of --shape and --format=graph are skipped"
	finish
fi
awk '{ print $1 }' "$T_TMP/shapes.out" >"$T_TMP/shapes"
expect_eq "--list-shapes: a name and a description a line" "" \
	"$(awk 'NF < 2 || $1 !~ /^[a-z]+$/' "$T_TMP/shapes.out")"
check "--list-shapes names square" grep -qx square "$T_TMP/shapes"

# the_list ERR: the shapes a refusal names, one a line: the words
# before "mazegame" (or "maze") in "... on square, hex mazes only",
# commas and "and"/"or" taken out.
the_list() {
	printf '%s\n' "$1" | sed -n 's/.* on \(.*\) mazes\{0,1\} only.*/\1/p' |
		sed -e 's/,/ /g' -e 's/ and / /g' -e 's/ or / /g' | tr -s ' ' '\n' | sed '/^$/d'
}

# graph SHAPE ALGO SIZE SEED FILE: the graph to FILE; $rc, $err.
graph() {
	"$MAZEGAME" --print --format=graph --shape="$1" -a "$2" --size="$3" -s "$4" \
		>"$5" 2>"$T_TMP/err"
	rc=$?
	err=$(cat "$T_TMP/err")
}

for shape in $(cat "$T_TMP/shapes"); do
	for a in $(cat "$T_TMP/algos"); do
		made=0 refused=0 why=
		for size in 6x5 9x4; do
			for s in 1 2; do
				graph "$shape" "$a" "$size" "$s" "$T_TMP/g.$size.$s"
				if [ "$rc" = 0 ]; then
					made=$((made + 1))
					r=$("$GRAPH_CHECK" tree <"$T_TMP/g.$size.$s" 2>&1) ||
						why="$why
$size -s $s: $r"
					sed -n 2p "$T_TMP/g.$size.$s" | grep -q "^shape $shape " ||
						why="$why
$size -s $s: its shape line is '$(sed -n 2p "$T_TMP/g.$size.$s")'"
				elif [ "$rc" = 2 ]; then
					refused=$((refused + 1))
					# One line that names the problem, and GNU's
					# pointer to --help after it, as for every
					# usage error.
					list=$(the_list "$(printf '%s\n' "$err" | head -n 1)")
					if [ -n "$(printf '%s\n' "$err" | sed 1d | grep -v "^Try '.*--help' for more information\.$")" ] \
					    || [ -z "$list" ]; then
						why="$why
$size -s $s: refused without naming the shapes it supports: $err"
					elif printf '%s\n' "$list" | grep -qx "$shape"; then
						why="$why
$size -s $s: refused, naming $shape among those it supports: $err"
					elif [ -n "$(printf '%s\n' "$list" | grep -vxF -f "$T_TMP/shapes")" ]; then
						why="$why
$size -s $s: refused, naming shapes --list-shapes has not: $err"
					fi
				else
					why="$why
$size -s $s: status $rc: $err"
				fi
			done
		done
		if [ "$made" -gt 0 ] && [ "$refused" -gt 0 ]; then
			why="$why
made $made mazes and refused $refused: a generator supports a shape or not"
		fi
		if [ "$shape" = square ] && [ "$refused" -gt 0 ]; then
			why="$why
every generator makes square mazes"
		fi
		if [ -z "$why" ] && [ "$made" -gt 0 ]; then
			# Seeded: the same options, the same graph.
			graph "$shape" "$a" 6x5 1 "$T_TMP/again"
			if ! cmp -s "$T_TMP/g.6x5.1" "$T_TMP/again"; then
				why="the same options twice gave two graphs"
			fi
		fi
		if [ -n "$why" ]; then
			not_ok "$shape, $a: perfect mazes or a refusal" \
				"$(printf '%s\n' "$why" | sed '/^$/d')"
		elif [ "$made" -gt 0 ]; then
			ok "$shape, $a: 4 perfect mazes, the same graph for the same seed"
		else
			ok "$shape, $a: refused, naming $(the_list "$err" | tr '\n' ' ')"
		fi
	done
done

# A circle's neighbours are the manual's: rings of W * 2^floor(log2(r+1))
# cells, the arcs of two rings' cells overlapping (tests/circle_pairs.awk,
# a geometry of its own), for a few sizes and the generators that run.
if grep -qx circle "$T_TMP/shapes"; then
	for size in 3x1 3x2 5x4 8x7 6x9; do
		graph circle backtracker "$size" 1 "$T_TMP/c"
		want=$(awk -f "$TOP_SRCDIR/tests/circle_pairs.awk" "$T_TMP/c" | sort)
		got=$(awk '$1 == "p" || $1 == "w" { print ($2 < $3 ? $2 " " $3 : $3 " " $2) }' "$T_TMP/c" | sort)
		expect_eq "circle $size: its neighbour pairs are the manual's geometry" \
			"$want" "$got"
	done
	graph circle backtracker 8x7 1 "$T_TMP/c"
	expect_eq "circle 8x7: 8+16+16+32+32+32+32 cells, the last the exit" \
		"exit 167" "$(sed -n 4p "$T_TMP/c")"
	graph circle backtracker 2x5 1 "$T_TMP/c"
	expect_match "circle 2x5: refused, a ring of 3 cells at least" \
		"first ring needs at least 3 cells" "$rc $err"
fi

# Floors: 1 to 3 floors of 4x3 cells, every generator that runs on them.
# The neighbour pairs are those of W x H cells on F floors, numbered
# f*W*H + y*W + x (the man page), each joined to the cell above it; the
# start on the first floor, the exit on the last.
# floors_pairs W H F: those pairs, "A B" with A < B, sorted.
floors_pairs() {
	awk -v W="$1" -v H="$2" -v F="$3" 'BEGIN {
		for (f = 0; f < F; f++) for (y = 0; y < H; y++) for (x = 0; x < W; x++) {
			i = f * W * H + y * W + x
			if (x + 1 < W) print i, i + 1
			if (y + 1 < H) print i, i + W
			if (f + 1 < F) print i, i + W * H
		} }' | sort
}
if grep -qx floors "$T_TMP/shapes"; then
	for f in 1 2 3; do
		why=
		for a in $(cat "$T_TMP/algos"); do
			"$MAZEGAME" --print --format=graph --shape=floors --floors="$f" \
				-a "$a" --size=4x3 -s 5 >"$T_TMP/fg" 2>"$T_TMP/err"
			rc=$?
			if [ "$rc" = 2 ]; then
				grep -q 'square' "$T_TMP/err" ||
					why="$why $a: refused without naming the shapes it supports;"
				continue
			fi
			r=$("$GRAPH_CHECK" tree <"$T_TMP/fg" 2>&1) || why="$why $a: $r;"
			[ "$(sed -n 2,4p "$T_TMP/fg" | tr '\n' ' ')" = "shape floors 4 3 $f start 0 exit $((12 * f - 1)) " ] ||
				why="$why $a: head $(sed -n 2,4p "$T_TMP/fg" | tr '\n' ' ');"
			awk '$1 == "p" || $1 == "w" { print $2, $3 }' "$T_TMP/fg" | sort >"$T_TMP/fp"
			floors_pairs 4 3 "$f" | cmp -s - "$T_TMP/fp" ||
				why="$why $a: the neighbour pairs are not those of 4x3 on $f floors;"
		done
		expect_eq "floors, $f floors of 4x3: every maze a spanning tree of its floors and stairs" "" "$why"
	done
fi

# A square graph is the maze of the block format: the same passages, the
# same start and exit, cells numbered row by row; and --shape=square is
# the maze without --shape (square's mazes never change).
for a in $(cat "$T_TMP/algos"); do
	for size in 7x5 3x8; do
		"$MAZEGAME" --print --size="$size" -a "$a" -s 3 >"$T_TMP/block"
		"$MAZEGAME" --print --shape=square --size="$size" -a "$a" -s 3 >"$T_TMP/block.sq"
		graph square "$a" "$size" 3 "$T_TMP/graph"
		awk -f "$BLOCK_GRAPH" "$T_TMP/block" >"$T_TMP/block.graph"
		want=$("$GRAPH_CHECK" key <"$T_TMP/block.graph" 2>&1)
		got=$("$GRAPH_CHECK" key <"$T_TMP/graph" 2>&1)
		expect_eq "square, $a, $size: the graph's passages are the block format's" "$want" "$got"
		expect_eq "... its shape, start and exit lines" \
			"$(sed -n 2,4p "$T_TMP/block.graph")" "$(sed -n 2,4p "$T_TMP/graph")"
		check "... --shape=square is the maze without --shape" cmp -s "$T_TMP/block" "$T_TMP/block.sq"
	done
done

# --- weave: Buck's rules, read from the graph (tests/weave_rules.awk) -------
if grep -qx weave "$T_TMP/shapes"; then
	WEAVE_RULES=$TOP_SRCDIR/tests/weave_rules.awk
	# The checker itself: an under-pass beneath a dead end, and one
	# beneath a cell that turns, are refused; a true crossing passes.
	wh='mazegame-graph 1\nshape weave 3 3\nstart 0\nexit 8\n'
	printf "${wh}p 1 7\np 3 4\nw 4 5\np 0 1\np 0 3\np 6 7\np 7 8\np 2 5\np 5 8\n" >"$G"
	expect_eq "weave_rules: an over-pass that ends over an under-pass is refused" \
		1 "$(awk -f "$WEAVE_RULES" "$G" >/dev/null; echo $?)"
	printf "${wh}p 3 5\np 1 4\np 4 7\nw 0 1\np 1 2\np 0 3\np 2 5\np 6 7\np 7 8\n" >"$G"
	expect_eq "weave_rules: a true crossing passes" "ok 1 1" "$(awk -f "$WEAVE_RULES" "$G")"
	printf "${wh}p 3 5\np 1 4\np 4 5\nw 0 1\np 1 2\np 0 3\np 6 7\np 7 8\nw 4 7\n" >"$G"
	expect_eq "weave_rules: a crossing whose over-pass turns is refused" \
		1 "$(awk -f "$WEAVE_RULES" "$G" >/dev/null; echo $?)"
	for a in $(cat "$T_TMP/algos"); do
		why= passes=0
		for pct in 30 100; do
			for s in 1 2 3; do
				"$MAZEGAME" --print --format=graph --shape=weave --weave=$pct \
					-a "$a" --size=12x9 -s "$s" >"$T_TMP/w" 2>"$T_TMP/err" || continue
				r=$(awk -f "$WEAVE_RULES" "$T_TMP/w") || why="$why
--weave=$pct -s $s: $r"
				passes=$((passes + $(printf '%s\n' "$r" | awk '$1 == "ok" { print $3 + 0 }')))
				"$GRAPH_CHECK" tree <"$T_TMP/w" >/dev/null 2>&1 || why="$why
--weave=$pct -s $s: not a spanning tree"
			done
		done
		grep -q 'square, hex\|only' "$T_TMP/err" && [ "$passes" = 0 ] && [ -z "$why" ] && continue
		if [ -z "$why" ] && [ "$passes" -gt 0 ]; then
			ok "weave, $a: Buck's rules hold in 6 mazes, $passes under-passes"
		else
			not_ok "weave, $a: Buck's rules" "under-passes: $passes$why"
		fi
	done
	# The density: more crossing sites at 100 than at 10; none beside another.
	"$MAZEGAME" --print --format=graph --weave=10 --size=30x20 -s 4 | awk -f "$WEAVE_RULES" >"$T_TMP/lo"
	"$MAZEGAME" --print --format=graph --weave=100 --size=30x20 -s 4 | awk -f "$WEAVE_RULES" >"$T_TMP/hi"
	check "--weave=100 gives more crossing sites than --weave=10 ($(cat "$T_TMP/lo") vs $(cat "$T_TMP/hi"))" \
		[ "$(awk '{ print $2 }' "$T_TMP/hi")" -gt "$(awk '{ print $2 * 2 }' "$T_TMP/lo")" ]
	# --stats counts the crossings and the under-passes as the graph does.
	"$MAZEGAME" --print --format=graph --weave=60 --size=19x11 -s 3 | awk -f "$WEAVE_RULES" >"$T_TMP/rules"
	expect_eq "weave --stats: its crossings and under-passes, as the graph has them" \
		"$(awk '{ print "crossings: " $2; print "under_passes: " $3 }' "$T_TMP/rules")" \
		"$("$MAZEGAME" --stats --weave=60 --size=19x11 -s 3 | grep -E '^(crossings|under_passes): ')"
	# The text's way out marks each cell and wall square it passes,
	# both walls of a crossing it goes under: 2L - 1 + U dots for L
	# moves, U of them under (S and E are letters), from the graph.
	for s in 4 9; do
		"$MAZEGAME" --print --format=graph --weave=80 --size=7x5 -s $s |
			awk -v unders="$T_TMP/u" -f "$TOP_SRCDIR/tests/weave_keys.awk" >"$T_TMP/k"
		l=$(wc -l <"$T_TMP/k" | tr -d ' ')
		u=$(awk '{ print $1 }' "$T_TMP/u")
		expect_eq "weave --solution -s $s: $l moves, $u under, $((2 * l - 1 + u)) dots" \
			"$((2 * l - 1 + u))" \
			"$("$MAZEGAME" --print --solution --weave=80 --size=7x5 -s $s | tr -cd . | wc -c | tr -d ' ')"
	done
	# A weave maze read back (--load) is the same maze, its sites too.
	"$MAZEGAME" --print --format=graph --weave=70 --size=9x7 -s 8 >"$T_TMP/w"
	"$MAZEGAME" --print --format=graph --load="$T_TMP/w" >"$T_TMP/w2"
	check "weave: --load of a graph gives the same graph" cmp -s "$T_TMP/w" "$T_TMP/w2"
	"$MAZEGAME" --print --weave=70 --size=9x7 -s 8 >"$T_TMP/t1"
	"$MAZEGAME" --print --load="$T_TMP/w" >"$T_TMP/t2"
	check "... and the same picture" cmp -s "$T_TMP/t1" "$T_TMP/t2"
	expect_match "... with the under-passes drawn broken" '[:=]' "$(cat "$T_TMP/t1")"
	# Contradictions refused: a crossing on the border, two side by
	# side, a pair told as neighbours before its crossing.
	for bad_g in "p 0 2" "p 1 7\np 3 5" "p 1 4\np 1 7"; do
		printf "${wh}$bad_g\n" >"$G"
		run_cmd "$MAZEGAME" --print --format=graph --load="$G"
		expect_eq "weave: --load refuses '$(printf "$bad_g" | tr '\n' ';')'" 1 "$rc"
	done
	run_cmd "$MAZEGAME" --print --weave=20 --shape=hex
	expect_eq "--weave with another shape is a usage error" 2 "$rc"
	run_cmd "$MAZEGAME" --print --weave=0
	expect_eq "--weave=0 is a usage error (1 to 100)" 2 "$rc"
fi
finish
