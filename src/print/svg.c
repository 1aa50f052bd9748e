/* svg.c - the SVG writer: mazegame's own, no library.
 *
 * One unit is one square of the block format, so the viewBox is
 * (2W+1) x (2H+1) and every coordinate is a whole number: strokes run
 * through square centres inside a group shifted by half a square.
 * Other shapes are drawn in their own units (paper.h): the viewBox is
 * their frame.
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "print/paper.h"
#include "print/print.h"
#include "print/walls.h"

/* Pixels a square of the SVG's nominal size (its width and height). */
#define SVG_PX 10u

/* The pen writing path data to a stream, in two passes over the walls:
 * the strokes first, then the lone wall squares as filled squares (a
 * zero-length stroke would be unsafe). */
struct svg_pen {
	FILE *f;
	bool dots;     /* the first pass met a lone square */
	bool second;   /* the second pass: only the lone squares */
};

/* Starts a subpath; each stroke on a line of its own. */
static void
svg_move(void *ctx, uint32_t x, uint32_t y)
{
	struct svg_pen *s = ctx;

	if (!s->second)
		fprintf(s->f, "\nM%lu %lu", (unsigned long)x, (unsigned long)y);
}

/* A straight run, relative: h or v, or l when it slants (other shapes
 * than the square grid). */
static void
svg_line(void *ctx, int32_t dx, int32_t dy)
{
	struct svg_pen *s = ctx;

	if (s->second)
		return;
	if (dy == 0)
		fprintf(s->f, "h%ld", (long)dx);
	else if (dx == 0)
		fprintf(s->f, "v%ld", (long)dy);
	else
		fprintf(s->f, dy < 0 ? "l%ld%ld" : "l%ld %ld", (long)dx, (long)dy);
}

/* An arc: a subpath of its own, its ends to a tenth of a unit. */
static void
svg_arc(void *ctx, uint32_t cx, uint32_t cy, uint32_t r, double t0,
    double t1)
{
	struct svg_pen *s = ctx;
	const double tau = 6.283185307179586;

	if (s->second)
		return;
	fprintf(s->f, "\nM%.1f %.1fA%lu %lu 0 0 1 %.1f %.1f",
	    cx + r * sin(tau * t0), cy - r * cos(tau * t0), (unsigned long)r,
	    (unsigned long)r, cx + r * sin(tau * t1), cy - r * cos(tau * t1));
}

/* A lone wall square: noted in the first pass, drawn as a filled square
 * in the second. */
static void
svg_dot(void *ctx, uint32_t x, uint32_t y)
{
	struct svg_pen *s = ctx;

	if (!s->second)
		s->dots = true;
	else
		fprintf(s->f, "M%lu.25 %lu.25h.5v.5h-.5z", (unsigned long)x, (unsigned long)y);
}

/* Writes text with XML's special characters escaped. */
static void
svg_text(FILE *f, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: putc(*s, f); break;
		}
}

/* Words of a drawing (walls.h): a text element of their own, after the
 * walls' path. */
static void
svg_label(void *ctx, uint32_t x, uint32_t y, uint32_t size, const char *text)
{
	struct svg_pen *s = ctx;

	fprintf(s->f, "<text x=\"%lu\" y=\"%lu\" font-size=\"%lu\""
	    " font-family=\"sans-serif\" fill=\"#000\">", (unsigned long)x,
	    (unsigned long)y, (unsigned long)size);
	svg_text(s->f, text);
	fputs("</text>\n", s->f);
}

/* Writes the solution as one rounded polyline through cell centres. */
static int
svg_solution(FILE *f, const struct puzzle *p, mg_err *e)
{
	struct print_point *pt;
	size_t n, i;

	if ((pt = print_route(p, &n, e)) == NULL)
		return -1;
	fputs("<polyline fill=\"none\" stroke=\"#e8590c\" stroke-width=\".5\""
	    " stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"", f);
	for (i = 0; i < n; i++)
		fprintf(f, "%s%lu,%lu", i == 0 ? "" : " ",
		    (unsigned long)pt[i].x, (unsigned long)pt[i].y);
	fputs("\"/>\n", f);
	free(pt);
	return 0;
}

/* Writes the maze of item, of a shape with a drawing pp, as paper.h
 * says: the frame's units are the viewBox's, the walls one path of
 * segments with round caps and joins. */
static int
svg_shape(FILE *f, const struct paper *pp, const struct print_item *item,
    bool solution, mg_err *e)
{
	const struct puzzle *p = item->p;
	struct svg_pen s = { f, false, false };
	struct print_pen pen = { svg_move, svg_line, svg_dot, &s, svg_arc,
	    svg_label };
	struct paper_frame fr;
	struct print_point *pt;
	uint32_t x, y;
	size_t n, i;

	pp->frame(p->m, &fr);
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
	    " width=\"%lu\" height=\"%lu\" viewBox=\"0 0 %lu %lu\">\n<title>",
	    (unsigned long)paper_pixels(fr.w, fr.unit, SVG_PX),
	    (unsigned long)paper_pixels(fr.h, fr.unit, SVG_PX),
	    (unsigned long)fr.w, (unsigned long)fr.h);
	svg_text(f, item->title);
	fprintf(f, "</title>\n<rect width=\"%lu\" height=\"%lu\" fill=\"#fff\"/>\n",
	    (unsigned long)fr.w, (unsigned long)fr.h);
	fprintf(f, "<path fill=\"none\" stroke=\"#000\" stroke-width=\"%.1f\""
	    " stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"",
	    PRINT_WALL_WIDTH * fr.unit);
	pp->walls(p->m, &pen);
	fputs("\"/>\n", f);
	if (pp->labels != NULL)
		pp->labels(p->m, &pen);
	if (solution) {
		if ((pt = paper_route(pp, p, &n, e)) == NULL)
			return -1;
		fprintf(f, "<polyline fill=\"none\" stroke=\"#e8590c\" stroke-width=\"%.1f\""
		    " stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
		    0.5 * fr.unit);
		for (i = 0; i < n; i++)
			if (pt[i].x == PRINT_BREAK)   /* stairs: a new line */
				fprintf(f, "\"/>\n<polyline fill=\"none\" stroke=\"#e8590c\""
				    " stroke-width=\"%.1f\" stroke-linecap=\"round\""
				    " stroke-linejoin=\"round\" points=\"", 0.5 * fr.unit);
			else if ((i == 0 || pt[i - 1].x == PRINT_BREAK) && i + 1 < n
			    && pt[i + 1].x == PRINT_BREAK)   /* a dot */
				fprintf(f, "%lu,%lu %lu,%lu", (unsigned long)pt[i].x,
				    (unsigned long)pt[i].y, (unsigned long)pt[i].x,
				    (unsigned long)pt[i].y);
			else
				fprintf(f, "%s%lu,%lu", i == 0 || pt[i - 1].x == PRINT_BREAK
				    ? "" : " ", (unsigned long)pt[i].x, (unsigned long)pt[i].y);
		fputs("\"/>\n", f);
		free(pt);
	}
	pp->centre(p->m, p->start, &x, &y);
	fprintf(f, "<circle cx=\"%lu\" cy=\"%lu\" r=\"%.1f\" fill=\"#2b8a3e\"/>\n",
	    (unsigned long)x, (unsigned long)y, pp->start_r * fr.unit);
	pp->centre(p->m, p->exit, &x, &y);
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
	    " fill=\"#c92a2a\"/>\n</svg>\n",
	    x - pp->exit_side * fr.unit / 2, y - pp->exit_side * fr.unit / 2,
	    pp->exit_side * fr.unit, pp->exit_side * fr.unit);
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}

int
print_svg_write(FILE *f, const struct print_item *item, bool solution,
    mg_err *e)
{
	const struct puzzle *p = item->p;
	const maze *m = p->m;
	unsigned long vw = 2ul * m->w + 1, vh = 2ul * m->h + 1;
	struct svg_pen s = { f, false, false };
	struct print_pen pen = { svg_move, svg_line, svg_dot, &s, svg_arc,
	    svg_label };

	if (m->shape != NULL) {
		if (print_shape_check(PRINT_SVG, m->shape, e) != 0)
			return -1;
		return svg_shape(f, paper_find(m->shape), item, solution, e);
	}
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
	    " width=\"%lu\" height=\"%lu\" viewBox=\"0 0 %lu %lu\">\n<title>",
	    vw * SVG_PX, vh * SVG_PX, vw, vh);
	svg_text(f, item->title);
	fprintf(f, "</title>\n<rect width=\"%lu\" height=\"%lu\" fill=\"#fff\"/>\n",
	    vw, vh);
	/* The walls: one path of thin lines, square ends and corners. */
	fprintf(f, "<path transform=\"translate(.5 .5)\" fill=\"none\" stroke=\"#000\""
	    " stroke-width=\"%g\" stroke-linecap=\"square\""
	    " stroke-linejoin=\"miter\" d=\"", PRINT_WALL_WIDTH);
	if (print_walls_trace(m, &pen, e) != 0)
		return -1;
	fputs("\"/>\n", f);
	if (s.dots) {
		fputs("<path fill=\"#000\" d=\"", f);
		s.second = true;
		if (print_walls_trace(m, &pen, e) != 0)
			return -1;
		fputs("\"/>\n", f);
	}
	fputs("<g transform=\"translate(.5 .5)\">\n", f);
	if (solution && svg_solution(f, p, e) != 0)
		return -1;
	/* Start: a green disc; exit: a red square (shape tells them apart
	 * without colour). */
	fprintf(f, "<circle cx=\"%lu\" cy=\"%lu\" r=\"%g\" fill=\"#2b8a3e\"/>\n",
	    2ul * (p->start % m->w) + 1, 2ul * (p->start / m->w) + 1, PRINT_START_R);
	fprintf(f, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\""
	    " fill=\"#c92a2a\"/>\n</g>\n</svg>\n",
	    2.0 * (p->exit % m->w) + 1 - PRINT_EXIT_SIDE / 2,
	    2.0 * (p->exit / m->w) + 1 - PRINT_EXIT_SIDE / 2, PRINT_EXIT_SIDE, PRINT_EXIT_SIDE);
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
}
