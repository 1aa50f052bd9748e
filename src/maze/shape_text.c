/* shape_text.c - the text picture of a maze of any shape. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/shape_text.h"
#include "maze/triangle.h"

char
shape_text_wall_char(const maze *m, uint32_t i, unsigned d)
{
	const struct shape *s = shape_of(m);
	uint32_t r0, c0, r1, c1;

	if (s == &shape_triangle) {
		if (d == TRI_N || d == TRI_S)
			return '_';
		return (d == TRI_W) == triangle_up(m, i) ? '/' : '\\';
	}
	s->text_cell(m, i, &r0, &c0);
	s->text_wall(m, i, d, &r1, &c1);
	return r0 == r1 ? '|' : '-';
}

/* Marks the solution on band b: every cell from the start to the exit,
 * and the wall square between each two of them (both sides of a
 * weave's crossing where the way runs under it). */
static void
mark_way(const struct puzzle *p, const struct shape_band *b)
{
	const struct shape *s = shape_of(p->m);
	uint32_t c = p->start, r, k;
	unsigned d;

	if (!solve_reached(p->tree, c))
		return;
	while (c != p->exit) {
		d = solve_toward_root(p->tree, c);
		s->text_wall(p->m, c, d, &r, &k);
		shape_band_put(b, r, k, '.');
		maze_next(p->m, c, d, &c);
		/* The wall from the other side: the same square, but for
		 * a way under a weave's crossing, whose second side it is. */
		s->text_wall(p->m, c, maze_way_back(p->m, c, d), &r, &k);
		shape_band_put(b, r, k, '.');
		s->text_cell(p->m, c, &r, &k);
		shape_band_put(b, r, k, '.');
	}
}

/* Settles each post of band b as the terminal draws it in ASCII: '+'
 * where a wall runs up or down from it, '-' within a line of walls,
 * nothing where no wall meets it, so the gaps of a wall row stand out.
 * A post on the band's first or last row is settled with the rows the
 * band has: the caller keeps only the rows between. */
static void
settle_posts(const struct shape_band *b)
{
	uint32_t r, c, rows = b->rows, cols = b->cols;
	char *grid = b->g;

	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			char *at = &grid[(size_t)r * cols + c];
			bool up = r > 0 && at[-(ptrdiff_t)cols] == '|';
			bool down = r + 1 < rows && at[cols] == '|';
			bool side = (c > 0 && at[-1] == '-') || (c + 1 < cols && at[1] == '-');

			if (*at == '+')
				*at = up || down ? '+' : side ? '-' : ' ';
		}
}

/* Draws the rows of p's picture that band b holds (its g filled
 * here): walls, posts, the way out when solution, S and E. */
static void
draw_band(const struct puzzle *p, bool solution, const struct shape_band *b)
{
	const struct shape *s = shape_of(p->m);
	uint32_t r, c;

	memset(b->g, ' ', (size_t)b->rows * b->cols);
	s->text_draw(p->m, b);
	settle_posts(b);
	if (solution)
		mark_way(p, b);
	s->text_cell(p->m, p->start, &r, &c);
	shape_band_put(b, r, c, 'S');
	s->text_cell(p->m, p->exit, &r, &c);
	shape_band_put(b, r, c, 'E');
}

char *
shape_text_picture(const struct puzzle *p, bool solution, uint32_t *rows,
    uint32_t *cols, mg_err *e)
{
	struct shape_band b;

	shape_of(p->m)->text_size(p->m, rows, cols);
	b.g = mg_reallocarray(NULL, (size_t)*rows, *cols, e);
	if (b.g == NULL)
		return NULL;
	b.cols = *cols;
	b.row0 = 0;
	b.rows = *rows;
	draw_band(p, solution, &b);
	return b.g;
}

int
shape_text_write(FILE *f, const struct puzzle *p, bool solution, mg_err *e)
{
	return shape_text_write_band(f, p, solution, SHAPE_TEXT_BAND, e);
}

int
shape_text_write_band(FILE *f, const struct puzzle *p, bool solution,
    uint64_t band_bytes, mg_err *e)
{
	const struct shape *s = shape_of(p->m);
	struct shape_band b;
	uint32_t rows, cols, r, len, keep, first;
	uint64_t per;

	s->text_size(p->m, &rows, &cols);
	/* Each band draws two rows more than it keeps on each side: a
	 * post is settled from the rows next to it, and a triangle's from
	 * the slants there. */
	per = band_bytes / cols;
	keep = per < 1 ? 1 : per > rows ? rows : (uint32_t)per;
	b.cols = cols;
	b.g = mg_reallocarray(NULL, (size_t)keep + 4, cols, e);
	if (b.g == NULL)
		return -1;
	for (first = 0; first < rows; first += keep) {
		b.row0 = first < 2 ? 0 : first - 2;
		b.rows = (first - b.row0) + keep + 2;
		if (b.row0 + b.rows > rows)
			b.rows = rows - b.row0;
		draw_band(p, solution, &b);
		for (r = first; r < first + keep && r < rows; r++) {
			const char *row = b.g + (size_t)(r - b.row0) * cols;

			for (len = cols; len > 0 && row[len - 1] == ' '; len--)
				;
			fwrite(row, 1, len, f);
			putc('\n', f);
		}
	}
	free(b.g);
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}
