/* check_flow.c - the flows between screens (front/flow.c,
 * front/flow_game.c) over a front end made of counters: quitting ends,
 * saves, asks before another saved game is replaced, asks again when
 * saving fails; the answers do what they say; a front end that asks
 * first keeps the flow waiting; a game begun, resumed (or not) and won
 * is shown, and what went wrong is said. */
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

/* The front end's other counters and what it was last told. */
static int works, shown, redraws, results, notices, tells, cuts;
static char told[320], result_note[320];

/* Long work: no progress hook. */
static struct mg_progress
fake_work(void *fe, const char *what, bool quiet)
{
	struct mg_progress p = { NULL, NULL };

	(void)fe;
	(void)what;
	(void)quiet;
	works++;
	return p;
}

/* Nothing cuts work short. */
static bool
fake_cut_short(void *fe)
{
	(void)fe;
	cuts++;
	return false;
}

/* A notice: kept as the curses front end keeps it, and counted. */
static void
fake_notice(void *fe, const char *msg)
{
	(void)fe;
	notices_keep(&kept, msg);
	snprintf(told, sizeof told, "%s", msg);
	notices++;
}

/* News: counted. */
static void
fake_tell(void *fe, const char *msg)
{
	(void)fe;
	snprintf(told, sizeof told, "%s", msg);
	tells++;
}

/* The game shown. */
static void
fake_show_game(void *fe)
{
	(void)fe;
	shown++;
}

/* Drawn again. */
static void
fake_redraw(void *fe)
{
	(void)fe;
	redraws++;
}

/* The result shown, with its note. */
static void
fake_show_result(void *fe, const char *note)
{
	(void)fe;
	snprintf(result_note, sizeof result_note, "%s", note);
	results++;
}

static const struct flow_procs procs = {
	fake_ask, no_signal, fake_before, fake_work, fake_cut_short,
	fake_notice, fake_tell, fake_show_game, fake_redraw, fake_show_result,
};
static struct runs rs;
static int fe_token;

/* A flow over the fake front end, on a 15x8 maze of seed 3 with moves
 * of it played. */
static void
begin(struct flow *f, int moves)
{
	t_session(&s, moves);
	memset(&kept, 0, sizeof kept);
	memset(&out, 0, sizeof out);
	memset(&asked, 0, sizeof asked);
	done = false;
	asks = befores = 0;
	works = shown = redraws = results = notices = tells = cuts = 0;
	told[0] = result_note[0] = '\0';
	asks_first = false;
	runs_init(&rs, "alice", NULL, false);
	memset(f, 0, sizeof *f);
	f->procs = &procs;
	f->fe = &fe_token;
	f->s = &s;
	f->runs = &rs;
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
	runs_free(&rs);
	session_free(&s);

	begin(&f, 3);
	asks_first = true;
	flow_quit(&f);
	ck_assert(!done);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	asks_first = false;
	flow_quit(&f);
	ck_assert(done);
	ck_assert(out.saved);
	ck_assert_int_eq(out.status, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_uint_eq(sg.pr.moves, 3);
	savegame_free(&sg);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Another saved game on disk: nothing is asked, and this game is saved
 * beside it; both are kept whole (no game replaces another's). */
START_TEST(test_replace)
{
	struct testdir t;
	struct savegame sg;
	struct flow f;
	mg_err e;

	testdir_setup(&t);
	begin(&f, 2);
	ck_assert_msg(testdir_save_new(&s.g, "hard", 10, &e) == 0, "%s", e.msg);
	flow_quit(&f);
	ck_assert_int_eq(asks, 0);
	ck_assert(done);
	ck_assert(out.saved);
	ck_assert_int_eq(out.status, 0);
	ck_assert_int_eq(testdir_saves(), 2);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_str_eq(sg.difficulty, "normal");
	savegame_free(&sg);
	runs_free(&rs);
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
	runs_free(&rs);
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
	runs_free(&rs);
	session_free(&s);
}
END_TEST

/* A new game: made with its work reported, shown; its solution found
 * later, then drawn again. */
START_TEST(test_new_game)
{
	struct flow f;

	begin(&f, 0);
	flow_new_game(&f);
	ck_assert_int_eq(works, 1);
	ck_assert_int_eq(shown, 1);
	ck_assert(!done);
	ck_assert(s.playing);
	flow_solve_pending(&f);
	ck_assert_int_eq(redraws, session_unsolved(&s) ? 1 : 0);
	runs_free(&rs);
	session_free(&s);
}
END_TEST

/* The resume question: asked with the saved game's words; y takes it
 * (shown, its moves back); n starts a new game and keeps it saved; a
 * question left unanswered is dropped. */
START_TEST(test_resume)
{
	struct testdir t;
	struct savegame sg;
	struct flow f;
	mg_err e;

	testdir_setup(&t);
	begin(&f, 3);
	ck_assert_msg(session_save(&s, 1000, &e) == 0, "%s", e.msg);
	runs_free(&rs);
	session_free(&s);

	begin(&f, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	flow_offer_resume(&f, &sg, 0, 0);
	ck_assert_int_eq(asks, 1);
	ck_assert_str_eq(asked.lines[asked.n - 1], "Resume it?");
	/* y, n, d; no Tab: there is no other saved game. */
	ck_assert_int_eq(asked.nanswers, 3);
	flow_answer(&f, CMD_YES);
	ck_assert_ptr_null(f.pending);
	ck_assert_int_eq(shown, 1);
	ck_assert_uint_eq(s.g.moves, 3);
	/* Taken: its save stays on disk, held open by this session, and is
	 * saved over, not beside, for the next. */
	ck_assert_int_eq(testdir_saves(), 1);
	ck_assert_uint_ne(s.hold.id, 0);
	ck_assert_msg(session_save(&s, 2000, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(testdir_saves(), 1);
	runs_free(&rs);
	session_free(&s);

	begin(&f, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	flow_offer_resume(&f, &sg, 0, 0);
	flow_answer(&f, CMD_NO);
	ck_assert_int_eq(shown, 1);
	ck_assert_uint_eq(s.g.moves, 0);
	ck_assert_uint_eq(s.hold.id, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	flow_offer_resume(&f, &sg, 0, 0);
	flow_drop(&f);
	ck_assert_ptr_null(f.pending);
	flow_answer(&f, CMD_YES);   /* nothing waits: nothing happens */
	ck_assert_int_eq(shown, 1);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* Three saved games offered: Tab goes to the next, d asks before it
 * deletes, n at that question keeps the game, y deletes it and offers
 * the next; the last one deleted, a new game starts and says so. */
START_TEST(test_offer_choose)
{
	struct testdir t;
	struct savegame sg;
	struct flow f;
	uint32_t id;
	mg_err e;
	int k;

	testdir_setup(&t);
	for (k = 1; k <= 3; k++) {   /* game k has k moves */
		begin(&f, k);
		ck_assert_msg(session_save(&s, 1000, &e) == 0, "%s", e.msg);
		runs_free(&rs);
		session_free(&s);
	}
	begin(&f, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, &id, &e), 0);
	ck_assert_uint_eq(id, 3);
	flow_offer_resume(&f, &sg, id, 2);
	ck_assert_int_eq(asked.nanswers, 4);
	ck_assert_str_eq(asked.lines[2], "2 other saved games are kept too.");
	flow_answer(&f, CMD_OTHER);
	ck_assert_int_eq(asks, 2);
	ck_assert_uint_eq(f.take_id, 2);
	ck_assert_ptr_nonnull(f.pending);
	ck_assert_uint_eq(f.pending->pr.moves, 2);
	ck_assert_msg(strncmp(asked.lines[0], "You have a saved game, number 2:", 32) == 0, "%s", asked.lines[0]);
	/* d asks first; n keeps it and asks about it again. */
	flow_answer(&f, CMD_DISCARD);
	ck_assert_int_eq(asks, 3);
	ck_assert_int_eq(asked.nanswers, 2);
	ck_assert_str_eq(asked.lines[2], "Delete saved game 2 for good?");
	flow_answer(&f, CMD_NO);
	ck_assert_int_eq(asks, 4);
	ck_assert_int_eq(testdir_saves(), 3);
	ck_assert_uint_eq(f.take_id, 2);
	ck_assert_str_eq(asked.lines[asked.n - 1], "Resume it?");
	/* d, y: deleted; the newest, 3, is offered again, then 1. */
	flow_answer(&f, CMD_DISCARD);
	flow_answer(&f, CMD_YES);
	ck_assert_int_eq(testdir_saves(), 2);
	ck_assert_int_eq(asks, 6);
	ck_assert_str_eq(asked.lines[0], "Saved game 2 deleted.");
	ck_assert_uint_eq(f.take_id, 3);
	ck_assert_str_eq(asked.lines[3], "1 other saved game is kept too.");
	flow_answer(&f, CMD_OTHER);
	ck_assert_uint_eq(f.take_id, 1);
	/* y plays the one offered. */
	flow_answer(&f, CMD_YES);
	ck_assert_int_eq(shown, 1);
	ck_assert_uint_eq(s.g.moves, 1);
	ck_assert_ptr_null(f.pending);
	runs_free(&rs);
	session_free(&s);

	/* Game 1 taken (its session gone) and 3: both deleted in turn,
	 * then a new game, and it says so. */
	begin(&f, 0);
	ck_assert_int_eq(testdir_newest_save(&sg, &id, &e), 0);
	flow_offer_resume(&f, &sg, id, 1);
	flow_answer(&f, CMD_DISCARD);
	flow_answer(&f, CMD_YES);
	ck_assert_int_eq(testdir_saves(), 1);
	ck_assert_int_eq(asked.nanswers, 3);   /* no other: no Tab */
	flow_answer(&f, CMD_OTHER);            /* round to itself */
	ck_assert_int_eq(testdir_saves(), 1);
	flow_answer(&f, CMD_DISCARD);
	flow_answer(&f, CMD_YES);
	ck_assert_int_eq(testdir_saves(), 0);
	ck_assert_int_eq(shown, 1);
	ck_assert_uint_eq(s.g.moves, 0);
	ck_assert_int_eq(notices, 1);
	ck_assert_msg(strncmp(told, "Saved game ", 11) == 0, "%s", told);
	ck_assert_ptr_null(f.pending);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* The saved game gone when it is taken: said, and a new game instead
 * (or_new), or the loop ends with status 1. */
START_TEST(test_take_gone)
{
	struct testdir t;
	struct flow f;

	testdir_setup(&t);
	begin(&f, 0);
	ck_assert(!flow_take_saved(&f, true));
	ck_assert_int_eq(shown, 1);
	ck_assert_int_eq(notices, 1);
	ck_assert_str_eq(told, "The saved game is gone: another mazegame took it.");
	ck_assert(!done);
	ck_assert(!flow_take_saved(&f, false));
	ck_assert(done);
	ck_assert_int_eq(out.status, 1);
	ck_assert_str_eq(kept.v[0], "The saved game is gone: another mazegame took it.");
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* A game won: kept in the scores, the result shown. */
START_TEST(test_won)
{
	struct testdir t;
	struct score_list l;
	struct flow f;
	mg_err e;

	testdir_setup(&t);
	begin(&f, 0);
	while (!s.g.won)
		t_cmd(&s.g, game_next_move(&s.g), 20);
	flow_won(&f, 1700000000);
	ck_assert_int_eq(results, 1);
	ck_assert(!out.unwritten);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "alice");
	scores_free(&l);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
}
END_TEST

/* A run recorded, then raced: its maze played (the kind it was made
 * of), the game shown. */
START_TEST(test_play_run)
{
	static const char *const args[] = { "mazegame" };
	struct options o;
	struct testdir t;
	struct runs rec;
	struct puzzle p;
	struct flow f;
	char path[400], note[320];
	uint64_t now = 1000;
	mg_err e;

	testdir_setup(&t);
	snprintf(path, sizeof path, "%s/ghost.run", t.root);
	begin(&f, 0);
	runs_init(&rec, "alice", path, false);
	runs_new_game(&rec, &s, note, sizeof note);
	while (!s.g.won) {
		runs_command(&rec, &s.g, game_next_move(&s.g), now);
		now += 100;
	}
	ck_assert_msg(runs_won(&rec, &s, note, sizeof note, &e) == 0, "%s", e.msg);
	runs_free(&rec);
	runs_free(&rs);
	session_free(&s);

	/* A session with no game yet, as a front end opens one. */
	begin(&f, 0);
	session_free(&s);
	t_options(&o, 1, args);
	session_init(&s, &o);
	runs_free(&rs);
	runs_init(&rs, NULL, NULL, false);
	ck_assert_msg(runs_load_file(&rs, path, NULL, &p, &e) == 0, "%s", e.msg);
	s.kind.seed = 99;
	flow_play_run(&f, &p);
	ck_assert(!done);
	ck_assert_int_eq(shown, 1);
	ck_assert(s.playing);
	ck_assert_uint_eq(s.kind.seed, 3);
	ck_assert_uint_eq(s.g.moves, 0);
	runs_free(&rs);
	session_free(&s);
	testdir_cleanup(&t);
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

	tc = tcase_create("games");
	tcase_add_test(tc, test_new_game);
	tcase_add_test(tc, test_resume);
	tcase_add_test(tc, test_offer_choose);
	tcase_add_test(tc, test_take_gone);
	tcase_add_test(tc, test_won);
	tcase_add_test(tc, test_play_run);
	suite_add_tcase(su, tc);
	return su;
}
