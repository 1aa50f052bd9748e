# watch_walls.awk - compares the walls of a --watch screen with a maze
# in the block format.  Usage:
#   awk -f watch_walls.awk MAZE SCREEN
# MAZE is the block format (--print); SCREEN a capture of the pane with
# the box-drawing characters made ASCII first (corners and joins +,
# horizontal walls -, vertical walls |).  The maze's top left corner is
# the first + on screen; from there cell (r, c) has its north wall on
# screen line 2r and its west wall at column 4c, so block square (i, j)
# is on screen at line top+i, column left+2j.  Prints
#   screen=N print=M diff=D start=S exit=E
# N and M: interior walls on screen and in the maze; D: wall positions
# (border too) where the two differ; S and E: 1 when the S and E of the
# maze show at their cells on screen, else 0.
FNR == NR { maze[NR - 1] = $0; mh = NR; next }
{ scr[FNR - 1] = $0; sh = FNR }
END {
	top = -1
	for (y = 0; y < sh; y++)
		if ((i = index(scr[y], "+")) > 0) { top = y; left = i - 1; break }
	if (top < 0) { print "no corner on screen"; exit }
	mw = length(maze[0])
	n = m = d = 0; st = ex = 0
	for (i = 0; i < mh; i++) {
		line = scr[top + i]
		for (j = 0; j < mw; j++) {
			want = substr(maze[i], j + 1, 1)
			got = substr(line, left + 2 * j + 1, 1)
			if (want == "S") st = got == "S"
			if (want == "E") ex = got == "E"
			if (i % 2 == j % 2) continue    # a cell or a corner post
			w = want == "#"
			g = got == "|" || got == "-"
			if (w != g) d++
			if (i == 0 || j == 0 || i == mh - 1 || j == mw - 1) continue
			n += g; m += w
		}
	}
	printf "screen=%d print=%d diff=%d start=%d exit=%d\n", n, m, d, st, ex
}
