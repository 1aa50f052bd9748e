/* check_persist.c - scores and saved games on disk: where they go, the
 * modes they get, bad files set aside, failures that cost only the
 * saving, and writers racing or killed half-way. */
#include "config.h"   /* _GNU_SOURCE, for unshare() */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gamecmd.h"
#include "store/persist.h"
#include "store/saves.h"
#include "maze/puzzle.h"
#include "base/rng.h"
#include "store/storage.h"
#include "suites.h"
#include "testdir.h"

/* An entry of table with the numbers that matter here; algorithm and
 * seed as the expected file contents below spell them. */
static void
make_score(struct score *s, const char *table, const char *name,
    uint64_t moves, uint64_t optimal, uint64_t elapsed)
{
	testdir_score(s, table, name, moves, optimal, elapsed, 0, false,
	    1700000000);
	snprintf(s->algo, sizeof s->algo, "prim");
	s->seed = 5;
}

/* Adds s on disk and expects success; returns the new index. */
static int
add_ok(const struct score *s)
{
	struct score_list l;
	mg_err e;
	int at;

	ck_assert_msg(persist_add_score(s, &l, &at, &e) == 0, "%s", e.msg);
	scores_free(&l);
	return at;
}

/* Reads the scores file directly and parses it (it must parse). */
static void
read_file_scores(const struct testdir *t, struct score_list *l)
{
	char path[512], *data;
	size_t len;
	mg_err e;

	testdir_path(t, SCORES_FILE, path, sizeof path);
	data = testdir_read(path, &len);
	ck_assert_msg(data != NULL, "no %s", path);
	ck_assert_msg(scores_parse(data, len, l, &e) == 0, "%s", e.msg);
	free(data);
}

/* Returns the permission bits of path (not following links). */
static unsigned
mode_of(const char *path)
{
	struct stat st;

	ck_assert_msg(lstat(path, &st) == 0, "%s: %s", path, strerror(errno));
	return (unsigned)(st.st_mode & 07777);
}

/* Starts a small game on a generated maze and moves a little. */
static void
small_game(struct game *g)
{
	struct puzzle_spec spec = { 9, 7, gen_find("backtracker"), 3, true, NULL, NULL, false, NULL, 0 };
	struct game_rules rules = { true, true, 2 };
	struct puzzle p;
	mg_err e;
	int d, i;

	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
	ck_assert_int_eq(game_init(g, &p, &rules, 0, &e), 0);
	for (i = 0; i < 40; i++) {
		d = i % 4;
		if (maze_is_open(g->p.m, g->pos, (enum dir)d)
		    && maze_step(g->p.m, g->pos, (enum dir)d) != g->p.exit)
			t_cmd(g, cmd_move((enum dir)d, false), 10);
	}
}

/* The game this process holds, for the tests that save over one save
 * or take one (saves.h). */
static struct save_hold th = { 0, -1 };

/* Saves g as the game th holds: over its save, or a new one. */
static int
save_held(const struct game *g, const char *diff, uint64_t now, mg_err *e)
{
	return saves_store(&th, g, diff, NULL, NULL, now, e);
}

/* Takes the newest saved game no session has open, th holding it. */
static int
take_newest(struct savegame *sg, struct game *g, uint64_t now, mg_err *e)
{
	saves_release(&th);
	return saves_take(&th, 0, sg, g, now, NULL, e);
}

/* Reads every saved game, as --saved and the start do; how many (or
 * -1), with *warn what was set aside. */
static int
list_count(mg_err *warn, mg_err *e)
{
	struct save_list l;
	int n;

	if (saves_list(&l, warn, e) != 0)
		return -1;
	n = (int)l.n;
	saves_list_free(&l);
	return n;
}

START_TEST(test_locate)
{
	struct testdir t;
	char buf[4096], want[4096];
	mg_err e;

	testdir_setup(&t);
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), 0);
	ck_assert_str_eq(buf, t.data);
	/* A relative XDG_DATA_HOME is ignored in favour of HOME. */
	setenv("XDG_DATA_HOME", "relative/data", 1);
	setenv("HOME", "/home/someone", 1);
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), 0);
	ck_assert_str_eq(buf, "/home/someone/.local/share/mazegame");
	setenv("XDG_DATA_HOME", "", 1);
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), 0);
	ck_assert_str_eq(buf, "/home/someone/.local/share/mazegame");
	unsetenv("XDG_DATA_HOME");
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), 0);
	ck_assert_str_eq(buf, "/home/someone/.local/share/mazegame");
	/* No HOME (or a relative one) and no usable XDG_DATA_HOME. */
	unsetenv("HOME");
	setenv("XDG_DATA_HOME", "relative/data", 1);
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "HOME"));
	setenv("HOME", "home/someone", 1);
	ck_assert_int_eq(storage_locate(buf, sizeof buf, &e), -1);
	/* Then nothing can be saved, but nothing fails hard either. */
	{
		struct score s;
		struct score_list l;
		struct savegame sg;
		int at;

		make_score(&s, "normal", "a", 10, 5, 100);
		ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
		ck_assert_ptr_nonnull(strstr(e.msg, "HOME"));
		ck_assert_uint_eq(l.n, 0);
		ck_assert_int_eq(at, -1);
		ck_assert_int_eq(persist_read_scores(&l, &e), -1);
		ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), -1);
		ck_assert_int_eq(saves_remove(1, &e), -1);
	}
	/* A path too long for the buffer. */
	memset(want, 'x', 4000);
	want[0] = '/';
	want[4000] = '\0';
	setenv("XDG_DATA_HOME", want, 1);
	ck_assert_int_eq(storage_locate(buf, 100, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "too long"));
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_modes_and_contents)
{
	struct testdir t;
	struct score s;
	struct score_list l;
	struct game g;
	char path[512];
	mode_t old = umask(0);   /* the modes must come from the code */
	mg_err e;

	testdir_setup(&t);
	make_score(&s, "normal", "alice", 60, 52, 30000);
	ck_assert_int_eq(add_ok(&s), 0);
	ck_assert_uint_eq(mode_of(t.data), 0700);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	ck_assert_uint_eq(mode_of(path), 0600);
	testdir_path(&t, "lock", path, sizeof path);
	ck_assert_uint_eq(mode_of(path), 0600);
	small_game(&g);
	ck_assert_int_eq(testdir_save_new(&g, "normal", 20, &e), 0);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	ck_assert_uint_eq(mode_of(path), 0600);
	testdir_path(&t, SAVES_NAME "1.open", path, sizeof path);
	ck_assert_uint_eq(mode_of(path), 0600);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	umask(old);

	/* The file holds what was added, in the documented format. */
	{
		char *data = testdir_read(path, NULL);
		ck_assert_ptr_nonnull(data);
		ck_assert(strncmp(data, "mazegame-save 1\ndifficulty normal\nmaze backtracker 9 7 3 1\n", 58) == 0);
		free(data);
	}
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	{
		char *data = testdir_read(path, NULL);
		ck_assert_ptr_nonnull(data);
		ck_assert_str_eq(data, "mazegame-scores 1\n"
		    "score normal alice 60 52 30000 0 0 1700000000 prim 20 20 5\n");
		free(data);
	}
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "alice");
	scores_free(&l);
	/* Nothing else is left in the directory. */
	/* . .. lock scores saved-game-1 saved-game-1.open */
	ck_assert_int_eq(testdir_count(&t, "", NULL, 0), 6);
	ck_assert_int_eq(testdir_count(&t, ".scores.tmp", NULL, 0), 0);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

/* Tables all players of an account share (the arcade's visitors): with
 * MAZEGAME_TABLES set, the high scores are kept there, the saved games
 * where they always are; unset, the scores come back to the data
 * directory. */
START_TEST(test_shared_tables)
{
	struct testdir t;
	struct score s;
	struct score_list l;
	struct game g;
	char tables[400], path[512];
	mg_err e;

	testdir_setup(&t);
	snprintf(tables, sizeof tables, "%s/tables", t.root);
	ck_assert_int_eq(setenv("MAZEGAME_TABLES", tables, 1), 0);
	make_score(&s, "normal", "ann", 60, 52, 30000);
	ck_assert_int_eq(add_ok(&s), 0);
	snprintf(path, sizeof path, "%s/%s", tables, SCORES_FILE);
	ck_assert_int_eq(access(path, F_OK), 0);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	ck_assert_int_eq(access(path, F_OK), -1);
	small_game(&g);
	ck_assert_int_eq(testdir_save_new(&g, "normal", 20, &e), 0);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	ck_assert_int_eq(access(path, F_OK), 0);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "ann");
	scores_free(&l);
	ck_assert_int_eq(unsetenv("MAZEGAME_TABLES"), 0);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 0);
	scores_free(&l);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_missing_files)
{
	struct testdir t;
	struct savegame sg;
	struct score_list l;
	struct stat st;
	mg_err e;

	testdir_setup(&t);
	/* No directory at all: nothing saved, and nothing is created. */
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	ck_assert_int_eq(saves_remove(1, &e), 1);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 0);
	scores_free(&l);
	ck_assert_int_eq(stat(t.data, &st), -1);
	/* A directory without the files. */
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	ck_assert_int_eq(saves_remove(1, &e), 1);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 0);
	scores_free(&l);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_save_load_clear)
{
	struct testdir t;
	struct savegame sg;
	struct game g, again;
	uint32_t id;
	mg_err e;

	testdir_setup(&t);
	small_game(&g);
	ck_assert_int_eq(save_held(&g, "easy", 5000, &e), 0);
	ck_assert_int_eq(testdir_newest_save(&sg, &id, &e), 0);
	ck_assert_uint_eq(id, th.id);
	ck_assert_str_eq(sg.difficulty, "easy");
	ck_assert_int_eq(savegame_resume(&sg, &again, 100, &e), 0);
	ck_assert_uint_eq(again.pos, g.pos);
	ck_assert_uint_eq(again.moves, g.moves);
	/* Played from the first move (at 10) to the save (at 5000). */
	ck_assert_uint_eq(game_elapsed(&again, 100), 5000 - 10);
	savegame_free(&sg);
	game_free(&again);
	/* The same game saved again replaces its own save. */
	ck_assert_int_eq(save_held(&g, "hard", 7000, &e), 0);
	ck_assert_int_eq(testdir_saves(), 1);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_str_eq(sg.difficulty, "hard");
	ck_assert_uint_eq(sg.pr.elapsed_ms, 7000 - 10);
	savegame_free(&sg);
	/* Another game is saved beside it, never over it. */
	ck_assert_int_eq(testdir_save_new(&g, "easy", 8000, &e), 0);
	ck_assert_int_eq(testdir_saves(), 2);
	/* Dropped (won): its save goes, the other stays. */
	ck_assert_int_eq(saves_drop(&th, &e), 0);
	ck_assert_uint_eq(th.id, 0);
	ck_assert_int_eq(testdir_saves(), 1);
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 0);
	ck_assert_str_eq(sg.difficulty, "easy");
	savegame_free(&sg);
	ck_assert_int_eq(saves_drop(&th, &e), 0);   /* holds nothing: fine */
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

/* An earlier version's single saved game and the copies it kept aside
 * are taken in, each a game of its own, the newest still the newest;
 * other files are never touched. */
START_TEST(test_older_copies_pruned)
{
	static const char *const planted[] = {
		"saved-game.older-2000000000", "saved-game.older-300",
		"saved-game",
	};
	static const char *const others[] = {
		"saved-game.older-x", "saved-game.corrupt-1", "scores.older-5",
	};
	static const char *const diffs[] = { "easy", "normal", "hard" };
	struct testdir t;
	struct save_list l;
	struct game g;
	FILE *f;
	char path[512];
	size_t i;
	mg_err e, warn;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	small_game(&g);
	for (i = 0; i < 3; i++) {
		testdir_path(&t, planted[i], path, sizeof path);
		f = fopen(path, "w");
		ck_assert_ptr_nonnull(f);
		ck_assert_int_eq(savegame_write(f, &g, diffs[i], NULL, 20, &e), 0);
		ck_assert_int_eq(fclose(f), 0);
	}
	for (i = 0; i < sizeof others / sizeof others[0]; i++) {
		testdir_path(&t, others[i], path, sizeof path);
		testdir_write(path, "y", 1);
	}
	ck_assert_msg(saves_list(&l, &warn, &e) == 0, "%s", e.msg);
	ck_assert_str_eq(warn.msg, "");
	ck_assert_uint_eq(l.n, 3);
	/* Taken in oldest first: the one saved-game is the newest ID. */
	for (i = 0; i < 3; i++) {
		testdir_path(&t, planted[i], path, sizeof path);
		ck_assert_msg(access(path, F_OK) != 0, "%s is still there", planted[i]);
	}
	ck_assert_uint_eq(l.v[0].id, 3);
	ck_assert_str_eq(l.v[0].sg.difficulty, "hard");
	ck_assert(!l.v[0].open);
	saves_list_free(&l);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	ck_assert(access(path, F_OK) == 0);
	for (i = 0; i < sizeof others / sizeof others[0]; i++) {
		testdir_path(&t, others[i], path, sizeof path);
		ck_assert_msg(access(path, F_OK) == 0, "%s was touched", others[i]);
	}
	/* Taken in once: read again, the same three. */
	ck_assert_int_eq(testdir_saves(), 3);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_symlink_set_aside)
{
	static const char precious[] = "precious data, not ours to touch\n";
	struct testdir t;
	struct score s;
	struct score_list l;
	char target[512], path[512], aside[256], link[512], *data;
	struct stat st;
	ssize_t n;
	mg_err e;
	int at;

	testdir_setup(&t);
	snprintf(target, sizeof target, "%s/target", t.root);
	testdir_write(target, precious, strlen(precious));
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	ck_assert_int_eq(symlink(target, path), 0);

	make_score(&s, "normal", "bob", 10, 5, 100);
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "symbolic link"));
	ck_assert_ptr_nonnull(strstr(e.msg, "scores.corrupt-"));
	/* The new entry made a new table all the same. */
	ck_assert_uint_eq(l.n, 1);
	ck_assert_int_eq(at, 0);
	scores_free(&l);
	/* The target is untouched... */
	data = testdir_read(target, NULL);
	ck_assert_str_eq(data, precious);
	free(data);
	ck_assert_uint_eq(mode_of(target), 0600);
	/* ...the link itself was set aside, still pointing there... */
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", aside, sizeof aside), 1);
	ck_assert_ptr_nonnull(strstr(e.msg, aside));
	testdir_path(&t, aside, link, sizeof link);
	ck_assert_int_eq(lstat(link, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	n = readlink(link, path, sizeof path - 1);
	ck_assert_int_eq(n, (ssize_t)strlen(target));
	path[n] = '\0';
	ck_assert_str_eq(path, target);
	/* ...and the scores file is now a regular file with the entry. */
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	ck_assert_int_eq(lstat(path, &st), 0);
	ck_assert(S_ISREG(st.st_mode));
	read_file_scores(&t, &l);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "bob");
	scores_free(&l);

	/* The same for a saved game: read through a link is refused. */
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	ck_assert_int_eq(symlink(target, path), 0);
	{
		mg_err warn;
		ck_assert_int_eq(list_count(&warn, &e), 0);
		ck_assert_ptr_nonnull(strstr(warn.msg, SAVES_NAME "1.corrupt-"));
	}
	ck_assert_int_eq(lstat(path, &st), -1);
	data = testdir_read(target, NULL);
	ck_assert_str_eq(data, precious);
	free(data);
	testdir_cleanup(&t);
}
END_TEST

/* Puts bytes in the scores file, then checks that reading them for
 * --high-scores says want and leaves the file alone, that the next win
 * sets it aside with a message with want, the bytes preserved, and
 * puts its score into a new table. */
static void
expect_scores_set_aside(const char *bytes, size_t len, const char *want)
{
	struct testdir t;
	struct score s;
	struct score_list l;
	char path[512], aside[256], *data;
	size_t got;
	mg_err e;
	int at;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	testdir_write(path, bytes, len);
	e.code = -1;
	ck_assert_int_eq(persist_read_scores(&l, &e), -1);
	ck_assert_msg(strstr(e.msg, want) != NULL, "'%s' lacks '%s'", e.msg, want);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_uint_eq(l.n, 0);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 0);
	ck_assert_int_eq(access(path, F_OK), 0);
	/* The next win sets it aside and starts a new table. */
	make_score(&s, "easy", "new", 10, 5, 100);
	e.code = -1;
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_msg(strstr(e.msg, want) != NULL, "'%s' lacks '%s'", e.msg, want);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_int_eq(at, 0);
	scores_free(&l);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", aside, sizeof aside), 1);
	ck_assert_msg(strstr(e.msg, aside) != NULL, "'%s' lacks '%s'", e.msg, aside);
	testdir_path(&t, aside, path, sizeof path);
	data = testdir_read(path, &got);
	ck_assert_uint_eq(got, len);
	ck_assert(memcmp(data, bytes, len) == 0);
	free(data);
	read_file_scores(&t, &l);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "new");
	scores_free(&l);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 1);
	testdir_cleanup(&t);
}

START_TEST(test_corrupt_set_aside)
{
	static const char bad[] = "mazegame-scores 1\nscore normal a 0 0 1 0 0 1 x 1 1 1\n";
	struct testdir t;
	struct score s;
	struct score_list l;
	char path[512], aside[256], *data;
	mg_err e;
	int at;

	expect_scores_set_aside(bad, strlen(bad), "line 2: moves");
	expect_scores_set_aside("\0\1\2\n", 4, "unexpected byte 0x00");
	expect_scores_set_aside("", 0, "not a mazegame scores file");

	/* Adding to a corrupt file: a warning, the file kept, a new table. */
	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	testdir_write(path, bad, strlen(bad));
	make_score(&s, "normal", "carol", 10, 5, 100);
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "scores.corrupt-"));
	ck_assert_ptr_nonnull(strstr(e.msg, "line 2: moves"));
	ck_assert_int_eq(at, 0);
	scores_free(&l);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", aside, sizeof aside), 1);
	testdir_path(&t, aside, path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, bad);
	free(data);
	read_file_scores(&t, &l);
	ck_assert_uint_eq(l.n, 1);
	ck_assert_str_eq(l.v[0].name, "carol");
	scores_free(&l);

	/* A corrupt saved game is set aside too. */
	testdir_path(&t, SAVES_NAME "4", path, sizeof path);
	testdir_write(path, "mazegame-save 1\nend\n", 20);
	{
		struct savegame sg;
		mg_err warn;
		ck_assert_int_eq(list_count(&warn, &e), 0);
		ck_assert_ptr_nonnull(strstr(warn.msg, SAVES_NAME "4.corrupt-"));
		ck_assert_ptr_nonnull(strstr(warn.msg, "incomplete"));
		ck_assert_int_eq(testdir_count(&t, SAVES_NAME "4.corrupt-", aside, sizeof aside), 1);
		ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	}
	testdir_path(&t, aside, path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, "mazegame-save 1\nend\n");
	free(data);
	testdir_cleanup(&t);
}
END_TEST

/* Two bad files set aside within the same second must not overwrite
 * each other: older copies named for this second (and the next few,
 * should the clock tick during the test) are all kept. */
START_TEST(test_set_aside_keeps_older_copies)
{
	static const char bad[] = "not a scores file\n";
	struct testdir t;
	struct score s;
	struct score_list l;
	char path[512], name[64], old[64], *data;
	long long now = (long long)time(NULL), sec;
	mg_err e;
	int i, at;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	for (sec = now - 1; sec <= now + 5; sec++) {
		snprintf(name, sizeof name, "scores.corrupt-%lld", sec);
		snprintf(old, sizeof old, "older %lld\n", sec);
		testdir_path(&t, name, path, sizeof path);
		testdir_write(path, old, strlen(old));
	}
	for (i = 0; i < 3; i++) {
		testdir_path(&t, SCORES_FILE, path, sizeof path);
		testdir_write(path, bad, strlen(bad));
		make_score(&s, "easy", "new", 10, 5, 100);
		ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
		ck_assert_ptr_nonnull(strstr(e.msg, "it is kept as scores.corrupt-"));
		ck_assert_uint_eq(l.n, 1);
		scores_free(&l);
	}
	for (sec = now - 1; sec <= now + 5; sec++) {
		snprintf(name, sizeof name, "scores.corrupt-%lld", sec);
		snprintf(old, sizeof old, "older %lld\n", sec);
		testdir_path(&t, name, path, sizeof path);
		data = testdir_read(path, NULL);
		ck_assert_ptr_nonnull(data);
		ck_assert_str_eq(data, old);
		free(data);
	}
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 7 + 3);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_oversized_set_aside)
{
	/* A file that would parse, padded with zeros in front of its
	 * numbers to just over the cap: refused for its size alone. */
	static const char head[] = "mazegame-scores 1\n";
	char line[300];
	size_t len, at;
	char *buf;
	struct score_list l;
	mg_err e;
	int i;

	snprintf(line, sizeof line, "score normal a %0250d 1 1 0 0 1 x 1 1 1\n", 2);
	len = strlen(head) + 1000 * strlen(line);
	ck_assert_uint_gt(len, SCORES_FILE_MAX);
	buf = malloc(len + 1);
	ck_assert_ptr_nonnull(buf);
	memcpy(buf, head, strlen(head));
	at = strlen(head);
	for (i = 0; i < 1000; i++, at += strlen(line))
		memcpy(buf + at, line, strlen(line));
	ck_assert_int_eq(scores_parse(buf, len, &l, &e), 0);
	scores_free(&l);
	expect_scores_set_aside(buf, len, "too large");
	/* A file of exactly the cap is read: 64 lines with 4000 zeros in
	 * front of the moves (4034 bytes each) and one with 3916 fill what
	 * the first line leaves, 262144 - 18 bytes. */
	at = strlen(head);
	for (i = 0; i < 65; i++) {
		int pad = i < 64 ? 4000 : 3916;
		at += (size_t)sprintf(buf + at, "score normal a %0*d 1 1 0 0 1 x 1 1 1\n",
		    pad, 2);
	}
	ck_assert_uint_eq(at, SCORES_FILE_MAX);
	{
		struct testdir t;
		char path[512];

		testdir_setup(&t);
		ck_assert_int_eq(mkdir(t.data, 0700), 0);
		testdir_path(&t, SCORES_FILE, path, sizeof path);
		testdir_write(path, buf, at);
		ck_assert_msg(persist_read_scores(&l, &e) == 0, "%s", e.msg);
		ck_assert_uint_eq(l.n, 65);
		scores_free(&l);
		testdir_cleanup(&t);
	}
	free(buf);
}
END_TEST

START_TEST(test_other_users_file)
{
	static const char good[] = "mazegame-scores 1\n";
	struct testdir t;
	struct score s;
	struct score_list l;
	char path[512];
	mg_err e;
	int at;

	/* Only root can give a file away; as anyone else this check cannot
	 * be set up, and is the one part of these tests that is skipped. */
	if (geteuid() != 0)
		return;
	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, SCORES_FILE, path, sizeof path);
	testdir_write(path, good, strlen(good));
	ck_assert_int_eq(chown(path, 65534, 65534), 0);
	ck_assert_int_eq(persist_read_scores(&l, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "belongs to another user"));
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 0);
	make_score(&s, "easy", "new", 10, 5, 100);
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "belongs to another user"));
	scores_free(&l);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 1);
	/* A directory of another user is refused as a whole. */
	ck_assert_int_eq(chown(t.data, 65534, 65534), 0);
	ck_assert_int_eq(persist_read_scores(&l, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "not a directory of yours"));
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_unwritable)
{
	struct testdir t;
	struct score s;
	struct score_list l;
	struct savegame sg;
	struct game g;
	char dir[512];
	mg_err e;
	int at;

	/* A regular file where a directory is needed: even root fails. */
	testdir_setup(&t);
	snprintf(dir, sizeof dir, "%s/file", t.root);
	testdir_write(dir, "x", 1);
	snprintf(dir, sizeof dir, "%s/file/sub", t.root);
	setenv("XDG_DATA_HOME", dir, 1);
	small_game(&g);
	e.msg[0] = '\0';
	ck_assert_int_eq(testdir_save_new(&g, "normal", 5, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "cannot create"));
	ck_assert_ptr_nonnull(strstr(e.msg, "Not a directory"));
	make_score(&s, "normal", "a", 10, 5, 100);
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "Not a directory"));
	ck_assert_uint_eq(l.n, 0);
	/* Nothing can have been saved under a path that is no directory:
	 * reading finds nothing, and there is nothing to clear. */
	ck_assert_int_eq(testdir_newest_save(&sg, NULL, &e), 1);
	ck_assert_int_eq(persist_read_scores(&l, &e), 0);
	ck_assert_uint_eq(l.n, 0);
	ck_assert_int_eq(saves_remove(1, &e), 1);
	/* The game itself goes on. */
	ck_assert(t_cmd(&g, CMD_SOLUTION, 6) != RD_NONE);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

/* The race: n children wait on a pipe, then all add a score at once. */
static void
race(const struct testdir *t, const char *table, int n)
{
	int barrier[2], i, status;
	pid_t pid[16];
	struct score s;
	struct score_list l;
	char c, name[16];

	ck_assert_int_le(n, 16);
	ck_assert_int_eq(pipe(barrier), 0);
	for (i = 0; i < n; i++) {
		snprintf(name, sizeof name, "racer%d", i);
		/* All better than the two already there (moves 100). */
		make_score(&s, table, name, 60 + (uint64_t)i, 50, 1000);
		pid[i] = fork();
		ck_assert_int_ge(pid[i], 0);
		if (pid[i] == 0) {
			int at, rc;
			mg_err e;

			close(barrier[1]);
			if (read(barrier[0], &c, 1) != 0)
				_exit(3);
			rc = persist_add_score(&s, &l, &at, &e);
			if (rc == 0 && (at < 0 || strcmp(l.v[at].name, name) != 0))
				rc = 2;
			scores_free(&l);
			_exit(rc == 0 ? 0 : rc < 0 ? 1 : rc);
		}
	}
	close(barrier[0]);
	close(barrier[1]);   /* go */
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(waitpid(pid[i], &status, 0), pid[i]);
		ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		    "racer %d: status %d", i, status);
	}
	(void)t;
}

START_TEST(test_eight_winners_at_once)
{
	static const char *const tables[] = { "normal", "hard-large", "easy" };
	struct testdir t;
	struct score s;
	struct score_list l;
	size_t i, k;
	char name[16];
	int round;

	testdir_setup(&t);
	for (round = 0; round < 3; round++) {
		const char *table = tables[round];

		make_score(&s, table, "old1", 100, 50, 500);
		add_ok(&s);
		make_score(&s, table, "old2", 100, 50, 600);
		add_ok(&s);
		race(&t, table, 8);
		read_file_scores(&t, &l);
		/* Earlier rounds' tables are still whole: 10 each. */
		ck_assert_uint_eq(l.n, 10 * (size_t)(round + 1));
		for (k = 0; k < 8; k++) {
			bool found = false;
			snprintf(name, sizeof name, "racer%zu", k);
			for (i = 0; i < l.n; i++)
				if (strcmp(l.v[i].table, table) == 0
				    && strcmp(l.v[i].name, name) == 0) {
					found = true;
					/* Better moves rank higher: racer k is k-th. */
					ck_assert_uint_eq(scores_rank(&l, i), k);
				}
			ck_assert_msg(found, "%s missing from %s", name, table);
		}
		for (i = 0; i < l.n; i++)
			if (strcmp(l.v[i].table, table) == 0
			    && strncmp(l.v[i].name, "old", 3) == 0)
				ck_assert_uint_ge(scores_rank(&l, i), 8);
		scores_free(&l);
	}
	ck_assert_int_eq(testdir_count(&t, ".scores.tmp-", NULL, 0), 0);
	testdir_cleanup(&t);
}
END_TEST

/* The writer that gets killed: adds entries seq, seq+1, ... each
 * better than the one before, until it is stopped. */
static void
writer(uint64_t seq)
{
	struct score s;
	struct score_list l;
	char name[16];
	mg_err e;
	int at;

	for (;; seq++) {
		snprintf(name, sizeof name, "w%llu", (unsigned long long)seq);
		make_score(&s, "normal", name, 100, 50, 1000000 - seq);
		if (persist_add_score(&s, &l, &at, &e) != 0)
			_exit(1);
		scores_free(&l);
	}
}

/* Returns how many entries were written, judging by the file: it
 * must hold the last min(count, 10) of them, best (latest) first. */
static uint64_t
written_so_far(const struct testdir *t)
{
	struct score_list l;
	uint64_t last;
	char name[16];
	size_t i;

	read_file_scores(t, &l);
	if (l.n == 0) {
		scores_free(&l);
		return 0;
	}
	ck_assert_uint_le(l.n, SCORES_KEEP);
	last = 1000000 - l.v[0].elapsed_ms;
	ck_assert(last + 1 >= l.n);
	if (last + 1 >= SCORES_KEEP)
		ck_assert_uint_eq(l.n, SCORES_KEEP);
	for (i = 0; i < l.n; i++) {
		snprintf(name, sizeof name, "w%llu", (unsigned long long)(last - i));
		ck_assert_str_eq(l.v[i].name, name);
		ck_assert_uint_eq(l.v[i].elapsed_ms, 1000000 - (last - i));
	}
	scores_free(&l);
	return last + 1;
}

START_TEST(test_kill_during_writes)
{
	struct testdir t;
	struct timespec ts;
	uint64_t count = 0, now;
	int round, status, changed = 0, misses = 0;
	pid_t pid;
	rng r;

	testdir_setup(&t);
	rng_seed(&r, 2024);
	/* At least 100 kills, and on until more than 10 of them landed
	 * after a write: on a loaded machine a writer may not get to write
	 * before its kill, so a kill that found nothing new lets the next
	 * writer live a little longer. */
	for (round = 0; round < 100 || (changed <= 10 && round < 5000); round++) {
		pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0)
			writer(count);
		ts.tv_sec = 0;
		ts.tv_nsec = ((long)rng_below32(&r, 20001)
		    + (misses < 40 ? misses : 40) * 5000L) * 1000;
		nanosleep(&ts, NULL);
		ck_assert_int_eq(kill(pid, SIGKILL), 0);
		ck_assert_int_eq(waitpid(pid, &status, 0), pid);
		ck_assert_msg(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
		    "the writer stopped by itself (status %d)", status);
		if (count == 0 && access(t.data, F_OK) != 0) {
			misses++;
			continue;   /* killed before it made anything */
		}
		{
			char path[512];
			testdir_path(&t, SCORES_FILE, path, sizeof path);
			if (count == 0 && access(path, F_OK) != 0) {
				misses++;
				continue;
			}
		}
		/* Always the old table or a newer one, never less. */
		now = written_so_far(&t);
		ck_assert_uint_ge(now, count);
		changed += now > count;
		misses = now > count ? 0 : misses + 1;
		count = now;
	}
	/* The kills did land among the writes. */
	ck_assert_int_gt(changed, 10);
	ck_assert_uint_gt(count, 10);
	/* Killed writers leave temporary files behind (each with its own
	 * pid in the name); the next write, holding the lock, sweeps them
	 * away instead of letting them pile up. */
	{
		struct score s;

		make_score(&s, "hard", "last", 10, 5, 1);
		add_ok(&s);
		ck_assert_int_eq(testdir_count(&t, ".scores.tmp-", NULL, 0), 0);
	}
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_take_game)
{
	struct testdir t;
	struct savegame sg;
	struct save_list l;
	struct game g, g2;
	uint32_t id;
	mg_err e, warn;

	testdir_setup(&t);
	small_game(&g);
	ck_assert_int_eq(testdir_save_new(&g, "normal", 20, &e), 0);
	ck_assert_int_eq(testdir_newest_save(&sg, &id, &e), 0);
	savegame_free(&sg);
	ck_assert_msg(take_newest(&sg, &g2, 30, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(th.id, id);
	ck_assert_str_eq(sg.difficulty, "normal");
	ck_assert_uint_eq(g2.pos, g.pos);
	ck_assert_uint_eq(g2.moves, g.moves);
	ck_assert_uint_eq(g2.p.exit, g.p.exit);
	savegame_free(&sg);
	game_free(&g2);
	/* Taken: its save stays on disk, listed as open, and no one else
	 * takes it while it is held: not the newest free, not by its ID. */
	ck_assert_int_eq(saves_list(&l, &warn, &e), 0);
	ck_assert_uint_eq(l.n, 1);
	ck_assert(l.v[0].open);
	saves_list_free(&l);
	{
		struct save_hold other;

		saves_hold_init(&other);
		e.code = MG_EOTHER;
		ck_assert_int_eq(saves_take(&other, 0, &sg, &g2, 40, NULL, &e), -1);
		ck_assert_int_eq(e.code, MG_ELOCKED);
		ck_assert_str_eq(e.msg, "every saved game is open in another mazegame");
		e.code = MG_EOTHER;
		ck_assert_int_eq(saves_take(&other, id, &sg, &g2, 40, NULL, &e), -1);
		ck_assert_int_eq(e.code, MG_ELOCKED);
		ck_assert_msg(strstr(e.msg, "is open in another mazegame") != NULL, "%s", e.msg);
		ck_assert_uint_eq(other.id, 0);
		/* Nor removed. */
		ck_assert_int_eq(saves_remove(id, &e), -1);
		ck_assert_int_eq(e.code, MG_ELOCKED);
		/* Let go (the session ended, even killed): free again, from
		 * its last save. */
		saves_release(&th);
		ck_assert_msg(saves_take(&other, 0, &sg, &g2, 40, NULL, &e) == 0, "%s", e.msg);
		ck_assert_uint_eq(g2.moves, g.moves);
		savegame_free(&sg);
		game_free(&g2);
		saves_release(&other);
	}
	ck_assert_int_eq(saves_remove(id, &e), 0);
	ck_assert_int_eq(testdir_saves(), 0);
	ck_assert_int_eq(saves_remove(id, &e), 1);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

/* Two sessions take the newest saved game at once: one gets it, the
 * other is told every saved game is open elsewhere while the first
 * holds it. */
START_TEST(test_take_game_twice_at_once)
{
	struct testdir t;
	struct game g;
	mg_err e;
	int round, i, barrier[2], results[2], hold_on[2], status, got[3];
	pid_t pid[2];
	char c;

	testdir_setup(&t);
	small_game(&g);
	for (round = 0; round < 5; round++) {
		ck_assert_int_eq(testdir_saves(), round == 0 ? 0 : 1);
		if (round == 0)
			ck_assert_int_eq(testdir_save_new(&g, "normal", 20, &e), 0);
		ck_assert_int_eq(pipe(barrier), 0);
		ck_assert_int_eq(pipe(results), 0);
		ck_assert_int_eq(pipe(hold_on), 0);
		for (i = 0; i < 2; i++) {
			pid[i] = fork();
			ck_assert_int_ge(pid[i], 0);
			if (pid[i] == 0) {
				struct save_hold h;
				struct savegame sg;
				struct game mine;
				int rc;

				close(barrier[1]);
				close(results[0]);
				close(hold_on[1]);
				if (read(barrier[0], &c, 1) != 0)
					_exit(3);
				saves_hold_init(&h);
				rc = saves_take(&h, 0, &sg, &mine, 30, NULL, &e);
				/* The loser is told every game is held. */
				c = (char)(rc == 0 ? 0 : rc == -1
				    && e.code == MG_ELOCKED ? 1 : 2);
				if (write(results[1], &c, 1) != 1)
					_exit(4);
				/* Held until the parent has both answers. */
				while (read(hold_on[0], &c, 1) > 0)
					;
				_exit(0);
			}
		}
		close(barrier[0]);
		close(results[1]);
		close(hold_on[0]);
		close(barrier[1]);   /* go */
		got[0] = got[1] = got[2] = 0;
		for (i = 0; i < 2; i++) {
			ck_assert_int_eq(read(results[0], &c, 1), 1);
			ck_assert(c >= 0 && c <= 2);
			got[(int)c]++;
		}
		close(hold_on[1]);   /* both may end */
		close(results[0]);
		for (i = 0; i < 2; i++) {
			ck_assert_int_eq(waitpid(pid[i], &status, 0), pid[i]);
			ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
		}
		/* One took it, the other was told it is held. */
		ck_assert_int_eq(got[0], 1);
		ck_assert_int_eq(got[1], 1);
	}
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_take_unresumable_set_aside)
{
	/* Parses, but its shortest way (27) is not the maze's (26). */
	static const char save[] = "mazegame-save 1\ndifficulty hard\n"
	    "maze backtracker 6 5 11 1\nrules 1 1 2\nends 6 25 27\n"
	    "player 0 21 4321 0 0 0\nwalked 0 1\nwalked 6 1\nend\n";
	struct testdir t;
	struct savegame sg;
	struct game g;
	char path[512], aside[256], *data;
	mg_err e;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	testdir_write(path, save, strlen(save));
	/* It parses: asking about it leaves it alone. */
	ck_assert_msg(testdir_newest_save(&sg, NULL, &e) == 0, "%s", e.msg);
	savegame_free(&sg);
	ck_assert_int_eq(take_newest(&sg, &g, 5, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "could not be resumed") != NULL
	    && strstr(e.msg, "does not match") != NULL, "%s", e.msg);
	ck_assert_int_eq(testdir_count(&t, SAVES_NAME "1.corrupt-", aside,
	    sizeof aside), 1);
	ck_assert_msg(strstr(e.msg, aside) != NULL, "'%s' lacks '%s'", e.msg, aside);
	ck_assert_int_eq(access(path, F_OK), -1);
	ck_assert_uint_eq(th.id, 0);
	testdir_path(&t, aside, path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_ptr_nonnull(data);
	ck_assert_str_eq(data, save);
	free(data);
	ck_assert_int_eq(take_newest(&sg, &g, 5, &e), 1);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_lock_held_elsewhere)
{
	struct testdir t;
	struct score s;
	struct score_list l;
	struct game g, g2;
	struct savegame sg;
	struct save_list sl;
	char path[512], *before, *after;
	mg_err e, warn;
	int fd, at;

	testdir_setup(&t);
	small_game(&g);
	saves_release(&th);
	ck_assert_int_eq(save_held(&g, "normal", 20, &e), 0);
	make_score(&s, "normal", "a", 10, 5, 100);
	add_ok(&s);
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	before = testdir_read(path, NULL);
	ck_assert_ptr_nonnull(before);
	/* Another process holds the lock (a descriptor of our own does). */
	testdir_path(&t, "lock", path, sizeof path);
	fd = open(path, O_RDWR | O_CLOEXEC);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(flock(fd, LOCK_EX | LOCK_NB), 0);
	/* Showing the scores does not wait for it. */
	ck_assert_msg(persist_read_scores(&l, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(l.n, 1);
	scores_free(&l);
	/* Writing gives up with a clear word, and changes nothing. */
	g.moves++;
	e.code = -1;
	ck_assert_int_eq(save_held(&g, "normal", 30, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	ck_assert_msg(strstr(e.msg, "another mazegame is holding the lock") != NULL,
	    "%s", e.msg);
	e.code = -1;
	ck_assert_int_eq(persist_add_score(&s, &l, &at, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	scores_free(&l);
	e.code = -1;
	ck_assert_int_eq(saves_list(&sl, &warn, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	(void)sg;
	(void)g2;
	testdir_path(&t, SAVES_NAME "1", path, sizeof path);
	after = testdir_read(path, NULL);
	ck_assert_ptr_nonnull(after);
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
	close(fd);
	ck_assert_msg(save_held(&g, "normal", 30, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(testdir_saves(), 1);
	saves_release(&th);
	game_free(&g);
	testdir_cleanup(&t);
}
END_TEST

/* As a user who may not read the files: every call fails with
 * MG_EACCES, and nothing is renamed or replaced.  Returns 0 or the
 * number of the failed check. */
static int
unreadable_checks(void)
{
	struct score s;
	struct score_list l;
	struct savegame sg;
	struct game g;
	mg_err e;
	int at;

	if (persist_read_scores(&l, &e) != -1 || e.code != MG_EACCES)
		return 1;
	make_score(&s, "normal", "b", 10, 5, 100);
	if (persist_add_score(&s, &l, &at, &e) != -1 || e.code != MG_EACCES)
		return 2;
	scores_free(&l);
	if (testdir_newest_save(&sg, NULL, &e) != -1 || e.code != MG_EACCES)
		return 3;
	if (take_newest(&sg, &g, 5, &e) != -1 || e.code != MG_EACCES)
		return 4;
	if (strstr(e.msg, "Permission denied") == NULL)
		return 5;
	return 0;
}

START_TEST(test_unreadable_is_not_damaged)
{
	struct testdir t;
	struct game g;
	struct score s;
	char scores[512], save[512], *data;
	mg_err e;
	int status, rc;
	pid_t pid;

	testdir_setup(&t);
	small_game(&g);
	ck_assert_int_eq(testdir_save_new(&g, "normal", 20, &e), 0);
	game_free(&g);
	make_score(&s, "normal", "a", 10, 5, 100);
	add_ok(&s);
	testdir_path(&t, SCORES_FILE, scores, sizeof scores);
	testdir_path(&t, SAVES_NAME "1", save, sizeof save);
	ck_assert_int_eq(chmod(scores, 0), 0);
	ck_assert_int_eq(chmod(save, 0), 0);
	if (geteuid() != 0) {
		rc = unreadable_checks();
	} else {
		/* Root reads anything: give it all to nobody and be him. */
		char lock[512];

		testdir_path(&t, "lock", lock, sizeof lock);
		ck_assert_int_eq(chown(t.root, 65534, 65534), 0);
		ck_assert_int_eq(chown(t.data, 65534, 65534), 0);
		ck_assert_int_eq(chown(scores, 65534, 65534), 0);
		ck_assert_int_eq(chown(save, 65534, 65534), 0);
		ck_assert_int_eq(chown(lock, 65534, 65534), 0);
		pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			if (setgid(65534) != 0 || setuid(65534) != 0)
				_exit(99);
			_exit(unreadable_checks());
		}
		ck_assert_int_eq(waitpid(pid, &status, 0), pid);
		ck_assert(WIFEXITED(status));
		rc = WEXITSTATUS(status);
	}
	ck_assert_msg(rc == 0, "check %d failed", rc);
	ck_assert_int_eq(testdir_count(&t, "scores.corrupt-", NULL, 0), 0);
	ck_assert_int_eq(testdir_count(&t, SAVES_NAME "1.corrupt-", NULL, 0), 0);
	ck_assert_int_eq(chmod(scores, 0600), 0);
	data = testdir_read(scores, NULL);
	ck_assert_ptr_nonnull(data);
	ck_assert_ptr_nonnull(strstr(data, "score normal a "));
	ck_assert_ptr_null(strstr(data, "score normal b "));
	free(data);
	testdir_cleanup(&t);
}
END_TEST

/* In a mount namespace of its own: the data directory on a 16 KiB
 * tmpfs, first full, then read-only.  Returns 0, 77 when namespaces
 * cannot be had, or the number of the failed check. */
static int
save_on_small_disk(const struct testdir *t)
{
	struct game g;
	char path[600], *before, *after, block[1024];
	mg_err e;
	int fd, rc = 0;

	if (unshare(CLONE_NEWNS) != 0
	    || mount("none", "/", "none", MS_REC | MS_PRIVATE, NULL) != 0
	    || mount("tmpfs", t->root, "tmpfs", 0, "size=16k,mode=0700") != 0)
		return 77;
	small_game(&g);
	if (save_held(&g, "normal", 20, &e) != 0)
		return 1;
	testdir_path(t, SAVES_NAME "1", path, sizeof path);
	before = testdir_read(path, NULL);
	if (before == NULL)
		return 2;
	/* Fill the disk. */
	snprintf(path, sizeof path, "%s/filler", t->root);
	fd = open(path, O_WRONLY | O_CREAT, 0600);
	memset(block, 'f', sizeof block);
	while (fd >= 0 && write(fd, block, sizeof block) > 0)
		;
	if (fd < 0 || errno != ENOSPC)
		return 3;
	close(fd);
	g.moves += 1000;
	e.msg[0] = '\0';
	if (save_held(&g, "normal", 30, &e) != -1)
		return 4;
	if (strstr(e.msg, "No space left on device") == NULL
	    || strstr(e.msg, t->data) == NULL)
		return 5;
	if (testdir_count(t, "." SAVES_NAME "1.tmp-", NULL, 0) != 0)
		return 6;
	testdir_path(t, SAVES_NAME "1", path, sizeof path);
	after = testdir_read(path, NULL);
	if (after == NULL || strcmp(before, after) != 0)
		return 7;
	free(after);
	/* Room again, but read-only. */
	snprintf(path, sizeof path, "%s/filler", t->root);
	unlink(path);
	/* The game let go of (its mark is open for writing, which a
	 * remount read-only refuses): the next save is a new game's. */
	saves_release(&th);
	if (mount("tmpfs", t->root, "tmpfs", MS_REMOUNT | MS_RDONLY,
	    "size=16k,mode=0700") != 0)
		return 8;
	if (access(t->data, W_OK) == 0 || errno != EROFS)
		return 12;   /* the remount did not take */
	e.code = -1;
	if (save_held(&g, "normal", 40, &e) != -1)
		return 9;
	if (strstr(e.msg, "Read-only file system") == NULL || e.code != MG_EACCES)
		return 10;
	testdir_path(t, SAVES_NAME "1", path, sizeof path);
	after = testdir_read(path, NULL);
	if (after == NULL || strcmp(before, after) != 0)
		return 11;
	free(after);
	free(before);
	game_free(&g);
	return rc;
}

START_TEST(test_save_fails_cleanly)
{
	struct testdir t;
	int status;
	pid_t pid;

	/* Only root may mount, and only where namespaces are allowed. */
	if (geteuid() != 0)
		return;
	testdir_setup(&t);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0)
		_exit(save_on_small_disk(&t));
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status));
	ck_assert_msg(WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 77,
	    "check %d failed", WEXITSTATUS(status));
	testdir_cleanup(&t);
}
END_TEST

Suite *
persist_suite(void)
{
	Suite *s = suite_create("persist");
	TCase *tc;

	tc = tcase_create("files");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_locate);
	tcase_add_test(tc, test_modes_and_contents);
	tcase_add_test(tc, test_shared_tables);
	tcase_add_test(tc, test_missing_files);
	tcase_add_test(tc, test_other_users_file);
	tcase_add_test(tc, test_unwritable);
	suite_add_tcase(s, tc);

	tc = tcase_create("saved game");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_save_load_clear);
	tcase_add_test(tc, test_take_game);
	tcase_add_test(tc, test_take_game_twice_at_once);
	tcase_add_test(tc, test_take_unresumable_set_aside);
	tcase_add_test(tc, test_save_fails_cleanly);
	suite_add_tcase(s, tc);

	tc = tcase_create("set aside");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_symlink_set_aside);
	tcase_add_test(tc, test_older_copies_pruned);
	tcase_add_test(tc, test_corrupt_set_aside);
	tcase_add_test(tc, test_set_aside_keeps_older_copies);
	tcase_add_test(tc, test_oversized_set_aside);
	tcase_add_test(tc, test_unreadable_is_not_damaged);
	suite_add_tcase(s, tc);

	tc = tcase_create("locking");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_eight_winners_at_once);
	tcase_add_test(tc, test_kill_during_writes);
	tcase_add_test(tc, test_lock_held_elsewhere);
	suite_add_tcase(s, tc);
	return s;
}
