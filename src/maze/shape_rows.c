/* shape_rows.c - the character grid of a shape whose cells sit in rows
 * (the square grid, hex, weave, triangle) or whose walls sit a fixed
 * step from their centres (floors too), from the shape's struct
 * shape_rows rather than code of its own. */
#include "config.h"

#include "maze/shape.h"
#include "maze/shape_rows.h"

void
shape_rows_size(const maze *m, uint32_t *rows, uint32_t *cols)
{
	const struct shape_rows *r = shape_of(m)->rows;

	*rows = 2 * m->h + 1;
	*cols = r->step * m->w + r->extra;
}

void
shape_rows_cell(const maze *m, uint32_t i, uint32_t *row, uint32_t *col)
{
	const struct shape_rows *r = shape_of(m)->rows;
	uint32_t y = i / m->w;

	*row = 2 * y + 1;
	*col = r->step * (i - y * m->w) + r->first + (y & 1u) * r->odd;
}

void
shape_rows_wall(const maze *m, uint32_t i, unsigned d, uint32_t *row,
    uint32_t *col)
{
	const struct shape *s = shape_of(m);

	s->text_cell(m, i, row, col);
	d %= s->ways;
	*row = (uint32_t)((int64_t)*row + s->rows->dr[d]);
	*col = (uint32_t)((int64_t)*col + s->rows->dc[d]);
}

void
shape_rows_band(const maze *m, const struct shape_band *b, uint32_t *first,
    uint32_t *last)
{
	/* Row y's cells draw on grid rows 2y to 2y + 2. */
	uint64_t y0 = b->row0 < 2 ? 0 : (b->row0 - 2) / 2;
	uint64_t y1 = ((uint64_t)b->row0 + b->rows) / 2 + 1;

	if (y1 > m->h)
		y1 = m->h;
	if (y0 > y1)
		y0 = y1;
	*first = (uint32_t)(y0 * m->w);
	*last = (uint32_t)(y1 * m->w);
}

void
shape_rows_draw(const maze *m, const struct shape_band *b)
{
	const struct shape *s = shape_of(m);
	uint64_t r, rows = 2 * (uint64_t)m->h + 1;
	uint32_t c, i, j;
	unsigned k;

	for (r = b->row0; r < (uint64_t)b->row0 + b->rows && r < rows; r++)
		for (c = 0; c < b->cols; c++) {
			char *at = shape_band_at(b, (int64_t)r, c);

			switch (s->text_at(m, (uint32_t)r, c, &i, &k)) {
			case TEXT_POST:
				*at = '+';
				break;
			case TEXT_UNDER:
				*at = r % 2 == 1 ? ':' : '=';
				break;
			case TEXT_CORNER:
				*at = maze_shape_open(m, i, k) && maze_next(m, i, k, &j)
				    ? shape_corner_char(m, i, j) : '+';
				break;
			case TEXT_WALL:
				if (!maze_shape_open(m, i, k))
					*at = r % 2 == 1 ? '|' : '-';
				break;
			default:
				break;
			}
		}
}
