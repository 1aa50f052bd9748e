/* check_savegame.c - the saved game: written, parsed and resumed games
 * match the original, and every kind of bad file is refused. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "play/game.h"
#include "gamecmd.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "maze/shape.h"
#include "base/rng.h"
#include "store/savegame.h"
#include "suites.h"
#include "loop_assert.h"

#define T0 1000          /* when the test games start (ms) */

/* Starts g on a generated w x h maze. */
static void
new_game(struct game *g, const char *algo, uint32_t w, uint32_t h,
    uint64_t seed, bool fog)
{
	struct puzzle_spec spec = { w, h, gen_find(algo), seed, true, NULL, NULL, false, NULL, 0 };
	struct game_rules rules = { fog, true, 2 };
	struct puzzle p;
	mg_err e;

	ck_assert_ptr_nonnull(spec.algo);
	ck_assert_msg(puzzle_generate(&p, &spec, &e) == 0, "%s", e.msg);
	ck_assert_msg(game_init(g, &p, &rules, T0, &e) == 0, "%s", e.msg);
}

/* Makes up to steps random single moves at time now, never onto the
 * exit.  Returns the number of moves made. */
static uint64_t
wander(struct game *g, rng *r, int steps, uint64_t now)
{
	uint64_t made = 0;
	int i;

	for (i = 0; i < steps; i++) {
		enum dir d = (enum dir)rng_below32(r, 4);

		if (!maze_is_open(g->p.m, g->pos, d)
		    || maze_step(g->p.m, g->pos, d) == g->p.exit)
			continue;
		loop_assert(t_cmd(g, cmd_move(d, false), now)
		    & RD_CELLS);
		made++;
	}
	return made;
}

/* Writes g as saved at time now to a new string; the caller frees it. */
static char *
save_string(const struct game *g, const char *diff, uint64_t now,
    size_t *len)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	mg_err e;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(savegame_write(f, g, diff, NULL, now, &e), 0);
	ck_assert_int_eq(fclose(f), 0);
	*len = n;
	return buf;
}

/* Parses text (which must be valid) into sg. */
static void
parse_ok(const char *text, size_t len, struct savegame *sg)
{
	mg_err e;

	ck_assert_msg(savegame_parse(text, len, sg, &e) == 0,
	    "refused: %s\n%s", e.msg, text);
}

/* Checks that b (resumed) is where a (the original) stood. */
static void
expect_same_game(const struct game *a, const struct game *b)
{
	uint32_t c, seen = 0;

	ck_assert(maze_equal(a->p.m, b->p.m));
	ck_assert_uint_eq(a->p.start, b->p.start);
	ck_assert_uint_eq(a->p.exit, b->p.exit);
	ck_assert_uint_eq(a->p.optimal, b->p.optimal);
	ck_assert(a->p.algo == b->p.algo);
	ck_assert_uint_eq(a->p.seed, b->p.seed);
	ck_assert_uint_eq(a->pos, b->pos);
	ck_assert_uint_eq(a->moves, b->moves);
	ck_assert_int_eq(a->assisted, b->assisted);
	ck_assert_uint_eq(a->hints, b->hints);
	ck_assert_int_eq(a->show_path, b->show_path);
	ck_assert_int_eq(a->rules.fog, b->rules.fog);
	ck_assert_int_eq(a->rules.trail, b->rules.trail);
	ck_assert_uint_eq(a->rules.sight, b->rules.sight);
	ck_assert(!b->won);
	for (c = 0; c < a->p.m->n; c++) {
		loop_assert_msg(game_in(a, GAME_WALKED, c) == game_in(b, GAME_WALKED, c),
		    "walked differs at cell %u", c);
		loop_assert_msg(game_visible(a, c) == game_visible(b, c),
		    "seen differs at cell %u", c);
		loop_assert_msg(game_in(a, GAME_PATH, c) == game_in(b, GAME_PATH, c),
		    "overlay differs at cell %u", c);
		seen += game_visible(a, c);
	}
	/* Not a vacuous comparison: under fog some cells are hidden. */
	if (a->rules.fog && a->p.m->n > 300)
		ck_assert_uint_lt(seen, a->p.m->n);
	ck_assert_uint_gt(seen, 0);
}

/* Returns a copy of text with the first line starting with key and a
 * space replaced by line (newline included), or removed for "". */
static char *
replace_line(const char *text, const char *key, const char *line)
{
	size_t klen = strlen(key);
	const char *p = text, *end;
	char *out;

	while (!(strncmp(p, key, klen) == 0 && p[klen] == ' ')) {
		p = strchr(p, '\n');
		ck_assert_msg(p != NULL, "no '%s' line", key);
		p++;
	}
	end = strchr(p, '\n') + 1;
	out = malloc(strlen(text) + strlen(line) + 1);
	ck_assert_ptr_nonnull(out);
	memcpy(out, text, (size_t)(p - text));
	strcpy(out + (p - text), line);
	strcat(out, end);
	return out;
}

/* Counts the lines of text that start with key and a space. */
static int
count_lines(const char *text, const char *key)
{
	size_t klen = strlen(key);
	const char *p;
	int n = 0;

	for (p = text; p != NULL && *p != '\0'; ) {
		if (strncmp(p, key, klen) == 0 && p[klen] == ' ')
			n++;
		p = strchr(p, '\n');
		if (p != NULL)
			p++;
	}
	return n;
}

/* Expects text to be refused by the parser with a message with want. */
static void
expect_parse_refused(const char *text, const char *want)
{
	struct savegame sg;
	mg_err e;

	e.msg[0] = '\0';
	ck_assert_msg(savegame_parse(text, strlen(text), &sg, &e) == -1,
	    "accepted (wanted '%s'):\n%s", want, text);
	ck_assert_msg(strstr(e.msg, want) != NULL, "message '%s' lacks '%s'",
	    e.msg, want);
	ck_assert_ptr_null(sg.m);
	ck_assert_ptr_null(sg.pr.walked);
}

/* Expects text to parse but not to resume, with a message with want. */
static void
expect_resume_refused(const char *text, const char *want)
{
	struct savegame sg;
	struct game g;
	mg_err e;

	parse_ok(text, strlen(text), &sg);
	e.msg[0] = '\0';
	ck_assert_msg(savegame_resume(&sg, &g, 5000, &e) == -1,
	    "resumed (wanted '%s'):\n%s", want, text);
	ck_assert_msg(strstr(e.msg, want) != NULL, "message '%s' lacks '%s'",
	    e.msg, want);
	savegame_free(&sg);
}

/* Expects that no proper prefix of text parses (every stride-th one,
 * and all of the last 100). */
static void
expect_prefixes_refused(const char *text, size_t len, size_t stride)
{
	struct savegame sg;
	size_t n;
	mg_err e;

	for (n = 0; n < len; n += n + 100 >= len ? 1 : stride)
		loop_assert_msg(savegame_parse(text, n, &sg, &e) == -1,
		    "a prefix of %zu of %zu bytes parsed", n, len);
}

/* A generated maze, with or without fog, saved and resumed. */
static void
round_trip_generated(const char *algo, uint32_t w, uint32_t h, bool fog,
    bool overlay, bool pause)
{
	struct game g, again;
	struct savegame sg;
	uint64_t made, elapsed;
	char *text;
	size_t len;
	mg_err e;
	rng r;

	rng_seed(&r, w * 1000 + h);
	new_game(&g, algo, w, h, 4242, fog);
	made = wander(&g, &r, 400, 3000);
	if (overlay) {
		/* The overlay on, then moving along with it. */
		ck_assert(t_cmd(&g, CMD_SOLUTION, 4000) & RD_CELLS);
		made += wander(&g, &r, 50, 4500);
	}
	g.hints = 3;
	ck_assert_uint_eq(g.moves, made);
	/* The clock started with the first move, at 3000. */
	ck_assert_uint_gt(made, 0);
	elapsed = 50000 - 3000;
	if (pause) {
		game_pause(&g, 20000);
		elapsed = 20000 - 3000;
	}
	text = save_string(&g, "hard", 50000, &len);
	ck_assert_uint_eq(count_lines(text, "cells"), 0);
	parse_ok(text, len, &sg);
	ck_assert_str_eq(sg.difficulty, "hard");
	ck_assert(sg.algo == gen_find(algo));
	ck_assert_ptr_null(sg.m);
	ck_assert_uint_eq(sg.w, w);
	ck_assert_uint_eq(sg.h, h);
	ck_assert_uint_eq(sg.seed, 4242);
	ck_assert(sg.far_apart);
	ck_assert_int_eq(sg.rules.fog, fog);
	ck_assert_uint_eq(sg.start, g.p.start);
	ck_assert_uint_eq(sg.exit, g.p.exit);
	ck_assert_uint_eq(sg.optimal, g.p.optimal);
	ck_assert_uint_eq(sg.pr.pos, g.pos);
	ck_assert_uint_eq(sg.pr.moves, made);
	ck_assert_uint_eq(sg.pr.elapsed_ms, elapsed);
	ck_assert_uint_eq(sg.pr.hints, 3);
	ck_assert_int_eq(sg.pr.assisted, overlay);
	ck_assert_int_eq(sg.pr.show_path, overlay);
	ck_assert_msg(savegame_resume(&sg, &again, 900000, &e) == 0, "%s", e.msg);
	expect_same_game(&g, &again);
	/* The clock goes on from the saved time with the next move. */
	ck_assert_uint_eq(game_elapsed(&again, 900000), elapsed);
	ck_assert_uint_eq(game_elapsed(&again, 900250), elapsed);
	/* And the resumed game plays on: to the exit along the overlay's
	 * way, as far as the distance left says. */
	{
		uint64_t left = game_distance_left(&again), i;
		unsigned rd = 0;

		ck_assert_uint_gt(left, 0);
		for (i = 0; i < left; i++) {
			enum dir d = solve_toward_root(again.p.tree, again.pos);
			rd = t_cmd(&again, cmd_move(d, false),
			    901000 + 10 * i);
		}
		ck_assert(rd & T_RD_WON);
		ck_assert_uint_eq(game_elapsed(&again, 999999),
		    elapsed + 10 * (left - 1));
		ck_assert_uint_eq(again.moves, made + left);
	}
	free(text);
	savegame_free(&sg);
	game_free(&g);
	game_free(&again);
}

START_TEST(test_generated_round_trip)
{
	round_trip_generated("backtracker", 30, 20, true, false, false);
	round_trip_generated("kruskal", 17, 13, true, true, false);
	round_trip_generated("division", 25, 25, false, false, true);
	round_trip_generated("growing-tree", 40, 3, true, true, true);
	round_trip_generated("binary-tree", 1, 30, false, false, false);
}
END_TEST

/* A loaded w x h maze (with a loop, when there is room for one). */
static void
round_trip_loaded(uint32_t w, uint32_t h)
{
	struct puzzle_spec spec = { w, h, gen_find("prim"), 77, false, NULL, NULL, false, NULL, 0 };
	struct game_rules rules = { true, true, 1 };
	struct puzzle p;
	struct mazeio_doc doc;
	struct game g, again;
	struct savegame sg;
	maze *orig;
	char *buf = NULL, *text;
	size_t len = 0, n = (size_t)w * h;
	FILE *f;
	mg_err e;
	rng r;
	uint32_t c;

	/* Through the block format, as --load reads it. */
	ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
	f = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(mazeio_write(f, p.m, p.start, p.exit, NULL, &e), 0);
	ck_assert_int_eq(fclose(f), 0);
	puzzle_free(&p);
	ck_assert_int_eq(mazeio_read_mem(buf, len, &doc, &e), 0);
	free(buf);
	for (c = 0; c < doc.m->n && w > 1 && h > 1; c++) {
		if (c % w != w - 1 && !maze_is_open(doc.m, c, DIR_E)) {
			maze_carve(doc.m, c, DIR_E);
			break;
		}
	}
	orig = maze_clone(doc.m, &e);
	ck_assert_ptr_nonnull(orig);
	ck_assert_int_eq(puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e), 0);
	ck_assert_int_eq(game_init(&g, &p, &rules, T0, &e), 0);
	rng_seed(&r, n);
	wander(&g, &r, (int)(n < 2000 ? 4 * n : 8000), 2000);

	text = save_string(&g, "custom", 3000, &len);
	ck_assert(strstr(text, "\nmaze loaded ") != NULL);
	/* 8000 cells (4000 hex digits) a line. */
	ck_assert_int_eq(count_lines(text, "cells"), (int)((n + 7999) / 8000));
	parse_ok(text, len, &sg);
	ck_assert_ptr_null(sg.algo);
	ck_assert_ptr_nonnull(sg.m);
	ck_assert(maze_equal(sg.m, orig));
	/* The clock started with the first move, at 2000. */
	ck_assert_uint_eq(sg.pr.elapsed_ms, 3000 - 2000);
	ck_assert_msg(savegame_resume(&sg, &again, 7000, &e) == 0, "%s", e.msg);
	ck_assert(maze_equal(again.p.m, orig));
	expect_same_game(&g, &again);
	ck_assert_uint_eq(game_elapsed(&again, 7000), 3000 - 2000);
	expect_prefixes_refused(text, len, n < 200 ? 1 : 37);
	free(text);
	savegame_free(&sg);
	game_free(&g);
	game_free(&again);
	maze_destroy(orig);
}

START_TEST(test_loaded_round_trip)
{
	round_trip_loaded(3, 3);      /* odd: the last digit holds one cell */
	round_trip_loaded(1, 5);
	round_trip_loaded(5, 1);
	round_trip_loaded(2, 2);
	round_trip_loaded(4, 4);
	round_trip_loaded(100, 100);  /* two lines of cells */
	round_trip_loaded(8001, 1);   /* one cell on the second line */
	round_trip_loaded(101, 81);   /* 8181, odd and over a line */
}
END_TEST

/* Generates spec's maze (loaded: as a maze from a file, with no
 * generator, seed or density), saves a game on it and checks that the
 * text is version 2 with the maze line ending in want, holds its cells
 * exactly when loaded, and reads back and resumes as the same game on
 * the same maze of spec's shape.  Returns the density read back. */
static unsigned
shape_resave(const struct puzzle_spec *spec, bool loaded, const char *want)
{
	struct game_rules rules = { false, true, 2 };
	struct game g, back;
	struct savegame sg;
	struct puzzle p;
	mg_err e;
	size_t len;
	char *text;
	unsigned weave;

	ck_assert_msg(puzzle_generate(&p, spec, &e) == 0, "%s", e.msg);
	if (loaded) {
		p.algo = NULL;
		p.seed = 0;
		p.k = 0;
	}
	ck_assert_msg(game_init(&g, &p, &rules, T0, &e) == 0, "%s", e.msg);
	text = save_string(&g, "custom", T0 + 10, &len);
	ck_assert(strncmp(text, "mazegame-save 2\n", 16) == 0);
	ck_assert_msg(strstr(text, want) != NULL, "no '%s' in\n%s", want, text);
	ck_assert((strstr(text, "\ncells 0 ") != NULL) == loaded);
	parse_ok(text, len, &sg);
	ck_assert_ptr_eq(sg.shape, spec->shape);
	weave = sg.k;
	ck_assert_msg(savegame_resume(&sg, &back, T0 + 20, &e) == 0, "%s", e.msg);
	ck_assert_ptr_eq(back.p.m->shape, spec->shape);
	ck_assert(maze_equal(back.p.m, g.p.m));
	expect_same_game(&g, &back);
	game_free(&back);
	savegame_free(&sg);
	game_free(&g);
	free(text);
	return weave;
}

/* A hex game, generated or loaded, is saved as version 2 with its
 * shape, and resumes as it was. */
START_TEST(test_shape_round_trip)
{
	struct puzzle_spec spec = { 9, 7, gen_find("kruskal"), 5, false, NULL, NULL, false, &shape_hex, 0 };

	shape_resave(&spec, false, " hex\n");
	shape_resave(&spec, true, " hex\n");
}
END_TEST

/* A weave game, generated at a density of its own or loaded, saves
 * its density or its cells (the crossings among them) and resumes as
 * it was. */
START_TEST(test_weave_round_trip)
{
	struct puzzle_spec spec = { 11, 9, gen_find("wilson"), 7, false, NULL, NULL, false, &shape_weave, 70 };

	ck_assert_uint_eq(shape_resave(&spec, false, " weave 70\n"), 70);
	ck_assert_uint_eq(shape_resave(&spec, true, " weave\n"), 0);
}
END_TEST

/* A small loaded maze, written by hand: three cells in a row, start at
 * the west end, exit at the east end, the player in the middle. */
static const char small[] =
	"mazegame-save 1\n"
	"difficulty normal\n"
	"maze loaded 3 1 0 0\n"
	"rules 0 1 2\n"
	"ends 0 2 2\n"
	"player 1 1 500 0 0 0\n"
	"cells 0 50\n"
	"walked 0 2\n"
	"end\n";

START_TEST(test_hand_written_file)
{
	struct savegame sg;
	struct game g;
	mg_err e;
	char *out;
	size_t len;

	parse_ok(small, strlen(small), &sg);
	ck_assert_str_eq(sg.difficulty, "normal");
	ck_assert_uint_eq(sg.w, 3);
	ck_assert_uint_eq(sg.h, 1);
	ck_assert(maze_is_open(sg.m, 0, DIR_E));
	ck_assert(maze_is_open(sg.m, 1, DIR_E));
	ck_assert_uint_eq(maze_passages(sg.m), 2);
	ck_assert(!sg.rules.fog);
	ck_assert(sg.rules.trail);
	ck_assert_uint_eq(sg.pr.pos, 1);
	ck_assert(bitset_get(sg.pr.walked, 0));
	ck_assert(bitset_get(sg.pr.walked, 1));
	ck_assert(!bitset_get(sg.pr.walked, 2));
	ck_assert_int_eq(savegame_resume(&sg, &g, 100, &e), 0);
	ck_assert_uint_eq(g.pos, 1);
	ck_assert_uint_eq(game_elapsed(&g, 100), 500);
	/* It writes back byte for byte. */
	out = save_string(&g, "normal", 100, &len);
	ck_assert_str_eq(out, small);
	/* One step east wins. */
	ck_assert(t_cmd(&g, CMD_MOVE_E, 400) & T_RD_WON);
	ck_assert_uint_eq(g.moves, 2);
	free(out);
	game_free(&g);
	savegame_free(&sg);

	expect_prefixes_refused(small, strlen(small), 1);
}
END_TEST

/* The day's maze keeps its date: written as a "daily" record after the
 * player's, read back, and written again byte for byte; a date of
 * another shape, a second one, or one after the trail is refused. */
START_TEST(test_daily_record)
{
	static const char daily[] =
		"mazegame-save 1\n"
		"difficulty normal\n"
		"maze loaded 3 1 0 0\n"
		"rules 0 1 2\n"
		"ends 0 2 2\n"
		"player 1 1 500 0 0 0\n"
		"daily 2026-12-07\n"
		"cells 0 50\n"
		"walked 0 2\n"
		"end\n";
	static const char *const bad[] = {
		"daily 2026-1-07\n", "daily 2026-12-07x\n", "daily 20261207\n",
		"daily\n", "daily 2026-12-07 1\n",
		"daily 2026-12-07\ndaily 2026-12-08\n",
	};
	struct savegame sg;
	struct game g;
	char *buf = NULL, text[512];
	size_t n = 0, i;
	FILE *f;
	mg_err e;

	parse_ok(daily, strlen(daily), &sg);
	ck_assert_str_eq(sg.daily_date, "2026-12-07");
	ck_assert_int_eq(savegame_resume(&sg, &g, 100, &e), 0);
	f = open_memstream(&buf, &n);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(savegame_write_as(f, &g, "normal", NULL, sg.daily_date, 100, &e), 0);
	ck_assert_int_eq(fclose(f), 0);
	ck_assert_str_eq(buf, daily);
	free(buf);
	game_free(&g);
	savegame_free(&sg);
	/* Without it, no date. */
	parse_ok(small, strlen(small), &sg);
	ck_assert_str_eq(sg.daily_date, "");
	savegame_free(&sg);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(text, sizeof text, "mazegame-save 1\ndifficulty normal\n"
		    "maze loaded 3 1 0 0\nrules 0 1 2\nends 0 2 2\n"
		    "player 1 1 500 0 0 0\n%scells 0 50\nwalked 0 2\nend\n", bad[i]);
		ck_assert_msg(savegame_parse(text, strlen(text), &sg, &e) == -1,
		    "accepted: %s", bad[i]);
	}
	/* After the trail: out of place. */
	snprintf(text, sizeof text, "mazegame-save 1\ndifficulty normal\n"
	    "maze loaded 3 1 0 0\nrules 0 1 2\nends 0 2 2\n"
	    "player 1 1 500 0 0 0\ncells 0 50\nwalked 0 2\ndaily 2026-12-07\nend\n");
	ck_assert_int_eq(savegame_parse(text, strlen(text), &sg, &e), -1);
}
END_TEST

START_TEST(test_parse_refusals)
{
	char *t;

	expect_parse_refused("", "not a mazegame saved game");
	expect_parse_refused("mazegame-save 3\n", "version");
	expect_parse_refused("mazegame-save 2\ndifficulty normal\nmaze loaded 3 1 0 0\n",
	    "needs 6 fields");
	expect_parse_refused("mazegame-save 2\ndifficulty normal\nmaze loaded 3 1 0 0 round\n",
	    "unknown shape");
	expect_parse_refused("mazegame-save 1\ndifficulty normal\nmaze loaded 3 1 0 0 hex\n",
	    "needs 5 fields");
	/* A hex cell may keep east, south-east and south-west only where
	 * there is a neighbour: the last cell keeps none. */
	expect_parse_refused("mazegame-save 2\ndifficulty normal\nmaze loaded 2 1 0 0 hex\n"
	    "rules 0 1 2\nends 0 1 1\nplayer 0 0 0 0 0 0\ncells 0 11\nwalked 0 1\nend\n",
	    "bad cell data");
	t = replace_line(small, "mazegame-save", "mazegame-scores 1\n");
	expect_parse_refused(t, "not a mazegame saved game");
	free(t);
	/* Records out of order, repeated or unknown. */
	expect_parse_refused("mazegame-save 1\ndifficulty normal\nrules 0 1 2\n"
	    "maze loaded 3 1 0 0\nends 0 2 2\nplayer 1 1 500 0 0 0\n"
	    "cells 0 50\nwalked 0 2\nend\n", "expected 'maze', found 'rules'");
	t = replace_line(small, "walked", "player 1 1 500 0 0 0\nwalked 0 2\n");
	expect_parse_refused(t, "unexpected record 'player'");
	free(t);
	t = replace_line(small, "walked", "walked 0 2\ncells 0 50\n");
	expect_parse_refused(t, "cells after the trail");
	free(t);
	t = replace_line(small, "cells", "cells 0 50\ncells 3 0\n");
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "walked", "walked 0 2\nfog 1\n");
	expect_parse_refused(t, "unexpected record 'fog'");
	free(t);
	expect_parse_refused("mazegame-save 1\ndifficulty normal\nmaze loaded 3 1 0 0\n"
	    "rules 0 1 2\nends 0 2 2\nplayer 1 1 500 0 0 0\ncells 0 50\n"
	    "walked 0 2\nend\nend\n", "data after 'end'");
	expect_parse_refused("mazegame-save 1\ndifficulty normal\nend\n",
	    "incomplete");
	t = replace_line(small, "walked", "walked 0 2\nend 1\n");
	expect_parse_refused(t, "unexpected record 'end'");
	free(t);
	/* Walked runs beyond the maze, overlapping, touching, unordered. */
	t = replace_line(small, "walked", "walked 0 4\n");
	expect_parse_refused(t, "run");
	free(t);
	t = replace_line(small, "walked", "walked 3 1\n");
	expect_parse_refused(t, "first cell");
	free(t);
	t = replace_line(small, "walked", "walked 0 0\n");
	expect_parse_refused(t, "run");
	free(t);
	t = replace_line(small, "walked", "walked 0 2\nwalked 1 1\n");
	expect_parse_refused(t, "first cell");
	free(t);
	t = replace_line(small, "walked", "walked 1 1\nwalked 0 1\n");
	expect_parse_refused(t, "first cell");
	free(t);
	t = replace_line(small, "walked", "walked 0 1\nwalked 1 1\n");
	expect_parse_refused(t, "first cell");
	free(t);
	/* Cells: missing, short, opening the border, for a generated maze. */
	t = replace_line(small, "cells", "");
	expect_parse_refused(t, "cells are incomplete");
	free(t);
	t = replace_line(small, "cells", "cells 0 5\n");
	expect_parse_refused(t, "cells are incomplete");
	free(t);
	t = replace_line(small, "cells", "cells 0 500\n");
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "cells", "cells 0 54\n");   /* cell 2 east */
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "cells", "cells 0 52\n");   /* cell 2 south */
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "cells", "cells 0 90\n");   /* cell 1 south */
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "cells", "cells 0 5A\n");
	expect_parse_refused(t, "bad cell data");
	free(t);
	t = replace_line(small, "cells", "cells 1 50\n");
	expect_parse_refused(t, "first cell");
	free(t);
	t = replace_line(small, "maze", "maze backtracker 3 1 7 0\n");
	expect_parse_refused(t, "maze cells in a saved game whose maze is generated");
	free(t);
	/* The maze record. */
	t = replace_line(small, "maze", "maze nosuch 3 1 7 0\n");
	expect_parse_refused(t, "unknown algorithm 'nosuch'");
	free(t);
	t = replace_line(small, "maze", "maze loaded 3 1 5 0\n");
	expect_parse_refused(t, "no seed");
	free(t);
	t = replace_line(small, "maze", "maze loaded 0 1 0 0\n");
	expect_parse_refused(t, "width");
	free(t);
	t = replace_line(small, "maze", "maze loaded 65535 65535 0 0\n");
	expect_parse_refused(t, "line 3");
	free(t);
	t = replace_line(small, "maze", "maze loaded 3 1 0 2\n");
	expect_parse_refused(t, "far-apart");
	free(t);
	/* Numbers out of range elsewhere. */
	t = replace_line(small, "player", "player 3 1 500 0 0 0\n");
	expect_parse_refused(t, "position");
	free(t);
	t = replace_line(small, "player", "player 1 68719476737 500 0 0 0\n");
	expect_parse_refused(t, "moves");
	free(t);
	t = replace_line(small, "player", "player 1 1 500 2 0 0\n");
	expect_parse_refused(t, "assisted");
	free(t);
	t = replace_line(small, "player", "player 1 1 500 0 0\n");
	expect_parse_refused(t, "needs 6 fields, not 5");
	free(t);
	t = replace_line(small, "ends", "ends 0 3 2\n");
	expect_parse_refused(t, "exit");
	free(t);
	t = replace_line(small, "rules", "rules 0 1 0\n");
	expect_parse_refused(t, "sight");
	free(t);
	t = replace_line(small, "rules", "rules 0 1 65\n");
	expect_parse_refused(t, "sight");
	free(t);
	t = replace_line(small, "difficulty", "difficulty Normal\n");
	expect_parse_refused(t, "bad difficulty name");
	free(t);
	t = replace_line(small, "difficulty", "difficulty abcdefghijklmnop\n");
	expect_parse_refused(t, "too long");
	free(t);
	t = replace_line(small, "difficulty", "difficulty normal\t\n");
	expect_parse_refused(t, "unexpected byte 0x09");
	free(t);
}
END_TEST

START_TEST(test_resume_refusals)
{
	struct game g;
	struct savegame sg;
	char *text, *t, line[128];
	size_t len;
	mg_err e;
	rng r;

	/* The position must be walked, not the exit, and the moves must
	 * cover the trail; the start must be walked. */
	t = replace_line(small, "walked", "walked 0 1\n");
	expect_resume_refused(t, "position does not fit");
	free(t);
	t = replace_line(small, "walked", "walked 1 1\n");
	expect_resume_refused(t, "position does not fit");
	free(t);
	t = replace_line(small, "walked", "");
	expect_resume_refused(t, "position does not fit");
	free(t);
	t = replace_line(small, "player", "player 2 2 500 0 0 0\n");
	{
		char *u = replace_line(t, "walked", "walked 0 3\n");
		expect_resume_refused(u, "position does not fit");
		free(u);
	}
	free(t);
	t = replace_line(small, "player", "player 1 0 500 0 0 0\n");
	expect_resume_refused(t, "longer than the moves");
	free(t);
	/* An exit that cannot be reached from the start. */
	t = replace_line(small, "cells", "cells 0 10\n");
	expect_resume_refused(t, "cannot be reached");
	free(t);

	/* A generated maze whose ends do not match the rebuilt one. */
	rng_seed(&r, 1);
	new_game(&g, "wilson", 15, 10, 99, true);
	wander(&g, &r, 100, 2000);
	text = save_string(&g, "normal", 3000, &len);
	snprintf(line, sizeof line, "ends %u %u %llu\n", g.p.start, g.p.exit,
	    (unsigned long long)g.p.optimal + 1);
	t = replace_line(text, "ends", line);
	expect_resume_refused(t, "does not match");
	free(t);
	snprintf(line, sizeof line, "ends %u %u %llu\n", g.p.exit, g.p.start,
	    (unsigned long long)g.p.optimal);
	t = replace_line(text, "ends", line);
	expect_resume_refused(t, "does not match");
	free(t);
	/* The same file unchanged resumes. */
	parse_ok(text, len, &sg);
	{
		struct game again;
		ck_assert_int_eq(savegame_resume(&sg, &again, 1, &e), 0);
		expect_same_game(&g, &again);
		game_free(&again);
	}
	savegame_free(&sg);
	expect_prefixes_refused(text, len, 1);
	free(text);
	game_free(&g);
}
END_TEST

/* Two rooms in a 3 x 2 maze: cells 3-4-5 along the bottom (start 3,
 * exit 5), cells 1-2 at the top, cell 0 alone.  A file that puts the
 * player in the top room must be refused: there is no way to the exit
 * from there, so the overlay or a hint would have nothing to follow. */
START_TEST(test_resume_refuses_unreachable_position)
{
	static const char base[] =
		"mazegame-save 1\n"
		"difficulty normal\n"
		"maze loaded 3 2 0 0\n"
		"rules 0 1 2\n"
		"ends 3 5 2\n"
		"player 1 5 100 0 0 1\n"
		"cells 0 441\n"
		"walked 1 1\n"
		"walked 3 1\n"
		"end\n";
	static const char fine[] =
		"mazegame-save 1\n"
		"difficulty normal\n"
		"maze loaded 3 2 0 0\n"
		"rules 0 1 2\n"
		"ends 3 5 2\n"
		"player 4 5 100 0 0 1\n"
		"cells 0 441\n"
		"walked 3 2\n"
		"end\n";
	char *t;

	expect_resume_refused(base, "does not fit");
	t = replace_line(base, "player", "player 1 5 100 0 0 0\n");
	expect_resume_refused(t, "does not fit");
	free(t);
	/* In the bottom room it is fine. */
	{
		struct savegame sg;
		struct game g;
		mg_err e;

		parse_ok(fine, strlen(fine), &sg);
		ck_assert_msg(savegame_resume(&sg, &g, 0, &e) == 0, "%s", e.msg);
		ck_assert(game_in(&g, GAME_PATH, 4));
		ck_assert(game_in(&g, GAME_PATH, 5));
		ck_assert(!game_in(&g, GAME_PATH, 3));
		ck_assert_uint_eq(game_distance_left(&g), 1);
		game_free(&g);
		savegame_free(&sg);
	}
	/* A trail through a cell nobody could reach is refused too. */
	t = replace_line(fine, "walked", "walked 0 1\nwalked 3 2\n");
	expect_resume_refused(t, "does not fit");
	free(t);
}
END_TEST

Suite *
savegame_suite(void)
{
	Suite *s = suite_create("savegame");
	TCase *tc;

	tc = tcase_create("round trip");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_generated_round_trip);
	tcase_add_test(tc, test_loaded_round_trip);
	tcase_add_test(tc, test_hand_written_file);
	tcase_add_test(tc, test_daily_record);
	tcase_add_test(tc, test_shape_round_trip);
	tcase_add_test(tc, test_weave_round_trip);
	suite_add_tcase(s, tc);

	tc = tcase_create("refusals");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_parse_refusals);
	tcase_add_test(tc, test_resume_refusals);
	tcase_add_test(tc, test_resume_refuses_unreachable_position);
	suite_add_tcase(s, tc);
	return s;
}
