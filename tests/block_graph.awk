# block_graph.awk - the block format (--print) as the graph format of
# SPEC's "Shapes" (shape square), for graph_check: cell (r,c) is the
# square at line 2r+1, column 2c+1 (from 0), numbered r*W+c; two
# neighbouring cells have a passage (p) when the square between them
# is a space, a wall (w) when it is '#'.  The start is the cell marked
# S, the exit the one marked E.  Several mazes may come one after
# another, each ended by a line "--"; the last needs none.  Anything
# that is not a block-format maze is said on standard error, exit 1.

function fail(msg) {
	printf "block_graph.awk: maze %d: %s\n", nmaze + 1, msg > "/dev/stderr"
	bad = 1
	exit 1
}

# One maze, in row[0..n-1], as a graph.
function emit(   W, H, r, c, i, ch, start, exit_, out) {
	if (n < 3 || n % 2 == 0)
		fail(n " lines: a maze has 2H+1")
	W = (length(row[0]) - 1) / 2
	H = (n - 1) / 2
	if (W < 1 || W != int(W))
		fail("a first line of " length(row[0]) " squares")
	for (r = 0; r < n; r++) {
		if (length(row[r]) != 2 * W + 1)
			fail("line " r + 1 " is not " 2 * W + 1 " squares")
		if (r == 0 || r == n - 1 || r % 2 == 0)
			if (row[r] !~ /^#[# ]*#$/)
				fail("line " r + 1 ": a wall line with a cell mark")
	}
	if (row[0] !~ /^#+$/ || row[n - 1] !~ /^#+$/)
		fail("an open outer wall")
	start = exit_ = -1
	out = ""
	for (r = 0; r < H; r++) {
		if (substr(row[2 * r + 1], 1, 1) != "#" ||
		    substr(row[2 * r + 1], 2 * W + 1, 1) != "#")
			fail("an open outer wall at line " 2 * r + 2)
		for (c = 0; c < W; c++) {
			i = r * W + c
			ch = substr(row[2 * r + 1], 2 * c + 2, 1)
			if (ch == "S") { if (start >= 0) fail("two starts"); start = i }
			else if (ch == "E") { if (exit_ >= 0) fail("two exits"); exit_ = i }
			else if (ch != " ") fail("cell " i " is '" ch "'")
			if (c + 1 < W) {
				ch = substr(row[2 * r + 1], 2 * c + 3, 1)
				if (ch != " " && ch != "#")
					fail("'" ch "' between cells " i " and " i + 1)
				out = out (ch == " " ? "p " : "w ") i " " i + 1 "\n"
			}
			if (r + 1 < H) {
				ch = substr(row[2 * r + 2], 2 * c + 2, 1)
				out = out (ch == " " ? "p " : "w ") i " " i + W "\n"
			}
		}
	}
	if (start < 0 || exit_ < 0)
		fail("no S or no E")
	printf "mazegame-graph 1\nshape square %d %d\nstart %d\nexit %d\n%s",
	    W, H, start, exit_, out
	nmaze++
	n = 0
}

$0 == "--" { if (n > 0) emit(); next }
{ row[n++] = $0 }
END { if (!bad && n > 0) emit() }
