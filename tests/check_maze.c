/* check_maze.c - the maze model: sizes, bits, carving, border. */
#include "config.h"

#include <stdlib.h>

#include "maze/maze.h"
#include "suites.h"

START_TEST(test_create_all_walls)
{
	mg_err e;
	maze *m = maze_create(5, 3, &e);
	uint32_t i;
	int d;

	ck_assert_ptr_nonnull(m);
	ck_assert_uint_eq(m->n, 15);
	for (i = 0; i < m->n; i++)
		for (d = 0; d < 4; d++)
			ck_assert(!maze_is_open(m, i, (enum dir)d));
	ck_assert_uint_eq(maze_passages(m), 0);
	maze_destroy(m);
}
END_TEST

START_TEST(test_two_bits_per_cell)
{
	mg_err e;
	maze *m = maze_create(1000, 1000, &e);

	ck_assert_ptr_nonnull(m);
	ck_assert_uint_le(maze_storage_bytes(m), 250000);
	maze_destroy(m);
}
END_TEST

START_TEST(test_refuses_bad_sizes)
{
	mg_err e;

	ck_assert_ptr_null(maze_create(0, 5, &e));
	ck_assert_ptr_null(maze_create(5, 0, &e));
	ck_assert_int_eq(maze_check_size(UINT64_MAX, UINT64_MAX, &e), -1);
	ck_assert_int_eq(maze_check_size(MAZE_MAX_SIDE + 1, 1, &e), -1);
	ck_assert_int_eq(maze_check_size(65535, 65535, &e), -1);
	ck_assert_int_eq(maze_check_size(10000, 10000, &e), 0);
	ck_assert_int_eq(maze_check_size(1, 1, &e), 0);
	ck_assert_int_eq(maze_check_size(1, MAZE_MAX_SIDE, &e), 0);
}
END_TEST

/* Carving from either side opens the same passage, both ways. */
START_TEST(test_carve_symmetric)
{
	mg_err e;
	maze *m = maze_create(4, 4, &e);
	uint32_t c = 1 * 4 + 1;

	maze_carve(m, c, DIR_N);
	ck_assert(maze_is_open(m, c, DIR_N));
	ck_assert(maze_is_open(m, c - 4, DIR_S));
	maze_carve(m, c, DIR_W);
	ck_assert(maze_is_open(m, c - 1, DIR_E));
	maze_carve(m, c + 1, DIR_W);
	ck_assert(maze_is_open(m, c, DIR_E));
	ck_assert_uint_eq(maze_passages(m), 3);
	ck_assert_uint_eq(maze_degree(m, c), 3);
	maze_build_wall(m, c, DIR_E);
	ck_assert(!maze_is_open(m, c + 1, DIR_W));
	ck_assert_uint_eq(maze_passages(m), 2);
	maze_destroy(m);
}
END_TEST

START_TEST(test_neighbours_and_border)
{
	mg_err e;
	maze *m = maze_create(3, 2, &e);

	ck_assert(!maze_has_neighbour(m, 0, DIR_N));
	ck_assert(!maze_has_neighbour(m, 0, DIR_W));
	ck_assert(maze_has_neighbour(m, 0, DIR_E));
	ck_assert(!maze_has_neighbour(m, 2, DIR_E));
	ck_assert(!maze_has_neighbour(m, 5, DIR_S));
	ck_assert_uint_eq(maze_step(m, 1, DIR_S), 4);
	ck_assert(!maze_open_at(m, -1, 0, DIR_E));
	ck_assert(!maze_open_at(m, 3, 0, DIR_W));
	ck_assert(!maze_open_at(m, 0, 2, DIR_N));
	maze_destroy(m);
}
END_TEST

/* maze_fill(open) opens every interior wall and no border. */
START_TEST(test_fill_open_keeps_border)
{
	mg_err e;
	maze *m = maze_create(7, 5, &e);
	uint32_t x, y;

	maze_fill(m, true);
	/* A full grid has w(h-1) + h(w-1) interior walls. */
	ck_assert_uint_eq(maze_passages(m), 7 * 4 + 5 * 6);
	for (y = 0; y < 5; y++)
		ck_assert(!maze_is_open(m, y * 7 + 6, DIR_E));
	for (x = 0; x < 7; x++)
		ck_assert(!maze_is_open(m, 4 * 7 + x, DIR_S));
	maze_fill(m, false);
	ck_assert_uint_eq(maze_passages(m), 0);
	maze_destroy(m);
}
END_TEST

START_TEST(test_set_height_grow_and_shrink)
{
	mg_err e;
	maze *m = maze_create(3, 1, &e);
	maze *c;

	maze_carve(m, 0, DIR_E);
	ck_assert_int_eq(maze_set_height(m, 9, &e), 0);
	ck_assert_uint_eq(m->n, 27);
	ck_assert(maze_is_open(m, 0, DIR_E));
	ck_assert_uint_eq(maze_passages(m), 1);
	maze_carve(m, 3, DIR_S);
	maze_carve(m, 26, DIR_W);
	ck_assert_int_eq(maze_set_height(m, 2, &e), 0);
	/* Row 1's south passage is border now, and cell 26 is gone. */
	ck_assert_uint_eq(maze_passages(m), 1);
	c = maze_clone(m, &e);
	ck_assert(maze_equal(m, c));
	maze_carve(c, 4, DIR_E);
	ck_assert(!maze_equal(m, c));
	maze_destroy(c);
	maze_destroy(m);
}
END_TEST

Suite *
maze_suite(void)
{
	Suite *s = suite_create("maze");
	TCase *tc;

	tc = tcase_create("cells");
	tcase_add_test(tc, test_create_all_walls);
	tcase_add_test(tc, test_two_bits_per_cell);
	tcase_add_test(tc, test_refuses_bad_sizes);
	tcase_add_test(tc, test_set_height_grow_and_shrink);
	suite_add_tcase(s, tc);

	tc = tcase_create("walls");
	tcase_add_test(tc, test_carve_symmetric);
	tcase_add_test(tc, test_neighbours_and_border);
	tcase_add_test(tc, test_fill_open_keeps_border);
	suite_add_tcase(s, tc);
	return s;
}
