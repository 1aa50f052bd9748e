/* bench_whole.c - whole-run figures for "make bench": mazegame --stats
 * against a tight reference, the longest wait for a cancel, and the
 * 10000x10000 --stats run (generation and search: the game shows its
 * first frame after the generation alone, see bench_ui.sh).
 *
 * The reference is this program run as "bench_whole --reference ALGO
 * SIDE SEED": the same generator code from the library, then a minimal
 * BFS (a byte a cell for the visited mark, a queue of every cell, no
 * tree, no metrics).  --stats and the reference run as whole processes,
 * interleaved (A B A B ...), and the median of the ratios counts.
 * Targets are printed beside the figures; a miss never fails the run.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/clock.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/puzzle.h"

/* --stats may take this many times the reference's time. */
#define STATS_RATIO 1.1
/* A cancel must be seen within this many milliseconds. */
#define CANCEL_MS 100.0

/* Returns the monotonic clock in milliseconds. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* The reference: generates with the library's generator, then a plain
 * BFS from the last cell.  Prints the cells reached; returns 0 or 1. */
static int
reference(const char *name, uint32_t side, uint64_t seed)
{
	const struct gen_algo *g = gen_find(name);
	mg_err e;
	maze *m;
	rng r;
	uint32_t *queue, head = 0, tail = 0, c, w;
	uint8_t *seen;

	if (g == NULL || (m = maze_create(side, side, &e)) == NULL)
		return 1;
	rng_seed(&r, seed);
	if (g->generate(m, &r, NULL, NULL, &e) != 0)
		return 1;
	w = m->w;
	queue = malloc((size_t)m->n * sizeof *queue);
	seen = calloc(m->n, 1);
	if (queue == NULL || seen == NULL)
		return 1;
	queue[tail++] = m->n - 1;
	seen[m->n - 1] = 1;
	while (head < tail) {
		c = queue[head++];
#define REF_VISIT(cond, nb) \
	if ((cond) && !seen[nb]) { \
		seen[nb] = 1; \
		queue[tail++] = (nb); \
	}
		REF_VISIT(c >= w && (maze_bits(m, c - w) & MAZE_SOUTH), c - w)
		REF_VISIT(maze_bits(m, c) & MAZE_EAST, c + 1)
		REF_VISIT(maze_bits(m, c) & MAZE_SOUTH, c + w)
		REF_VISIT(c > 0 && (maze_bits(m, c - 1) & MAZE_EAST), c - 1)
#undef REF_VISIT
	}
	printf("%" PRIu32 "\n", tail);
	free(seen);
	free(queue);
	maze_destroy(m);
	return 0;
}

/* Runs argv with stdout and stderr on /dev/null; returns its wall time
 * in milliseconds, or -1 when it could not run or failed. */
static double
run_ms(const char *const argv[])
{
	double t;
	pid_t pid;
	int status;

	fflush(stdout);
	t = now_ms();
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (freopen("/dev/null", "w", stdout) == NULL
		    || freopen("/dev/null", "w", stderr) == NULL)
			_exit(127);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return -1;
	return now_ms() - t;
}

/* Sorts three or fewer doubles and returns the median of n. */
static double
median(double *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && v[j - 1] > v[j]; j--) {
			double t = v[j];

			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return v[n / 2];
}

/* What a progress hook saw: the longest time between two reports (the
 * start counting as one) and whether to cancel after limit_ms. */
struct gaps {
	double start, last, worst, limit_ms;
	uint64_t reports;
};

/* The timing hook. */
static int
gap_report(void *ctx, uint64_t done, uint64_t total)
{
	struct gaps *g = ctx;
	double t = now_ms();

	(void)done;
	(void)total;
	if (t - g->last > g->worst)
		g->worst = t - g->last;
	g->last = t;
	g->reports++;
	return g->limit_ms > 0 && t - g->start >= g->limit_ms;
}

/* Generates and solves a w x h maze with a = name through the puzzle
 * and a timing hook that cancels after limit_ms (0: never); prints a
 * row: the longest gap and, for a cancel, how long the work took to
 * stop after the cancel was asked for. */
static int
cancel_row(const char *name, uint32_t w, uint32_t h, double limit_ms)
{
	struct gaps g;
	struct mg_progress hook = { gap_report, &g };
	struct puzzle_spec spec;
	struct puzzle p;
	mg_err e;
	double end;
	int rc;

	memset(&spec, 0, sizeof spec);
	spec.w = w;
	spec.h = h;
	spec.algo = gen_find(name);
	spec.seed = 1;
	spec.far_apart = true;
	spec.progress = &hook;
	memset(&g, 0, sizeof g);
	g.limit_ms = limit_ms;
	g.start = g.last = now_ms();
	fflush(stdout);
	rc = puzzle_generate(&p, &spec, &e);
	end = now_ms();
	if (rc == 0)
		puzzle_free(&p);
	else if (!err_is_cancelled(&e)) {
		printf("%-14s %5ux%-5u  failed: %s\n", name, w, h, e.msg);
		return 1;
	}
	printf("%-14s %5ux%-5u %8.0f %8" PRIu64 " %9.2f %9.2f  <=%g ms %s\n",
	    name, w, h, end - g.start, g.reports, g.worst,
	    rc == 0 ? 0.0 : end - g.last, CANCEL_MS,
	    g.worst <= CANCEL_MS && end - g.last <= CANCEL_MS ? "ok" : "MISS");
	return g.worst <= CANCEL_MS && end - g.last <= CANCEL_MS ? 0 : 1;
}

/* Prints usage. */
static void
usage(FILE *to)
{
	fputs("Usage: bench_whole [--quick] [--algorithm NAME]...\n"
	    "       bench_whole --reference NAME SIDE SEED\n"
	    "  MAZEGAME names the mazegame binary.\n", to);
}

int
main(int argc, char **argv)
{
	const char *mazegame = getenv("MAZEGAME"), *only[32];
	int nonly = 0, i, k, pairs, miss = 0, ok = 0, bad;
	bool quick = false;
	size_t a;

	if (argc == 5 && strcmp(argv[1], "--reference") == 0)
		return reference(argv[2], (uint32_t)strtoul(argv[3], NULL, 10),
		    strtoull(argv[4], NULL, 10));
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--quick") == 0) {
			quick = true;
		} else if ((strcmp(argv[i], "--algorithm") == 0 || strcmp(argv[i], "-a") == 0)
		    && i + 1 < argc && nonly < 32) {
			if (gen_find(argv[++i]) == NULL) {
				fprintf(stderr, "bench_whole: unknown algorithm '%s'\n", argv[i]);
				return 2;
			}
			only[nonly++] = gen_find(argv[i])->name;
		} else if (strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return 0;
		} else {
			usage(stderr);
			return 2;
		}
	}
	if (mazegame == NULL) {
		usage(stderr);
		return 2;
	}
	pairs = quick ? 1 : 3;
	printf("\nmazegame --stats against the reference (generate + a minimal BFS,\n"
	    "same generator code), whole processes at 4000x4000, interleaved,\n"
	    "median of %d ratio%s; target: --stats within %.1fx the reference.\n\n",
	    pairs, pairs == 1 ? "" : "s", STATS_RATIO);
	printf("%-14s %10s %10s %7s %s\n", "algorithm", "stats ms", "ref ms", "ratio", "target");
	for (a = 0; a < gen_algo_count; a++) {
		const char *name = gen_algos[a].name;
		const char *sargv[] = { mazegame, "--stats", "--normal", "-W", "4000",
		    "-H", "4000", "-s", "1", "-a", name, NULL };
		const char *rargv[] = { argv[0], "--reference", name, "4000", "1", NULL };
		double ts[3], tr[3], ratio[3], sm, rm, rt;

		for (k = 0; k < nonly && strcmp(only[k], name) != 0; k++)
			;
		if (nonly > 0 && k == nonly)
			continue;
		for (k = 0; k < pairs; k++) {
			ts[k] = run_ms(sargv);
			tr[k] = run_ms(rargv);
			if (ts[k] < 0 || tr[k] < 0)
				break;
			ratio[k] = ts[k] / tr[k];
		}
		if (k < pairs) {
			printf("%-14s failed to run\n", name);
			miss++;
			continue;
		}
		sm = median(ts, pairs);
		rm = median(tr, pairs);
		rt = median(ratio, pairs);
		printf("%-14s %10.0f %10.0f %7.2f <=%.1f %s\n", name, sm, rm, rt,
		    STATS_RATIO, rt <= STATS_RATIO ? "ok" : "MISS");
		if (rt <= STATS_RATIO)
			ok++;
		else
			miss++;
	}

	printf("\nCancel: the longest wait between two progress reports (the start\n"
	    "counting as one) during generate + searches with a hook, and for a\n"
	    "run cancelled after 1 s the time from the cancel to the return.\n\n");
	printf("%-14s %-11s %8s %8s %9s %9s  %s\n", "algorithm", "size", "ms",
	    "reports", "worst gap", "to stop", "target");
	for (a = 0; a < gen_algo_count; a++) {
		for (k = 0; k < nonly && strcmp(only[k], gen_algos[a].name) != 0; k++)
			;
		if (nonly > 0 && k == nonly)
			continue;
		bad = cancel_row(gen_algos[a].name, quick ? 1000 : 4000, quick ? 1000 : 4000,
		    strcmp(gen_algos[a].name, "aldous-broder") == 0 ? 1000 : 0);
		miss += bad;
		ok += !bad;
	}
	if (nonly == 0) {
		/* The longest walks there are: cancelled after a second. */
		bad = cancel_row("aldous-broder", 1, 65535, 1000);
		if (!quick)
			bad += cancel_row("aldous-broder", 10000, 10000, 1000);
		miss += bad;
		ok += (quick ? 1 : 2) - bad;
	}

	if (!quick && nonly == 0) {
		const char *bargv[] = { mazegame, "--stats", "--normal", "-W", "10000",
		    "-H", "10000", "-s", "1", NULL };
		double t[3];

		for (k = 0; k < 3; k++)
			t[k] = run_ms(bargv);
		if (t[0] < 0) {
			printf("\nmazegame --stats -W 10000 -H 10000 failed to run\n");
			miss++;
		} else {
			double mt = median(t, 3) / 1e3;

			/* No target: a game of this size draws its first
			 * frame before the search (bench_ui.sh times it). */
			printf("\nmazegame --stats --normal -W 10000 -H 10000 -s 1 (the default\n"
			    "algorithm): %.2f s, median of 3 (generation and search; the\n"
			    "game's first frame comes after the generation alone: see\n"
			    "\"Time to first frame\" below)\n", mt);
		}
	}
	printf("whole-run targets: %d ok, %d missed (timings never fail the run)\n",
	    ok, miss);
	return 0;
}
