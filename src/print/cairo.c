/* cairo.c - PDF pages and PNG images through cairo.
 *
 * Compiled only when configure finds cairo.  The maze is drawn in
 * block squares as the SVG is (see walls.h), then scaled: to fill
 * the page inside its margins for PDF, to --cell pixels for PNG
 * (inside a margin of PRINT_PNG_MARGIN squares).  Other shapes are
 * drawn in their own units (paper.h), scaled to block squares.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <cairo-pdf.h>

#include "base/i18n.h"
#include "print/cairo_paper.h"
#include "print/paper.h"
#include "print/print.h"
#include "print/walls.h"

/* Page sizes in points, and the margins and title of a page. */
#define A4_W 595.2756
#define A4_H 841.8898
#define LETTER_W 612.0
#define LETTER_H 792.0
#define MARGIN 42.0          /* points, about 15 mm */
#define TITLE_SIZE 13.0      /* points */
#define TITLE_GAP 12.0       /* between the title and the maze */
#define MASK_BELOW 1.5       /* points a square: smaller ones, a mask */

/* Where cairo's output goes, and the first write error. */
struct sink {
	FILE *f;
	int err;
};

/* cairo's write callback: to the caller's stream. */
static cairo_status_t
sink_write(void *closure, const unsigned char *data, unsigned int len)
{
	struct sink *s = closure;

	if (fwrite(data, 1, len, s->f) != len) {
		if (s->err == 0)
			s->err = errno ? errno : EIO;
		return CAIRO_STATUS_WRITE_ERROR;
	}
	return CAIRO_STATUS_SUCCESS;
}

/* The pen drawing into a cairo context.  Lone wall squares are filled
 * in a second pass (zero-length strokes draw differently from one
 * renderer to the next). */
struct cpen {
	cairo_t *cr;
	bool dots;        /* the first pass saw a lone square */
	bool fill_dots;   /* the second pass: squares only */
};

/* Starts a stroke. */
static void
pen_move(void *ctx, uint32_t x, uint32_t y)
{
	struct cpen *c = ctx;

	if (!c->fill_dots)
		cairo_move_to(c->cr, x, y);
}

/* Goes on straight. */
static void
pen_line(void *ctx, int32_t dx, int32_t dy)
{
	struct cpen *c = ctx;

	if (!c->fill_dots)
		cairo_rel_line_to(c->cr, dx, dy);
}

/* A lone wall square: noted, then filled in the second pass. */
static void
pen_dot(void *ctx, uint32_t x, uint32_t y)
{
	struct cpen *c = ctx;

	c->dots = true;
	if (c->fill_dots)
		cairo_rectangle(c->cr, x - PRINT_WALL_WIDTH / 2, y - PRINT_WALL_WIDTH / 2,
		    PRINT_WALL_WIDTH, PRINT_WALL_WIDTH);
}

/* Strokes the walls of m, in block squares shifted by half a square. */
static int
walls_stroked(cairo_t *cr, const maze *m, mg_err *e)
{
	struct cpen c = { cr, false, false };
	struct print_pen pen = { pen_move, pen_line, pen_dot, &c, NULL, NULL };

	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_set_line_width(cr, PRINT_WALL_WIDTH);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
	if (print_walls_trace(m, &pen, e) != 0)
		return -1;
	cairo_stroke(cr);
	if (c.dots) {
		c.fill_dots = true;
		if (print_walls_trace(m, &pen, e) != 0)
			return -1;
		cairo_fill(cr);
	}
	return 0;
}

/* Paints the walls of m as an image mask of one pixel a block square,
 * scaled without smoothing: the same squares as the strokes, but a
 * large maze costs a byte a square to draw, not a path operator a
 * wall, and compresses to little. */
static int
walls_masked(cairo_t *cr, const maze *m, mg_err *e)
{
	int w = (int)(2 * m->w + 1), h = (int)(2 * m->h + 1), stride, x, y;
	cairo_surface_t *mask;
	cairo_pattern_t *pat;
	unsigned char *row;
	uint32_t r, c;

	mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
	if (cairo_surface_status(mask) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(mask);
		return err_nomem(e);
	}
	cairo_surface_flush(mask);
	stride = cairo_image_surface_get_stride(mask);
	for (y = 0; y < h; y++) {
		row = cairo_image_surface_get_data(mask) + (size_t)y * (size_t)stride;
		r = (uint32_t)y / 2;
		for (x = 0; x < w; x++) {
			c = (uint32_t)x / 2;
			if (y % 2 == 0 && x % 2 == 0)          /* a post */
				row[x] = 255;
			else if (y % 2 == 0)                   /* wall below a cell */
				row[x] = r == 0 || r == m->h
				    || !(maze_bits(m, (r - 1) * m->w + c) & MAZE_SOUTH) ? 255 : 0;
			else if (x % 2 == 0)                   /* wall beside a cell */
				row[x] = c == 0 || c == m->w
				    || !(maze_bits(m, r * m->w + c - 1) & MAZE_EAST) ? 255 : 0;
			else
				row[x] = 0;                    /* a cell */
		}
	}
	cairo_surface_mark_dirty(mask);
	pat = cairo_pattern_create_for_surface(mask);
	cairo_pattern_set_filter(pat, CAIRO_FILTER_NEAREST);
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_mask(cr, pat);
	cairo_pattern_destroy(pat);
	cairo_surface_destroy(mask);
	return 0;
}

/* Draws a maze in block squares at the current transformation: walls
 * (stroked, or as a mask when mask is set), the way out when solution
 * is set, start and exit. */
static int
paint_maze(cairo_t *cr, const struct puzzle *p, bool solution, bool mask,
    mg_err *e)
{
	const maze *m = p->m;
	struct print_point *pt;
	size_t n;

	cairo_save(cr);
	if (mask && walls_masked(cr, m, e) != 0) {
		cairo_restore(cr);
		return -1;
	}
	cairo_translate(cr, 0.5, 0.5);
	if (!mask && walls_stroked(cr, m, e) != 0) {
		cairo_restore(cr);
		return -1;
	}
	if (solution) {
		if ((pt = print_route(p, &n, e)) == NULL) {
			cairo_restore(cr);
			return -1;
		}
		print_cairo_route(cr, pt, n, 0.5);
		free(pt);
	}
	/* Start: a green disc; exit: a red square. */
	cairo_arc(cr, 2.0 * (p->start % m->w) + 1, 2.0 * (p->start / m->w) + 1,
	    PRINT_START_R, 0, 6.283185307179586);
	cairo_set_source_rgb(cr, 0x2b / 255.0, 0x8a / 255.0, 0x3e / 255.0);
	cairo_fill(cr);
	cairo_rectangle(cr, 2.0 * (p->exit % m->w) + 1 - PRINT_EXIT_SIDE / 2,
	    2.0 * (p->exit / m->w) + 1 - PRINT_EXIT_SIDE / 2, PRINT_EXIT_SIDE,
	    PRINT_EXIT_SIDE);
	cairo_set_source_rgb(cr, 0xc9 / 255.0, 0x2a / 255.0, 0x2a / 255.0);
	cairo_fill(cr);
	cairo_restore(cr);
	return 0;
}

/* Puts in *pp the drawing of m's shape (NULL for the square grid) and
 * in *sw, *sh the size of its picture in block squares.  Returns 0, or
 * -1 with a message for a shape without a drawing. */
static int
picture_of(const maze *m, enum print_format f, const struct paper **pp,
    double *sw, double *sh, mg_err *e)
{
	struct paper_frame fr;

	*pp = NULL;
	*sw = 2.0 * m->w + 1;
	*sh = 2.0 * m->h + 1;
	if (m->shape == NULL)
		return 0;
	if (print_shape_check(f, m->shape, e) != 0)
		return -1;
	*pp = paper_find(m->shape);
	(*pp)->frame(m, &fr);
	*sw = (double)fr.w / fr.unit;
	*sh = (double)fr.h / fr.unit;
	return 0;
}

/* Draws one page: the title centred above the maze, the two together
 * centred on the page, the maze as large as the margins allow. */
static int
draw_page(cairo_t *cr, double pw, double ph, const struct puzzle *p,
    const char *title, bool solution, mg_err *e)
{
	cairo_text_extents_t te;
	const struct paper *pp;
	double sw, sh;
	double aw = pw - 2 * MARGIN, ah = ph - 2 * MARGIN - TITLE_SIZE - TITLE_GAP;
	double u, top;
	int rc;

	if (picture_of(p->m, PRINT_PDF, &pp, &sw, &sh, e) != 0)
		return -1;
	u = aw / sw < ah / sh ? aw / sw : ah / sh;
	top = (ph - (sh * u + TITLE_SIZE + TITLE_GAP)) / 2;
	cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
	    CAIRO_FONT_WEIGHT_BOLD);
	cairo_set_font_size(cr, TITLE_SIZE);
	cairo_text_extents(cr, title, &te);
	cairo_move_to(cr, (pw - te.x_advance) / 2, top + TITLE_SIZE * 0.8);
	cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
	cairo_show_text(cr, title);
	cairo_save(cr);
	cairo_translate(cr, (pw - sw * u) / 2, top + TITLE_SIZE + TITLE_GAP);
	cairo_scale(cr, u, u);
	/* Walls under MASK_BELOW points a square are painted as a mask
	 * (the square grid's: other shapes are stroked). */
	rc = pp != NULL ? print_cairo_paper(cr, pp, p, solution, e)
	    : paint_maze(cr, p, solution, u < MASK_BELOW && sw <= 32767 && sh <= 32767, e);
	cairo_restore(cr);
	cairo_show_page(cr);
	return rc;
}

/* Turns cairo's verdict and the sink's into 0 or -1 with a message. */
static int
finish(cairo_surface_t *surface, cairo_t *cr, const struct sink *s, int rc,
    mg_err *e)
{
	cairo_status_t st = cairo_status(cr);

	cairo_destroy(cr);
	cairo_surface_finish(surface);
	if (st == CAIRO_STATUS_SUCCESS)
		st = cairo_surface_status(surface);
	cairo_surface_destroy(surface);
	if (rc != 0)
		return -1;
	if (s->err != 0)
		return err_set(e, _("write error: %s"), strerror(s->err));
	if (st != CAIRO_STATUS_SUCCESS)
		return err_set(e, _("cairo: %s"), cairo_status_to_string(st));
	if (fflush(s->f) != 0 || ferror(s->f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}

int
print_pdf_write(FILE *f, const struct print_job *job, mg_err *e)
{
	struct sink s = { f, 0 };
	double pw = job->paper == PRINT_LETTER ? LETTER_W : A4_W;
	double ph = job->paper == PRINT_LETTER ? LETTER_H : A4_H;
	cairo_surface_t *surface;
	cairo_t *cr;
	size_t i;
	int rc = 0;

	surface = cairo_pdf_surface_create_for_stream(sink_write, &s, pw, ph);
	cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE,
	    job->items[0].title);
	cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR,
	    PACKAGE_NAME " " PACKAGE_VERSION);
	cr = cairo_create(surface);
	for (i = 0; i < job->count && rc == 0; i++)
		rc = draw_page(cr, pw, ph, job->items[i].p, job->items[i].title,
		    job->solution, e);
	for (i = 0; job->answers && i < job->count && rc == 0; i++)
		rc = draw_page(cr, pw, ph, job->items[i].p, job->items[i].answer,
		    true, e);
	return finish(surface, cr, &s, rc, e);
}

int
print_png_write(FILE *f, const struct print_job *job, mg_err *e)
{
	const struct puzzle *p = job->items[0].p;
	struct sink s = { f, 0 };
	const struct paper *pp;
	struct paper_frame fr;
	uint64_t iw, ih;
	cairo_surface_t *surface;
	cairo_status_t st;
	cairo_t *cr;
	double sw, sh;
	uint32_t u;
	int rc;

	if (picture_of(p->m, PRINT_PNG, &pp, &sw, &sh, e) != 0)
		return -1;
	if (pp == NULL) {
		u = print_png_cell(p->m->w, p->m->h, job->cell, e);
		iw = (2 * (uint64_t)p->m->w + 1 + 2 * PRINT_PNG_MARGIN) * u;
		ih = (2 * (uint64_t)p->m->h + 1 + 2 * PRINT_PNG_MARGIN) * u;
	} else {
		/* The frame's squares, rounded up, at u pixels each. */
		pp->frame(p->m, &fr);
		u = print_png_cell_for(paper_pixels(fr.w > fr.h ? fr.w : fr.h,
		    fr.unit, 1), job->cell, e);
		iw = paper_pixels(fr.w, fr.unit, u) + 2 * PRINT_PNG_MARGIN * u;
		ih = paper_pixels(fr.h, fr.unit, u) + 2 * PRINT_PNG_MARGIN * u;
	}
	if (u == 0)
		return -1;
	/* The picture inside a margin of background. */
	surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)iw, (int)ih);
	cr = cairo_create(surface);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	cairo_scale(cr, u, u);
	cairo_translate(cr, PRINT_PNG_MARGIN, PRINT_PNG_MARGIN);
	rc = pp != NULL ? print_cairo_paper(cr, pp, p, job->solution, e)
	    : paint_maze(cr, p, job->solution, false, e);
	if (rc == 0 && cairo_status(cr) == CAIRO_STATUS_SUCCESS) {
		st = cairo_surface_write_to_png_stream(surface, sink_write, &s);
		if (st != CAIRO_STATUS_SUCCESS && s.err == 0) {
			cairo_destroy(cr);
			cairo_surface_destroy(surface);
			return err_set(e, _("cairo: %s"), cairo_status_to_string(st));
		}
	}
	return finish(surface, cr, &s, rc, e);
}
