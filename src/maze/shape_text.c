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

/* Marks the solution: every cell from the start to the exit, and the
 * wall square between each two of them (both sides of a weave's
 * crossing where the way runs under it). */
static void
mark_way(const struct puzzle *p, char *grid, uint32_t cols)
{
	const struct shape *s = shape_of(p->m);
	uint32_t c = p->start, r, k;
	unsigned d;

	if (!solve_reached(p->tree, c))
		return;
	while (c != p->exit) {
		d = solve_toward_root(p->tree, c);
		s->text_wall(p->m, c, d, &r, &k);
		grid[(size_t)r * cols + k] = '.';
		maze_next(p->m, c, d, &c);
		/* The wall from the other side: the same square, but for
		 * a way under a weave's crossing, whose second side it is. */
		s->text_wall(p->m, c, maze_way_back(p->m, c, d), &r, &k);
		grid[(size_t)r * cols + k] = '.';
		s->text_cell(p->m, c, &r, &k);
		grid[(size_t)r * cols + k] = '.';
	}
}

/* Settles each post as the terminal draws it in ASCII: '+' where a
 * wall runs up or down from it, '-' within a line of walls, nothing
 * where no wall meets it, so the gaps of a wall row stand out. */
static void
settle_posts(char *grid, uint32_t rows, uint32_t cols)
{
	uint32_t r, c;

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

char *
shape_text_picture(const struct puzzle *p, bool solution, uint32_t *rows,
    uint32_t *cols, mg_err *e)
{
	const struct shape *s = shape_of(p->m);
	uint32_t r, c;
	char *grid;

	s->text_size(p->m, rows, cols);
	grid = mg_reallocarray(NULL, (size_t)*rows, *cols, e);
	if (grid == NULL)
		return NULL;
	memset(grid, ' ', (size_t)*rows * *cols);
	s->text_draw(p->m, grid, *cols);
	settle_posts(grid, *rows, *cols);
	if (solution)
		mark_way(p, grid, *cols);
	s->text_cell(p->m, p->start, &r, &c);
	grid[(size_t)r * *cols + c] = 'S';
	s->text_cell(p->m, p->exit, &r, &c);
	grid[(size_t)r * *cols + c] = 'E';
	return grid;
}

int
shape_text_write(FILE *f, const struct puzzle *p, bool solution, mg_err *e)
{
	uint32_t rows, cols, r, len;
	char *grid = shape_text_picture(p, solution, &rows, &cols, e);

	if (grid == NULL)
		return -1;
	for (r = 0; r < rows; r++) {
		const char *row = grid + (size_t)r * cols;

		for (len = cols; len > 0 && row[len - 1] == ' '; len--)
			;
		fwrite(row, 1, len, f);
		putc('\n', f);
	}
	free(grid);
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}
