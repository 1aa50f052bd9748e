/* maze.c - storage and whole-maze queries for the maze model; what
 * asks a cell's shape for its ways is maze_ways.c's. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/maze.h"

/* Bytes needed for the bits of n cells of the square grid. */
static size_t
bytes_for(uint32_t n)
{
	return ((size_t)n + 3) / 4;
}

/* Bytes the cells of m take: 2 bits a cell on the square grid, 4 on
 * every other shape. */
static size_t
bytes_of(const maze *m)
{
	return m->shape == NULL ? bytes_for(m->n) : ((size_t)m->n + 1) / 2;
}

int
maze_check_size(uint64_t w, uint64_t h, mg_err *e)
{
	if (w < 1 || h < 1)
		return err_set(e, _("maze size %llux%llu: width and height must be at least 1"),
		    (unsigned long long)w, (unsigned long long)h);
	if (w > MAZE_MAX_SIDE || h > MAZE_MAX_SIDE)
		return err_set(e, _("maze size %llux%llu: width and height are limited to %u"),
		    (unsigned long long)w, (unsigned long long)h, MAZE_MAX_SIDE);
	/* Both sides fit in 16 bits, so the product cannot overflow. */
	if (w * h > MAZE_MAX_CELLS)
		return err_set(e, _("maze size %llux%llu: %llu cells is more than the limit of %lu"),
		    (unsigned long long)w, (unsigned long long)h,
		    (unsigned long long)(w * h), (unsigned long)MAZE_MAX_CELLS);
	return 0;
}

maze *
maze_create_bits(uint32_t w, uint32_t h, size_t bytes, mg_err *e)
{
	maze *m;

	if (maze_check_size(w, h, e) != 0)
		return NULL;
	m = mg_calloc(1, sizeof *m, e);
	if (m == NULL)
		return NULL;
	m->w = w;
	m->h = h;
	m->n = w * h;
	m->floors = 1;
	m->bits = mg_calloc(bytes > 0 ? bytes : bytes_for(m->n), 1, e);
	if (m->bits == NULL) {
		free(m);
		return NULL;
	}
	return m;
}

maze *
maze_create(uint32_t w, uint32_t h, mg_err *e)
{
	return maze_create_bits(w, h, 0, e);
}

void
maze_destroy(maze *m)
{
	if (m == NULL)
		return;
	free(m->bits);
	free(m);
}

int
maze_set_height(maze *m, uint32_t h, mg_err *e)
{
	uint32_t n, i;
	uint8_t *bits;

	if (maze_check_size(m->w, h, e) != 0)
		return -1;
	n = m->w * h;
	bits = mg_reallocarray(m->bits, bytes_for(n), 1, e);
	if (bits == NULL)
		return -1;
	m->bits = bits;
	if (n > m->n) {
		/* Clear the partial byte cell by cell, then whole bytes. */
		for (i = m->n; i < n && (i & 3) != 0; i++)
			maze_clear_bits(m, i, 3);
		if (i < n)
			memset(bits + i / 4, 0, bytes_for(n) - i / 4);
	}
	m->h = h;
	m->n = n;
	/* Keep the invariants: the last row has no south passages and
	 * the padding bits past the last cell are zero. */
	for (i = n - m->w; i < n; i++)
		maze_clear_bits(m, i, MAZE_SOUTH);
	for (i = n; (i & 3) != 0; i++)
		maze_clear_bits(m, i, 3);
	return 0;
}

void
maze_fill(maze *m, bool open)
{
	uint32_t x, y, i;

	memset(m->bits, open ? 0xff : 0, bytes_for(m->n));
	if (!open)
		return;
	/* Close the border again: east of the last column, south of the
	 * last row, and the padding bits past the last cell. */
	for (y = 0; y < m->h; y++)
		maze_clear_bits(m, y * m->w + m->w - 1, MAZE_EAST);
	for (x = 0; x < m->w; x++)
		maze_clear_bits(m, (m->h - 1) * m->w + x, MAZE_SOUTH);
	for (i = m->n; (i & 3) != 0; i++)
		maze_clear_bits(m, i, 3);
}

bool
maze_equal(const maze *a, const maze *b)
{
	return a->w == b->w && a->h == b->h && a->shape == b->shape
	    && a->floors == b->floors
	    && a->n == b->n && memcmp(a->bits, b->bits, bytes_of(a)) == 0;
}

bool
maze_open_at(const maze *m, int64_t x, int64_t y, enum dir d)
{
	if (x < 0 || y < 0 || x >= m->w || y >= m->h)
		return false;
	return maze_is_open(m, (uint32_t)y * m->w + (uint32_t)x, d);
}

size_t
maze_storage_bytes(const maze *m)
{
	return bytes_of(m);
}
