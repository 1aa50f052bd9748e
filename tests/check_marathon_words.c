/* check_marathon_words.c - a marathon in words (front/marathon_words.c):
 * the rules, one paragraph a line; the result box's lines for a maze
 * escaped, for the maze that ends it, for a new best; the refusal; a
 * maze of another shape. */
#include "config.h"

#include <string.h>

#include "app/session.h"
#include "maze/shape.h"
#include "front/marathon_words.h"
#include "suites.h"

static struct session s;
static char text[8][MARATHON_WORDS_LINE];

/* A session with a marathon on at maze level, so many points. */
static void
on_at(uint32_t level, uint64_t points)
{
	memset(&s, 0, sizeof s);
	memset(text, 'x', sizeof text);
	s.marathon_on = true;
	s.marathon_index = -1;
	s.mr.level = level;
	s.mr.points = points;
}

/* Four paragraphs, then nothing, and nothing before the first. */
START_TEST(test_rules)
{
	ck_assert_ptr_null(marathon_words_rule(-1));
	ck_assert_ptr_nonnull(marathon_words_rule(0));
	ck_assert_ptr_nonnull(strstr(marathon_words_rule(0), "from 8x5"));
	ck_assert_ptr_nonnull(strstr(marathon_words_rule(1), "optimal/moves"));
	ck_assert_ptr_nonnull(strstr(marathon_words_rule(2), "twice its optimal"));
	ck_assert_ptr_nonnull(strstr(marathon_words_rule(3), "--resume"));
	ck_assert_ptr_null(marathon_words_rule(4));
	ck_assert_ptr_nonnull(strstr(marathon_words_refused(), "no restart"));
}
END_TEST

/* No marathon: no lines; a maze escaped: its points, the score, and an
 * empty line after. */
START_TEST(test_escaped)
{
	int n = 1;

	on_at(2, 1923);
	s.marathon_on = false;
	marathon_words_result(&s, text, &n);
	ck_assert_int_eq(n, 1);
	s.marathon_on = true;
	s.marathon_last = 923;
	marathon_words_result(&s, text, &n);
	ck_assert_int_eq(n, 3);
	ck_assert_str_eq(text[1], "Marathon maze 2: +0.923, score 1.923");
	ck_assert_str_eq(text[2], "");
}
END_TEST

/* The maze that ends it: the limit (twice the optimal), the mazes
 * reached (1 and many) and the score; a best says its place. */
START_TEST(test_over)
{
	int n = 0;

	on_at(3, 1875);
	s.mr.over = true;
	s.g.p.optimal = 12;
	marathon_words_result(&s, text, &n);
	ck_assert_int_eq(n, 3);
	ck_assert_str_eq(text[0], "More than 24 moves: the marathon ends.");
	ck_assert_str_eq(text[1], "Marathon over: 3 mazes, score 1.875");
	ck_assert_str_eq(text[2], "");

	on_at(1, 0);
	s.mr.over = true;
	s.g.p.optimal = 12;
	s.marathon_ended = true;
	s.marathon_index = 0;
	n = 0;
	marathon_words_result(&s, text, &n);
	ck_assert_int_eq(n, 4);
	ck_assert_str_eq(text[1], "Marathon over: 1 maze, score 0.000");
	ck_assert_str_eq(text[2], "Your best marathon!");

	s.marathon_index = 2;
	n = 0;
	marathon_words_result(&s, text, &n);
	ck_assert_str_eq(text[2], "Number 3 of your best marathons");
	s.marathon_ended = false;
	n = 0;
	marathon_words_result(&s, text, &n);
	ck_assert_int_eq(n, 3);
}
END_TEST

/* A maze of another shape than the last says its number and its
 * shape; one of the same shape says nothing. */
START_TEST(test_shape_change)
{
	char buf[256];
	maze *m = shape_maze_create(&shape_hex, 4, 3, NULL);

	ck_assert_ptr_nonnull(m);
	on_at(4, 2000);
	s.g.p.m = m;
	marathon_words_shape(&s, NULL, buf, sizeof buf);
	ck_assert_str_eq(buf, "Maze 4 is a hex maze: hexagonal cells in offset rows, six ways. ? shows its keys.");
	marathon_words_shape(&s, &shape_square, buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "hex maze"));
	memset(buf, 'x', sizeof buf);
	marathon_words_shape(&s, &shape_hex, buf, sizeof buf);
	ck_assert_str_eq(buf, "");
	maze_destroy(m);
	/* Back to the square grid: said too. */
	m = maze_create(4, 3, NULL);
	ck_assert_ptr_nonnull(m);
	s.g.p.m = m;
	marathon_words_shape(&s, &shape_triangle, buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "Maze 4 is a square maze: square cells"));
	marathon_words_shape(&s, NULL, buf, sizeof buf);
	ck_assert_str_eq(buf, "");
	maze_destroy(m);
}
END_TEST

Suite *
marathon_words_suite(void)
{
	Suite *su = suite_create("marathon_words");
	TCase *tc;

	tc = tcase_create("rules");
	tcase_add_test(tc, test_rules);
	suite_add_tcase(su, tc);

	tc = tcase_create("result lines");
	tcase_add_test(tc, test_escaped);
	tcase_add_test(tc, test_over);
	suite_add_tcase(su, tc);

	tc = tcase_create("shape");
	tcase_add_test(tc, test_shape_change);
	suite_add_tcase(su, tc);
	return su;
}
