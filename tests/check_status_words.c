/* check_status_words.c - the status in words (front/status_words.c):
 * where the player is, the exit, the counts (a marathon's too); the
 * time and the help on asking for all of it; the screen reader's last sentence and the
 * race's news in their places; a won game said by its result. */
#include "config.h"

#include <string.h>

#include "front/status_words.h"
#include "gamecmd.h"
#include "maze6x4.h"
#include "suites.h"

static struct game g;
static char buf[640];

static void
start(void)
{
	static const struct game_rules r = { false, false, 0 };

	t_game_drawn(&g, MAZE6X4, &r, 0);
}

/* At the start: the place, the exit, the counts; all of it adds the
 * time and the help taken. */
START_TEST(test_counts)
{
	struct status_say say = { NULL, false, NULL, NULL, 0 };

	start();
	status_words(&g, &say, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 1, row 1: open east; the start. "
	    "Exit 5 east, 3 south. Moves 0, optimal 8.");
	t_cmd(&g, CMD_MOVE_E, 1000);
	t_cmd(&g, CMD_HINT, 1000);
	say.now = 13000;
	status_words(&g, &say, true, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 2, row 1: open east, west; corridor. "
	    "Exit 4 east, 3 south. Moves 1, optimal 8. Time 0:12, 1 hint.");
	game_free(&g);
}
END_TEST

/* In a marathon: the maze's number, the score and its most moves. */
START_TEST(test_marathon)
{
	struct marathon mr;
	struct status_say say = { &mr, false, NULL, NULL, 0 };

	start();
	memset(&mr, 0, sizeof mr);
	mr.level = 2;
	mr.points = 1500;
	status_words(&g, &say, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 1, row 1: open east; the start. "
	    "Exit 5 east, 3 south. Moves 0, optimal 8. "
	    "Marathon maze 2, score 1.500, at most 16 moves.");
	say.marathon_lost = true;
	status_words(&g, &say, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 1, row 1: open east; the start. "
	    "Exit 5 east, 3 south. Moves 0, optimal 8. "
	    "Marathon maze 2, score 1.500: over its 16 moves, marathon lost: "
	    "this maze scores nothing.");
	game_free(&g);
}
END_TEST

/* The screen reader's last sentence stands for the place; the race's
 * news ends the line; a won game is said by its result. */
START_TEST(test_said)
{
	struct status_say say = { NULL, false, "Bumped north.", "2nd of 3", 0 };

	start();
	status_words(&g, &say, false, buf, sizeof buf);
	ck_assert_str_eq(buf, "Bumped north. Exit 5 east, 3 south. "
	    "Moves 0, optimal 8. 2nd of 3.");
	while (!g.won)
		t_cmd(&g, game_next_move(&g), 500);
	say.said = "";
	say.race = NULL;
	status_words(&g, &say, true, buf, sizeof buf);
	ck_assert_str_eq(buf, "You reached the exit in 8 moves; "
	    "the shortest way is 8 moves. Time 0:00.");
	game_free(&g);
}
END_TEST

Suite *
status_words_suite(void)
{
	Suite *su = suite_create("status_words");
	TCase *tc;

	tc = tcase_create("counts");
	tcase_add_test(tc, test_counts);
	tcase_add_test(tc, test_marathon);
	suite_add_tcase(su, tc);

	tc = tcase_create("said");
	tcase_add_test(tc, test_said);
	suite_add_tcase(su, tc);
	return su;
}
