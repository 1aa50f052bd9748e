/* fuzz_run.c - libFuzzer harness for run files.
 *
 * Whatever the bytes, the reader must refuse them naming a line, or
 * return a run that is whole on its maze, that writes out and reads
 * back the same.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/run.h"
#include "store/run_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Generating big mazes is slow and proves nothing more. */
#define MAX_CELLS 20000

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct run_reader rd;
	struct run r, again;
	struct puzzle p;
	char *buf;
	size_t len;
	unsigned line;
	mg_err e;

	memset(&r, 0, sizeof r);
	memset(&again, 0, sizeof again);
	if (run_read_header(&rd, (const char *)data, size, NULL, &r, &e) != 0) {
		if (sscanf(e.msg, "line %u: ", &line) != 1)
			abort();
		return 0;
	}
	if ((uint64_t)r.maze.w * r.maze.h > MAX_CELLS
	    || run_maze_puzzle(&r.maze, NULL, &p, &e) != 0) {
		run_free(&r);
		return 0;
	}
	if (run_read_moves(&rd, &p, &e) != 0) {
		if (sscanf(e.msg, "line %u: ", &line) != 1 || r.move != NULL)
			abort();
		puzzle_free(&p);
		return 0;
	}
	if (run_finish(&r, p.m, &e) != 0)
		abort();
	if (run_format(&r, &buf, &len, &e) != 0)
		abort();
	if (run_read(buf, len, &r.maze, &again, NULL, &e) != 0
	    || !run_maze_same(&r.maze, &again.maze) || r.n != again.n
	    || r.start != again.start || r.exit != again.exit
	    || strcmp(r.player, again.player) != 0
	    || (r.n > 0 && memcmp(r.move, again.move, r.n * sizeof *r.move) != 0))
		abort();
	free(buf);
	run_free(&again);
	run_free(&r);
	puzzle_free(&p);
	return 0;
}
