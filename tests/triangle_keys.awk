# triangle_keys.awk - reads a triangle maze in the graph format (--print
# --format=graph --shape=triangle) and prints the keys that walk the
# shortest way from the start to the exit, one a line: Right and Left
# along a row, Up and Down across a flat side.  Its own breadth-first
# search over the "p" lines and its own geometry (the manual's: cell
# (x, y) = y * W + x points up when x + y is even, so its way down is
# across its flat side, and a cell pointing down has its way up),
# independent of the game's solver and of its shape code: a passage
# that breaks that geometry fails with status 2.
$1 == "shape" { w = $3 }
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
function key(a, b,    ya, xa, yb, xb) {
	ya = int(a / w); xa = a % w; yb = int(b / w); xb = b % w
	if (yb == ya && xb == xa + 1) return "Right"
	if (yb == ya && xb == xa - 1) return "Left"
	if (xb == xa && yb == ya + 1 && (xa + ya) % 2 == 0) return "Down"
	if (xb == xa && yb == ya - 1 && (xa + ya) % 2 == 1) return "Up"
	bad = 1
	return "?"
}
END {
	head = 0; tail = 0; q[tail++] = start; seen[start] = 1
	while (head < tail) {
		c = q[head++]
		if (c == goal) break
		n = split(nb[c], list, " ")
		for (i = 1; i <= n; i++)
			if (!(list[i] in seen)) { seen[list[i]] = 1; from[list[i]] = c; q[tail++] = list[i] }
	}
	if (!(goal in seen)) exit 1
	k = 0
	for (c = goal; c != start; c = from[c]) way[k++] = key(from[c], c)
	if (bad) exit 2
	while (k > 0) print way[--k]
}
