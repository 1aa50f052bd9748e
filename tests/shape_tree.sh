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
finish
