/* check_marathon.c - the rules of a marathon: sizes that grow by about
 * a quarter, generators in a fixed order, seeds, points and the end
 * rule.  Expected values are worked out by hand here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/options.h"
#include "maze/puzzle.h"
#include "play/game.h"
#include "play/marathon.h"
#include "store/marathons.h"
#include "store/savegame.h"
#include "suites.h"

/* The first mazes: 8x5 (40 cells), then 50 cells as about 9x6. */
START_TEST(test_first_sizes)
{
	uint32_t w, h;

	marathon_size(1, &w, &h);
	ck_assert_uint_eq(w, 8);
	ck_assert_uint_eq(h, 5);
	marathon_size(2, &w, &h);
	/* 50 cells at 8:5: sqrt(80) = 8.94, so 9 wide, 50/9 = 5.6 high. */
	ck_assert_uint_eq(w, 9);
	ck_assert_uint_eq(h, 6);
}
END_TEST

/* Each maze has more cells than the one before, about a quarter more,
 * and the sides stay near 8:5, until the cap. */
START_TEST(test_growth)
{
	uint32_t w, h, pw, ph, level;
	uint64_t prev, area;

	marathon_size(1, &pw, &ph);
	prev = (uint64_t)pw * ph;
	for (level = 2; level <= 60; level++) {
		marathon_size(level, &w, &h);
		area = (uint64_t)w * h;
		ck_assert_uint_le(area, MARATHON_AREA_MAX + w);
		if (prev * 5 / 4 > MARATHON_AREA_MAX) {
			ck_assert_uint_ge(area, prev * 9 / 10);
		} else {
			/* 25% more, give or take the rounding of the sides. */
			ck_assert_uint_gt(area * 100, prev * 110);
			ck_assert_uint_lt(area * 100, prev * 145);
		}
		ck_assert_uint_gt(w * 10, h * 13);   /* w/h over 1.3 */
		ck_assert_uint_lt(w * 10, h * 19);   /* and under 1.9 */
		prev = area;
	}
	/* Far past the cap the size holds. */
	marathon_size(100000, &w, &h);
	marathon_size(60, &pw, &ph);
	ck_assert_uint_eq(w, pw);
	ck_assert_uint_eq(h, ph);
}
END_TEST

/* The generators come in a fixed order (the manual's, from the most
 * regular mazes to the most winding), every one of them once before
 * any repeats, and start over after the last. */
START_TEST(test_algorithm_order)
{
	static const char *const order[] = {
		"binary-tree", "sidewinder", "backtracker", "prim", "kruskal",
		"hunt-and-kill", "eller", "growing-tree", "division", "wilson",
		"aldous-broder",
	};
	size_t n = sizeof order / sizeof order[0], i, j;

	ck_assert_uint_eq(n, gen_algo_count);
	for (i = 1; i <= n; i++) {
		ck_assert_ptr_nonnull(marathon_algo((uint32_t)i));
		ck_assert_str_eq(marathon_algo((uint32_t)i)->name, order[i - 1]);
		for (j = 1; j < i; j++)
			ck_assert_ptr_ne(marathon_algo((uint32_t)i),
			    marathon_algo((uint32_t)j));
	}
	ck_assert_ptr_eq(marathon_algo((uint32_t)n + 1), marathon_algo(1));
	ck_assert_ptr_eq(marathon_algo((uint32_t)n * 3 + 2), marathon_algo(2));
}
END_TEST

/* The same seed and level give the same maze seed; levels and seeds
 * give different ones. */
START_TEST(test_seeds)
{
	ck_assert_uint_eq(marathon_maze_seed(7, 1), marathon_maze_seed(7, 1));
	ck_assert_uint_ne(marathon_maze_seed(7, 1), marathon_maze_seed(7, 2));
	ck_assert_uint_ne(marathon_maze_seed(7, 1), marathon_maze_seed(8, 1));
	ck_assert_uint_ne(marathon_maze_seed(0, 1), 0);
}
END_TEST

/* The first MARATHON_SQUARE mazes are square; later ones mix every
 * shape of the table the level's generator runs on, the same for the
 * same seed, and each is a perfect maze of its shape. */
START_TEST(test_shapes)
{
	bool seen[16] = { false };
	unsigned level, i, kinds = 0;

	ck_assert_uint_le(shape_count, 16);
	for (level = 1; level <= MARATHON_SQUARE; level++)
		ck_assert_ptr_null(marathon_shape(7, level));
	for (level = 1; level <= 200; level++) {
		const struct shape *sh = marathon_shape(7, level);
		const struct gen_algo *a = marathon_algo(level);
		struct puzzle_spec spec;
		struct puzzle p;
		uint32_t w, h;
		mg_err e;

		ck_assert_ptr_eq(sh, marathon_shape(7, level));
		if (!a->any_shape)
			ck_assert_ptr_null(sh);
		for (i = 0; i < shape_count; i++)
			if (shape_table[i] == (sh != NULL ? sh : &shape_square)
			    && !seen[i]) {
				seen[i] = true;
				kinds++;
			}
		if (level > 40 && level % 7 != 0)
			continue;
		/* The maze the session makes of it: perfect, on its shape,
		 * of about the square one's cells (within a half: a
		 * circle's rings double). */
		marathon_shape_size(sh, level, &w, &h);
		puzzle_spec_set(&spec, w, h, a, marathon_maze_seed(7, level),
		    false, NULL);
		spec.shape = sh;
		spec.k = sh == &shape_floors ? MARATHON_FLOORS : 0;
		ck_assert_msg(puzzle_generate(&p, &spec, &e) == 0, "level %u: %s",
		    level, e.msg);
		ck_assert_ptr_eq(shape_of(p.m), sh != NULL ? sh : &shape_square);
		ck_assert_msg(puzzle_is_perfect(&p), "level %u", level);
		{
			uint32_t sw, shh;

			marathon_size(level, &sw, &shh);
			ck_assert_msg(p.m->n * 2 >= (uint64_t)sw * shh
			    && p.m->n <= (uint64_t)sw * shh * 3 / 2,
			    "level %u %s: %u cells against %ux%u", level,
			    shape_of(p.m)->name, p.m->n, sw, shh);
		}
		puzzle_free(&p);
	}
	/* Over 200 mazes every shape comes up (each about 1 in
	 * shape_count of the mazes past the first, where it may). */
	ck_assert_uint_eq(kinds, shape_count);
}
END_TEST

/* optimal/moves in thousandths; the limit is twice optimal. */
START_TEST(test_points)
{
	char buf[32];

	ck_assert_uint_eq(marathon_points(10, 10), 1000);
	ck_assert_uint_eq(marathon_points(10, 20), 500);
	ck_assert_uint_eq(marathon_points(2, 3), 666);
	ck_assert_uint_eq(marathon_points(5, 0), 1000);
	ck_assert_uint_eq(marathon_move_limit(11), 22);
	ck_assert_str_eq(marathon_points_text(1666, buf, sizeof buf), "1.666");
	ck_assert_str_eq(marathon_points_text(0, buf, sizeof buf), "0.000");
	ck_assert_str_eq(marathon_points_text(12005, buf, sizeof buf), "12.005");
}
END_TEST

/* Mazes within the limit add up and go on; one past it ends the
 * marathon and adds nothing. */
START_TEST(test_end_rule)
{
	struct marathon m;

	marathon_start(&m, 42, false);
	ck_assert_uint_eq(m.level, 1);
	ck_assert_uint_eq(marathon_escaped(&m, 11, 11), 1000);
	marathon_next(&m);
	ck_assert_uint_eq(marathon_escaped(&m, 10, 20), 500);   /* exactly 2x */
	ck_assert(!m.over);
	marathon_next(&m);
	ck_assert_uint_eq(m.level, 3);
	ck_assert_uint_eq(m.points, 1500);
	/* Lost from the move past the max on, as its exit will say. */
	ck_assert(!marathon_lost(10, 20));
	ck_assert(marathon_lost(10, 21));
	ck_assert_uint_eq(marathon_escaped(&m, 10, 21), 0);
	ck_assert(m.over);
	ck_assert_uint_eq(m.points, 1500);
	ck_assert_uint_eq(m.level, 3);
}
END_TEST

/* An entry of the best marathons. */
static struct marathon_entry
entry(uint64_t points, uint32_t mazes, int64_t when, const char *name)
{
	struct marathon_entry m;

	memset(&m, 0, sizeof m);
	m.points = points;
	m.mazes = mazes;
	m.when = when;
	m.seed = 5;
	strcpy(m.name, name);
	return m;
}

/* The best five by points, then mazes, then age; written and read
 * back the same. */
START_TEST(test_best_list)
{
	struct marathon_list l, back;
	struct marathon_entry m;
	char *buf = NULL, line[160];
	size_t len = 0;
	FILE *f;
	mg_err e;

	memset(&l, 0, sizeof l);
	m = entry(2000, 3, 10, "a");
	ck_assert_int_eq(marathons_add(&l, &m), 0);
	m = entry(2500, 3, 20, "b");
	ck_assert_int_eq(marathons_add(&l, &m), 0);
	m = entry(2000, 4, 30, "c");       /* as many points, more mazes */
	ck_assert_int_eq(marathons_add(&l, &m), 1);
	m = entry(2000, 3, 5, "d");        /* a tie but older */
	ck_assert_int_eq(marathons_add(&l, &m), 2);
	m = entry(100, 1, 40, "e");
	ck_assert_int_eq(marathons_add(&l, &m), 4);
	m = entry(50, 1, 50, "f");         /* sixth: not kept */
	ck_assert_int_eq(marathons_add(&l, &m), -1);
	m = entry(9000, 9, 60, "g");       /* first: the last one goes */
	ck_assert_int_eq(marathons_add(&l, &m), 0);
	ck_assert_uint_eq(l.n, MARATHONS_KEEP);
	ck_assert_str_eq(l.v[0].name, "g");
	ck_assert_str_eq(l.v[1].name, "b");
	ck_assert_str_eq(l.v[2].name, "c");
	ck_assert_str_eq(l.v[3].name, "d");
	ck_assert_str_eq(l.v[4].name, "a");
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(marathons_write(f, &l, &e), 0);
	fclose(f);
	ck_assert_msg(marathons_parse(buf, len, &back, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(back.n, l.n);
	ck_assert_int_eq(marathons_compare(&back.v[2], &l.v[2]), 0);
	ck_assert_str_eq(back.v[2].name, "c");
	free(buf);
	m = entry(1875, 3, 1764028800, "bob");   /* 2025-11-25 */
	marathons_format(&m, 0, line, sizeof line);
	ck_assert_str_eq(line, " 1  bob                   3    1.875  2025-11-25");
}
END_TEST

/* Refused: out of order, more points than mazes, bad fields. */
START_TEST(test_best_refused)
{
	static const char *const bad[] = {
		"mazegame-marathons 1\nmarathon 1000 2 1 0 5 a\nmarathon 2000 3 1 0 5 b\n",
		"mazegame-marathons 1\nmarathon 3001 3 1 0 5 a\n",
		"mazegame-marathons 1\nmarathon 1000 0 1 0 5 a\n",
		"mazegame-marathons 1\nmarathon 1000 2 1 2 5 a\n",
		"mazegame-marathons 1\nmarathon 1000 2 1 0 5\n",
		"mazegame-marathons 1\nmarathon 1000 2 1 0 5 abcdefghijklmnopq\n",
		"mazegame-marathons 2\n",
		"mazegame-marathons 1\nscore 1000 2 1 0 5 a\n",
	};
	struct marathon_list l;
	mg_err e;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(marathons_parse(bad[i], strlen(bad[i]), &l, &e) == -1,
		    "accepted: %s", bad[i]);
}
END_TEST

/* A marathon's maze saved and parsed back keeps the marathon; a game
 * of its own has none; a bad record is refused. */
START_TEST(test_saved_marathon)
{
	struct puzzle_spec spec = { 9, 6, NULL, 77, false, NULL, NULL, false, NULL, 0 };
	struct game_rules rules = { false, false, 2 };
	struct marathon mr;
	struct savegame sg;
	struct puzzle p;
	struct game g;
	char *buf = NULL, *at;
	size_t len = 0;
	FILE *f;
	mg_err e;

	spec.algo = marathon_algo(2);
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
	ck_assert_int_eq(game_init(&g, &p, &rules, 0, &e), 0);
	marathon_start(&mr, 5, true);
	mr.level = 2;
	mr.points = 1000;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(savegame_write(f, &g, "marathon", &mr, 0, &e), 0);
	fclose(f);
	ck_assert_ptr_nonnull(strstr(buf, "\nmarathon 5 2 1000 1\n"));
	ck_assert_msg(savegame_parse(buf, len, &sg, &e) == 0, "%s", e.msg);
	ck_assert(sg.in_marathon);
	ck_assert_uint_eq(sg.mr.seed, 5);
	ck_assert_uint_eq(sg.mr.level, 2);
	ck_assert_uint_eq(sg.mr.points, 1000);
	ck_assert(sg.mr.daily);
	savegame_free(&sg);
	/* More points than the mazes before this one could give. */
	at = strstr(buf, "marathon 5 2 1000");
	memcpy(at, "marathon 5 2 1001", 17);
	ck_assert_int_eq(savegame_parse(buf, len, &sg, &e), -1);
	free(buf);
	buf = NULL;
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(savegame_write(f, &g, "normal", NULL, 0, &e), 0);
	fclose(f);
	ck_assert_ptr_null(strstr(buf, "marathon"));
	ck_assert_msg(savegame_parse(buf, len, &sg, &e) == 0, "%s", e.msg);
	ck_assert(!sg.in_marathon);
	savegame_free(&sg);
	free(buf);
	game_free(&g);
}
END_TEST

/* Parses args (NULL-ended, after the program's name) into o. */
static int
parse(struct options *o, const char *const *args)
{
	char *argv[16];
	int argc = 0;
	mg_err e;

	argv[argc++] = (char *)"mazegame";
	while (*args != NULL && argc < 15)
		argv[argc++] = (char *)*args++;
	argv[argc] = NULL;
	return options_parse(argc, argv, o, &e);
}

/* --marathon takes a seed, --daily or --resume, and nothing else that
 * names a maze; --history takes --format=csv (or text). */
START_TEST(test_command_line)
{
	static const char *const good[][4] = {
		{ "--marathon", NULL }, { "--marathon", "-s", "5", NULL },
		{ "--marathon", "--daily", NULL }, { "--marathon", "--resume", NULL },
		{ "--history", NULL }, { "--history", "--format=csv", NULL },
		{ "--history", "--format", "text", NULL },
	};
	static const char *const bad[][4] = {
		{ "--marathon", "--print", NULL }, { "--marathon", "-W", "9", NULL },
		{ "--marathon", "--easy", NULL }, { "--marathon", "-a", "prim", NULL },
		{ "--marathon", "--shape=hex", NULL },
		{ "--marathon", "--fit", NULL }, { "--marathon", "--demo", NULL },
		{ "--marathon", "--load", "x", NULL },
		{ "--marathon", "--race", NULL }, { "--marathon", "--record=x", NULL },
		{ "--format=csv", NULL }, { "--print", "--format=csv", NULL },
		{ "--history", "--format=svg", NULL }, { "--history", "--print", NULL },
		{ "--history", "-o", "x", NULL }, { "--history", "--high-scores", NULL },
		{ "--format=xls", "--history", NULL },
	};
	struct options o;
	size_t i;

	for (i = 0; i < sizeof good / sizeof good[0]; i++)
		ck_assert_msg(parse(&o, good[i]) == 0, "refused: %s %s", good[i][0],
		    good[i][1] != NULL ? good[i][1] : "");
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(parse(&o, bad[i]) == 2, "accepted: %s %s", bad[i][0],
		    bad[i][1] != NULL ? bad[i][1] : "");
	ck_assert_int_eq(parse(&o, good[1]), 0);
	ck_assert(o.marathon);
	ck_assert(o.maze_named);   /* starts at once, no resume offered */
	ck_assert_int_eq(parse(&o, good[5]), 0);
	ck_assert_int_eq(o.action, ACT_HISTORY);
	ck_assert(o.csv);
	ck_assert_int_eq(parse(&o, good[6]), 0);
	ck_assert(!o.csv);
}
END_TEST

Suite *
marathon_suite(void)
{
	Suite *s = suite_create("marathon");
	TCase *tc;

	tc = tcase_create("sizes");
	tcase_add_test(tc, test_first_sizes);
	tcase_add_test(tc, test_growth);
	tcase_add_test(tc, test_algorithm_order);
	tcase_add_test(tc, test_seeds);
	tcase_add_test(tc, test_shapes);
	suite_add_tcase(s, tc);

	tc = tcase_create("rules");
	tcase_add_test(tc, test_points);
	tcase_add_test(tc, test_end_rule);
	suite_add_tcase(s, tc);

	tc = tcase_create("best");
	tcase_add_test(tc, test_best_list);
	tcase_add_test(tc, test_best_refused);
	suite_add_tcase(s, tc);

	tc = tcase_create("saved");
	tcase_add_test(tc, test_saved_marathon);
	suite_add_tcase(s, tc);

	tc = tcase_create("command line");
	tcase_add_test(tc, test_command_line);
	suite_add_tcase(s, tc);
	return s;
}
