# circle_keys.awk - reads a circle maze in the graph format (--print
# --format=graph --shape=circle) and prints the keys that walk the
# shortest way from the start to the exit, one a line: Right and Left
# around a ring (clockwise and counter-clockwise), Up toward the centre,
# Down outward to a cell's only outward neighbour, and b and n to the
# counter-clockwise and the clockwise one where it has two.  Its own
# breadth-first search over the "p" lines and its own geometry (ring r
# of W * 2^floor(log2(r + 1)) cells, numbered ring by ring clockwise),
# independent of the game's solver and of its shape code.  With
# -v fork=1 it prints instead the number of steps along that way to the
# first cell whose two outward ways are both open, and Down, to the
# file -v out names.
$1 == "shape" {
	W = $3; H = $4; first = 0
	for (r = 0; r < H; r++) {
		k = 0
		while (2 ^ (k + 1) <= r + 1)
			k++
		count[r] = W * 2 ^ k
		for (p = 0; p < count[r]; p++) { ring[first + p] = r; pos[first + p] = p }
		start_of[r] = first
		first += count[r]
	}
}
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
# Whether cell a has two outward neighbours.
function two_out(a) {
	return ring[a] + 1 < H && count[ring[a] + 1] == 2 * count[ring[a]]
}
function key(a, b) {
	if (ring[b] == ring[a])
		return pos[b] == (pos[a] + 1) % count[ring[a]] ? "Right" : "Left"
	if (ring[b] < ring[a]) return "Up"
	if (!two_out(a)) return "Down"
	return pos[b] == 2 * pos[a] ? "b" : "n"
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
	for (c = goal; c != start; c = from[c]) { way[k] = key(from[c], c); cell[k++] = c }
	cell[k] = start
	if (fork) {
		for (i = k; i >= 0; i--) {
			c = cell[i]; outs = 0
			n = split(nb[c], list, " ")
			for (j = 1; j <= n; j++)
				if (ring[list[j]] > ring[c]) outs++
			if (outs == 2) {
				print k - i, "Down" > out
				exit 0
			}
		}
		exit 1
	}
	while (k > 0) print way[--k]
}
