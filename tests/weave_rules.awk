# weave_rules.awk - Buck's rules of a weave maze, read from its graph
# (mazegame --print --format=graph --shape=weave): a passage between two
# cells two apart in a row or a column goes under the cell between them
# (the manual's numbering: cell y*W+x), and that cell must carry a
# passage over it, across: open to both of its neighbours on the other
# axis and to nothing else (crossings are perpendicular; no passage
# ends or turns over or under another).  A pair two apart that is a
# wall names a crossing site too: its cell between has no way to them.
# Prints "ok CROSSINGS UNDERPASSES" or one "bad: ..." line a fault, and
# exits 1 on a fault.
$1 == "shape" { W = $3; H = $4; next }
$1 == "p" || $1 == "w" {
	a = $2 + 0; b = $3 + 0
	if (a > b) { t = a; a = b; b = t }
	if ($1 == "p") { deg[a]++; deg[b]++; open[a " " b] = 1 }
	if (b - a == 2 && int(a / W) == int(b / W)) { under[NR] = a + 1; axis[NR] = "h"; kind[NR] = $1 }
	else if (b - a == 2 * W) { under[NR] = a + W; axis[NR] = "v"; kind[NR] = $1 }
	else if (b - a != 1 && b - a != W) { print "bad: line " NR ": " $0 " are not neighbours"; bad = 1 }
	else if (b - a == 1 && int(a / W) != int(b / W)) { print "bad: line " NR ": " $0 " wraps a row"; bad = 1 }
	next
}
END {
	for (k in under) {
		m = under[k]; sites[m]++
		x = m % W; y = int(m / W)
		if (x == 0 || y == 0 || x == W - 1 || y == H - 1) {
			print "bad: a crossing on the border at cell " m; bad = 1
		}
		if (kind[k] != "p")
			continue
		passes++
		# The way over, across the way under.
		if (axis[k] == "h") { o1 = m - W; o2 = m }
		else { o1 = m - 1; o2 = m }
		p1 = (o1 " " o2) in open
		p2 = axis[k] == "h" ? ((m " " (m + W)) in open) : ((m " " (m + 1)) in open)
		if (!p1 || !p2 || deg[m] != 2) {
			print "bad: cell " m " has an under-pass (" axis[k] ") but no straight way over it (degree " deg[m] + 0 ")"
			bad = 1
		}
		s1 = axis[k] == "h" ? m - 1 : m - W
		s2 = axis[k] == "h" ? m + 1 : m + W
		if (((s1 " " m) in open) || ((m " " s2) in open)) {
			print "bad: cell " m " is open toward its under-pass"; bad = 1
		}
	}
	for (m in sites) {
		n++
		if (sites[m] > 1) { print "bad: cell " m " is crossed twice"; bad = 1 }
		for (j in sites)
			if (j - m == 1 || m - j == 1 || j - m == W || m - j == W) {
				print "bad: crossings " m " and " j " side by side"; bad = 1
			}
	}
	if (bad)
		exit 1
	print "ok " n + 0 " " passes + 0
}
