/* check_mazeio.c - the block format: exact output, round trips, and
 * every kind of bad input refused with its line and column. */
#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "suites.h"
#include "testdir.h"

/* The example of SPEC.md, written out by hand. */
static const char spec_example[] =
	"#########\n"
	"#S  #   #\n"
	"### # # #\n"
	"#     #E#\n"
	"#########\n";


/* Reads text and expects failure with a message containing want. */
static void
expect_error(const char *text, size_t len, const char *want)
{
	struct mazeio_doc doc;
	mg_err e;

	e.msg[0] = '\0';
	ck_assert_msg(mazeio_read_mem(text, len, &doc, &e) == -1,
	    "accepted bad input, wanted error '%s'", want);
	ck_assert_msg(strstr(e.msg, want) != NULL, "message '%s' lacks '%s'",
	    e.msg, want);
}

START_TEST(test_read_spec_example)
{
	struct mazeio_doc doc;
	mg_err e;
	char *out;

	ck_assert_int_eq(mazeio_read_mem(spec_example, strlen(spec_example), &doc, &e), 0);
	ck_assert_uint_eq(doc.m->w, 4);
	ck_assert_uint_eq(doc.m->h, 2);
	ck_assert_uint_eq(doc.start, 0);
	ck_assert_uint_eq(doc.exit, 7);
	ck_assert(maze_is_open(doc.m, 0, DIR_E));
	ck_assert(!maze_is_open(doc.m, 1, DIR_E));
	ck_assert(maze_is_open(doc.m, 1, DIR_S));
	ck_assert(maze_is_open(doc.m, 3, DIR_S));
	ck_assert_uint_eq(maze_passages(doc.m), 7);
	out = testdir_block_text(doc.m, doc.start, doc.exit, NULL);
	ck_assert_str_eq(out, spec_example);
	free(out);
	maze_destroy(doc.m);
}
END_TEST

/* With the solution: '.' on the cells between S and E and on the
 * opened walls between consecutive path cells. */
START_TEST(test_write_solution_marks)
{
	struct mazeio_doc doc;
	struct puzzle p;
	mg_err e;
	uint64_t *bits;
	char *out;
	const char *want =
		"#########\n"
		"#S..# # #\n"
		"###.# # #\n"
		"#  ...#E#\n"
		"#####.#.#\n"
		"#   #...#\n"
		"#########\n";
	const char *plain =
		"#########\n"
		"#S  # # #\n"
		"### # # #\n"
		"#     #E#\n"
		"##### # #\n"
		"#   #   #\n"
		"#########\n";

	ck_assert_int_eq(mazeio_read_mem(plain, strlen(plain), &doc, &e), 0);
	ck_assert_int_eq(puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e), 0);
	ck_assert_uint_eq(p.optimal, 6);
	bits = puzzle_path_bits(&p, p.start, &e);
	out = testdir_block_text(p.m, p.start, p.exit, bits);
	ck_assert_str_eq(out, want);
	free(out);
	free(bits);
	puzzle_free(&p);
}
END_TEST

/* Every generator's maze survives write then read. */
START_TEST(test_round_trip_every_generator)
{
	size_t a;
	mg_err e;

	for (a = 0; a < gen_algo_count; a++) {
		maze *m = maze_create(23, 9, &e);
		struct mazeio_doc doc;
		rng r;
		char *out;

		rng_seed(&r, a);
		ck_assert_int_eq(gen_algos[a].generate(m, &r, NULL, NULL, &e), 0);
		out = testdir_block_text(m, 5, 100, NULL);
		ck_assert_int_eq(mazeio_read_mem(out, strlen(out), &doc, &e), 0);
		ck_assert(maze_equal(m, doc.m));
		ck_assert_uint_eq(doc.start, 5);
		ck_assert_uint_eq(doc.exit, 100);
		free(out);
		maze_destroy(doc.m);
		maze_destroy(m);
	}
}
END_TEST

START_TEST(test_one_by_one_and_crlf)
{
	struct mazeio_doc doc;
	mg_err e;
	const char *one = "###\n#S#\n###\n";
	const char *crlf = "#####\r\n#S E#\r\n#####\r\n";

	/* S and E on the same cell is impossible: E is missing. */
	expect_error(one, strlen(one), "no exit");
	ck_assert_int_eq(mazeio_read_mem(crlf, strlen(crlf), &doc, &e), 0);
	ck_assert_uint_eq(doc.m->w, 2);
	ck_assert(maze_is_open(doc.m, 0, DIR_E));
	maze_destroy(doc.m);
}
END_TEST

START_TEST(test_errors_name_line_and_column)
{
	static const char nul[] = "#####\n#S\0E#\n#####\n";

	expect_error("", 0, "empty");
	expect_error("#####\n#S E#\n####", 16, "line 3: length 4, but line 1 has length 5");
	expect_error("#####\n#S E#\n", 12, "ends inside the maze");
	expect_error("#####\n#S E#\n#####\n#   #\n", 24, "ends inside the maze");
	expect_error(nul, sizeof nul - 1, "line 2, column 3: unexpected byte 0x00");
	expect_error("#####\n#S x#\n#####\n", 18, "line 2, column 4: unexpected 'x'");
	/* On the first line, a picture of another shape perhaps: the
	 * graph format is named. */
	expect_error("+---+\n| S |\n+---+\n", 18, "line 1, column 1: unexpected '+': neither the block format");
	expect_error("+---+\n| S |\n+---+\n", 18, "--print --format=graph");
	expect_error("#####\n#S E #\n#####\n", 19, "line 2: length 6, but line 1 has length 5");
	expect_error("####\n#SE#\n####\n", 15, "odd length");
	expect_error("## ##\n#S E#\n#####\n", 18, "line 1, column 3: the top border");
	expect_error("#####\n S E#\n#####\n", 18, "line 2, column 1: the border");
	expect_error("#####\n#S E#\n## ##\n", 18, "line 3, column 3: a corner");
	expect_error("#####\n#S E#\n# ###\n", 18, "line 3, column 2: the bottom border");
	expect_error("#####\n#S#E#\n#####\n#S###\n#####\n", 30, "a second 'S' (the first is at line 2, column 2)");
	expect_error("#####\n#SE #\n#####\n", 18, "line 2, column 3: 'E' must be on a cell");
	expect_error("#####\n#S# #\n#####\n", 18, "no exit");
	expect_error("#####\n# #E#\n#####\n", 18, "no start");
	expect_error("#####\n#S#E#\n###.#\n", 18, "line 3, column 4: the bottom border");
	expect_error("#####\n#S E#\r#####\n", 18, "carriage return");
}
END_TEST

/* A very long first line is refused once it passes the limit, without
 * reading the rest. */
START_TEST(test_huge_line_refused)
{
	size_t len = 2 * (size_t)MAZE_MAX_SIDE + 50;
	char *big = malloc(len);

	memset(big, '#', len);
	expect_error(big, len, "line 1: longer than");
	free(big);
}
END_TEST

/* A wall cell where a cell must be open. */
START_TEST(test_cell_cannot_be_wall)
{
	expect_error("#######\n#S##E #\n#######\n", 24, "line 2, column 4: a cell");
}
END_TEST

/* Loops load; the puzzle then says it is not perfect. */
START_TEST(test_loop_loads_not_perfect)
{
	const char *loop =
		"#####\n"
		"#S  #\n"
		"# # #\n"
		"#  E#\n"
		"#####\n";
	struct mazeio_doc doc;
	struct puzzle p;
	mg_err e;

	ck_assert_int_eq(mazeio_read_mem(loop, strlen(loop), &doc, &e), 0);
	ck_assert_int_eq(puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e), 0);
	ck_assert_uint_eq(p.optimal, 2);
	ck_assert(!puzzle_is_perfect(&p));
	puzzle_free(&p);
}
END_TEST

START_TEST(test_load_refuses_directory_and_device)
{
	struct mazeio_doc doc;
	mg_err e;

	ck_assert_int_eq(mazeio_load("/", &doc, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "is a directory"));
	ck_assert_int_eq(mazeio_load("/dev/zero", &doc, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "not a regular file"));
	ck_assert_int_eq(mazeio_load("/nonexistent/maze", &doc, &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "/nonexistent/maze: No such file"));
}
END_TEST

START_TEST(test_fifo_read_ends_on_signal)
{
	char dir[] = "/tmp/mazegame-fifo-XXXXXX", path[64], c;
	struct mazeio_doc doc;
	mg_err e;
	pid_t writer;
	int rc, status, ready[2], keep, fifo, saved_in, alarms;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/f", dir);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	/* A reader of our own lets the writer's open() go through. */
	keep = open(path, O_RDONLY | O_NONBLOCK);
	ck_assert_int_ge(keep, 0);
	ck_assert_int_eq(pipe(ready), 0);
	/* A writer that opens the FIFO and never writes. */
	writer = fork();
	ck_assert_int_ge(writer, 0);
	if (writer == 0) {
		int fd = open(path, O_WRONLY);

		if (fd < 0 || write(ready[1], "r", 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	ck_assert_int_eq(read(ready[0], &c, 1), 1);
	/* Named, the FIFO is refused at once, writer or not. */
	rc = mazeio_load(path, &doc, &e);
	ck_assert_int_eq(rc, -1);
	ck_assert_msg(strncmp(e.msg, path, strlen(path)) == 0
	    && strstr(e.msg, "is a FIFO") != NULL, "%s", e.msg);
	/* On standard input ("-") it is read, and a signal ends the read. */
	fifo = open(path, O_RDONLY | O_NONBLOCK);
	ck_assert_int_ge(fifo, 0);
	ck_assert_int_eq(fcntl(fifo, F_SETFL, O_RDONLY), 0);
	saved_in = dup(STDIN_FILENO);
	ck_assert_int_ge(saved_in, 0);
	ck_assert_int_eq(dup2(fifo, STDIN_FILENO), STDIN_FILENO);
	testdir_alarms_start();
	rc = mazeio_load("-", &doc, &e);
	alarms = testdir_alarms_stop();
	dup2(saved_in, STDIN_FILENO);
	clearerr(stdin);
	close(saved_in);
	close(fifo);
	ck_assert_int_eq(rc, -1);
	ck_assert_int_eq(e.code, MG_EINTR);
	ck_assert_msg(strncmp(e.msg, "standard input", 14) == 0
	    && strstr(e.msg, "interrupted by a signal") != NULL, "%s", e.msg);
	ck_assert_int_ge(alarms, 1);
	kill(writer, SIGKILL);
	ck_assert_int_eq(waitpid(writer, &status, 0), writer);
	close(keep);
	close(ready[0]);
	close(ready[1]);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(test_blame_names_the_file)
{
	mg_err e;

	err_set_code(&e, MG_EINTR, "the exit cannot be reached");
	ck_assert_int_eq(mazeio_blame("maps/a.maze", &e), -1);
	ck_assert_str_eq(e.msg, "maps/a.maze: the exit cannot be reached");
	ck_assert_int_eq(e.code, MG_EINTR);
	err_set(&e, "oops");
	mazeio_blame("-", &e);
	ck_assert_str_eq(e.msg, "standard input: oops");
	ck_assert_int_eq(e.code, MG_EOTHER);
}
END_TEST

Suite *
mazeio_suite(void)
{
	Suite *s = suite_create("mazeio");
	TCase *tc;

	tc = tcase_create("round trip");
	tcase_add_test(tc, test_read_spec_example);
	tcase_add_test(tc, test_write_solution_marks);
	tcase_add_test(tc, test_round_trip_every_generator);
	tcase_add_test(tc, test_one_by_one_and_crlf);
	tcase_add_test(tc, test_loop_loads_not_perfect);
	suite_add_tcase(s, tc);

	tc = tcase_create("refusals");
	tcase_add_test(tc, test_errors_name_line_and_column);
	tcase_add_test(tc, test_huge_line_refused);
	tcase_add_test(tc, test_cell_cannot_be_wall);
	tcase_add_test(tc, test_blame_names_the_file);
	suite_add_tcase(s, tc);

	tc = tcase_create("files");
	tcase_add_test(tc, test_load_refuses_directory_and_device);
	tcase_add_test(tc, test_fifo_read_ends_on_signal);
	suite_add_tcase(s, tc);
	return s;
}
