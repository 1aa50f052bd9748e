/* loop_assert.h - assertions for the loops that check thousands of
 * values.  Check's ck_assert_* tells the test runner the place of every
 * assertion that passes, a write(2) each: 2.9 million writes in the
 * shape suite alone, most of its time, and minutes under valgrind.
 * These call Check only when the assertion fails, with its words, and
 * evaluate each argument once, so an expression with an effect
 * (maze_next(m, i, d, &j)) is as safe here as in ck_assert.
 *
 * What is lost: a test that crashes or times out is reported after the
 * last ck_assert that passed, not after the last of these. */
#ifndef MAZEGAME_TESTS_LOOP_ASSERT_H
#define MAZEGAME_TESTS_LOOP_ASSERT_H

#include <check.h>
#include <stdint.h>

#define loop_assert(expr) do { \
	if (!(expr)) \
		ck_abort_msg("Assertion '%s' failed", #expr); \
} while (0)

#define loop_assert_msg(expr, ...) do { \
	if (!(expr)) \
		ck_abort_msg(__VA_ARGS__); \
} while (0)

/* X OP Y of two integers held as T (uintmax_t or intmax_t), each read
 * once; F the printf conversion of T ("ju" or "jd"). */
#define loop_assert_cmp_(T, F, x, op, y) do { \
	T la_x = (x), la_y = (y); \
	if (!(la_x op la_y)) \
		ck_abort_msg("Assertion '%s' failed: %s == %" F ", %s == %" F, \
		    #x " " #op " " #y, #x, la_x, #y, la_y); \
} while (0)

#define loop_assert_uint_eq(x, y) loop_assert_cmp_(uintmax_t, "ju", x, ==, y)
#define loop_assert_uint_ne(x, y) loop_assert_cmp_(uintmax_t, "ju", x, !=, y)
#define loop_assert_uint_lt(x, y) loop_assert_cmp_(uintmax_t, "ju", x, <, y)
#define loop_assert_uint_le(x, y) loop_assert_cmp_(uintmax_t, "ju", x, <=, y)
#define loop_assert_uint_gt(x, y) loop_assert_cmp_(uintmax_t, "ju", x, >, y)
#define loop_assert_int_eq(x, y) loop_assert_cmp_(intmax_t, "jd", x, ==, y)

#endif
