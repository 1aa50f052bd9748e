# hex_keys.awk - reads a hex maze in the graph format (--print
# --format=graph --shape=hex) and prints the keys that walk the
# shortest way from the start to the exit, one a line: Right and Left
# for east and west, y u b n for north-west, north-east, south-west and
# south-east.  Its own breadth-first search over the "p" lines and its
# own geometry (odd rows half a cell to the right), independent of the
# game's solver and of its shape code.  With -v fork=1 it prints
# instead the number of steps along that way to the first cell whose
# two ways up (or two ways down) are both open, and Up (or Down), to
# the file -v out names.
$1 == "shape" { w = $3 }
$1 == "start" { start = $2 }
$1 == "exit" { goal = $2 }
$1 == "p" { nb[$2] = nb[$2] " " $3; nb[$3] = nb[$3] " " $2 }
function key(a, b,    ya, xa, yb, xb, nw) {
	ya = int(a / w); xa = a % w; yb = int(b / w); xb = b % w
	# The cell up or down and to the left: x - 1 on even rows, x on odd.
	nw = xa + (ya % 2) - 1
	if (yb == ya && xb > xa) return "Right"
	if (yb == ya) return "Left"
	if (yb < ya && xb == nw) return "y"
	if (yb < ya) return "u"
	if (xb == nw) return "b"
	return "n"
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
			c = cell[i]; ups = 0; downs = 0
			n = split(nb[c], list, " ")
			for (j = 1; j <= n; j++) {
				if (int(list[j] / w) < int(c / w)) ups++
				if (int(list[j] / w) > int(c / w)) downs++
			}
			if (ups == 2 || downs == 2) {
				print k - i, ups == 2 ? "Up" : "Down" > out
				exit 0
			}
		}
		exit 1
	}
	while (k > 0) print way[--k]
}
