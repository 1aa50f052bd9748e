/* graph.h - the graph format: a maze of any shape as its cells and the
 * passages and walls between neighbours, for tools and tests.
 *
 *     mazegame-graph 1
 *     shape NAME W H
 *     start I
 *     exit I
 *     p A B        a passage between neighbouring cells A and B
 *     w A B        a wall between neighbouring cells A and B
 *
 * Cells are numbered as the shape numbers them (maze/shape.h).  The
 * writer puts every passage first, then every wall, each from its lower
 * cell, in cell order.  The reader is strict: every pair of neighbours
 * exactly once, nothing else, each line at most GRAPH_LINE_MAX bytes.
 */
#ifndef MAZEGAME_GRAPH_H
#define MAZEGAME_GRAPH_H

#include <stdio.h>

#include "base/err.h"
#include "maze/mazeio.h"

/* The first line of the format, without its '\n'. */
#define GRAPH_MAGIC "mazegame-graph 1"

/* The longest line the reader takes, '\n' included. */
#define GRAPH_LINE_MAX 80

/* Writes m with its start and exit to f.  Returns 0, or -1 with a
 * message when writing fails. */
int graph_write(FILE *f, const maze *m, uint32_t start, uint32_t exit,
    mg_err *e);

/* Reads a graph from f into doc (caller frees doc->m).  Returns 0, or
 * -1 with a message naming the line. */
int graph_read(FILE *f, struct mazeio_doc *doc, mg_err *e);

#endif
