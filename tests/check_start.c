/* check_start.c - how a front end opens (front/start.c): what it reads
 * before the screen, the first game for each way of starting, and the
 * player's name. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/start.h"
#include "gamecmd.h"
#include "store/persist.h"
#include "store/saves.h"
#include "suites.h"
#include "testdir.h"

/* A room first; then --demo or --watch; then a run raced; then the
 * saved game: taken with --resume, asked about when no maze is named,
 * passed over when one is. */
START_TEST(test_how)
{
	static const char *plain[] = { "mazegame" };
	static const char *seed[] = { "mazegame", "-s", "4" };
	static const char *resume[] = { "mazegame", "--resume" };
	static const char *demo[] = { "mazegame", "--demo" };
	static const char *watch[] = { "mazegame", "--watch" };
	static const char *ghost[] = { "mazegame", "--ghost=run.txt" };
	struct options o;

	t_options(&o, 1, plain);
	ck_assert_int_eq(start_how(&o, false, 1), START_NEW);
	ck_assert_int_eq(start_how(&o, false, -1), START_NEW);
	ck_assert_int_eq(start_how(&o, false, 0), START_OFFER);
	ck_assert_int_eq(start_how(&o, true, 0), START_RACE);
	t_options(&o, 3, seed);
	ck_assert_int_eq(start_how(&o, false, 0), START_NEW);
	t_options(&o, 2, resume);
	ck_assert_int_eq(start_how(&o, false, 0), START_RESUME);
	t_options(&o, 2, demo);
	ck_assert_int_eq(start_how(&o, false, 1), START_WATCH);
	t_options(&o, 2, watch);
	ck_assert_int_eq(start_how(&o, false, 0), START_WATCH);
	t_options(&o, 2, ghost);
	ck_assert_int_eq(start_how(&o, false, 0), START_GHOST);
}
END_TEST

/* A name given is the name; none: a login name of some kind, never
 * empty. */
START_TEST(test_player)
{
	static const char *plain[] = { "mazegame" };
	struct options o;
	const char *name;

	t_options(&o, 1, plain);
	o.player = "alice";
	ck_assert_str_eq(start_player(&o), "alice");
	o.player = NULL;
	name = start_player(&o);
	ck_assert_ptr_nonnull(name);
	ck_assert_uint_gt(strlen(name), 0);
}
END_TEST

/* Reads for o (its arguments) with a fresh session and runs; returns
 * what start_read returns, the session and runs freed. */
static int
read_for(struct start_read *f, int argc, const char *const *args,
    struct notices *kept, mg_err *e)
{
	struct options o;
	struct session s;
	struct runs rs;
	int rc;

	t_options(&o, argc, args);
	session_init(&s, &o);
	runs_init(&rs, "alice", o.record_path, false);
	rc = start_read(f, &o, &s, &rs, kept, e);
	runs_free(&rs);
	session_free(&s);
	return rc;
}

/* Saves a game of moves moves of a 15x8 maze of seed 3. */
static void
save_game(int moves)
{
	struct session s;
	mg_err e;

	t_session(&s, moves);
	ck_assert_msg(session_save(&s, 1000, &e) == 0, "%s", e.msg);
	session_free(&s);
}

/* No saved game: none to offer, and --resume has nothing to take.  A
 * saved game: read (not for --demo).  A damaged one: told (and set
 * aside), and --resume refused with the same words.  A run that cannot be written
 * where --record asks: refused before anything else. */
START_TEST(test_read)
{
	static const char *plain[] = { "mazegame" };
	static const char *resume[] = { "mazegame", "--resume" };
	static const char *demo[] = { "mazegame", "--demo" };
	struct testdir t;
	struct start_read f;
	struct notices kept;
	char path[400], rec[420];
	const char *record[] = { "mazegame", rec };
	mg_err e;

	memset(&kept, 0, sizeof kept);
	testdir_setup(&t);
	ck_assert_int_eq(read_for(&f, 1, plain, &kept, &e), 0);
	ck_assert_int_eq(f.have_save, 1);
	ck_assert_int_eq(read_for(&f, 2, resume, &kept, &e), -1);
	ck_assert_str_eq(e.msg, "there is no saved game to resume");

	save_game(3);
	ck_assert_int_eq(read_for(&f, 1, plain, &kept, &e), 0);
	ck_assert_int_eq(f.have_save, 0);
	ck_assert_uint_eq(f.pending.pr.moves, 3);
	savegame_free(&f.pending);
	ck_assert_int_eq(read_for(&f, 2, demo, &kept, &e), 0);
	ck_assert_int_eq(f.have_save, 1);
	ck_assert_str_eq(kept.v[0], "");

	/* The game saved above is taken (held) by nobody: drop it, then
	 * a damaged save. */
	ck_assert_int_eq(saves_remove(1, &e), 0);
	testdir_path(&t, "saved-game-7", path, sizeof path);
	testdir_write(path, "not a saved game\n", 17);
	ck_assert_int_eq(read_for(&f, 1, plain, &kept, &e), 0);
	ck_assert_int_eq(f.have_save, -1);
	ck_assert_ptr_nonnull(strstr(kept.v[0], "saved-game-7 was damaged"));
	/* Set aside by that read: --resume finds none.  Damaged again:
	 * --resume says so. */
	ck_assert_int_eq(read_for(&f, 2, resume, &kept, &e), -1);
	ck_assert_str_eq(e.msg, "there is no saved game to resume");
	testdir_write(path, "not a saved game\n", 17);
	ck_assert_int_eq(read_for(&f, 2, resume, &kept, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "saved-game-7 was damaged"));

	snprintf(rec, sizeof rec, "--record=%s/no/such/folder/run.txt", t.root);
	ck_assert_int_eq(read_for(&f, 2, record, &kept, &e), -1);
	ck_assert_str_ne(e.msg, "");
	testdir_cleanup(&t);
}
END_TEST

Suite *
start_suite(void)
{
	Suite *su = suite_create("start");
	TCase *tc;

	tc = tcase_create("read first");
	tcase_add_test(tc, test_read);
	suite_add_tcase(su, tc);

	tc = tcase_create("first game");
	tcase_add_test(tc, test_how);
	suite_add_tcase(su, tc);

	tc = tcase_create("player");
	tcase_add_test(tc, test_player);
	suite_add_tcase(su, tc);
	return su;
}
