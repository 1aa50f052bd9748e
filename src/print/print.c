/* print.c - the formats of --print: names, defaults and one entry point. */
#include "config.h"

#include <langinfo.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "print/paper.h"
#include "print/print.h"

static const char *const format_names[] = {
	[PRINT_TEXT] = "text", [PRINT_SVG] = "svg",
	[PRINT_PDF] = "pdf", [PRINT_PNG] = "png", [PRINT_GRAPH] = "graph",
};

int
print_format_find(const char *name)
{
	int f;

	for (f = PRINT_TEXT; f <= PRINT_GRAPH; f++)
		if (strcmp(name, format_names[f]) == 0)
			return f;
	return -1;
}

int
print_format_of_path(const char *path)
{
	const char *dot = strrchr(path, '.');
	int f;

	if (dot == NULL || strchr(dot, '/') != NULL)
		return -1;
	if (strcasecmp(dot, ".txt") == 0)
		return PRINT_TEXT;
	for (f = PRINT_SVG; f <= PRINT_PNG; f++)
		if (strcasecmp(dot + 1, format_names[f]) == 0)
			return f;
	return -1;
}

const char *
print_format_name(enum print_format f)
{
	return format_names[f];
}

bool
print_format_built(enum print_format f)
{
#ifdef HAVE_CAIRO
	(void)f;
	return true;
#else
	return f == PRINT_TEXT || f == PRINT_SVG || f == PRINT_GRAPH;
#endif
}

bool
print_format_binary(enum print_format f)
{
	return f == PRINT_PDF || f == PRINT_PNG;
}

enum print_paper
print_paper_default(void)
{
#if HAVE_DECL__NL_PAPER_WIDTH && HAVE_DECL__NL_PAPER_HEIGHT
	/* glibc returns the millimetres in the pointer itself. */
	intptr_t w = (intptr_t)nl_langinfo(_NL_PAPER_WIDTH);
	intptr_t h = (intptr_t)nl_langinfo(_NL_PAPER_HEIGHT);

	if (w == 216 && h == 279)
		return PRINT_LETTER;
#endif
	return PRINT_A4;
}

uint32_t
print_png_cell(uint32_t w, uint32_t h, uint32_t cell, mg_err *e)
{
	return print_png_cell_for(2 * (uint64_t)(w > h ? w : h) + 1, cell, e);
}

uint32_t
print_png_cell_for(uint64_t squares, uint32_t cell, mg_err *e)
{
	uint64_t side = squares + 2 * PRINT_PNG_MARGIN;

	if (cell == 0) {
		/* 10 pixels a square, less for large mazes (a 2000-pixel
		 * image at least keeps a pixel a square). */
		cell = (uint32_t)(side * 10 <= 2000 ? 10 : 2000 / side);
		if (cell == 0)
			cell = 1;
	}
	if (side * cell > PRINT_PNG_SIDE_MAX && side <= PRINT_PNG_SIDE_MAX) {
		/* A smaller --cell fits: say which. */
		err_set(e, _("a PNG of this maze at %1$lu pixels a square would be %2$llu pixels wide or high; at most %3$u: --cell=%4$llu fits, or use --format=pdf"),
		    (unsigned long)cell, (unsigned long long)(side * cell),
		    PRINT_PNG_SIDE_MAX,
		    (unsigned long long)(PRINT_PNG_SIDE_MAX / side));
		return 0;
	}
	if (side * cell > PRINT_PNG_SIDE_MAX) {
		/* Not even at a pixel a square. */
		err_set(e, _("a PNG of this maze would be %1$llu pixels wide or high even at a pixel a square; at most %2$u: use --format=pdf or --format=svg"),
		    (unsigned long long)side, PRINT_PNG_SIDE_MAX);
		return 0;
	}
	return cell;
}

int
print_shape_check(enum print_format f, const struct shape *s, mg_err *e)
{
	if (f == PRINT_TEXT || f == PRINT_GRAPH || print_shape_drawn(s))
		return 0;
	return err_set(e, _("--format %1$s draws no %2$s mazes yet; --shape=%2$s prints as text or graph"),
	    print_format_name(f), s->name);
}
