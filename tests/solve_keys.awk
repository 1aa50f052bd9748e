# solve_keys.awk - reads a --print --solution maze and prints the tmux
# key names that walk from S to E along the dots, one a line.  With
# -v detour=1 it also steps once into the first side passage off the
# path and back.  Independent of the game's own solver.
{ grid[NR] = $0; if ((i = index($0, "S")) > 0) { sr = NR; sc = i } }
function at(r, c) { return substr(grid[r], c, 1) }
END {
	split("-1 0 1 0", dr, " "); split("0 1 0 -1", dc, " ")
	split("Up Right Down Left", name, " ")
	r = sr; c = sc; pr = 0; pc = 0; done_detour = 0
	while (at(r, c) != "E") {
		if (detour && !done_detour) {
			for (d = 1; d <= 4; d++) {
				w = at(r + dr[d], c + dc[d])
				if (w == " " && !(r + 2 * dr[d] == pr && c + 2 * dc[d] == pc)) {
					print name[d]; print name[(d + 1) % 4 + 1]
					done_detour = 1; break
				}
			}
		}
		moved = 0
		for (d = 1; d <= 4; d++) {
			w = at(r + dr[d], c + dc[d]); nr = r + 2 * dr[d]; nc = c + 2 * dc[d]
			if ((w == "." || w == "E") && !(nr == pr && nc == pc) &&
			    (at(nr, nc) == "." || at(nr, nc) == "E")) {
				print name[d]; pr = r; pc = c; r = nr; c = nc; moved = 1; break
			}
		}
		if (!moved) { print "stuck" > "/dev/stderr"; exit 1 }
	}
}
