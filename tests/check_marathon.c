/* check_marathon.c - the rules of a marathon: sizes that grow by about
 * a quarter, generators in a fixed order, seeds, points and the end
 * rule.  Expected values are worked out by hand here. */
#include "config.h"

#include <string.h>

#include "play/marathon.h"
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

/* The generators come in a fixed order, every one of them once before
 * any repeats, and start over after the last. */
START_TEST(test_algorithm_order)
{
	size_t i, j;

	ck_assert_uint_eq(marathon_algo_count, gen_algo_count);
	ck_assert_str_eq(marathon_algo(1)->name, "binary-tree");
	ck_assert_str_eq(marathon_algo(2)->name, "sidewinder");
	ck_assert_str_eq(marathon_algo(3)->name, "backtracker");
	for (i = 1; i <= marathon_algo_count; i++) {
		ck_assert_ptr_nonnull(marathon_algo((uint32_t)i));
		for (j = 1; j < i; j++)
			ck_assert_ptr_ne(marathon_algo((uint32_t)i),
			    marathon_algo((uint32_t)j));
	}
	ck_assert_ptr_eq(marathon_algo((uint32_t)marathon_algo_count + 1),
	    marathon_algo(1));
	ck_assert_ptr_eq(marathon_algo((uint32_t)marathon_algo_count * 3 + 2),
	    marathon_algo(2));
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
	ck_assert_uint_eq(marathon_escaped(&m, 10, 21), 0);
	ck_assert(m.over);
	ck_assert_uint_eq(m.points, 1500);
	ck_assert_uint_eq(m.level, 3);
}
END_TEST

Suite *
marathon_suite(void)
{
	Suite *s = suite_create("marathon");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, test_first_sizes);
	tcase_add_test(tc, test_growth);
	tcase_add_test(tc, test_algorithm_order);
	tcase_add_test(tc, test_seeds);
	tcase_add_test(tc, test_points);
	tcase_add_test(tc, test_end_rule);
	suite_add_tcase(s, tc);
	return s;
}
