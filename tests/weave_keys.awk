# weave_keys.awk - reads a weave maze in the graph format (--print
# --format=graph --shape=weave) and prints the keys that walk the
# shortest way from the start to the exit, one a line: Right, Left, Up
# and Down, a step under a crossing (to the cell two away) one key as
# any other.  Its own breadth-first search over the "p" lines and its
# own geometry (cell y*W+x), independent of the game's solver and of
# its shape code.  With -v unders=FILE it writes to FILE the number of
# steps along that way that go under a crossing, and the number of
# steps before the first of them.
$1 == "shape" { w = $3 }
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
function key(a, b) {
	if (b - a == 1 || b - a == 2) return "Right"
	if (a - b == 1 || a - b == 2) return "Left"
	return b > a ? "Down" : "Up"
}
END {
	head = 0; tail = 0; q[tail++] = start; seen[start] = 1
	while (head < tail) {
		c = q[head++]
		if (c == goal) break
		k = split(nb[c], list, " ")
		for (i = 1; i <= k; i++) {
			d = list[i] + 0
			if (!(d in seen)) { seen[d] = 1; from[d] = c; q[tail++] = d }
		}
	}
	if (!(goal in seen)) exit 1
	n = 0
	for (c = goal; c != start; c = from[c]) path[n++] = c
	path[n] = start
	u = 0; first = -1
	for (i = n; i > 0; i--) {
		a = path[i]; b = path[i - 1]
		if (b - a == 2 || a - b == 2 || b - a == 2 * w || a - b == 2 * w) {
			if (u++ == 0) first = n - i
		}
		print key(a, b)
	}
	if (unders != "") print u, first > unders
}
