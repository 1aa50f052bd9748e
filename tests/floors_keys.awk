# floors_keys.awk - reads a floors maze in the graph format (--print
# --format=graph --shape=floors) and prints the keys that walk the
# shortest way from the start to the exit, one a line: Right, Left,
# Up and Down on a floor, < to the floor above and > to the floor
# below.  Its own breadth-first search over the "p" lines and its own
# reading of the numbering the manual gives (f*W*H + y*W + x),
# independent of the game's solver and of its shape code.
$1 == "shape" { w = $3; h = $4 }
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
function key(a, b) {
	if (b == a + 1) return "Right"
	if (b == a - 1) return "Left"
	if (b == a + w * h) return "<"
	if (b == a - w * h) return ">"
	if (b == a + w) return "Down"
	return "Up"
}
END {
	head = 0; tail = 0; q[tail++] = start; seen[start] = 1
	while (head < tail) {
		c = q[head++]
		if (c == goal) break
		n = split(nb[c], v, " ")
		for (k = 1; k <= n; k++)
			if (!(v[k] in seen)) {
				seen[v[k]] = 1; from[v[k]] = c; q[tail++] = v[k]
			}
	}
	if (!(goal in seen)) exit 1
	m = 0
	for (c = goal; c != start; c = from[c]) path[m++] = c
	path[m] = start
	for (k = m; k > 0; k--) print key(path[k], path[k - 1])
}
