# view_check.awk - checks an --ascii screen of a maze larger than the
# terminal against the maze itself.  Usage:
#   awk -v row=R -v col=C -v cols=N -v mx=MX -v my=MY -f view_check.awk MAZE SCREEN
# MAZE is the block format (--print); SCREEN a capture of the pane
# whose last line is the status line; (R, C) is the cell the player is
# known to be in; N the terminal's width.  The @ on screen fixes where the view is (4 columns
# and 2 lines a cell); then every wall position on screen must show a
# wall exactly where the maze has one, and the player must have at
# least MX whole cells to its left and right and MY above and below,
# wherever the maze goes on that far.  Prints "ok", or what is wrong.
FNR == NR { maze[NR - 1] = $0; mh = NR; next }
{ scr[FNR - 1] = $0; sh = FNR }
END {
	rows = sh - 1                    # the status line is not maze
	mw = (length(maze[0]) - 1) / 2; mhc = (mh - 1) / 2
	pr = -1
	for (y = 0; y < rows; y++)
		if ((i = index(scr[y], "@")) > 0) { pr = y; pc = i - 1 }
	if (pr < 0) { print "no @ on screen"; exit }
	# Canvas position of the screen's top left.
	vx = 4 * col + 2 - pc; vy = 2 * row + 1 - pr
	bad = 0
	for (y = 0; y < rows && bad < 3; y++) {
		cy = vy + y
		if (cy < 0 || cy > 2 * mhc) continue
		for (x = 0; x < cols && bad < 3; x++) {
			cx = vx + x
			if (cx < 0 || cx > 4 * mw) continue
			ch = substr(scr[y] sprintf("%*s", cols, ""), x + 1, 1)
			if (cy % 2 == 1 && cx % 4 == 0) {
				# Between two cells of a row: | or open.
				want = substr(maze[cy], cx / 2 + 1, 1) == "#" ? "|" : "open"
				got = ch == "|" ? "|" : ch == " " || ch == "*" ? "open" : "?"
			} else if (cy % 2 == 0 && cx % 4 == 2) {
				# Between two cells of a column: - or open.
				want = substr(maze[cy], (cx - 2) / 2 + 2, 1) == "#" ? "-" : "open"
				got = ch == "-" ? "-" : ch == " " || ch == "*" ? "open" : "?"
			} else continue
			if (want != got) {
				printf "screen line %d column %d (canvas %d,%d): want %s, got '%s'\n", y, x, cx, cy, want, ch
				bad++
			}
		}
	}
	if (bad) exit
	# Room around the player: whole cells between it and each edge.
	left = int((pc - 2) / 4); right = int((cols - 1 - (pc + 2)) / 4)
	up = int((pr - 1) / 2); down = int((rows - 1 - (pr + 1)) / 2)
	if (left < mx && left < col) { print "only " left " cells left of the player"; exit }
	if (right < mx && right < mw - 1 - col) { print "only " right " cells right of the player"; exit }
	if (up < my && up < row) { print "only " up " cells above the player"; exit }
	if (down < my && down < mhc - 1 - row) { print "only " down " cells below the player"; exit }
	print "ok"
}
