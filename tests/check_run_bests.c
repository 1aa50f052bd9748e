/* check_run_bests.c - best runs on disk: kept only when better, read back
 * whole, damaged files set aside with a warning, the newest
 * GHOSTS_MAX kept. */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "maze/puzzle.h"
#include "store/ghosts.h"
#include "store/run.h"
#include "suites.h"
#include "testdir.h"

/* Makes the 12x7 backtracker maze of seed 7 in p. */
static void
make_puzzle(struct puzzle *p, uint64_t seed)
{
	struct puzzle_spec spec;
	mg_err e;

	puzzle_spec_set(&spec, 12, 7, gen_find("backtracker"), seed, false, NULL);
	ck_assert_msg(puzzle_generate(p, &spec, &e) == 0, "%s", e.msg);
}

/* Records in r the shortest way through p, a move every pace ms, with
 * detours steps back and forth after the first move. */
static void
make_run(struct run *r, const struct puzzle *p, uint64_t pace, int detours)
{
	struct run_maze m;
	uint32_t pos = p->start;
	uint64_t ms = 0;
	mg_err e;
	int i;

	ck_assert_int_eq(run_maze_of(&m, p, "normal", &e), 0);
	memset(r, 0, sizeof *r);
	run_begin(r, &m, p->start, p->exit, "ann");
	for (; pos != p->exit; ms += pace) {
		enum dir d = solve_toward_root(p->tree, pos);

		ck_assert_int_eq(run_add(r, d, ms, &e), 0);
		pos = maze_step(p->m, pos, d);
		for (i = 0; i < detours && pos != p->exit; i++) {
			ck_assert_int_eq(run_add(r, DIR_OPPOSITE(d), ms, &e), 0);
			ck_assert_int_eq(run_add(r, d, ms, &e), 0);
		}
		detours = 0;
	}
}

/* Keeps r and checks the answer. */
static void
keep(const struct run *r, const struct puzzle *p, bool want_kept)
{
	bool kept;
	mg_err e;

	ck_assert_msg(ghosts_keep(r, p, &kept, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(kept, want_kept);
}

/* Loads the best of p's maze and checks that it is r. */
static void
load_same(const struct run *r, const struct puzzle *p)
{
	struct run back;
	mg_err e;

	ck_assert_msg(ghosts_load(&r->maze, p, &back, &e) == 0, "%s", e.msg);
	ck_assert(run_maze_same(&back.maze, &r->maze));
	ck_assert_uint_eq(back.n, r->n);
	ck_assert(memcmp(back.move, r->move, r->n * sizeof *r->move) == 0);
	run_free(&back);
}

START_TEST(keep_better_only)
{
	struct testdir t;
	struct puzzle p;
	struct run slow, fast, detour, faster, none;
	char name[128], path[512];
	struct stat sb;
	mg_err e;

	testdir_setup(&t);
	make_puzzle(&p, 7);
	make_run(&slow, &p, 100, 0);
	make_run(&fast, &p, 90, 0);
	make_run(&detour, &p, 90, 1);
	make_run(&faster, &p, 80, 2);
	ck_assert_int_eq(ghosts_load(&slow.maze, &p, &none, &e), 1);
	ck_assert_int_eq(ghosts_name(&slow.maze, name, sizeof name), 0);
	ck_assert_str_eq(name, "ghost-normal-backtracker-12x7-c-7.run");
	keep(&detour, &p, true);
	load_same(&detour, &p);
	testdir_path(&t, name, path, sizeof path);
	ck_assert_int_eq(stat(path, &sb), 0);
	ck_assert_uint_eq(sb.st_mode & 0777, 0600);
	/* Slower: not kept; as fast in fewer moves: kept. */
	keep(&slow, &p, false);
	load_same(&detour, &p);
	keep(&fast, &p, true);
	load_same(&fast, &p);
	keep(&detour, &p, false);
	keep(&fast, &p, false);
	keep(&faster, &p, true);
	load_same(&faster, &p);
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), 1);
	run_free(&slow);
	run_free(&fast);
	run_free(&detour);
	run_free(&faster);
	puzzle_free(&p);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(not_whole)
{
	struct testdir t;
	struct puzzle p;
	struct run r;
	bool kept = true;
	mg_err e;

	testdir_setup(&t);
	make_puzzle(&p, 7);
	make_run(&r, &p, 100, 0);
	r.n--;
	ck_assert_int_eq(ghosts_keep(&r, &p, &kept, &e), -1);
	ck_assert(!kept);
	ck_assert_str_eq(e.msg, "the run does not reach the exit");
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), 0);
	r.n++;
	r.broken = true;
	ck_assert_int_eq(ghosts_keep(&r, &p, &kept, &e), -1);
	run_free(&r);
	puzzle_free(&p);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(damaged)
{
	struct testdir t;
	struct puzzle p, other;
	struct run r, o, back;
	char name[128], path[512], oname[128], opath[512], *text;
	size_t len;
	bool kept;
	mg_err e;

	testdir_setup(&t);
	make_puzzle(&p, 7);
	make_run(&r, &p, 100, 0);
	ck_assert_int_eq(ghosts_name(&r.maze, name, sizeof name), 0);
	testdir_path(&t, name, path, sizeof path);
	keep(&r, &p, true);
	/* A file cut short is set aside when read, with a warning. */
	text = testdir_read(path, &len);
	ck_assert_ptr_nonnull(text);
	testdir_write(path, text, len / 2);
	ck_assert_int_eq(ghosts_load(&r.maze, &p, &back, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "was damaged (line ") != NULL, "%s", e.msg);
	ck_assert_msg(strstr(e.msg, "it is kept as ghost-normal-backtracker-12x7-c-7.run.corrupt-") != NULL,
	    "%s", e.msg);
	ck_assert_int_eq(testdir_count(&t, name, NULL, 0), 1);
	ck_assert_int_eq(ghosts_load(&r.maze, &p, &back, &e), 1);
	/* Damaged when a better run comes: set aside, and the run kept. */
	testdir_write(path, "mazegame-run 1\nfoo: bar\n", 24);
	ck_assert_int_eq(ghosts_keep(&r, &p, &kept, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "line 2: unknown key 'foo'") != NULL, "%s", e.msg);
	ck_assert(kept);
	load_same(&r, &p);
	ck_assert_int_eq(testdir_count(&t, name, NULL, 0), 3);
	/* Another maze's run under this maze's name is damage too. */
	make_puzzle(&other, 8);
	make_run(&o, &other, 10, 0);
	keep(&o, &other, true);
	ck_assert_int_eq(ghosts_name(&o.maze, oname, sizeof oname), 0);
	testdir_path(&t, oname, opath, sizeof opath);
	ck_assert_int_eq(rename(opath, path), 0);
	ck_assert_int_eq(ghosts_load(&r.maze, &p, &back, &e), -1);
	ck_assert_msg(strstr(e.msg, "line 6: the run is of another maze (seed 8, not seed 7)") != NULL,
	    "%s", e.msg);
	free(text);
	run_free(&o);
	run_free(&r);
	puzzle_free(&other);
	puzzle_free(&p);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(newest_kept)
{
	struct testdir t;
	struct puzzle p;
	struct run r;
	char path[512], name[64];
	struct timespec when[2];
	int i;

	testdir_setup(&t);
	make_puzzle(&p, 7);
	make_run(&r, &p, 100, 0);
	keep(&r, &p, true);   /* makes the directory */
	/* GHOSTS_MAX + 5 older bests, the oldest first. */
	for (i = 0; i < GHOSTS_MAX + 5; i++) {
		snprintf(name, sizeof name, "ghost-old-%03d.run", i);
		testdir_path(&t, name, path, sizeof path);
		testdir_write(path, "x", 1);
		when[0].tv_sec = when[1].tv_sec = 1000000 + i;
		when[0].tv_nsec = when[1].tv_nsec = 0;
		ck_assert_int_eq(utimensat(AT_FDCWD, path, when, 0), 0);
	}
	testdir_path(&t, "ghost-old-000.run.corrupt-1", path, sizeof path);
	testdir_write(path, "x", 1);
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), GHOSTS_MAX + 7);
	/* A new best: the six oldest go, the set-aside copy stays. */
	r.move[r.n - 1] -= 8;   /* one ms sooner: ms << 3 | way (run.h) */
	keep(&r, &p, true);
	ck_assert_int_eq(testdir_count(&t, "ghost-", NULL, 0), GHOSTS_MAX + 1);
	ck_assert_int_eq(testdir_count(&t, "ghost-old-00", NULL, 0), 5);
	ck_assert_int_eq(testdir_count(&t, "ghost-old-005", NULL, 0), 0);
	ck_assert_int_eq(testdir_count(&t, "ghost-old-006", NULL, 0), 1);
	ck_assert_int_eq(testdir_count(&t, "ghost-old-000.run.corrupt", NULL, 0), 1);
	load_same(&r, &p);
	run_free(&r);
	puzzle_free(&p);
	testdir_cleanup(&t);
}
END_TEST

Suite *
ghosts_suite(void)
{
	Suite *s = suite_create("ghosts");
	TCase *tc;

	tc = tcase_create("kept");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, keep_better_only);
	tcase_add_test(tc, not_whole);
	tcase_add_test(tc, newest_kept);
	suite_add_tcase(s, tc);

	tc = tcase_create("damaged");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, damaged);
	suite_add_tcase(s, tc);
	return s;
}
