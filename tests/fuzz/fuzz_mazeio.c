/* fuzz_mazeio.c - libFuzzer harness for the maze readers: the block
 * format and the graph format (mazeio_read_mem takes either).
 *
 * Whatever the bytes, the reader must either refuse them or return a
 * maze that writes back out (in the format it came in) and reads in
 * again unchanged.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/graph.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mazeio_doc doc, again;
	struct puzzle p;
	mg_err e;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (mazeio_read_mem(data, size, &doc, &e) != 0)
		return 0;
	f = open_memstream(&buf, &len);
	if (f == NULL)
		abort();
	if ((data[0] == GRAPH_MAGIC[0]
	    ? graph_write(f, doc.m, doc.start, doc.exit, &e)
	    : mazeio_write(f, doc.m, doc.start, doc.exit, NULL, &e)) != 0)
		abort();
	fclose(f);
	if (mazeio_read_mem(buf, len, &again, &e) != 0)
		abort();
	if (!maze_equal(doc.m, again.m) || doc.start != again.start
	    || doc.exit != again.exit)
		abort();
	free(buf);
	maze_destroy(again.m);
	/* Solving must work on anything the reader accepts. */
	if (puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e) == 0) {
		if (p.optimal > p.m->n)
			abort();
		puzzle_free(&p);
	}
	return 0;
}
