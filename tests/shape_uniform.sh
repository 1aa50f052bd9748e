#!/bin/sh
# shape_uniform.sh - Wilson's and Aldous-Broder's mazes are uniform
# spanning trees (SPEC, "Shapes"): on a maze small enough to have 20 to
# 200 spanning trees (counted by tests/graph_check.c), seeds 1..N, N
# 25 times the number of trees, give every tree, and a chi-square
# test of the counts against equal frequencies passes at the 0.001
# level.  Square 3x3 (192 trees), then hex, circle, triangle and floors
# when the program lists them (--list-shapes), each maze in the graph
# format, drawn in one process by tests/sample_graphs.  Biased generators must fail the same
# test, or it could pass anything: binary-tree (16 of the 192 trees)
# and Prim, which makes every tree but some far more often (at 25 a
# tree its statistic is 1577, Kruskal's 327; here, at 5 a tree, 423).
#
# The statistic is sum (O - E)^2 / E over every tree (E = N / T, a tree
# never seen counting E); its critical value for T - 1 degrees of
# freedom comes from the Wilson-Hilferty approximation,
# k (1 - 2/(9k) + z sqrt(2/(9k)))^3 with z = 3.0902 (the normal's upper
# 0.001 point).  The seeds are fixed, so the result is the same on
# every run: a pass is not luck that changes from one run to the next.
. "$(dirname "$0")/lib.sh"

graph_tools

# Samples a tree (the expected count of each tree) for the generators
# that must be uniform, and for the biased one that must be caught.
# The mazes come from tests/sample_graphs, which makes them in one
# process with the library the program links (a start of the program
# costs more than a small maze: one start a maze took six minutes);
# same_maker shows for each shape that the program makes the same
# mazes from the same seeds.
PER_TREE=25
Z=3.0902323
: "${SAMPLE_GRAPHS:=$TOP_BUILDDIR/tests/sample_graphs}"
[ -x "$SAMPLE_GRAPHS" ] ||
	{ echo "$t_name.sh: $SAMPLE_GRAPHS is not built (make check builds it)"; exit 99; }

# note TEXT: a "# " line, on the console too (a part skipped is seen);
# say TEXT: one in the log only.
note() {
	echo "# $*"
	{ echo "$t_name: # $*" >&9; } 2>/dev/null || true
}
say() {
	echo "# $*"
}

# floors_arg: the floors count sample_graphs takes after the seeds,
# from M_OPTS (--floors=N), or nothing.
floors_arg() {
	case $M_OPTS in --floors=*) echo "${M_OPTS#--floors=}" ;; esac
}

# mazes SHAPE SIZE ALGO N: the graphs of seeds 1..N, one after another,
# to $T_TMP/graphs; false if a maze could not be made.
mazes() {
	"$SAMPLE_GRAPHS" "$1" "$2" "$3" 1 "$4" $(floors_arg) >"$T_TMP/graphs"
}

# same_maker SHAPE SIZE ALGO: the program's own graphs of seeds 1 to 3
# (square's through the block format too) are sample_graphs' graphs.
same_maker() {
	s_i=1
	while [ "$s_i" -le 3 ]; do
		"$MAZEGAME" --print --format=graph --shape="$1" --size="$2" \
			$M_OPTS -a "$3" -s "$s_i"
		s_i=$((s_i + 1))
	done >"$T_TMP/own" 2>"$T_TMP/err"
	"$SAMPLE_GRAPHS" "$1" "$2" "$3" 1 3 $(floors_arg) >"$T_TMP/sampled" 2>>"$T_TMP/err"
	check "$1 $2, $3: the program makes sample_graphs' mazes (seeds 1 to 3)" \
		cmp -s "$T_TMP/own" "$T_TMP/sampled"
	if [ "$1" = square ]; then
		"$GRAPH_CHECK" keys <"$T_TMP/own" >"$T_TMP/own.keys"
		for s_i in 1 2 3; do
			"$MAZEGAME" --print --size="$2" -a "$3" -s "$s_i"
			echo --
		done | awk -f "$BLOCK_GRAPH" | "$GRAPH_CHECK" keys >"$T_TMP/block.keys"
		check "$1 $2, $3: the block format's mazes are the same trees" \
			cmp -s "$T_TMP/own.keys" "$T_TMP/block.keys"
	fi
}

# same_neighbours FILE: every graph of FILE has the same neighbour pairs
# (p and w alike): each has as many as the first, and all of them
# together no more.
same_neighbours() {
	awk '$1 == "mazegame-graph" { g++ }
	     $1 == "p" || $1 == "w" {
		n[g]++
		a = $2 + 0; b = $3 + 0
		if (a > b) { t = a; a = b; b = t }
		if (!((a, b) in all)) { all[a, b] = 1; u++ }
	     }
	     END {
		for (i = 1; i <= g; i++) if (n[i] != n[1]) exit 1
		exit !(g > 0 && u == n[1])
	     }' "$1"
}

# chi2 T N: reads "COUNT KEY" lines (uniq -c) of N samples of T trees;
# prints the trees seen, the statistic, the degrees of freedom and the
# critical value.
chi2() {
	awk -v T="$1" -v N="$2" -v z="$Z" '
		{ seen++; e = N / T; s += ($1 - e) ^ 2 / e }
		END {
			e = N / T
			s += (T - seen) * e
			k = T - 1
			c = k * (1 - 2 / (9 * k) + z * sqrt(2 / (9 * k))) ^ 3
			printf "%d %.1f %d %.1f\n", seen, s, k, c
		}'
}

# uniform SHAPE SIZE T ALGO PER fair|biased: N = PER * T mazes of ALGO,
# each a spanning tree of one neighbour graph; fair: every tree seen and
# the statistic under the critical value; biased: over it.
uniform() {
	u_n=$(($3 * $5))
	u_t0=$(now_ms)
	same_maker "$1" "$2" "$4"
	if ! mazes "$1" "$2" "$4" "$u_n" 2>"$T_TMP/err"; then
		not_ok "$1 $2, $4: $u_n mazes" "$(cat "$T_TMP/err")"
		return
	fi
	"$GRAPH_CHECK" keys <"$T_TMP/graphs" >"$T_TMP/keys" 2>"$T_TMP/err"
	expect_eq "$1 $2, $4: $u_n mazes, each a spanning tree" "0:$u_n:" \
		"$?:$(wc -l <"$T_TMP/keys" | tr -d ' '):$(cat "$T_TMP/err")"
	check "... of one neighbour graph" same_neighbours "$T_TMP/graphs"
	set -- "$@" $(sort "$T_TMP/keys" | uniq -c | chi2 "$3" "$u_n")
	# $7 trees seen, $8 the statistic, $9 degrees of freedom, ${10} the
	# critical value
	say "$1 $2, $4: $u_n mazes, $7 of $3 trees, chi-square $8 on $9 df (critical at 0.001: ${10}), $(( ($(now_ms) - u_t0) / 1000 )) s"
	if [ "$6" = biased ]; then
		check "$1 $2, $4 (biased): the chi-square test fails it ($8 > ${10})" \
			awk -v s="$8" -v c="${10}" 'BEGIN { exit !(s > c) }'
	else
		if [ "$5" -ge 25 ]; then
			expect_eq "$1 $2, $4: every spanning tree made" "$3" "$7"
		else
			# At 5 a tree about T e^-5 trees go unseen by chance
			# (12 of 1815): no more than that and 5 deviations.
			check "$1 $2, $4: $7 of $3 trees made, no fewer than chance leaves" \
				awk -v t="$3" -v seen="$7" -v per="$5" 'BEGIN {
					e = t * exp(-per); exit !(t - seen <= e + 5 * sqrt(e) + 1) }'
		fi
		check "$1 $2, $4: chi-square $8 under ${10} ($9 df, 0.001)" \
			awk -v s="$8" -v c="${10}" 'BEGIN { exit !(s < c) }'
	fi
}

t0=$(now_ms)

# The critical values against the tables' (0.001: 29.588 for 10 degrees
# of freedom, 149.449 for 100).
for k_want in 10:29.588 100:149.449; do
	k=${k_want%%:*}
	got=$(: | chi2 $((k + 1)) 1 | cut -d' ' -f4)
	check "chi-square's critical value for $k df is the table's ${k_want#*:} (got $got)" \
		awk -v g="$got" -v w="${k_want#*:}" 'BEGIN { d = g - w; exit !(d < 0.5 && d > -0.5) }'
done

# --- square, 3x3: 192 spanning trees --------------------------------------
"$MAZEGAME" --print --size=3x3 -s 1 | awk -f "$BLOCK_GRAPH" >"$T_TMP/one"
run_cmd "$GRAPH_CHECK" count <"$T_TMP/one"
expect_eq "square 3x3: graph_check counts 192 spanning trees" "0:192" "$rc:$out"
for a in wilson aldous-broder; do
	uniform square 3x3 192 "$a" "$PER_TREE" fair
done
uniform square 3x3 192 binary-tree 5 biased
uniform square 3x3 192 prim 5 biased

# --- hex, circle, triangle and upsilon, when the program has them ------------
if ! "$MAZEGAME" --list-shapes >"$T_TMP/shapes.out" 2>"$T_TMP/shapes.err"; then
	note "mazegame --list-shapes fails ($(head -n 1 "$T_TMP/shapes.err")): no shapes yet; hex, circle, triangle and upsilon are skipped"
else
	for shape in hex circle triangle upsilon; do
		if ! awk '{ print $1 }' "$T_TMP/shapes.out" | grep -qx "$shape"; then
			note "--list-shapes has no $shape: skipped"
			continue
		fi
		# The size with the fewest trees from 20 to 200; else (a
		# circle's smallest of two rings, 3x2, has 1815) from 200 to
		# 2000 at 5 a tree, the least count a chi-square test allows.
		best= best_t= per=$PER_TREE
		for size in 2x2 3x2 2x3 4x2 2x4 3x3 5x2 2x5 4x3 3x4 1x3 1x4 1x5 1x6; do
			"$MAZEGAME" --print --format=graph --shape="$shape" --size="$size" \
				-a wilson -s 1 >"$T_TMP/one" 2>/dev/null || continue
			t=$("$GRAPH_CHECK" count <"$T_TMP/one" 2>/dev/null) || continue
			if [ "$t" -ge 20 ] && [ "$t" -le 2000 ] &&
			    { [ -z "$best" ] || [ "$t" -lt "$best_t" ]; }; then
				best=$size best_t=$t
			fi
		done
		if [ -z "$best" ]; then
			not_ok "$shape: a size with 20 to 2000 spanning trees" \
				"none of 2x2 to 5x2 and 1x3 to 1x6 has (graph_check count)"
			continue
		fi
		[ "$best_t" -gt 200 ] && per=5
		say "$shape $best: $best_t spanning trees, $per mazes a tree"
		for a in wilson aldous-broder; do
			uniform "$shape" "$best" "$best_t" "$a" "$per" fair
		done
	done
fi

# --- floors: 2x2 cells on 2 floors, a cube: 384 spanning trees ------------
# (Q3's count, 2^(2^3-3-1) * 3^3 * 4 = 384, from its Laplacian's
# eigenvalues); 15 mazes a tree.
if awk '{ print $1 }' "$T_TMP/shapes.out" 2>/dev/null | grep -qx floors; then
	M_OPTS=--floors=2
	"$MAZEGAME" --print --format=graph --shape=floors $M_OPTS --size=2x2 \
		-a wilson -s 1 >"$T_TMP/one"
	run_cmd "$GRAPH_CHECK" count <"$T_TMP/one"
	expect_eq "floors 2x2 on 2 floors: a cube's 384 spanning trees" "0:384" "$rc:$out"
	for a in wilson aldous-broder; do
		uniform floors 2x2 384 "$a" 15 fair
	done
	M_OPTS=
else
	note "--list-shapes has no floors: skipped"
fi
say "all in $(( ($(now_ms) - t0) / 1000 )) s"
finish
