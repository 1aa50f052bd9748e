/* check_chalk.c - chalk marks (none, once, crossed, none), kept in the
 * saved game, said in words; and where a click of the mouse runs.
 *
 * The maze is drawn by hand; what a click or a mark should do is read
 * from the drawing and the contract, not from the code under test.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamecmd.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "play/chalk.h"
#include "play/click.h"
#include "front/describe.h"
#include "play/game.h"
#include "store/savegame.h"
#include "maze6x4.h"
#include "suites.h"

/* The width of maze6x4.h's maze. */
#define W 6u
#define CELL(r, c) ((uint32_t)(r) * W + (uint32_t)(c))

static void
start(struct game *g, bool fog, unsigned sight)
{
	struct game_rules r = { fog, true, sight };

	t_game_drawn(g, MAZE6X4, &r, 0);
}

START_TEST(test_chalk_cycle)
{
	struct game g;
	unsigned rd;

	start(&g, false, 0);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_NONE);
	rd = t_cmd(&g, CMD_CHALK, 10);
	ck_assert(rd & RD_CELLS);
	ck_assert(g.dirty.any && g.dirty.x0 == 0 && g.dirty.y0 == 0);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_ONCE);
	t_cmd(&g, CMD_CHALK, 20);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_CROSSED);
	t_cmd(&g, CMD_CHALK, 30);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_NONE);
	ck_assert_uint_eq(chalk_count(&g.chalk, g.p.m->n), 0);
	/* Chalk is no move, and starts no clock. */
	ck_assert_uint_eq(g.moves, 0);
	ck_assert(!g.clock_running);
	/* Only the cell stood on is marked. */
	t_cmd(&g, CMD_CHALK, 40);
	t_cmd(&g, CMD_MOVE_E, 50);
	t_cmd(&g, CMD_CHALK, 60);
	t_cmd(&g, CMD_CHALK, 70);
	ck_assert_int_eq(chalk_get(&g.chalk, CELL(0, 0)), CHALK_ONCE);
	ck_assert_int_eq(chalk_get(&g.chalk, CELL(0, 1)), CHALK_CROSSED);
	ck_assert_int_eq(chalk_get(&g.chalk, CELL(0, 2)), CHALK_NONE);
	ck_assert_uint_eq(chalk_count(&g.chalk, g.p.m->n), 2);
	ck_assert_uint_eq(g.moves, 1);
	game_free(&g);
}
END_TEST

START_TEST(test_chalk_next)
{
	ck_assert_int_eq(chalk_next(CHALK_NONE), CHALK_ONCE);
	ck_assert_int_eq(chalk_next(CHALK_ONCE), CHALK_CROSSED);
	ck_assert_int_eq(chalk_next(CHALK_CROSSED), CHALK_NONE);
}
END_TEST

/* A restart keeps the player's chalk; the way out counts as before and
 * the efficiency ignores the marks. */
START_TEST(test_chalk_restart_and_score)
{
	struct game g;
	static const enum cmd way[] = { CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
	    CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S };
	size_t i;

	start(&g, false, 0);
	t_cmd(&g, CMD_MOVE_E, 10);
	t_cmd(&g, CMD_CHALK, 20);
	t_cmd(&g, CMD_RESTART, 30);
	ck_assert_uint_eq(g.pos, 0);
	ck_assert_int_eq(chalk_get(&g.chalk, CELL(0, 1)), CHALK_ONCE);
	for (i = 0; i < sizeof way / sizeof way[0]; i++) {
		t_cmd(&g, way[i], 40 + i);
		if (i < 4)
			t_cmd(&g, CMD_CHALK, 40 + i);
	}
	ck_assert(g.won);
	ck_assert_uint_eq(g.moves, 8);
	ck_assert_uint_eq(game_efficiency(&g), 100);
	/* After the win, x changes nothing. */
	ck_assert_uint_eq(t_cmd(&g, CMD_CHALK, 99), RD_NONE);
	game_free(&g);
}
END_TEST

/* In the fog a mark shows where it was made, even once the fog is back
 * (a restart clears what was seen). */
START_TEST(test_chalk_in_fog)
{
	struct game g;

	start(&g, true, 1);
	t_cmd(&g, CMD_MOVE_E, 10);
	t_cmd(&g, CMD_MOVE_E, 20);
	t_cmd(&g, CMD_CHALK, 30);
	t_cmd(&g, CMD_RESTART, 40);
	ck_assert(!game_visible(&g, CELL(0, 2)));
	ck_assert_int_eq(chalk_get(&g.chalk, CELL(0, 2)), CHALK_ONCE);
	game_free(&g);
}
END_TEST

START_TEST(test_describe_chalk)
{
	struct game g;
	char buf[320];

	start(&g, false, 0);
	t_cmd(&g, CMD_MOVE_E, 10);
	t_cmd(&g, CMD_CHALK, 20);
	t_cmd(&g, CMD_CHALK, 30);
	t_cmd(&g, CMD_MOVE_W, 40);
	t_cmd(&g, CMD_CHALK, 50);
	describe_position(&g, -1, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "marked once here") != NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "east (crossed out)") != NULL, "%s", buf);
	t_cmd(&g, CMD_MOVE_E, 60);
	describe_position(&g, -1, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "crossed out here") != NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "west (marked once)") != NULL, "%s", buf);
	ck_assert_msg(strstr(buf, "marked once here") == NULL, "%s", buf);
	game_free(&g);
}
END_TEST

/* Clicks: a cell in a straight open line runs there, stopping at a
 * junction as Shift-arrow does; anything else moves nothing. */
START_TEST(test_click_plan)
{
	struct game g;
	enum cmd d;
	uint32_t n;

	start(&g, false, 0);
	ck_assert_int_eq(click_plan(&g, CELL(0, 1), &d, &n), 1);
	ck_assert_int_eq(d, CMD_MOVE_E);
	ck_assert_uint_eq(n, 1);
	/* Past the junction at (0,2): the run stops there. */
	ck_assert_int_eq(click_plan(&g, CELL(0, 4), &d, &n), 1);
	ck_assert_int_eq(d, CMD_MOVE_E);
	ck_assert_uint_eq(n, 2);
	/* Behind a wall, off any line, the player's own cell. */
	ck_assert_int_eq(click_plan(&g, CELL(1, 0), &d, &n), 0);
	ck_assert_int_eq(click_plan(&g, CELL(2, 2), &d, &n), 0);
	ck_assert_int_eq(click_plan(&g, CELL(0, 0), &d, &n), 0);
	ck_assert_int_eq(click_plan(&g, CELL(3, 5), &d, &n), 0);
	/* From the junction: on east through two corridors, and south
	 * only as far as the wall. */
	t_cmd(&g, CMD_RUN_E, 10);
	ck_assert_uint_eq(g.pos, CELL(0, 2));
	ck_assert_int_eq(click_plan(&g, CELL(0, 5), &d, &n), 1);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(click_plan(&g, CELL(0, 0), &d, &n), 1);
	ck_assert_int_eq(d, CMD_MOVE_W);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(click_plan(&g, CELL(1, 2), &d, &n), 1);
	ck_assert_int_eq(d, CMD_MOVE_S);
	ck_assert_int_eq(click_plan(&g, CELL(2, 2), &d, &n), 0);
	ck_assert_int_eq(click_plan(&g, CELL(3, 2), &d, &n), 0);
	game_free(&g);
}
END_TEST

/* In the fog a click never tells of what the player cannot see. */
START_TEST(test_click_plan_fog)
{
	struct game g;
	enum cmd d;
	uint32_t n;

	start(&g, true, 1);
	ck_assert_int_eq(click_plan(&g, CELL(0, 1), &d, &n), 1);
	ck_assert_int_eq(click_plan(&g, CELL(0, 2), &d, &n), 0);
	ck_assert_int_eq(click_plan(&g, CELL(0, 4), &d, &n), 0);
	game_free(&g);
}
END_TEST

/* ---- the saved game ------------------------------------------------ */

/* A saved 3x1 corridor, the player in the middle: format 1 as written
 * before chalk, which must still load. */
static const char OLD[] =
	"mazegame-save 1\n"
	"difficulty normal\n"
	"maze loaded 3 1 0 0\n"
	"rules 0 1 2\n"
	"ends 0 2 2\n"
	"player 1 1 500 0 0 0\n"
	"cells 0 50\n"
	"walked 0 2\n";

/* OLD with extra lines before "end". */
static char *
with(const char *extra)
{
	char *t = malloc(sizeof OLD + strlen(extra) + 8);

	ck_assert_ptr_nonnull(t);
	sprintf(t, "%s%send\n", OLD, extra);
	return t;
}

static void
expect_refused(const char *extra, const char *want)
{
	struct savegame sg;
	char *t = with(extra);
	mg_err e;

	e.msg[0] = '\0';
	ck_assert_msg(savegame_parse(t, strlen(t), &sg, &e) == -1,
	    "accepted:\n%s", t);
	ck_assert_msg(strstr(e.msg, want) != NULL, "'%s' lacks '%s'", e.msg, want);
	free(t);
}

START_TEST(test_save_chalk)
{
	struct savegame sg;
	struct game g;
	char *t, *buf = NULL;
	size_t len = 0;
	FILE *f;
	mg_err e;

	/* Old saves load, with no chalk. */
	t = with("");
	ck_assert_msg(savegame_parse(t, strlen(t), &sg, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(savegame_resume(&sg, &g, 100, &e), 0);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_NONE);
	ck_assert_int_eq(chalk_get(&g.chalk, 1), CHALK_NONE);
	/* Marks made, saved, and found again. */
	t_cmd(&g, CMD_CHALK, 200);
	t_cmd(&g, CMD_CHALK, 210);
	t_cmd(&g, CMD_MOVE_W, 220);
	t_cmd(&g, CMD_CHALK, 230);
	f = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(savegame_write(f, &g, "normal", NULL, 300, &e), 0);
	fclose(f);
	game_free(&g);
	savegame_free(&sg);
	free(t);
	ck_assert_msg(savegame_parse(buf, len, &sg, &e) == 0, "%s\n%s", e.msg, buf);
	ck_assert_int_eq(savegame_resume(&sg, &g, 100, &e), 0);
	ck_assert_int_eq(chalk_get(&g.chalk, 0), CHALK_ONCE);
	ck_assert_int_eq(chalk_get(&g.chalk, 1), CHALK_CROSSED);
	ck_assert_int_eq(chalk_get(&g.chalk, 2), CHALK_NONE);
	ck_assert_uint_eq(g.moves, 2);
	game_free(&g);
	savegame_free(&sg);
	free(buf);
}
END_TEST

START_TEST(test_save_chalk_refused)
{
	struct savegame sg;
	struct game g;
	char *t;
	mg_err e;

	expect_refused("chalk 1 3\n", "chalk");
	expect_refused("chalk 1 0\n", "chalk");
	expect_refused("chalk 3 1\n", "cell");
	expect_refused("chalk 1\n", "");
	expect_refused("chalk 1 1 1\n", "");
	expect_refused("chalk one 1\n", "cell");
	expect_refused("chalk 1 1\nchalk 0 1\n", "cell");
	expect_refused("chalk 1 1\nchalk 1 2\n", "cell");
	expect_refused("chalk 0 1\nwalked 2 1\n", "trail after the chalk");
	/* Chalk where the player never stood (the exit). */
	t = with("chalk 2 1\n");
	ck_assert_msg(savegame_parse(t, strlen(t), &sg, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(savegame_resume(&sg, &g, 100, &e), -1);
	ck_assert_msg(strstr(e.msg, "chalk") != NULL, "%s", e.msg);
	savegame_free(&sg);
	free(t);
}
END_TEST

Suite *
chalk_suite(void)
{
	Suite *s = suite_create("chalk");
	TCase *tc;

	tc = tcase_create("marks");
	tcase_add_test(tc, test_chalk_cycle);
	tcase_add_test(tc, test_chalk_next);
	tcase_add_test(tc, test_chalk_restart_and_score);
	tcase_add_test(tc, test_chalk_in_fog);
	tcase_add_test(tc, test_describe_chalk);
	suite_add_tcase(s, tc);

	tc = tcase_create("click plans");
	tcase_add_test(tc, test_click_plan);
	tcase_add_test(tc, test_click_plan_fog);
	suite_add_tcase(s, tc);

	tc = tcase_create("saved");
	tcase_add_test(tc, test_save_chalk);
	tcase_add_test(tc, test_save_chalk_refused);
	suite_add_tcase(s, tc);
	return s;
}
