# upsilon_keys.awk - reads an upsilon maze in the graph format (--print
# --format=graph --shape=upsilon) and prints the keys that walk the
# shortest way from the start to the exit, one a line: the arrows for
# north, east, south and west, y u b n for north-west, north-east,
# south-west and south-east (between octagons, across a corner).  Its
# own breadth-first search over the "p" lines and its own geometry
# (cell y * W + x), independent of the game's solver and shape code.
$1 == "shape" { w = $3 }
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
function key(a, b,    dx, dy) {
	dx = b % w - a % w; dy = int(b / w) - int(a / w)
	if (dy < 0) return dx < 0 ? "y" : dx > 0 ? "u" : "Up"
	if (dy > 0) return dx < 0 ? "b" : dx > 0 ? "n" : "Down"
	return dx > 0 ? "Right" : "Left"
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
	while (k > 0) print way[--k]
}
