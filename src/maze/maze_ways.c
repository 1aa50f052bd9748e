/* maze_ways.c - the ways of a cell on any shape: the functions of
 * maze.h that ask the maze's shape (maze/shape.h), and the passage
 * storage every shape but the square grid shares: 4 bits a cell, each
 * cell keeping the passages toward the ways its shape gives it. */
#include "config.h"

#include <string.h>

#include "maze/floors.h"
#include "maze/maze.h"
#include "maze/shape.h"

maze *
maze_clone(const maze *m, mg_err *e)
{
	maze *c = shape_maze_create(m->shape, m->w, m->h, e);

	if (c != NULL)
		c->floors = m->floors;
	if (c != NULL)
		memcpy(c->bits, m->bits, ((size_t)(m->shape == NULL ? (m->n + 3) / 4 : (m->n + 1) / 2)));
	return c;
}

/* Finds the cell and bit that keep the passage from i the way d, on a
 * shape other than the square grid; false where there is no neighbour. */
static bool
slot(const maze *m, uint32_t i, unsigned d, uint32_t *cell, unsigned *bit)
{
	const struct shape *s = m->shape;
	uint32_t j;
	int b;

	if (d >= s->ways || !s->next(m, i, d, &j))
		return false;
	if ((b = shape_keep_bit(m, i, d)) >= 0) {
		*cell = i;
		*bit = (unsigned)b;
		return true;
	}
	*cell = j;
	*bit = (unsigned)shape_keep_bit(m, j, maze_way_back(m, j, d));
	return true;
}

bool
maze_shape_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	return d < m->shape->ways && m->shape->next(m, i, d, j);
}

bool
maze_shape_open(const maze *m, uint32_t i, unsigned d)
{
	uint32_t c;
	unsigned bit;

	if (!slot(m, i, d, &c, &bit))
		return false;
	return (m->bits[c >> 1] >> ((c & 1) * 4 + bit) & 1u) != 0;
}

void
maze_shape_set(maze *m, uint32_t i, unsigned d, bool open)
{
	uint32_t c;
	unsigned bit;
	uint8_t v;

	if (!slot(m, i, d, &c, &bit))
		return;
	v = (uint8_t)(1u << ((c & 1) * 4 + bit));
	if (open)
		m->bits[c >> 1] |= v;
	else
		m->bits[c >> 1] &= (uint8_t)~v;
}

unsigned
maze_degree(const maze *m, uint32_t i)
{
	uint32_t nb[MAZE_MAX_WAYS];
	unsigned open, n = 0;

	if (m->shape == NULL)
		return (unsigned)maze_is_open(m, i, DIR_N) + maze_is_open(m, i, DIR_E)
		    + maze_is_open(m, i, DIR_S) + maze_is_open(m, i, DIR_W);
	for (open = m->shape->links(m, i, nb); open != 0; open &= open - 1)
		n++;
	return n;
}

unsigned
maze_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	unsigned d, open = 0;

	if (m->shape != NULL)
		return m->shape->links(m, i, nb);
	for (d = 0; d < 4; d++) {
		nb[d] = UINT32_MAX;
		if (maze_has_neighbour(m, i, (enum dir)d)) {
			nb[d] = maze_step(m, i, (enum dir)d);
			open |= (unsigned)maze_is_open(m, i, (enum dir)d) << d;
		}
	}
	return open;
}

unsigned
maze_ways(const maze *m)
{
	return m->shape == NULL ? 4u : m->shape->ways;
}

unsigned
maze_way_back(const maze *m, uint32_t j, unsigned d)
{
	const struct shape *s = m->shape;

	if (s == NULL)
		return (unsigned)DIR_OPPOSITE(d);
	return s->halves ? (d + s->ways / 2) % s->ways : s->back(m, j, d);
}

int
maze_corridor_next(const maze *m, uint32_t cell, unsigned came,
    uint32_t stop)
{
	unsigned d, back = maze_way_back(m, cell, came), ways = maze_ways(m);
	int found = -1;

	/* A run stops at the exit and at stairs (the floors shape). */
	if (cell == stop || floors_stairs(m, cell) != 0)
		return -1;
	for (d = 0; d < ways; d++) {
		if (d == back || !maze_way_open(m, cell, d))
			continue;
		if (found >= 0)
			return -1;
		found = (int)d;
	}
	return found;
}

uint64_t
maze_run(const maze *m, uint32_t *cell, unsigned d, uint32_t stop)
{
	uint64_t n = 0;
	int next;

	if (!maze_way_open(m, *cell, d))
		return 0;
	do {
		maze_next(m, *cell, d, cell);
		n++;
		next = maze_corridor_next(m, *cell, d, stop);
		d = (unsigned)next;
	} while (next >= 0);
	return n;
}

uint64_t
maze_passages(const maze *m)
{
	static const uint8_t popcount4[16] = {
		0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
	};
	size_t k, nb = maze_storage_bytes(m);
	uint64_t total = 0;
	/* Padding bits past the last cell are always zero; a shape whose
	 * ways pair up keeps its passages in the low bits of a cell, and
	 * may keep more there (weave's sites). */
	unsigned keep = m->shape != NULL && m->shape->halves
	    ? (1u << m->shape->ways / 2) - 1 : 15u;

	for (k = 0; k < nb; k++)
		total += popcount4[m->bits[k] & keep]
		    + popcount4[(m->bits[k] >> 4) & keep];
	return total;
}
