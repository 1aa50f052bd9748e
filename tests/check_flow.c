/* check_flow.c - the flows between screens (front/flow.c) over a front
 * end made of counters: quitting ends, saves, asks before another saved
 * game is replaced, asks again when saving fails; the answers do what
 * they say; a front end that asks first keeps the flow waiting. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/flow.h"
#include "front/quit.h"
#include "gamecmd.h"
#include "store/persist.h"
#include "suites.h"
#include "testdir.h"

/* The front end: what it was asked, how often, and its state. */
static struct flow_question asked;
static int asks, befores;
static bool asks_first;
static struct session s;
static struct notices kept;
static struct leave out;
static bool done;

/* Keeps the question asked. */
static void
fake_ask(void *fe, const struct flow_question *q)
{
	(void)fe;
	asked = *q;
	asks++;
}

/* No signal ends the game. */
static int
no_signal(void)
{
	return 0;
}

/* Asks first when told to. */
static void *before_fe;
static bool
fake_before(void *fe)
{
	before_fe = fe;
	befores++;
	return asks_first;
}

static const struct flow_procs procs = { fake_ask, no_signal, fake_before };
static int fe_token;

/* A flow over the fake front end, on a 15x8 maze of seed 3 with moves
 * of it played. */
static void
begin(struct flow *f, int moves)
{
	static char *argv[] = { (char *)"mazegame", (char *)"-W", (char *)"15",
	    (char *)"-H", (char *)"8", (char *)"-s", (char *)"3", NULL };
	struct options o;
	mg_err e;

	ck_assert_msg(options_parse(7, argv, &o, &e) == 0, "%s", e.msg);
	session_init(&s, &o);
	ck_assert_msg(session_new_game(&s, NULL, 0, &e) == 0, "%s", e.msg);
	while (moves-- > 0)
		t_cmd(&s.g, game_next_move(&s.g), 10);
	memset(&kept, 0, sizeof kept);
	memset(&out, 0, sizeof out);
	memset(&asked, 0, sizeof asked);
	done = false;
	asks = befores = 0;
	asks_first = false;
	memset(f, 0, sizeof *f);
	f->procs = &procs;
	f->fe = &fe_token;
	f->s = &s;
	f->player = "alice";
	f->kept = &kept;
	f->out = &out;
	f->done = &done;
}

/* Nothing begun: the loop ends, nothing asked or saved.  Begun: saved
 * where --resume finds it, then the loop ends.  A front end that asks
 * first (a race's host) keeps the flow from going on. */
START_TEST(test_quit)
{
	struct testdir t;
	struct savegame sg;
	struct flow f;
	mg_err e;

	testdir_setup(&t);
	begin(&f, 0);
	flow_quit(&f);
	ck_assert(done);
	ck_assert_int_eq(out.status, 0);
	ck_assert(!out.saved);
	ck_assert_int_eq(asks, 0);
	ck_assert_int_eq(befores, 1);
	ck_assert_ptr_eq(before_fe, &fe_token);
	session_free(&s);

	begin(&f, 3);
	asks_first = true;
	flow_quit(&f);
	ck_assert(!done);
	ck_assert_int_eq(persist_load_game(&sg, &e), 1);
	asks_first = false;
	flow_quit(&f);
	ck_assert(done);
	ck_assert(out.saved);
	ck_assert_int_eq(out.status, 0);
	ck_assert_int_eq(persist_load_game(&sg, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 3);
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Another saved game: asked first.  n goes back to the game; d keeps
 * the other and ends; y saves this one over it. */
START_TEST(test_replace)
{
	struct testdir t;
	struct savegame sg;
	struct flow f;
	mg_err e;

	testdir_setup(&t);
	begin(&f, 2);
	s.other_save = true;
	flow_quit(&f);
	ck_assert_int_eq(asks, 1);
	ck_assert_int_eq(asked.n, 2);
	ck_assert_str_eq(asked.lines[0], "You have another saved game,");
	ck_assert_ptr_eq(asked.answers, quit_replace_answers);
	flow_answer(&f, CMD_NO);
	ck_assert(!done);
	/* Answered once: a second answer finds nothing waiting. */
	flow_answer(&f, CMD_YES);
	ck_assert(!done);
	ck_assert_int_eq(asks, 1);

	flow_quit(&f);
	ck_assert_int_eq(asks, 2);
	flow_answer(&f, CMD_DISCARD);
	ck_assert(done);
	ck_assert(!out.saved);
	ck_assert_int_eq(out.status, 0);
	ck_assert_int_eq(persist_load_game(&sg, &e), 1);
	session_free(&s);

	begin(&f, 4);
	s.other_save = true;
	flow_quit(&f);
	flow_answer(&f, CMD_YES);
	ck_assert(done);
	ck_assert(out.saved);
	ck_assert(!s.other_save);
	ck_assert_int_eq(persist_load_game(&sg, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 4);
	savegame_free(&sg);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Saving fails (a file where the data directory goes): why is kept and
 * asked about; y tries again (and asks again), d quits unsaved with
 * status 1. */
START_TEST(test_save_failed)
{
	struct testdir t;
	struct flow f;

	testdir_setup(&t);
	testdir_write(t.data, "not a directory\n", 16);
	begin(&f, 3);
	flow_quit(&f);
	ck_assert(!done);
	ck_assert_int_eq(asks, 1);
	ck_assert_str_eq(asked.lines[0], "The game could not be saved:");
	ck_assert_ptr_nonnull(strstr(asked.lines[1], "Not a directory"));
	ck_assert_ptr_eq(asked.answers, quit_failed_answers);
	ck_assert_str_eq(kept.v[0], asked.lines[1]);
	flow_answer(&f, CMD_YES);
	ck_assert(!done);
	ck_assert_int_eq(asks, 2);
	flow_answer(&f, CMD_DISCARD);
	ck_assert(done);
	ck_assert(out.quit_unsaved);
	ck_assert(!out.saved);
	ck_assert_int_eq(out.status, 1);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* flow_finish ends the loop with the status given. */
START_TEST(test_finish)
{
	struct flow f;

	begin(&f, 0);
	flow_finish(&f, 130);
	ck_assert(done);
	ck_assert_int_eq(out.status, 130);
	session_free(&s);
}
END_TEST

Suite *
flow_suite(void)
{
	Suite *su = suite_create("flow");
	TCase *tc;

	tc = tcase_create("quit");
	tcase_add_test(tc, test_quit);
	tcase_add_test(tc, test_finish);
	suite_add_tcase(su, tc);

	tc = tcase_create("questions");
	tcase_add_test(tc, test_replace);
	tcase_add_test(tc, test_save_failed);
	suite_add_tcase(su, tc);
	return su;
}
