# walk_stats.awk - walks a --print maze with tmux key names (one a line,
# from the file named by -v keys=FILE) and prints how many dead ends
# (cells with one opening, not S or E) were stepped on and how many
# cells but S and E were stood on more than once.  Independent of the
# game's code.
{ grid[NR] = $0; if ((i = index($0, "S")) > 0) { r = NR; c = i } }
function at(y, x) { return substr(grid[y], x, 1) }
function open_ways(y, x,   n) {
	n = 0
	if (at(y - 1, x) != "#") n++
	if (at(y + 1, x) != "#") n++
	if (at(y, x - 1) != "#") n++
	if (at(y, x + 1) != "#") n++
	return n
}
END {
	dy["Up"] = -1; dx["Up"] = 0; dy["Down"] = 1; dx["Down"] = 0
	dy["Left"] = 0; dx["Left"] = -1; dy["Right"] = 0; dx["Right"] = 1
	seen[r "," c] = 1
	while ((getline k < keys) > 0) {
		if (at(r + dy[k], c + dx[k]) == "#") continue
		r += 2 * dy[k]; c += 2 * dx[k]
		# The replay draws S and E whatever was walked there.
		if ((r "," c) in seen) { if (at(r, c) != "S" && at(r, c) != "E") again[r "," c] = 1 }
		else if (open_ways(r, c) == 1 && at(r, c) != "S" && at(r, c) != "E") dead++
		seen[r "," c] = 1
	}
	n = 0; for (p in again) n++
	print dead + 0, n
}
