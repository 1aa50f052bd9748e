/* savegame_cells.c - a loaded maze's cells in a saved game. */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/shape.h"
#include "store/savegame_cells.h"

/* Hex digits a "cells" line holds. */
#define HEX_CHUNK 4000

static const char hexdigits[] = "0123456789abcdef";

void
savegame_cells_write(FILE *f, const maze *m)
{
	uint32_t i, k;

	if (m->shape != NULL) {
		/* A digit a cell: the passages it keeps. */
		for (i = 0; i < m->n; i += HEX_CHUNK) {
			fprintf(f, "cells %" PRIu32 " ", i);
			for (k = i; k < m->n && k < i + HEX_CHUNK; k++)
				fputc(hexdigits[maze_nibble(m, k)], f);
			fputc('\n', f);
		}
		return;
	}
	for (i = 0; i < m->n; i += 2 * HEX_CHUNK) {
		fprintf(f, "cells %" PRIu32 " ", i);
		for (k = i; k < m->n && k < i + 2 * HEX_CHUNK; k += 2) {
			unsigned v = maze_bits(m, k);
			if (k + 1 < m->n)
				v |= maze_bits(m, k + 1) << 2;
			fputc(hexdigits[v], f);
		}
		fputc('\n', f);
	}
}

/* Returns the value of hex digit c, or -1. */
static int
hexval(char c)
{
	const char *q = c != '\0' ? strchr(hexdigits, c) : NULL;

	return q == NULL ? -1 : (int)(q - hexdigits);
}

/* Returns whether passage bits v of cell k lead out of maze m. */
static bool
opens_border(const maze *m, uint32_t k, unsigned v)
{
	return ((v & MAZE_EAST) && k % m->w == m->w - 1)
	    || ((v & MAZE_SOUTH) && k / m->w == m->h - 1);
}

/* Returns the bits cell k of m (not the square grid) may keep: those
 * of the ways it keeps that have a neighbour. */
static unsigned
may_keep(const maze *m, uint32_t k)
{
	const struct shape *s = m->shape;
	unsigned d, ok = 0;
	uint32_t j;
	int b;

	for (d = 0; d < s->ways; d++) {
		b = shape_keep_bit(m, k, d);
		if (b >= 0 && s->next(m, k, d, &j))
			ok |= 1u << b;
	}
	/* Bits of the shape's own (a weave's crossing sites), checked whole
	 * after the last cell (the shape's check). */
	return ok | s->cell_bits;
}

/* Parses the digits of a shape other than the square grid, a cell each,
 * from cell k on. */
static int
parse_shape(const struct text_reader *r, maze *m, const char *hex,
    uint32_t *k, mg_err *e)
{
	for (; *hex != '\0'; hex++, (*k)++) {
		int v = hexval(*hex);

		if (v < 0 || *k >= m->n || ((unsigned)v & ~may_keep(m, *k)) != 0)
			return text_error(r, e, _("bad cell data"));
		m->bits[*k >> 1] |= (uint8_t)((unsigned)v << ((*k & 1) * 4));
	}
	return 0;
}

int
savegame_cells_parse(const struct text_reader *r, maze *m, uint32_t *next,
    mg_err *e)
{
	uint64_t first;
	const char *hex;
	uint32_t k;

	if (m == NULL)
		return text_error(r, e, _("maze cells in a saved game whose maze is generated from its seed"));
	if (text_expect(r, 3, e) != 0
	    || text_field_number(r, 1, "first cell", *next, *next, &first, e) != 0)
		return -1;
	hex = r->field[2];
	k = (uint32_t)first;
	if (m->shape != NULL) {
		if (parse_shape(r, m, hex, &k, e) != 0)
			return -1;
		*next = k;
		return 0;
	}
	for (; *hex != '\0'; hex++, k += 2) {
		int v = hexval(*hex);

		if (v < 0 || k >= m->n || (k + 1 >= m->n && v > 3)
		    || opens_border(m, k, (unsigned)v & 3u)
		    || (k + 1 < m->n && opens_border(m, k + 1, (unsigned)v >> 2)))
			return text_error(r, e, _("bad cell data"));
		maze_or_bits(m, k, (unsigned)v & 3u);
		if (k + 1 < m->n)
			maze_or_bits(m, k + 1, (unsigned)v >> 2);
	}
	*next = k < m->n ? k : m->n;
	return 0;
}

