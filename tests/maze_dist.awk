# maze_dist.awk - reads a maze in the block format and prints four
# numbers: the moves from S to E; the maze's diameter (the longest
# shortest path between two cells, found by two breadth-first searches,
# which is exact for a perfect maze); and how far the farthest cell is
# from S and from E.  Independent of the game's own solver.
{ grid[NR] = $0 }
# bfs(r, c): distances from the cell at line r, column c (1-based) into
# dist[]; leaves the farthest cell in far_r, far_c and its distance in
# far_d.  The border is all wall, so no bounds checks are needed.
function bfs(sr, sc,    head, tail, r, c, d, nr, nc, k) {
	for (k in dist) delete dist[k]
	head = tail = 0
	qr[tail] = sr; qc[tail++] = sc; dist[sr "," sc] = 0
	far_r = sr; far_c = sc; far_d = 0
	while (head < tail) {
		r = qr[head]; c = qc[head++]
		for (d = 1; d <= 4; d++) {
			if (substr(grid[r + dr[d]], c + dc[d], 1) == "#") continue
			nr = r + 2 * dr[d]; nc = c + 2 * dc[d]; k = nr "," nc
			if (k in dist) continue
			dist[k] = dist[r "," c] + 1
			if (dist[k] > far_d) { far_d = dist[k]; far_r = nr; far_c = nc }
			qr[tail] = nr; qc[tail++] = nc
		}
	}
}
END {
	split("-1 0 1 0", dr, " "); split("0 1 0 -1", dc, " ")
	for (r = 2; r < NR; r += 2)
		for (c = 2; c < length(grid[r]); c += 2) {
			ch = substr(grid[r], c, 1)
			if (ch == "S") { sr = r; sc = c }
			if (ch == "E") { er = r; ec = c }
		}
	if (!sr || !er) { print "no S or no E" > "/dev/stderr"; exit 1 }
	bfs(sr, sc); se = dist[er "," ec]; ecc_s = far_d
	bfs(er, ec); ecc_e = far_d
	bfs(2, 2); bfs(far_r, far_c); diameter = far_d
	print se, diameter, ecc_s, ecc_e
}
