/* paper_floors.c - floors mazes on paper: each floor a square grid with
 * its name above it ("floor 2"), the floors in rows and columns in
 * reading order, as many columns as make the largest picture on a
 * portrait page; a cell's stairs marked in its upper corners: a chevron
 * pointing up (^) on the left for stairs up, one pointing down (v) on
 * the right for stairs down; under the floors a line says so.
 *
 * In picture units (U a block square) a cell is four squares wide, so
 * that the stairs' marks fit beside the start, the exit and the way
 * out; a floor's name takes three squares above it, the floors stand
 * two squares apart, the legend takes four squares under them, with a
 * margin of half a square around it all.  The way out is drawn a
 * floor at a time: it breaks where it takes stairs (paper.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "print/paper.h"

#define U 4u               /* units a block square */
#define CELL (4 * U)       /* a cell's side */
#define GAP (2 * U)        /* between two floors */
#define NAME (3 * U)       /* a floor's name, over it */
#define LEGEND (4 * U)     /* the legend, under the floors */
#define TEXT (2 * U)       /* the words' size */
#define MARGIN (U / 2)     /* around it all */

/* A portrait page's room for the picture, width to height (A4 less
 * its margins and title, print/cairo.c; a letter page is close). */
#define PAGE_W 511.0
#define PAGE_H 733.0

/* The legend's two words, as the key help names the ways. */
#define WORD_UP N_("stairs up")
#define WORD_DOWN N_("stairs down")

/* Units a word of text takes, about: sans-serif letters average a
 * little over half their size. */
static uint32_t
text_units(const char *text)
{
	size_t n = mbstowcs(NULL, text, 0);

	if (n == (size_t)-1)
		n = strlen(text);
	return (uint32_t)((n * TEXT * 6 + 9) / 10);
}

/* Where the legend's second word starts, from the picture's left. */
static uint32_t
legend_down_x(void)
{
	return MARGIN + 3 * U + text_units(_(WORD_UP)) + 3 * U;
}

/* The legend's width, margins and all. */
static uint32_t
legend_w(void)
{
	return legend_down_x() + 3 * U + text_units(_(WORD_DOWN)) + MARGIN;
}

/* The picture of m's floors in cols columns, margins, names and legend
 * and all: its width (the legend's not counted) and height. */
static void
layout(const maze *m, uint32_t cols, uint64_t *w, uint64_t *h)
{
	uint32_t n = floors_count(m), rows = (n + cols - 1) / cols;

	*w = (uint64_t)cols * CELL * m->w + (uint64_t)GAP * (cols - 1) + 2 * MARGIN;
	*h = (uint64_t)rows * (NAME + CELL * floors_height(m))
	    + (uint64_t)GAP * (rows - 1) + LEGEND + 2 * MARGIN;
}

/* The columns of floors that show m largest on a portrait page: the
 * fewest of those that do (at most 64 to try, arithmetic alone). */
static uint32_t
columns(const maze *m)
{
	uint32_t c, best = 1;
	double top = 0, sc;
	uint64_t w, h;

	for (c = 1; c <= floors_count(m); c++) {
		layout(m, c, &w, &h);
		sc = PAGE_W / (double)w < PAGE_H / (double)h
		    ? PAGE_W / (double)w : PAGE_H / (double)h;
		if (sc > top * 1.000001) {
			top = sc;
			best = c;
		}
	}
	return best;
}

/* The frame: the floors, their names, the legend and the margin. */
static void
floors_frame(const maze *m, struct paper_frame *f)
{
	uint64_t w, h;

	layout(m, columns(m), &w, &h);
	if (w < legend_w())
		w = legend_w();
	f->w = (uint32_t)w;
	f->h = (uint32_t)h;
	f->unit = U;
}

/* The top left corner of floor k's first cell, in cols columns. */
static void
floor_corner(const maze *m, uint32_t cols, uint32_t k, uint32_t *x,
    uint32_t *y)
{
	*x = MARGIN + (k % cols) * (CELL * m->w + GAP);
	*y = MARGIN + (k / cols) * (NAME + CELL * floors_height(m) + GAP) + NAME;
}

/* The top left corner of cell i's square, in cols columns. */
static void
corner(const maze *m, uint32_t cols, uint32_t i, uint32_t *x, uint32_t *y)
{
	uint32_t fh = floors_height(m), row = i / m->w;

	floor_corner(m, cols, row / fh, x, y);
	*x += CELL * (i % m->w);
	*y += CELL * (row % fh);
}

/* The centre of cell i. */
static void
floors_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	corner(m, columns(m), i, x, y);
	*x += CELL / 2;
	*y += CELL / 2;
}

/* Draws a chevron of cell (x, y)'s centre: up (^) left of the top, or
 * down (v) right of it. */
static void
chevron(const struct print_pen *pen, uint32_t x, uint32_t y, bool up)
{
	if (up) {
		pen->move(pen->ctx, x - 6, y - 3);
		pen->line(pen->ctx, 2, -2);
		pen->line(pen->ctx, 2, 2);
	} else {
		pen->move(pen->ctx, x + 2, y - 5);
		pen->line(pen->ctx, 2, 2);
		pen->line(pen->ctx, 2, -2);
	}
}

/* The legend's baseline, from the picture's top. */
static uint32_t
legend_y(const maze *m)
{
	struct paper_frame f;

	floors_frame(m, &f);
	return f.h - MARGIN - U;
}

/* Draws each floor's walls, each once: a cell draws its east and
 * south walls that stand, and the west and north ones on the border;
 * then the stairs' chevrons, and the legend's two. */
static void
floors_walls(const maze *m, const struct print_pen *pen)
{
	uint32_t nb[MAZE_MAX_WAYS], i, x, y, cols = columns(m);
	unsigned open, st;

	for (i = 0; i < m->n; i++) {
		open = maze_links(m, i, nb);
		corner(m, cols, i, &x, &y);
		if (!(open & 1u << FLOORS_E)) {
			pen->move(pen->ctx, x + CELL, y);
			pen->line(pen->ctx, 0, (int32_t)CELL);
		}
		if (!(open & 1u << FLOORS_S)) {
			pen->move(pen->ctx, x, y + CELL);
			pen->line(pen->ctx, (int32_t)CELL, 0);
		}
		if (nb[FLOORS_W] == UINT32_MAX) {
			pen->move(pen->ctx, x, y);
			pen->line(pen->ctx, 0, (int32_t)CELL);
		}
		if (nb[FLOORS_N] == UINT32_MAX) {
			pen->move(pen->ctx, x, y);
			pen->line(pen->ctx, (int32_t)CELL, 0);
		}
		st = floors_stairs(m, i);
		if (st != 0) {
			x += CELL / 2;
			y += CELL / 2;
			if (st & FLOORS_STAIRS_UP)
				chevron(pen, x, y, true);
			if (st & FLOORS_STAIRS_DOWN)
				chevron(pen, x, y, false);
		}
	}
	/* The chevrons as a cell's centre (x, y) would put them: each a
	 * square left of its word, at the middle of its capitals. */
	y = legend_y(m) + 1;
	chevron(pen, MARGIN + 3 * U + 2, y, true);
	chevron(pen, legend_down_x() - 6, y, false);
}

/* Writes each floor's name over it, and the legend's words. */
static void
floors_labels(const maze *m, const struct print_pen *pen)
{
	uint32_t k, x, y, cols = columns(m);
	char name[64];

	if (pen->label == NULL)
		return;
	for (k = 0; k < floors_count(m); k++) {
		floor_corner(m, cols, k, &x, &y);
		snprintf(name, sizeof name, _("floor %lu"), (unsigned long)k + 1);
		/* Over a floor too narrow for its name: its number. */
		if (text_units(name) > CELL * m->w)
			snprintf(name, sizeof name, "%lu", (unsigned long)k + 1);
		pen->label(pen->ctx, x, y - U, TEXT, name);
	}
	y = legend_y(m);
	pen->label(pen->ctx, MARGIN + 3 * U + U, y, TEXT, _(WORD_UP));
	pen->label(pen->ctx, legend_down_x() + U, y, TEXT, _(WORD_DOWN));
}

/* The room inside a cell reaches 1.75 squares from its centre; the
 * square grid's marks fit well inside, clear of the chevrons. */
const struct paper paper_floors = {
	&shape_floors, floors_frame, floors_centre, floors_walls,
	PRINT_START_R, PRINT_EXIT_SIDE, floors_labels,
};
