/* bench.c - generator and BFS throughput and memory, for "make bench".
 *
 * For every algorithm and size it forks a child that generates the maze
 * a few times (best time counts), then runs BFS over the last maze a
 * few times, and reports back through a pipe: times, the peak resident
 * memory of the generation (getrusage in the child, so peaks of earlier
 * measurements never carry over) and the extra memory of the BFS (the
 * peak is reset through /proc/self/clear_refs before it runs, when the
 * kernel allows; otherwise the solver's own accounting is shown).
 * Targets are printed beside the figures; a miss never fails the run.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/clock.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/solve.h"

#ifndef BENCH_CFLAGS
#define BENCH_CFLAGS "(unknown)"
#endif

/* The targets for one algorithm; 0 means none. */
struct target {
	const char *name;
	double gen_mcs;       /* Mcells/s at 4000x4000 (1000x1000 if slow) */
	double max_bpc;       /* peak bytes a cell at 4000x4000 */
	double max_peak_mb;   /* peak MB at 10000x10000 */
	bool linear;          /* also measured at 10000x10000 */
	bool slow;            /* measured at 1000x1000 only */
};

static const struct target targets[] = {
	{ "backtracker", 34, 0, 150, true, false },
	{ "kruskal", 6.6, 14, 1400, false, false },
	{ "prim", 17, 2, 150, true, false },
	{ "wilson", 25, 0, 150, true, false },
	{ "aldous-broder", 8, 0, 0, false, true },
	{ "eller", 55, 0, 60, true, false },
	{ "hunt-and-kill", 35, 0, 150, true, false },
	{ "growing-tree", 20, 0, 0, false, false },
	{ "sidewinder", 120, 0, 60, true, false },
	{ "binary-tree", 120, 0, 60, true, false },
	{ "division", 55, 0, 60, true, false },
};

/* BFS targets: Mcells/s at 4000x4000 and extra bytes a cell. */
#define BFS_MCS 75.0
#define BFS_MAX_BPC 0.6
/* Hunt-and-kill at 16M cells keeps this share of its 1M-cell speed. */
#define LINEAR_RATIO 0.8

/* What a child measured. */
struct result {
	int ok;
	char msg[sizeof ((mg_err *)0)->msg];
	double gen_ms, bfs_ms;       /* best of the runs */
	uint64_t reached;            /* cells the BFS reached */
	long base_kb;                /* resident before the maze */
	long gen_peak_kb;            /* peak during generation */
	long bfs_base_kb;            /* resident before the BFS (maze only) */
	long bfs_peak_kb;            /* peak during the BFS, or -1 */
	size_t solver_bytes;         /* the solver's own accounting */
};

/* Returns the monotonic clock in milliseconds. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* Returns the value in kB of a line like "VmRSS:  1234 kB" of
 * /proc/self/status, or -1. */
static long
proc_kb(const char *key)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	size_t len = strlen(key);
	long v = -1;

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL)
		if (strncmp(line, key, len) == 0 && line[len] == ':') {
			v = strtol(line + len + 1, NULL, 10);
			break;
		}
	fclose(f);
	return v;
}

/* Returns the peak resident size of this process in kB. */
static long
maxrss_kb(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_SELF, &ru) != 0)
		return -1;
	return ru.ru_maxrss;
}

/* Resets the kernel's peak-RSS mark for this process; returns whether
 * the kernel allowed it. */
static bool
reset_peak(void)
{
	FILE *f = fopen("/proc/self/clear_refs", "w");
	bool ok;

	if (f == NULL)
		return false;
	ok = fputs("5", f) >= 0;
	ok = fclose(f) == 0 && ok;
	return ok;
}

/* Runs the measurement of one algorithm and size, in the child. */
static void
measure(const struct gen_algo *a, uint32_t side, int runs, uint64_t seed,
    struct result *res)
{
	maze *m = NULL;
	solver *s;
	struct bfs_result br;
	mg_err e;
	rng r;
	double t;
	int k;

	memset(res, 0, sizeof *res);
	res->base_kb = proc_kb("VmRSS");
	if (res->base_kb < 0)
		res->base_kb = maxrss_kb();
	res->gen_ms = res->bfs_ms = 1e300;
	for (k = 0; k < runs; k++) {
		maze_destroy(m);
		m = maze_create(side, side, &e);
		if (m == NULL)
			goto fail;
		rng_seed(&r, seed + (uint64_t)k);
		t = now_ms();
		if (a->generate(m, &r, NULL, NULL, &e) != 0)
			goto fail;
		t = now_ms() - t;
		if (t < res->gen_ms)
			res->gen_ms = t;
	}
	res->gen_peak_kb = maxrss_kb();
	if (maze_passages(m) != (uint64_t)m->n - 1) {
		err_set(&e, "not a spanning tree: %" PRIu64 " passages", maze_passages(m));
		goto fail;
	}
	res->bfs_peak_kb = -1;
	if (reset_peak())
		res->bfs_base_kb = proc_kb("VmRSS");
	for (k = 0; k < runs; k++) {
		s = solve_create(m, &e);
		if (s == NULL)
			goto fail;
		t = now_ms();
		if (solve_bfs(s, m->n - 1, &br, &e) != 0) {
			solve_destroy(s);
			goto fail;
		}
		t = now_ms() - t;
		res->solver_bytes = solve_storage_bytes(s);
		solve_destroy(s);
		if (t < res->bfs_ms)
			res->bfs_ms = t;
		res->reached = br.reached;
		if (br.reached != m->n) {
			err_set(&e, "BFS reached %" PRIu64 " of %" PRIu32 " cells", br.reached, m->n);
			goto fail;
		}
	}
	if (res->bfs_base_kb > 0)
		res->bfs_peak_kb = proc_kb("VmHWM");
	maze_destroy(m);
	res->ok = 1;
	return;
fail:
	maze_destroy(m);
	snprintf(res->msg, sizeof res->msg, "%s", e.msg);
}

/* Measures in a forked child and collects the result; false on error. */
static bool
run_child(const struct gen_algo *a, uint32_t side, int runs, struct result *res)
{
	int fd[2], status;
	pid_t pid;
	size_t got = 0;

	fflush(stdout);
	if (pipe(fd) != 0)
		return false;
	pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return false;
	}
	if (pid == 0) {
		struct result mine;
		const char *p = (const char *)&mine;
		size_t left = sizeof mine;

		close(fd[0]);
		measure(a, side, runs, 1, &mine);
		while (left > 0) {
			ssize_t n = write(fd[1], p, left);

			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				_exit(1);
			p += n;
			left -= (size_t)n;
		}
		_exit(0);
	}
	close(fd[1]);
	while (got < sizeof *res) {
		ssize_t n = read(fd[0], (char *)res + got, sizeof *res - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (got != sizeof *res) {
		memset(res, 0, sizeof *res);
		snprintf(res->msg, sizeof res->msg, "the measuring process died (%s)",
		    WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "no result");
	}
	return true;
}

/* Prints the machine, compiler and flags. */
static void
print_machine(void)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[512], model[256] = "(unknown)";
	struct utsname u;
	long mem = -1;

	if (f != NULL) {
		while (fgets(line, sizeof line, f) != NULL)
			if (strncmp(line, "model name", 10) == 0) {
				char *c = strchr(line, ':');

				if (c != NULL) {
					snprintf(model, sizeof model, "%s", c + 2);
					model[strcspn(model, "\n")] = '\0';
				}
				break;
			}
		fclose(f);
	}
	f = fopen("/proc/meminfo", "r");
	if (f != NULL) {
		while (fgets(line, sizeof line, f) != NULL)
			if (sscanf(line, "MemTotal: %ld kB", &mem) == 1)
				break;
		fclose(f);
	}
	printf("cpu:       %s\n", model);
	printf("cores:     %ld online (the benchmark is single-threaded)\n",
	    sysconf(_SC_NPROCESSORS_ONLN));
	if (mem > 0)
		printf("memory:    %.1f GB\n", (double)mem * 1024 / 1e9);
	if (uname(&u) == 0)
		printf("system:    %s %s %s\n", u.sysname, u.release, u.machine);
#ifdef __VERSION__
	printf("compiler:  %s\n", __VERSION__);
#endif
	printf("CFLAGS:    %s\n", BENCH_CFLAGS);
}

/* Returns the target row of an algorithm, or NULL. */
static const struct target *
target_of(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof targets / sizeof targets[0]; i++)
		if (strcmp(targets[i].name, name) == 0)
			return &targets[i];
	return NULL;
}

/* Formats a "at least" verdict into buf. */
static const char *
at_least(char *buf, size_t len, double got, double want)
{
	snprintf(buf, len, ">=%g %s", want, got >= want ? "ok" : "MISS");
	return buf;
}

/* Formats an "at most" verdict into buf. */
static const char *
at_most(char *buf, size_t len, double got, double want, const char *unit)
{
	snprintf(buf, len, "<=%g%s %s", want, unit, got <= want ? "ok" : "MISS");
	return buf;
}

/* Counts of target verdicts. */
static int n_ok, n_miss;

/* Notes a verdict string for the summary. */
static void
tally(const char *v)
{
	if (strstr(v, "MISS") != NULL)
		n_miss++;
	else if (strstr(v, "ok") != NULL)
		n_ok++;
}

/* Prints usage. */
static void
usage(FILE *to)
{
	fputs("Usage: bench [--quick] [--algorithm NAME]... [--runs N]\n"
	    "  --quick        1000x1000 and one run at 4000x4000, no 10000x10000\n"
	    "  --algorithm    only this algorithm (repeatable)\n"
	    "  --runs N       runs per measurement (best counts; default 3,\n"
	    "                 one at 10000x10000)\n", to);
}

int
main(int argc, char **argv)
{
	const char *only[32];
	int nonly = 0, runs = 3, i;
	bool quick = false;
	size_t a;
	double hk_1m = 0, hk_16m = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--quick") == 0) {
			quick = true;
		} else if ((strcmp(argv[i], "--algorithm") == 0 || strcmp(argv[i], "-a") == 0)
		    && i + 1 < argc && nonly < 32) {
			if (gen_find(argv[++i]) == NULL) {
				fprintf(stderr, "bench: unknown algorithm '%s'\n", argv[i]);
				return 2;
			}
			only[nonly++] = gen_find(argv[i])->name;
		} else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
			runs = atoi(argv[++i]);
			if (runs < 1 || runs > 100) {
				fprintf(stderr, "bench: --runs wants 1 to 100\n");
				return 2;
			}
		} else if (strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return 0;
		} else {
			usage(stderr);
			return 2;
		}
	}
	printf("mazegame benchmark: generators and BFS (single thread)\n");
	print_machine();
	printf("\nTimes are the best of the runs, clock_gettime(CLOCK_MONOTONIC) around\n"
	    "the generator or solve_bfs() alone.  Peak MB is the peak resident size of\n"
	    "a fresh process that made the maze (MB = 10^6 bytes); B/cell is (peak -\n"
	    "resident before the maze) / cells, the maze's 0.25 B/cell included.\n"
	    "BFS B/c is the solver's storage beyond the maze per cell\n"
	    "(solve_storage_bytes: 2-bit tree, visited bits, queue); rss is the\n"
	    "measured peak resident growth during the BFS per cell (the allocator may\n"
	    "reuse memory the generator freed, so small mazes can show 0).\n\n");
	printf("%-13s %-11s %4s %9s %8s %-10s %8s %8s %-9s %7s %-10s %6s %8s %6s %s\n",
	    "algorithm", "size", "runs", "gen ms", "Mcell/s", "target", "BFS ms",
	    "Mcell/s", "target", "BFS B/c", "target", "rss", "peak MB", "B/cell", "target");
	for (a = 0; a < gen_algo_count; a++) {
		const struct gen_algo *al = &gen_algos[a];
		const struct target *tg = target_of(al->name);
		static const uint32_t sides[3] = { 1000, 4000, 10000 };
		int si, k;

		if (nonly > 0) {
			for (k = 0; k < nonly && strcmp(only[k], al->name) != 0; k++)
				;
			if (k == nonly)
				continue;
		}
		for (si = 0; si < 3; si++) {
			uint32_t side = sides[si];
			int nruns = side >= 10000 ? 1 : (quick && side >= 4000 ? 1 : runs);
			bool at_target = tg != NULL && (tg->slow ? side == 1000 : side == 4000);
			struct result res;
			double cells = (double)side * side, gmcs, bmcs, bpc, bfsbpc, rssbpc, peak_mb;
			char rss[16] = "-";
			char v1[32] = "", v2[32] = "", v3[32] = "", v4[32] = "";

			if (tg != NULL && tg->slow && side > 1000)
				continue;
			if (side == 10000 && (quick || tg == NULL
			    || (!tg->linear && strcmp(al->name, "kruskal") != 0)))
				continue;
			if (!run_child(al, side, nruns, &res) || !res.ok) {
				printf("%-13s %5ux%-5u  failed: %s\n", al->name, side, side,
				    res.msg[0] ? res.msg : strerror(errno));
				n_miss++;
				continue;
			}
			gmcs = cells / res.gen_ms / 1e3;
			bmcs = (double)res.reached / res.bfs_ms / 1e3;
			peak_mb = (double)res.gen_peak_kb * 1024 / 1e6;
			bpc = (double)(res.gen_peak_kb - res.base_kb) * 1024 / cells;
			bfsbpc = (double)res.solver_bytes / cells;
			rssbpc = res.bfs_peak_kb > 0
			    ? (double)(res.bfs_peak_kb - res.bfs_base_kb) * 1024 / cells : -1;
			if (at_target && tg->gen_mcs > 0)
				tally(at_least(v1, sizeof v1, gmcs, tg->gen_mcs));
			if (side == 4000) {
				tally(at_least(v2, sizeof v2, bmcs, BFS_MCS));
				tally(at_most(v3, sizeof v3, bfsbpc, BFS_MAX_BPC, ""));
			}
			if (side == 4000 && tg != NULL && tg->max_bpc > 0)
				tally(at_most(v4, sizeof v4, bpc, tg->max_bpc, ""));
			if (side == 10000 && tg != NULL && tg->max_peak_mb > 0)
				tally(at_most(v4, sizeof v4, peak_mb, tg->max_peak_mb, "MB"));
			if (rssbpc >= 0)
				snprintf(rss, sizeof rss, "%.2f", rssbpc);
			printf("%-13s %5ux%-5u %4d %9.1f %8.1f %-10s %8.1f %8.1f %-9s %7.2f %-10s %6s %8.1f %6.2f %s\n",
			    al->name, side, side, nruns, res.gen_ms, gmcs, v1, res.bfs_ms, bmcs,
			    v2, bfsbpc, v3, rss, peak_mb, bpc, v4);
			if (strcmp(al->name, "hunt-and-kill") == 0 && side == 1000)
				hk_1m = gmcs;
			if (strcmp(al->name, "hunt-and-kill") == 0 && side == 4000)
				hk_16m = gmcs;
		}
	}
	if (hk_1m > 0 && hk_16m > 0) {
		char v[32];

		tally(at_least(v, sizeof v, hk_16m / hk_1m, LINEAR_RATIO));
		printf("hunt-and-kill linearity: %.1f Mcell/s at 16M cells / %.1f at 1M = %.2f (target %s)\n",
		    hk_16m, hk_1m, hk_16m / hk_1m, v);
	}
	printf("targets: %d ok, %d missed (timings never fail the run)\n", n_ok, n_miss);
	return 0;
}
