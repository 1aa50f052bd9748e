/* mazeio.h - the block format: writing mazes out and reading them in.
 *
 * 2H+1 lines of 2W+1 characters, each ending in '\n'.  Cell (row, col)
 * sits at line 2*row+1, column 2*col+1 (0-based); '#' is wall, ' ' is
 * open, 'S' and 'E' mark start and exit, '.' marks the solution.  The
 * writer streams line by line; the reader validates everything and
 * names the line and column (1-based) of the first problem.
 */
#ifndef MAZEGAME_MAZEIO_H
#define MAZEGAME_MAZEIO_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "maze/maze.h"

/* A maze read from a file, with its start and exit cells. */
struct mazeio_doc {
	maze *m;          /* owned by the doc */
	uint32_t start;
	uint32_t exit;
	bool by_cell;     /* read from a graph: cells are named by number,
	                   * not by the block format's lines and columns */
};

/* Writes m in the block format to f.  path is NULL or a bitset of the
 * cells on the solution (start and exit are drawn as S and E anyway).
 * Returns 0, or -1 with a message when writing fails. */
int mazeio_write(FILE *f, const maze *m, uint32_t start, uint32_t exit,
    const uint64_t *path, mg_err *e);

/* Reads one maze from f.  On success fills doc (caller frees doc->m with
 * maze_destroy) and returns 0; otherwise returns -1 with a message that
 * names the line and column.  Stops reading at the first problem, so a
 * 1 GB line or an endless stream costs little. */
int mazeio_read(FILE *f, struct mazeio_doc *doc, mg_err *e);

/* Same as mazeio_read, from len bytes at buf. */
int mazeio_read_mem(const void *buf, size_t len, struct mazeio_doc *doc,
    mg_err *e);

/* Opens path ("-" is standard input) and reads it as mazeio_read does.
 * Refuses directories, devices and other files that are neither regular
 * files nor pipes, without blocking on them; messages start with the
 * path.  A read that a caught signal interrupts (a FIFO whose writer
 * never writes) fails with code MG_EINTR and is not retried. */
int mazeio_load(const char *path, struct mazeio_doc *doc, mg_err *e);

/* Puts the name mazeio_load gives path ("standard input" for "-") in
 * front of e's message, keeping its code, so that what goes wrong with
 * a loaded maze after reading (an exit that cannot be reached) names
 * the file too.  Returns -1. */
int mazeio_blame(const char *path, mg_err *e);

#endif
