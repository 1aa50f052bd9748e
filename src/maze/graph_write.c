/* graph_write.c - the graph format's writer. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <inttypes.h>

#include "base/i18n.h"
#include "maze/graph.h"
#include "maze/floors.h"
#include "maze/shape.h"

/* Writes one line for every pair of neighbours whose passage is open
 * (open true) or closed, as kind ('p' or 'w'). */
static void
pairs(FILE *f, const maze *m, bool open, char kind)
{
	unsigned ways = maze_ways(m), d;
	uint32_t i, j;

	for (i = 0; i < m->n; i++)
		for (d = 0; d < ways; d++)
			if (maze_next(m, i, d, &j) && j > i
			    && maze_way_open(m, i, d) == open)
				fprintf(f, "%c %" PRIu32 " %" PRIu32 "\n", kind, i, j);
}

int
graph_write(FILE *f, const maze *m, uint32_t start, uint32_t exit, mg_err *e)
{
	fprintf(f, "%s\nshape %s %" PRIu32 " %" PRIu32, GRAPH_MAGIC,
	    shape_of(m)->name, m->w, floors_height(m));
	if (m->shape == &shape_floors)
		fprintf(f, " %" PRIu32, floors_count(m));
	fprintf(f, "\nstart %" PRIu32 "\nexit %" PRIu32 "\n", start, exit);
	pairs(f, m, true, 'p');
	pairs(f, m, false, 'w');
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}
