/* print.h - mazes on paper: the block format, SVG, PDF and PNG.
 *
 * The picture follows the block grid (SPEC "Printing"): block square
 * (line i, column j) covers x in [j*U, (j+1)*U) and y in [i*U, (i+1)*U),
 * and walls are dark exactly over the '#' squares.  Other shapes are
 * drawn as paper.h says, each in its own units.  Writers take a
 * stream from the caller and never print messages; PDF and PNG exist
 * only when mazegame is built with cairo (print_format_built says).
 */
#ifndef MAZEGAME_PRINT_H
#define MAZEGAME_PRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "maze/puzzle.h"
#include "maze/shape.h"

/* The output formats of --print. */
enum print_format { PRINT_TEXT, PRINT_SVG, PRINT_PDF, PRINT_PNG, PRINT_GRAPH };

/* Paper sizes of a PDF. */
enum print_paper { PRINT_A4, PRINT_LETTER };

/* Pixels a block square in a PNG (--cell): the largest allowed, and the
 * largest side of a PNG in pixels. */
#define PRINT_CELL_MAX 100u
#define PRINT_PNG_SIDE_MAX 8000u
/* Block squares of background around the maze of a PNG on every side
 * (a cell's width): the picture's squares start PRINT_PNG_MARGIN
 * squares in.  An SVG has none (its viewBox is the block grid); a PDF
 * has its page's margins. */
#define PRINT_PNG_MARGIN 1u

/* One maze to print. */
struct print_item {
	const struct puzzle *p;   /* the maze, its start, exit and solution */
	char title[160];          /* the PDF's title line (UTF-8) */
	char answer[160];         /* the title of its answer page */
};

/* What to print and how. */
struct print_job {
	enum print_format format;
	const struct print_item *items;
	size_t count;             /* items; more than one only for PDF */
	bool solution;            /* draw the way out on the maze itself */
	bool answers;             /* PDF: after the mazes, one answer page each */
	enum print_paper paper;   /* PDF */
	uint32_t cell;            /* PNG: pixels a block square; 0: automatic */
};

/* Returns the format called name ("text", "svg", "pdf", "png"), or -1. */
int print_format_find(const char *name);

/* Returns the format a file name's extension asks for (.svg, .pdf,
 * .png, .txt), or -1 for any other name. */
int print_format_of_path(const char *path);

/* Returns the name of format f. */
const char *print_format_name(enum print_format f);

/* Returns whether format f is built into this mazegame. */
bool print_format_built(enum print_format f);

/* Returns whether format f is binary (no place on a terminal). */
bool print_format_binary(enum print_format f);

/* Returns the paper of the locale's LC_PAPER where it can be read
 * (letter when it is 216 x 279 mm), else A4. */
enum print_paper print_paper_default(void);

/* Returns the PNG pixels a block square that a maze of w x h cells
 * (and its margin) gets: cell when not 0, else a size that keeps the
 * image moderate.
 * Returns 0 with a message when the image would be too large. */
uint32_t print_png_cell(uint32_t w, uint32_t h, uint32_t cell, mg_err *e);

/* As print_png_cell, for a picture whose longer side is squares block
 * squares (without the margin): the side of any shape's picture. */
uint32_t print_png_cell_for(uint64_t squares, uint32_t cell, mg_err *e);

/* Checks that format f can draw mazes of shape s (NULL: the square
 * grid): text and graph draw every shape, the pictures those with a
 * drawing (paper.h).  Returns 0, or -1 with a message. */
int print_shape_check(enum print_format f, const struct shape *s, mg_err *e);


/* Writes item as an SVG document to f (with its solution when
 * solution is set).  Returns 0 or -1 with a message. */
int print_svg_write(FILE *f, const struct print_item *item, bool solution,
    mg_err *e);

/* Writes job as a PDF to f through cairo.  Returns 0 or -1. */
int print_pdf_write(FILE *f, const struct print_job *job, mg_err *e);

/* Writes the job's first item as a PNG to f through cairo. */
int print_png_write(FILE *f, const struct print_job *job, mg_err *e);

#endif
