/* check_gen.c - tests of the maze generators: perfect mazes, seeds,
 * the table, uniformity of the uniform ones, texture, and the run
 * that holds a generator's hooks and storage. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "probe.h"
#include "base/rng.h"
#include "suites.h"
#include "loop_assert.h"

/* Spanning trees of the 3x3 grid graph (by the matrix-tree theorem). */
#define TREES_3X3 192

/* The 0.999 quantile of the chi-square distribution with 191 degrees
 * of freedom, found by bisection on the regularized lower incomplete
 * gamma function P(191/2, x/2) = 0.999 (Wilson-Hilferty gives 257.2). */
#define CHI2_191_999 257.13

/* Makes a w x h maze with generator g from seed, failing the test on
 * any error.  The caller frees it with maze_destroy(). */
static maze *
make(const struct gen_algo *g, uint32_t w, uint32_t h, uint64_t seed)
{
	mg_err e = { "", 0 };
	maze *m = maze_create(w, h, &e);
	rng r;

	loop_assert_msg(m != NULL, "maze_create %ux%u: %s", w, h, e.msg);
	rng_seed(&r, seed);
	loop_assert_msg(g->generate(m, &r, NULL, NULL, &e) == 0, "%s %ux%u seed %llu: %s",
	    g->name, w, h, (unsigned long long)seed, e.msg);
	return m;
}

/* Returns how many cells a breadth-first flood fill from cell 0
 * reaches, following open passages. */
static uint32_t
flood_count(const maze *m)
{
	uint32_t *queue, head = 0, tail = 0, i, j, reached;
	uint8_t *seen;
	int d;

	queue = malloc((size_t)m->n * sizeof *queue);
	seen = calloc(m->n, 1);
	loop_assert(queue != NULL && seen != NULL);
	queue[tail++] = 0;
	seen[0] = 1;
	while (head < tail) {
		i = queue[head++];
		for (d = 0; d < 4; d++) {
			if (!maze_has_neighbour(m, i, (enum dir)d)
			    || !maze_is_open(m, i, (enum dir)d))
				continue;
			j = maze_step(m, i, (enum dir)d);
			if (!seen[j]) {
				seen[j] = 1;
				queue[tail++] = j;
			}
		}
	}
	reached = tail;
	free(seen);
	free(queue);
	return reached;
}

/* Fails the test unless m is a perfect maze with a closed border. */
static void
assert_perfect(const maze *m, const char *name, uint64_t seed)
{
	uint32_t x, y;

	loop_assert_msg(maze_passages(m) == (uint64_t)m->n - 1,
	    "%s %ux%u seed %llu: %llu passages, want %u", name, m->w, m->h,
	    (unsigned long long)seed, (unsigned long long)maze_passages(m),
	    m->n - 1);
	loop_assert_msg(flood_count(m) == m->n,
	    "%s %ux%u seed %llu: flood fill reaches %u of %u cells", name,
	    m->w, m->h, (unsigned long long)seed, flood_count(m), m->n);
	for (y = 0; y < m->h; y++)
		loop_assert_msg(!(maze_bits(m, y * m->w + m->w - 1) & MAZE_EAST),
		    "%s %ux%u seed %llu: east border open at row %u", name,
		    m->w, m->h, (unsigned long long)seed, y);
	for (x = 0; x < m->w; x++)
		loop_assert_msg(!(maze_bits(m, (m->h - 1) * m->w + x) & MAZE_SOUTH),
		    "%s %ux%u seed %llu: south border open at column %u", name,
		    m->w, m->h, (unsigned long long)seed, x);
}

/* Every generator makes perfect mazes at small and odd sizes. */
START_TEST(test_perfect_small)
{
	static const uint32_t sizes[][2] = {
		{ 1, 1 }, { 1, 7 }, { 7, 1 }, { 2, 2 }, { 3, 3 }, { 5, 4 },
		{ 16, 16 }, { 31, 17 }, { 1, 64 }, { 64, 2 },
	};
	const struct gen_algo *g = &gen_algos[_i];
	uint64_t seed;
	size_t s;
	maze *m;

	for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		for (seed = 0; seed < 50; seed++) {
			m = make(g, sizes[s][0], sizes[s][1], seed);
			assert_perfect(m, g->name, seed);
			maze_destroy(m);
		}
	}
}
END_TEST

/* Every generator makes perfect mazes at larger sizes, including sizes
 * that are not multiples of anything in particular. */
START_TEST(test_perfect_large)
{
	static const uint32_t sizes[][2] = {
		{ 200, 200 }, { 333, 97 }, { 97, 333 }, { 2000, 1 }, { 1, 2000 },
	};
	const struct gen_algo *g = &gen_algos[_i];
	uint64_t seed;
	size_t s;
	maze *m;

	for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		for (seed = 100; seed < 103; seed++) {
			m = make(g, sizes[s][0], sizes[s][1], seed);
			assert_perfect(m, g->name, seed);
			maze_destroy(m);
		}
	}
}
END_TEST

/* The same seed gives the same maze; different seeds differ. */
START_TEST(test_deterministic)
{
	const struct gen_algo *g = &gen_algos[_i];
	maze *a, *b, *c;

	a = make(g, 20, 20, 12345);
	b = make(g, 20, 20, 12345);
	c = make(g, 20, 20, 12346);
	ck_assert_msg(maze_equal(a, b), "%s: seed 12345 gave two mazes", g->name);
	ck_assert_msg(!maze_equal(a, c), "%s: seeds 12345 and 12346 gave the same maze",
	    g->name);
	maze_destroy(a);
	maze_destroy(b);
	maze_destroy(c);
	a = make(g, 57, 31, 7);
	b = make(g, 57, 31, 7);
	ck_assert_msg(maze_equal(a, b), "%s: seed 7 gave two 57x31 mazes", g->name);
	maze_destroy(a);
	maze_destroy(b);
}
END_TEST

/* The table has every algorithm once, among them the eleven the
 * product contract (SPEC.md) names, and lookup honours aliases. */
START_TEST(test_table)
{
	static const char *const contract[] = {
		"backtracker", "dfs", "kruskal", "prim", "wilson",
		"aldous-broder", "eller", "hunt-and-kill", "growing-tree",
		"sidewinder", "binary-tree", "division",
	};
	size_t i, j;

	for (i = 0; i < sizeof contract / sizeof contract[0]; i++)
		ck_assert_msg(gen_find(contract[i]) != NULL, "no %s", contract[i]);
	for (i = 0; i < gen_algo_count; i++) {
		ck_assert_ptr_nonnull(gen_algos[i].name);
		ck_assert_ptr_nonnull(gen_algos[i].summary);
		ck_assert_ptr_nonnull(gen_algos[i].generate);
		ck_assert_ptr_eq(gen_find(gen_algos[i].name), &gen_algos[i]);
		for (j = 0; j < i; j++) {
			ck_assert_str_ne(gen_algos[i].name, gen_algos[j].name);
			/* The marathon's order needs each its own. */
			ck_assert_uint_ne(gen_algos[i].winding, gen_algos[j].winding);
			if (gen_algos[j].alias != NULL)
				ck_assert_str_ne(gen_algos[i].name, gen_algos[j].alias);
		}
	}
	ck_assert_ptr_nonnull(gen_find("backtracker"));
	ck_assert_ptr_eq(gen_find("dfs"), gen_find("backtracker"));
	ck_assert_ptr_null(gen_find("nope"));
	ck_assert_ptr_null(gen_find(""));
	ck_assert_ptr_nonnull(gen_find("aldous-broder"));
	ck_assert_ptr_nonnull(gen_find("hunt-and-kill"));
}
END_TEST

/* Returns the 12 interior wall bits of a 3x3 maze as a number: the
 * east bits of columns 0-1 and the south bits of rows 0-1. */
static unsigned
key_3x3(const maze *m)
{
	unsigned key = 0, x, y, bit = 0;

	for (y = 0; y < 3; y++) {
		for (x = 0; x < 3; x++) {
			unsigned b = maze_bits(m, y * 3 + x);

			if (x < 2)
				key |= ((b & MAZE_EAST) ? 1u : 0u) << bit++;
			if (y < 2)
				key |= ((b & MAZE_SOUTH) ? 1u : 0u) << bit++;
		}
	}
	return key;
}

/* Generates 100 mazes per spanning tree of the 3x3 grid with g and
 * returns the chi-square statistic against the uniform distribution;
 * *distinct gets the number of different trees seen. */
static double
chi2_3x3(const struct gen_algo *g, unsigned *distinct)
{
	enum { PER_TREE = 100, SAMPLES = TREES_3X3 * PER_TREE };
	static unsigned count[1u << 12];
	double chi2 = 0, diff;
	unsigned k, seed;
	maze *m;

	memset(count, 0, sizeof count);
	for (seed = 0; seed < SAMPLES; seed++) {
		m = make(g, 3, 3, 1000000u + seed);
		count[key_3x3(m)]++;
		maze_destroy(m);
	}
	*distinct = 0;
	for (k = 0; k < 1u << 12; k++) {
		if (count[k] == 0)
			continue;
		(*distinct)++;
		diff = (double)count[k] - PER_TREE;
		chi2 += diff * diff / PER_TREE;
	}
	/* Trees never seen add their expected count each. */
	if (*distinct < TREES_3X3)
		chi2 += (double)(TREES_3X3 - *distinct) * PER_TREE;
	return chi2;
}

/* Wilson and Aldous-Broder sample all 192 trees uniformly. */
START_TEST(test_uniform)
{
	static const char *const names[] = { "wilson", "aldous-broder" };
	const struct gen_algo *g = gen_find(names[_i]);
	unsigned distinct;
	double chi2;

	ck_assert_ptr_nonnull(g);
	chi2 = chi2_3x3(g, &distinct);
	printf("uniformity 3x3 %-14s distinct %3u chi2 %.1f (limit %.2f)\n",
	    g->name, distinct, chi2, CHI2_191_999);
	ck_assert_msg(distinct == TREES_3X3, "%s: %u distinct 3x3 trees, want %u",
	    g->name, distinct, TREES_3X3);
	ck_assert_msg(chi2 < CHI2_191_999, "%s: chi-square %.1f over %.2f",
	    g->name, chi2, CHI2_191_999);
}
END_TEST

/* The uniformity check rejects binary-tree (16 trees) and the
 * backtracker (biased), so it can fail. */
START_TEST(test_uniform_negative)
{
	unsigned distinct;
	double chi2;

	chi2 = chi2_3x3(gen_find("binary-tree"), &distinct);
	ck_assert_uint_eq(distinct, 16);
	ck_assert(!(distinct == TREES_3X3 && chi2 < CHI2_191_999));
	chi2 = chi2_3x3(gen_find("backtracker"), &distinct);
	ck_assert(!(distinct == TREES_3X3 && chi2 < CHI2_191_999));
}
END_TEST

/* Texture: the dead-end share of each generator against the figures
 * published for it (Walter Pullen's "Think Labyrinth" table, Jamis
 * Buck's maze articles).  Bands are in percent of cells. */
static const struct texture {
	const char *name;
	uint32_t side;          /* square maze side */
	double lo, hi;
} textures[] = {
	{ "backtracker", 300, 7, 14 },        /* about 10 */
	{ "kruskal", 300, 28, 32.5 },         /* about 30 */
	{ "prim", 300, 28, 37 },              /* 30-36 */
	{ "wilson", 300, 28.5, 30.5 },        /* uniform tree: 29.45 */
	{ "aldous-broder", 300, 28.5, 30.5 }, /* uniform tree: 29.45 */
	/* Eller with join and extra-down probabilities of 1/2: about 28. */
	{ "eller", 300, 24, 32 },
	{ "hunt-and-kill", 300, 7, 14 },      /* about 10 */
	/* Newest/random 50:50: no published figure; it sits between the
	 * backtracker (10) and Prim (36), measured at about 19. */
	{ "growing-tree", 300, 16, 23 },
	{ "sidewinder", 300, 24, 31 },        /* about 28 */
	{ "binary-tree", 300, 23, 27 },       /* 25 */
	{ "division", 300, 20, 30 },          /* 23-28 */
};

/* Returns the share of cells with exactly one passage, in percent,
 * averaged over three seeds of a side x side maze. */
static double
dead_end_percent(const struct gen_algo *g, uint32_t side)
{
	uint64_t dead = 0, cells = 0, seed;
	uint32_t i;
	maze *m;

	for (seed = 1; seed <= 3; seed++) {
		m = make(g, side, side, seed);
		for (i = 0; i < m->n; i++)
			dead += maze_degree(m, i) == 1;
		cells += m->n;
		maze_destroy(m);
	}
	return 100.0 * (double)dead / (double)cells;
}

/* Every generator's dead-end share lies in its published band.  Every
 * band names a generator; a generator without a band yet (a new one)
 * is measured and shown but holds to nothing. */
#define TEXTURE_COUNT (sizeof textures / sizeof textures[0])
START_TEST(test_texture)
{
	double pct[TEXTURE_COUNT];
	size_t i;

	for (i = 0; i < TEXTURE_COUNT; i++) {
		ck_assert_ptr_nonnull(gen_find(textures[i].name));
		pct[i] = dead_end_percent(gen_find(textures[i].name), textures[i].side);
	}
	printf("dead ends (3 seeds)    side   percent  band\n");
	for (i = 0; i < TEXTURE_COUNT; i++)
		printf("%-20s %6u %9.2f  %.1f-%.1f\n", textures[i].name,
		    textures[i].side, pct[i], textures[i].lo, textures[i].hi);
	for (i = 0; i < gen_algo_count; i++) {
		size_t k;

		for (k = 0; k < TEXTURE_COUNT
		    && strcmp(textures[k].name, gen_algos[i].name) != 0; k++)
			;
		if (k == TEXTURE_COUNT)
			printf("%-20s %6u %9.2f  (no band yet)\n", gen_algos[i].name,
			    300u, dead_end_percent(&gen_algos[i], 300));
	}
	fflush(stdout);
	for (i = 0; i < TEXTURE_COUNT; i++)
		ck_assert_msg(pct[i] >= textures[i].lo && pct[i] <= textures[i].hi,
		    "%s: %.2f%% dead ends, outside %.1f-%.1f", textures[i].name,
		    pct[i], textures[i].lo, textures[i].hi);
}
END_TEST

/* binary-tree and sidewinder leave the top row open, and binary-tree
 * the rightmost column too, as the table's summaries promise. */
START_TEST(test_open_corridors)
{
	maze *m;
	uint32_t x, y;

	m = make(gen_find("binary-tree"), 23, 19, 5);
	for (x = 0; x + 1 < m->w; x++)
		ck_assert(maze_is_open(m, x, DIR_E));
	for (y = 0; y + 1 < m->h; y++)
		ck_assert(maze_is_open(m, y * m->w + m->w - 1, DIR_S));
	maze_destroy(m);
	m = make(gen_find("sidewinder"), 23, 19, 5);
	for (x = 0; x + 1 < m->w; x++)
		ck_assert(maze_is_open(m, x, DIR_E));
	maze_destroy(m);
}
END_TEST

/* Large enough that every generator reports a few times. */
#define PROGRESS_W 600
#define PROGRESS_H 500

/* A generator cancelled at its first report stops there with
 * MG_ECANCELLED (and frees what it allocated: the sanitizer and
 * valgrind runs check that). */
START_TEST(test_progress_cancel)
{
	const struct gen_algo *g = &gen_algos[_i];
	struct probe pr;
	struct mg_progress hook;
	mg_err e = { "", 0 };
	maze *m = maze_create(PROGRESS_W, PROGRESS_H, &e);
	rng r;

	ck_assert_ptr_nonnull(m);
	probe_init(&pr, &hook, 1, 0);
	rng_seed(&r, 3);
	ck_assert_msg(g->generate(m, &r, &hook, NULL, &e) == -1, "%s went on", g->name);
	ck_assert_msg(pr.calls == 1, "%s: %llu reports", g->name,
	    (unsigned long long)pr.calls);
	ck_assert_int_eq(e.code, MG_ECANCELLED);
	ck_assert(err_is_cancelled(&e));
	ck_assert_str_eq(e.msg, "cancelled");
	maze_destroy(m);
}
END_TEST

/* A hook that never cancels sees done grow toward a fixed total, and
 * the maze is the one made without a hook. */
START_TEST(test_progress_watch)
{
	const struct gen_algo *g = &gen_algos[_i];
	struct probe pr;
	struct mg_progress hook;
	mg_err e = { "", 0 };
	maze *plain = make(g, PROGRESS_W, PROGRESS_H, 4);
	maze *m = maze_create(PROGRESS_W, PROGRESS_H, &e);
	rng r;

	ck_assert_ptr_nonnull(m);
	probe_init(&pr, &hook, 0, 0);
	rng_seed(&r, 4);
	ck_assert_int_eq(g->generate(m, &r, &hook, NULL, &e), 0);
	ck_assert_msg(pr.calls >= 2, "%s: %llu reports", g->name,
	    (unsigned long long)pr.calls);
	ck_assert_msg(pr.bad == NULL, "%s: %s", g->name, pr.bad);
	ck_assert_msg(maze_equal(m, plain), "%s: the hook changed the maze", g->name);
	maze_destroy(plain);
	maze_destroy(m);
}
END_TEST

/* The walk that wanders longest, Aldous-Broder on a 1 x 65535 strip
 * (tens of seconds of walking), is cancelled at its first report: the
 * walk counts steps, not new cells.  Without that the test would run
 * into Check's timeout. */
START_TEST(test_progress_cancel_long_walk)
{
	struct probe pr;
	struct mg_progress hook;
	mg_err e = { "", 0 };
	maze *m = maze_create(1, 65535, &e);
	rng r;

	ck_assert_ptr_nonnull(m);
	probe_init(&pr, &hook, 2, 0);
	rng_seed(&r, 5);
	ck_assert_int_eq(gen_find("aldous-broder")->generate(m, &r, &hook, NULL, &e), -1);
	ck_assert_uint_eq(pr.calls, 2);
	ck_assert(err_is_cancelled(&e));
	ck_assert(pr.bad == NULL);
	maze_destroy(m);
}
END_TEST

/* Returns how many blocks g holds. */
static unsigned
blocks_held(const struct gen_run *g)
{
	unsigned k, held = 0;

	for (k = 0; k < GEN_BLOCKS; k++)
		held += g->block[k] != NULL;
	return held;
}

/* A run made holds nothing, hands out zeroed blocks up to GEN_BLOCKS,
 * refuses one more with a message, and after gen_run_free holds
 * nothing and hands out blocks again. */
START_TEST(test_run_blocks)
{
	mg_err e = { "", 0 };
	struct gen_run g = GEN_RUN_INIT(NULL, &e);
	unsigned char *b;
	unsigned k, j;

	ck_assert_uint_eq(blocks_held(&g), 0);
	for (k = 0; k < GEN_BLOCKS; k++) {
		b = gen_alloc(&g, 3, 5);
		ck_assert_ptr_nonnull(b);
		for (j = 0; j < 15; j++)
			ck_assert_int_eq(b[j], 0);
		memset(b, 0xff, 15);
	}
	ck_assert_uint_eq(blocks_held(&g), GEN_BLOCKS);
	ck_assert_ptr_null(gen_alloc(&g, 1, 1));
	ck_assert(e.msg[0] != '\0');
	gen_run_free(&g);
	ck_assert_uint_eq(blocks_held(&g), 0);
	ck_assert_ptr_nonnull(gen_set(&g, 130));
	ck_assert_uint_eq(blocks_held(&g), 1);
	gen_run_free(&g);
}
END_TEST

/* A block resized keeps its contents and stays the run's own: the run
 * holds the new block in place of the old one. */
START_TEST(test_run_realloc)
{
	mg_err e = { "", 0 };
	struct gen_run g = GEN_RUN_INIT(NULL, &e);
	uint32_t *a, *other, *b;
	unsigned k;

	a = gen_alloc(&g, 4, sizeof *a);
	other = gen_alloc(&g, 1, sizeof *other);
	ck_assert(a != NULL && other != NULL);
	for (k = 0; k < 4; k++)
		a[k] = 1000 + k;
	b = gen_realloc(&g, a, 100000, sizeof *b);
	ck_assert_ptr_nonnull(b);
	for (k = 0; k < 4; k++)
		ck_assert_uint_eq(b[k], 1000 + k);
	ck_assert_uint_eq(blocks_held(&g), 2);
	for (k = 0; k < GEN_BLOCKS; k++)
		ck_assert(g.block[k] == NULL || g.block[k] == b
		    || g.block[k] == other);
	gen_run_free(&g);
}
END_TEST

/* A list of cells grows past its first room and keeps every cell in
 * order, in one block of the run. */
START_TEST(test_run_cells)
{
	mg_err e = { "", 0 };
	struct gen_run g = GEN_RUN_INIT(NULL, &e);
	struct gen_cells l;
	uint32_t c;

	ck_assert_int_eq(gen_cells_make(&g, &l, 2), 0);
	ck_assert_uint_eq(l.len, 0);
	for (c = 0; c < 5000; c++)
		loop_assert_int_eq(gen_push(&g, &l, c * 7), 0);
	ck_assert_uint_eq(l.len, 5000);
	ck_assert(l.cap >= 5000);
	for (c = 0; c < 5000; c++)
		loop_assert_uint_eq(l.cell[c], c * 7);
	ck_assert_uint_eq(blocks_held(&g), 1);
	gen_run_free(&g);
}
END_TEST

/* gen_due reports once every PROGRESS_EVERY steps, telling the hook
 * what it was given, and says when the hook cancels. */
START_TEST(test_run_due)
{
	mg_err e = { "", 0 };
	struct probe pr;
	struct mg_progress hook;
	struct gen_run g = GEN_RUN_INIT(&hook, &e);
	uint64_t k;

	probe_init(&pr, &hook, 2, 0);
	for (k = 1; k < (uint64_t)PROGRESS_EVERY; k++)
		loop_assert(!gen_due(&g, k, 1000000));
	ck_assert_uint_eq(pr.calls, 0);
	ck_assert(!gen_due(&g, 77, 1000000));
	ck_assert_uint_eq(pr.calls, 1);
	ck_assert_uint_eq(pr.last, 77);
	ck_assert_uint_eq(pr.total, 1000000);
	for (k = 1; k < (uint64_t)PROGRESS_EVERY; k++)
		loop_assert(!gen_due(&g, 78, 1000000));
	ck_assert(gen_due(&g, 99, 1000000));
	ck_assert_uint_eq(pr.calls, 2);
	ck_assert(err_is_cancelled(&e));
	ck_assert_ptr_null(pr.bad);
}
END_TEST

/* Returns the generator suite for check_main.c. */
Suite *
gen_suite(void)
{
	Suite *s = suite_create("gen");
	TCase *tc;

	tc = tcase_create("perfect");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_perfect_small, 0, (int)gen_algo_count);
	tcase_add_loop_test(tc, test_perfect_large, 0, (int)gen_algo_count);
	suite_add_tcase(s, tc);

	tc = tcase_create("seeds");
	tcase_add_loop_test(tc, test_deterministic, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_table);
	tcase_add_test(tc, test_open_corridors);
	suite_add_tcase(s, tc);

	tc = tcase_create("progress");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_progress_cancel, 0, (int)gen_algo_count);
	tcase_add_loop_test(tc, test_progress_watch, 0, (int)gen_algo_count);
	tcase_add_test(tc, test_progress_cancel_long_walk);
	suite_add_tcase(s, tc);

	tc = tcase_create("uniform");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_uniform, 0, 2);
	tcase_add_test(tc, test_uniform_negative);
	suite_add_tcase(s, tc);

	tc = tcase_create("texture");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_texture);
	suite_add_tcase(s, tc);

	tc = tcase_create("run");
	tcase_add_test(tc, test_run_blocks);
	tcase_add_test(tc, test_run_realloc);
	tcase_add_test(tc, test_run_cells);
	tcase_add_test(tc, test_run_due);
	suite_add_tcase(s, tc);
	return s;
}
