/* cairo_paper.c - other shapes than the square grid through cairo: the
 * drawing of paper.h stroked in a few thousand segments at a time. */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <cairo.h>

#include "print/cairo_paper.h"
#include "print/walls.h"

/* Segments of other shapes' walls stroked at once: a few thousand keep
 * cairo's stroker quick and small on a large maze, and strokes of one
 * opaque colour laid side by side look as one. */
#define STROKE_CHUNK 4096u

/* The pen of other shapes (paper.h): strokes every STROKE_CHUNK
 * segments, at the start of a stroke. */
struct spen {
	cairo_t *cr;
	unsigned segments;   /* since the last cairo_stroke */
};

/* Starts a stroke, after stroking what came before when it is long. */
static void
shape_move(void *ctx, uint32_t x, uint32_t y)
{
	struct spen *s = ctx;

	if (s->segments >= STROKE_CHUNK) {
		cairo_stroke(s->cr);
		s->segments = 0;
	}
	cairo_move_to(s->cr, x, y);
}

/* Goes on straight, in any direction. */
static void
shape_line(void *ctx, int32_t dx, int32_t dy)
{
	struct spen *s = ctx;

	s->segments++;
	cairo_rel_line_to(s->cr, dx, dy);
}

/* An arc of its own, counted as a segment. */
static void
shape_arc(void *ctx, uint32_t cx, uint32_t cy, uint32_t r, double t0,
    double t1)
{
	struct spen *s = ctx;
	const double tau = 6.283185307179586;

	if (s->segments >= STROKE_CHUNK) {
		cairo_stroke(s->cr);
		s->segments = 0;
	}
	cairo_new_sub_path(s->cr);
	s->segments++;
	/* cairo's angles run clockwise (y down) from three o'clock. */
	cairo_arc(s->cr, cx, cy, r, tau * t0 - tau / 4, tau * t1 - tau / 4);
}

/* Words of a drawing (walls.h), in black sans-serif. */
static void
shape_label(void *ctx, uint32_t x, uint32_t y, uint32_t size, const char *text)
{
	struct spen *s = ctx;

	cairo_select_font_face(s->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
	    CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(s->cr, size);
	cairo_move_to(s->cr, x, y);
	cairo_show_text(s->cr, text);
	/* No current point left for the next shape to join (cairo_arc
	 * would draw a line from it). */
	cairo_new_path(s->cr);
}

/* Never called: other shapes have no lone wall squares. */
static void
shape_dot(void *ctx, uint32_t x, uint32_t y)
{
	(void)ctx;
	(void)x;
	(void)y;
}

void
print_cairo_route(cairo_t *cr, const struct print_point *pt, size_t n,
    double width)
{
	size_t i;

	/* A piece starts at a move (and a lone point is a dot); a
	 * PRINT_BREAK point ends one. */
	for (i = 0; i < n; i++)
		if (pt[i].x == PRINT_BREAK) {
			continue;
		} else if (i == 0 || pt[i - 1].x == PRINT_BREAK) {
			cairo_move_to(cr, pt[i].x, pt[i].y);
			cairo_line_to(cr, pt[i].x, pt[i].y);
		} else {
			cairo_line_to(cr, pt[i].x, pt[i].y);
		}
	cairo_set_source_rgb(cr, 0xe8 / 255.0, 0x59 / 255.0, 0x0c / 255.0);
	cairo_set_line_width(cr, width);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	cairo_stroke(cr);
}

int
print_cairo_paper(cairo_t *cr, const struct paper *pp, const struct puzzle *p,
    bool solution, mg_err *e)
{
	struct spen sp = { cr, 0 };
	struct print_pen pen = { shape_move, shape_line, shape_dot, &sp,
	    shape_arc, shape_label };
	struct paper_frame fr;
	struct print_point *pt;
	uint32_t x, y;
	size_t n;

	pp->frame(p->m, &fr);
	cairo_save(cr);
	cairo_scale(cr, 1.0 / fr.unit, 1.0 / fr.unit);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_set_line_width(cr, PRINT_WALL_WIDTH * fr.unit);
	pp->walls(p->m, &pen);
	cairo_stroke(cr);
	if (pp->labels != NULL)
		pp->labels(p->m, &pen);
	if (solution) {
		if ((pt = paper_route(pp, p, &n, e)) == NULL) {
			cairo_restore(cr);
			return -1;
		}
		print_cairo_route(cr, pt, n, 0.5 * fr.unit);
		free(pt);
	}
	pp->centre(p->m, p->start, &x, &y);
	cairo_arc(cr, x, y, pp->start_r * fr.unit, 0, 6.283185307179586);
	cairo_set_source_rgb(cr, 0x2b / 255.0, 0x8a / 255.0, 0x3e / 255.0);
	cairo_fill(cr);
	pp->centre(p->m, p->exit, &x, &y);
	cairo_rectangle(cr, x - pp->exit_side * fr.unit / 2,
	    y - pp->exit_side * fr.unit / 2, pp->exit_side * fr.unit,
	    pp->exit_side * fr.unit);
	cairo_set_source_rgb(cr, 0xc9 / 255.0, 0x2a / 255.0, 0x2a / 255.0);
	cairo_fill(cr);
	cairo_restore(cr);
	return 0;
}
