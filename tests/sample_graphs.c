/* sample_graphs.c - many mazes in one process, for the sampling tests
 * (tests/shape_uniform.sh): the mazes `mazegame --print --format=graph
 * --shape=SHAPE --size=WxH -a ALGO -s SEED` writes, for each SEED from
 * FIRST to LAST, one after another on standard output.  The program
 * starts once instead of once a maze (a start costs more than a small
 * maze); shape_uniform.sh compares a few of them with the program's own
 * to show that both make the same mazes.
 *
 * Usage: sample_graphs SHAPE WxH ALGO FIRST LAST [FLOORS]
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "maze/gen/gen.h"
#include "maze/graph.h"
#include "maze/puzzle.h"
#include "maze/shape.h"

/* Reads a decimal number of at most max into *v; false if s is not one. */
static bool
number(const char *s, uint64_t max, uint64_t *v)
{
	char *end;

	errno = 0;
	if (*s < '0' || *s > '9')
		return false;
	*v = strtoull(s, &end, 10);
	return errno == 0 && *end == '\0' && *v <= max;
}

int
main(int argc, char **argv)
{
	const struct gen_algo *algo;
	const struct shape *shape;
	struct puzzle_spec spec;
	uint64_t w, h, first, last, floors = 0, seed;
	char *x;
	mg_err e;

	if (argc != 6 && argc != 7) {
		fprintf(stderr, "usage: sample_graphs SHAPE WxH ALGO FIRST LAST [FLOORS]\n");
		return 2;
	}
	shape = strcmp(argv[1], "square") == 0 ? NULL : shape_find(argv[1]);
	algo = gen_find(argv[3]);
	x = strchr(argv[2], 'x');
	if ((shape == NULL && strcmp(argv[1], "square") != 0) || algo == NULL
	    || x == NULL || (*x = '\0', !number(argv[2], 4096, &w))
	    || !number(x + 1, 4096, &h) || !number(argv[4], UINT64_MAX, &first)
	    || !number(argv[5], UINT64_MAX, &last) || first > last
	    || (argc == 7 && !number(argv[6], 64, &floors))) {
		fprintf(stderr, "sample_graphs: bad arguments\n");
		return 2;
	}
	for (seed = first;; seed++) {
		struct puzzle p;

		memset(&spec, 0, sizeof spec);
		puzzle_spec_set(&spec, (uint32_t)w, (uint32_t)h, algo, seed, false, NULL);
		spec.shape = shape;
		spec.k = shape == &shape_floors ? (uint32_t)floors : 0;
		if (puzzle_generate(&p, &spec, &e) != 0) {
			fprintf(stderr, "sample_graphs: seed %" PRIu64 ": %s\n", seed, e.msg);
			return 1;
		}
		if (graph_write(stdout, p.m, p.start, p.exit, &e) != 0) {
			puzzle_free(&p);
			fprintf(stderr, "sample_graphs: %s\n", e.msg);
			return 1;
		}
		puzzle_free(&p);
		if (seed == last)
			break;
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
