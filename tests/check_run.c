/* check_run.c - run files: recorded runs write and read back the same,
 * the recorder refuses what is not a run, and the reader refuses every
 * kind of bad file with the line named. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/puzzle.h"
#include "maze/shape.h"
#include "store/run.h"
#include "store/run_read.h"
#include "suites.h"
#include "loop_assert.h"

/* A maze and the run along its shortest way, 100 ms a move. */
struct fixture {
	struct puzzle p;
	struct run_maze m;
	struct run r;
	char *text;
	size_t len;
};

/* Makes puzzle, run and its text: algo w x h from seed, at diff. */
static void
fixture_make(struct fixture *f, const char *algo, uint32_t w, uint32_t h,
    uint64_t seed, bool far, const char *diff, const char *player)
{
	struct puzzle_spec spec;
	uint32_t pos;
	uint64_t ms = 0;
	mg_err e;

	memset(f, 0, sizeof *f);
	puzzle_spec_set(&spec, w, h, gen_find(algo), seed, far, NULL);
	ck_assert_msg(puzzle_generate(&f->p, &spec, &e) == 0, "%s", e.msg);
	ck_assert_msg(run_maze_of(&f->m, &f->p, diff, &e) == 0, "%s", e.msg);
	run_begin(&f->r, &f->m, f->p.start, f->p.exit, player);
	for (pos = f->p.start; pos != f->p.exit; ms += 100) {
		enum dir d = solve_toward_root(f->p.tree, pos);

		ck_assert_msg(run_add(&f->r, d, ms, &e) == 0, "%s", e.msg);
		pos = maze_step(f->p.m, pos, d);
	}
	ck_assert_msg(run_finish(&f->r, f->p.m, &e) == 0, "%s", e.msg);
	ck_assert_msg(run_format(&f->r, &f->text, &f->len, &e) == 0, "%s", e.msg);
}

/* Frees what f holds. */
static void
fixture_free(struct fixture *f)
{
	puzzle_free(&f->p);
	run_free(&f->r);
	free(f->text);
}

/* The standard fixture: backtracker 12x7, seed 7, corners, "ann". */
static void
fixture_std(struct fixture *f)
{
	fixture_make(f, "backtracker", 12, 7, 7, false, "normal", "ann");
}

/* Returns the number of the first line of text starting with prefix
 * (0: none). */
static unsigned
line_of(const char *text, const char *prefix)
{
	unsigned n = 1;
	const char *p = text;

	for (;;) {
		if (strncmp(p, prefix, strlen(prefix)) == 0)
			return n;
		p = strchr(p, '\n');
		if (p == NULL)
			return 0;
		p++;
		n++;
	}
}

/* Returns a new copy of text with line n (from 1) replaced by with
 * (NULL: removed; otherwise with its own newline, if any). */
static char *
with_line(const char *text, unsigned n, const char *with)
{
	const char *a = text, *b;
	char *out;
	unsigned i;

	for (i = 1; i < n; i++) {
		a = strchr(a, '\n');
		ck_assert_ptr_nonnull(a);
		a++;
	}
	b = strchr(a, '\n');
	b = b != NULL ? b + 1 : a + strlen(a);
	out = malloc(strlen(text) + (with ? strlen(with) : 0) + 1);
	ck_assert_ptr_nonnull(out);
	memcpy(out, text, (size_t)(a - text));
	out[a - text] = '\0';
	if (with != NULL)
		strcat(out, with);
	strcat(out, b);
	return out;
}

/* Reads text (expecting maze x, may be NULL) and checks that it is
 * refused with a message containing want. */
static void
refused(const char *text, size_t len, const struct run_maze *x,
    const char *want)
{
	struct run r;
	struct puzzle p;
	mg_err e;

	memset(&r, 0, sizeof r);
	memset(&e, 0, sizeof e);
	ck_assert_msg(run_read(text, len, x, &r, &p, &e) != 0,
	    "accepted, wanted \"%s\"", want);
	ck_assert_msg(strstr(e.msg, want) != NULL, "\"%s\", wanted \"%s\"",
	    e.msg, want);
	ck_assert_uint_eq(r.n, 0);
	ck_assert_ptr_null(r.move);
}

/* As refused() for a NUL-terminated text, expecting no maze. */
static void
refused_s(const char *text, const char *want)
{
	refused(text, strlen(text), NULL, want);
}

/* Checks that a and b hold the same run. */
static void
same_run(const struct run *a, const struct run *b)
{
	ck_assert(run_maze_same(&a->maze, &b->maze));
	ck_assert_uint_eq(a->start, b->start);
	ck_assert_uint_eq(a->exit, b->exit);
	ck_assert_str_eq(a->player, b->player);
	ck_assert_uint_eq(a->n, b->n);
	ck_assert(memcmp(a->move, b->move, a->n * sizeof *a->move) == 0);
}

START_TEST(round_trip)
{
	static const struct {
		const char *algo;
		uint32_t w, h;
		uint64_t seed;
		bool far;
		const char *diff, *player;
	} cases[] = {
		{ "backtracker", 12, 7, 7, false, "normal", "ann" },
		{ "kruskal", 20, 9, 18446744073709551615u, true, "hard", NULL },
		{ "prim", 1, 9, 0, false, "easy", "Zo\xc3\xab" },
		{ "eller", 30, 2, 123456789, true, "custom", "a b" },
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct fixture f;
		struct run back;
		struct puzzle p;
		mg_err e;

		fixture_make(&f, cases[i].algo, cases[i].w, cases[i].h,
		    cases[i].seed, cases[i].far, cases[i].diff, cases[i].player);
		memset(&back, 0, sizeof back);
		ck_assert_msg(run_read(f.text, f.len, &f.m, &back, &p, &e) == 0,
		    "%s: %s", cases[i].algo, e.msg);
		same_run(&f.r, &back);
		ck_assert(maze_equal(p.m, f.p.m));
		ck_assert_uint_eq(p.start, f.p.start);
		ck_assert_uint_eq(back.n, f.p.optimal);
		ck_assert_uint_eq(run_time(&back), (f.p.optimal - 1) * 100);
		/* Without a newline at the end, a whole last line is taken. */
		run_free(&back);
		puzzle_free(&p);
		ck_assert_msg(run_read(f.text, f.len - 1, NULL, &back, NULL, &e) == 0,
		    "%s", e.msg);
		same_run(&f.r, &back);
		run_free(&back);
		fixture_free(&f);
	}
}
END_TEST

/* A circle's cells go ring by ring, so a position's row (CELL / W)
 * passes 65534 on a large one: its run is written and read back, not
 * refused and set aside (the player's best was lost so). */
START_TEST(circle_rows_past_65534)
{
	struct puzzle_spec spec;
	struct fixture f;
	struct run back;
	struct puzzle p;
	uint32_t pos, next;
	uint64_t ms = 0;
	mg_err e;

	memset(&f, 0, sizeof f);
	puzzle_spec_set(&spec, 6, 450, gen_find("backtracker"), 5, false, NULL);
	spec.shape = &shape_circle;
	ck_assert_msg(puzzle_generate(&f.p, &spec, &e) == 0, "%s", e.msg);
	ck_assert_msg(f.p.start / 6 > 65534 || f.p.exit / 6 > 65534,
	    "start %u, exit %u: both rows under 65535", (unsigned)f.p.start,
	    (unsigned)f.p.exit);
	ck_assert_msg(run_maze_of(&f.m, &f.p, "normal", &e) == 0, "%s", e.msg);
	run_begin(&f.r, &f.m, f.p.start, f.p.exit, "ann");
	for (pos = f.p.start; pos != f.p.exit; pos = next, ms += 10) {
		unsigned d = solve_toward_root(f.p.tree, pos);

		loop_assert(maze_next(f.p.m, pos, d, &next));
		loop_assert_msg(run_add(&f.r, d, ms, &e) == 0, "%s", e.msg);
	}
	ck_assert_msg(run_finish(&f.r, f.p.m, &e) == 0, "%s", e.msg);
	ck_assert_msg(run_format(&f.r, &f.text, &f.len, &e) == 0, "%s", e.msg);
	memset(&back, 0, sizeof back);
	ck_assert_msg(run_read(f.text, f.len, &f.m, &back, &p, &e) == 0, "%s", e.msg);
	same_run(&f.r, &back);
	ck_assert_uint_eq(p.start, f.p.start);
	ck_assert_uint_eq(p.exit, f.p.exit);
	puzzle_free(&p);
	run_free(&back);
	fixture_free(&f);
}
END_TEST

START_TEST(header_text)
{
	struct fixture f;

	fixture_std(&f);
	ck_assert(strncmp(f.text, "mazegame-run 1\ndifficulty: normal\n"
	    "algorithm: backtracker\nwidth: 12\nheight: 7\nseed: 7\n"
	    "ends: corners\nstart: 0 0\nexit: 11 6\n", 120) == 0);
	ck_assert_uint_eq(line_of(f.text, "player: ann"), 12);
	ck_assert_uint_eq(line_of(f.text, "\n"), 13);
	ck_assert_uint_eq(line_of(f.text, "0 "), 14);
	ck_assert_uint_eq(line_of(f.text, "100 "), 15);
	fixture_free(&f);
}
END_TEST

START_TEST(recorder)
{
	struct fixture f;
	struct run r;
	mg_err e;

	fixture_std(&f);
	memset(&r, 0, sizeof r);
	run_begin(&r, &f.m, f.p.start, f.p.exit, "bad\tname");
	ck_assert_str_eq(r.player, "");
	/* The first move is at 0; none goes back in time. */
	ck_assert_int_ne(run_add(&r, DIR_E, 5, &e), 0);
	ck_assert(r.broken);
	run_restart(&r);
	ck_assert(!r.broken);
	ck_assert_int_eq(run_add(&r, DIR_E, 0, &e), 0);
	ck_assert_int_eq(run_add(&r, DIR_W, 0, &e), 0);
	ck_assert_int_ne(run_finish(&r, f.p.m, &e), 0);
	run_restart(&r);
	ck_assert_int_eq(run_add(&r, DIR_E, 10, &e), -1);
	ck_assert_int_eq(run_add(&r, DIR_E, 0, &e), -1);
	ck_assert_str_eq(e.msg, "the recording of the run was cut short");
	/* A run that stops short, or walks through a wall, is not whole. */
	run_restart(&r);
	ck_assert_int_eq(run_finish(&r, f.p.m, &e), -1);
	ck_assert_str_eq(e.msg, "the run does not reach the exit");
	ck_assert_int_eq(run_add(&r, DIR_N, 0, &e), 0);
	ck_assert_int_eq(run_finish(&r, f.p.m, &e), -1);
	ck_assert_str_eq(e.msg, "move 1 of the run is not a step");
	run_free(&r);
	/* A loaded maze is not recorded. */
	{
		struct puzzle p = f.p;
		struct run_maze m;

		p.algo = NULL;
		ck_assert_int_eq(run_maze_of(&m, &p, "normal", &e), -1);
		ck_assert_int_eq(run_maze_of(&m, &f.p, "Normal", &e), -1);
	}
	fixture_free(&f);
}
END_TEST

/* Returns the first move line at or after which the recorded walk
 * passes a closed wall with a neighbour behind it, and that direction. */
static unsigned
wall_move(const struct fixture *f, enum dir *wall)
{
	uint32_t pos = f->p.start;
	size_t i;
	int d;

	for (i = 0; i < f->r.n; i++) {
		for (d = 0; d < 4; d++)
			if (maze_has_neighbour(f->p.m, pos, (enum dir)d)
			    && !maze_is_open(f->p.m, pos, (enum dir)d)) {
				*wall = (enum dir)d;
				return 14 + (unsigned)i;
			}
		pos = maze_step(f->p.m, pos, run_move_dir(&f->r, i));
	}
	ck_abort_msg("no wall beside the way");
	return 0;
}

START_TEST(refusals_moves)
{
	struct fixture f;
	char buf[64], want[80], *t;
	unsigned n, last;
	enum dir d = DIR_N;

	fixture_std(&f);
	last = 13 + (unsigned)f.r.n;
	/* Through a wall, out of the maze. */
	n = wall_move(&f, &d);
	snprintf(buf, sizeof buf, "%u %s\n", (n - 14) * 100, run_dir_name(d));
	t = with_line(f.text, n, buf);
	snprintf(want, sizeof want, "line %u: move walks through a wall", n);
	refused_s(t, want);
	free(t);
	t = with_line(f.text, 14, "0 up\n");
	refused_s(t, "line 14: move leaves the maze");
	free(t);
	/* Back in time; not starting at 0. */
	snprintf(buf, sizeof buf, "50 %s\n", run_dir_name(run_move_dir(&f.r, 2)));
	t = with_line(f.text, 16, buf);
	refused_s(t, "line 16: the move goes back in time (50 ms after 100 ms)");
	free(t);
	snprintf(buf, sizeof buf, "1 %s\n", run_dir_name(run_move_dir(&f.r, 0)));
	t = with_line(f.text, 14, buf);
	refused_s(t, "line 14: the first move is not at 0 ms");
	free(t);
	/* Cut short at a line's end, and inside a line. */
	t = with_line(f.text, last, NULL);
	snprintf(want, sizeof want, "line %u: the run ends before the exit", last - 1);
	refused_s(t, want);
	free(t);
	t = with_line(f.text, last, "1200");
	snprintf(want, sizeof want, "line %u: expected 'MS DIRECTION'", last);
	refused_s(t, want);
	free(t);
	t = with_line(f.text, last, "1200 ri");
	snprintf(want, sizeof want, "line %u: the direction is not", last);
	refused_s(t, want);
	free(t);
	/* A move after the exit; an empty line after the last move. */
	snprintf(buf, sizeof buf, "%llu left\n", (unsigned long long)(last - 14) * 100);
	t = malloc(f.len + 2 * sizeof buf);
	ck_assert_ptr_nonnull(t);
	snprintf(t, f.len + 2 * sizeof buf, "%s%s", f.text, buf);
	snprintf(want, sizeof want, "line %u: a move after the exit was reached", last + 1);
	refused_s(t, want);
	snprintf(t, f.len + 2 * sizeof buf, "%s\n", f.text);
	snprintf(want, sizeof want, "line %u: empty line", last + 1);
	refused_s(t, want);
	free(t);
	/* The header's count and time must agree with the moves. */
	snprintf(buf, sizeof buf, "moves: %zu\n", f.r.n + 1);
	t = with_line(f.text, 10, buf);
	refused_s(t, "line 10: moves: ");
	free(t);
	snprintf(buf, sizeof buf, "moves: %zu\n", f.r.n - 1);
	t = with_line(f.text, 10, buf);
	snprintf(want, sizeof want, "line %u: more moves than the header's", last);
	refused_s(t, want);
	free(t);
	t = with_line(f.text, 11, "time: 1\n");
	refused_s(t, "line 11: the header says 1 ms");
	free(t);
	fixture_free(&f);
}
END_TEST

START_TEST(refusals_header)
{
	static const struct {
		unsigned line;
		const char *with, *want;
	} cases[] = {
		{ 1, "mazegame-run 3\n", "line 1: not version 1" },
		{ 1, "mazegame-save 1\n", "line 1: not a mazegame run" },
		{ 2, "colour: red\n", "line 2: unknown key 'colour'" },
		{ 2, "shape: hex\n", "line 2: a shape is named from version 2" },
		{ 2, "Difficulty: normal\n", "line 2: a key is made of" },
		{ 2, "difficulty:normal\n", "line 2: expected 'key: value'" },
		{ 2, "difficulty:  normal\n", "line 2: 'difficulty' needs a value" },
		{ 2, "difficulty: normal \n", "line 2: 'difficulty' needs a value" },
		{ 2, "difficulty: \n", "line 2: 'difficulty' needs a value" },
		{ 2, "difficulty: n0rmal\n", "line 2: the difficulty is not" },
		{ 3, "algorithm: maze\n", "line 3: unknown algorithm" },
		{ 3, "seed: 7\n", "line 6: 'seed' is given twice (first on line 3)" },
		{ 4, "width: 0\n", "line 4: the width is not a number" },
		{ 4, "width: 012\n", "line 4: the width is not a number" },
		{ 4, "width: 65536\n", "line 4: the width is not a number" },
		{ 5, "height: -7\n", "line 5: the height is not a number" },
		{ 6, "seed: 18446744073709551616\n", "line 6: the seed is not" },
		{ 7, "ends: far\n", "line 7: the ends are not" },
		{ 8, "start: 0\n", "line 8: the start is not a column and a row" },
		{ 8, "start: 12 0\n", "line 8: the start is outside the maze" },
		{ 9, "exit: 11 7\n", "line 9: the exit is outside the maze" },
		{ 8, "start: 1 0\n", "line 8: the maze named starts at 0 0" },
		{ 9, "exit: 0 6\n", "line 9: the maze named has its exit at 11 6" },
		{ 10, "moves: 2097153\n", "line 10: the moves are not" },
		{ 11, "time: x\n", "line 11: the time is not" },
		{ 12, "player: \xff\n", "line 12: the player's name is not" },
		{ 12, "player: \xc3\n", "line 12: the player's name is not" },
		{ 12, "player: a\xc2\x85\n", "line 12: the player's name is not" },
		{ 12, "player: \x01\n", "line 12: control byte 0x01 in column 9" },
		{ 12, "player: x\r\n", "line 12: carriage return" },
		{ 7, NULL, "line 12: the header has no 'ends'" },
		{ 13, NULL, "line 13: a move in the header" },
		{ 5, "width: 65535\nheight: 65535\n", "line 5: 'width' is given twice (first on line 4)" },
	};
	struct fixture f;
	size_t i;
	char *t;

	fixture_std(&f);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		t = with_line(f.text, cases[i].line, cases[i].with);
		refused_s(t, cases[i].want);
		free(t);
	}
	fixture_free(&f);
}
END_TEST

START_TEST(refusals_whole)
{
	struct fixture f;
	char big[300], *t, *u;

	fixture_std(&f);
	refused("", 0, NULL, "line 1: the file is empty");
	refused_s("mazegame-run 1\n", "line 2: the header ends without a blank line");
	refused_s("mazegame-run 1\ndifficulty: normal",
	    "line 3: the header ends without a blank line");
	/* A maze too large to make is refused at its height. */
	t = with_line(f.text, 4, "width: 65535\n");
	u = with_line(t, 5, "height: 65535\n");
	refused_s(u, "line 5: ");
	free(u);
	free(t);
	/* A line over the limit, with or without its newline. */
	memset(big, 'a', sizeof big);
	big[sizeof big - 1] = '\0';
	t = with_line(f.text, 12, big);
	refused_s(t, "line 12: line too long (at most 127 bytes)");
	free(t);
	refused_s(big, "line 1: line too long");
	/* Bytes after a NUL are not lost: the NUL is refused. */
	refused("mazegame-run 1\n\0x\n", 18, NULL, "line 2: control byte 0x00");
	fixture_free(&f);
}
END_TEST

START_TEST(another_maze)
{
	struct fixture f;
	struct run_maze x;
	struct run r;
	mg_err e;

	fixture_std(&f);
	x = f.m;
	x.seed = 8;
	refused(f.text, f.len, &x, "line 6: the run is of another maze (seed 7, not seed 8)");
	x = f.m;
	memcpy(x.difficulty, "hard", 5);
	refused(f.text, f.len, &x, "line 2: the run is of another maze (normal, not hard)");
	x = f.m;
	x.algo = gen_find("kruskal");
	refused(f.text, f.len, &x, "line 3: the run is of another maze (backtracker, not kruskal)");
	x = f.m;
	x.h = 8;
	refused(f.text, f.len, &x, "line 5: the run is of another maze (12x7, not 12x8)");
	x = f.m;
	x.far_apart = true;
	refused(f.text, f.len, &x, "line 7: the run is of another maze (corners, not far-apart)");
	/* The header alone, then the moves against a given puzzle. */
	{
		struct run_reader rd;

		memset(&r, 0, sizeof r);
		ck_assert_int_eq(run_read_header(&rd, f.text, f.len, &f.m, &r, &e), 0);
		ck_assert_uint_eq(r.maze.w, 12);
		ck_assert_int_eq(run_read_moves(&rd, &f.p, &e), 0);
		ck_assert_uint_eq(r.n, f.r.n);
		run_free(&r);
	}
	fixture_free(&f);
}
END_TEST

/* Returns the next number of a small LCG. */
static uint64_t
next_random(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 33;
}

/* A hostile file: a good run with bytes changed, lines swapped or cut
 * off must be refused naming a line of the file, or read as a whole
 * run of its maze; never crash or leak. */
START_TEST(hostile)
{
	static const char junk[] = { '\0', '\n', '\r', ' ', ':', '0', '9', 'x',
	    '\xc3', '\x7f', '-' };
	struct fixture f;
	uint64_t state = 12345;
	unsigned lines, refusals = 0;
	int round;
	char *t;

	fixture_std(&f);
	lines = 13 + (unsigned)f.r.n;
	t = malloc(f.len + 1);
	ck_assert_ptr_nonnull(t);
	for (round = 0; round < 4000; round++) {
		size_t len = f.len, at;
		struct run r;
		mg_err e;
		unsigned line;
		int k;

		memcpy(t, f.text, f.len);
		for (k = 0; k < 1 + round % 3; k++) {
			at = next_random(&state) % len;
			switch (next_random(&state) % 3) {
			case 0:
				t[at] = junk[next_random(&state) % sizeof junk];
				break;
			case 1:
				len = at;   /* cut off */
				break;
			default:
				memmove(t + at, t + at + 1, len - at - 1);
				len--;      /* a byte dropped */
				break;
			}
			if (len == 0)
				break;
		}
		memset(&r, 0, sizeof r);
		if (run_read(t, len, &f.m, &r, NULL, &e) == 0) {
			ck_assert_msg(run_finish(&r, f.p.m, &e) == 0, "%s", e.msg);
			run_free(&r);
			continue;
		}
		refusals++;
		loop_assert_msg(sscanf(e.msg, "line %u: ", &line) == 1, "%s", e.msg);
		loop_assert_msg(line >= 1 && line <= lines + 1, "%s", e.msg);
	}
	ck_assert_uint_gt(refusals, 3000);
	free(t);
	fixture_free(&f);
}
END_TEST

Suite *
run_suite(void)
{
	Suite *s = suite_create("run");
	TCase *tc;

	tc = tcase_create("round trip");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, circle_rows_past_65534);
	tcase_add_test(tc, header_text);
	tcase_add_test(tc, recorder);
	suite_add_tcase(s, tc);

	tc = tcase_create("refusals");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, refusals_moves);
	tcase_add_test(tc, refusals_header);
	tcase_add_test(tc, refusals_whole);
	tcase_add_test(tc, another_maze);
	tcase_add_test(tc, hostile);
	suite_add_tcase(s, tc);
	return s;
}
