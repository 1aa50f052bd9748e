# circle_pairs.awk - the neighbour pairs of a circle maze, from the
# manual's geometry alone: ring r (from 0) has W * 2^floor(log2(r + 1))
# cells numbered ring by ring, each ring clockwise; two cells of a ring
# touch when they are next to each other around it (the last touching
# the first), and cells of rings r and r + 1 when their arcs overlap.
# Reads a graph; prints "A B" (A < B) for every pair its shape line's
# W and H have, sorted by the caller.
$1 == "shape" && $2 == "circle" {
	W = $3; H = $4; start = 0
	for (r = 0; r < H; r++) {
		k = 0
		while (2 ^ (k + 1) <= r + 1)
			k++
		c[r] = W * 2 ^ k
		s[r] = start
		start += c[r]
	}
	for (r = 0; r < H; r++) {
		for (p = 0; p < c[r]; p++) {
			q = (p + 1) % c[r]
			a = s[r] + p; b = s[r] + q
			print (a < b ? a " " b : b " " a)
			if (r + 1 == H)
				continue
			for (q = 0; q < c[r + 1]; q++)
				if (p * c[r + 1] < (q + 1) * c[r] && q * c[r] < (p + 1) * c[r + 1])
					print s[r] + p " " s[r + 1] + q
		}
	}
	exit
}
