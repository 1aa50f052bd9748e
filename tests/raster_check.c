/* raster_check.c - compares a rendered maze, square by square, with the
 * block format of the same maze (tests/print.sh).
 *
 * Usage: raster_check [--frame] [--solution] [--margin=N] IMAGE MAZE
 *        raster_check --colours IMAGE
 *
 * IMAGE is a binary PPM or PGM (pdftoppm's output) or, when built with
 * cairo, a PNG.  MAZE is the block format.  Without --frame the image
 * covers the block grid exactly (with --margin=N, the block grid and N
 * squares of white background on every side, which must be white:
 * the centre of every square of the margin is read too); with --frame
 * the maze is found on the
 * page by its outer border, the longest dark lines, whose thickness
 * may be a whole square or less (walls drawn as thinner lines through
 * the squares' centres, as SPEC allows).  The centre pixel
 * of every block square is read: '#' must be dark (every channel below
 * 96), ' ' white, 'S' green, 'E' red, '.' the solution's orange with
 * --solution and white without.  This is an independent reading of the
 * picture: nothing here knows how the writers draw.
 *
 * With --colours it reads no maze: it prints how many pixels of IMAGE
 * have each colour, a line each ("# N" dark, "S N" green, "E N" red,
 * ". N" orange, "  N" white, "? N" anything else), for pictures that
 * are not on the block grid (a hex maze's).
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_CAIRO
#include <cairo.h>
#endif

/* An image as 8-bit RGB. */
struct image {
	long w, h;
	unsigned char *rgb;
};

/* Reads a number of a PNM header, skipping blanks and comments. */
static long
pnm_number(FILE *f)
{
	int c;
	long v = 0;

	for (;;) {
		c = getc(f);
		if (c == '#')
			while (c != '\n' && c != EOF)
				c = getc(f);
		else if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
			break;
	}
	if (c < '0' || c > '9')
		return -1;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		if (v > 100000)
			return -1;
		c = getc(f);
	}
	return v;
}

/* Reads a P5 or P6 file into img. */
static int
read_pnm(FILE *f, struct image *img)
{
	int kind, c1 = getc(f), c2 = getc(f);
	long maxval, i, n;
	unsigned char *raw;

	if (c1 != 'P' || (c2 != '5' && c2 != '6'))
		return -1;
	kind = c2 - '0';
	img->w = pnm_number(f);
	img->h = pnm_number(f);
	maxval = pnm_number(f);
	if (img->w <= 0 || img->h <= 0 || maxval != 255)
		return -1;
	n = img->w * img->h;
	img->rgb = malloc((size_t)n * 3);
	raw = malloc((size_t)n * (kind == 6 ? 3 : 1));
	if (img->rgb == NULL || raw == NULL
	    || fread(raw, kind == 6 ? 3 : 1, (size_t)n, f) != (size_t)n) {
		free(raw);
		return -1;
	}
	for (i = 0; i < n; i++)
		if (kind == 6)
			memcpy(img->rgb + 3 * i, raw + 3 * i, 3);
		else
			memset(img->rgb + 3 * i, raw[i], 3);
	free(raw);
	return 0;
}

#ifdef HAVE_CAIRO
/* Reads a PNG through cairo into img. */
static int
read_png(const char *path, struct image *img)
{
	cairo_surface_t *s = cairo_image_surface_create_from_png(path);
	const unsigned char *data;
	long x, y;
	int stride;
	uint32_t px;

	if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(s);
		return -1;
	}
	cairo_surface_flush(s);
	img->w = cairo_image_surface_get_width(s);
	img->h = cairo_image_surface_get_height(s);
	stride = cairo_image_surface_get_stride(s);
	data = cairo_image_surface_get_data(s);
	img->rgb = malloc((size_t)(img->w * img->h * 3));
	if (img->rgb == NULL) {
		cairo_surface_destroy(s);
		return -1;
	}
	for (y = 0; y < img->h; y++)
		for (x = 0; x < img->w; x++) {
			memcpy(&px, data + y * stride + 4 * x, 4);
			img->rgb[3 * (y * img->w + x)] = (px >> 16) & 255;
			img->rgb[3 * (y * img->w + x) + 1] = (px >> 8) & 255;
			img->rgb[3 * (y * img->w + x) + 2] = px & 255;
		}
	cairo_surface_destroy(s);
	return 0;
}
#endif

/* Returns the pixel (x, y). */
static const unsigned char *
pixel(const struct image *img, long x, long y)
{
	return img->rgb + 3 * (y * img->w + x);
}

/* Returns whether a pixel is dark: a wall. */
static bool
dark(const unsigned char *p)
{
	return p[0] < 96 && p[1] < 96 && p[2] < 96;
}

/* Names the colour of a pixel as this test classifies it. */
static char
classify(const unsigned char *p)
{
	int r = p[0], g = p[1], b = p[2];

	if (dark(p))
		return '#';
	if (r > 215 && g > 215 && b > 215)
		return ' ';
	if (g > r + 40 && g > b + 20)
		return 'S';          /* green */
	if (r > 180 && g > 60 && g < 140 && b < 60)
		return '.';          /* orange */
	if (r > 150 && g < 80 && b < 80)
		return 'E';          /* red */
	return '?';
}

/* Finds the maze on a page: the first and the last pixel rows whose
 * longest dark run is nearly the longest of the page are the outer
 * border's top and bottom; the top run gives the left and right, and
 * the rows of the top border line its thickness *thick. */
static int
find_frame(const struct image *img, long *x0, long *y0, long *x1, long *y1,
    long *thick)
{
	long *run = calloc((size_t)img->h, sizeof *run);
	long *start = calloc((size_t)img->h, sizeof *start);
	long x, y, len, best = 0;

	if (run == NULL || start == NULL) {
		free(run);
		free(start);
		return -1;
	}
	for (y = 0; y < img->h; y++)
		for (x = 0, len = 0; x < img->w; x++) {
			len = dark(pixel(img, x, y)) ? len + 1 : 0;
			if (len > run[y]) {
				run[y] = len;
				start[y] = x - len + 1;
			}
			if (len > best)
				best = len;
		}
	*y0 = *y1 = -1;
	*thick = 0;
	for (y = 0; y < img->h; y++)
		if (best > 0 && run[y] * 10 >= best * 9) {
			if (*y0 < 0) {
				*y0 = y;
				*x0 = start[y];
				*x1 = start[y] + run[y] - 1;
			}
			if (y == *y0 + *thick)   /* still the top line */
				(*thick)++;
			*y1 = y;
		}
	free(run);
	free(start);
	return *y0 < 0 ? -1 : 0;
}

/* Reads the block format: rows of equal length. */
static char **
read_maze(const char *path, long *rows, long *cols)
{
	FILE *f = fopen(path, "r");
	char buf[70000], **v = NULL;
	long n = 0;

	if (f == NULL)
		return NULL;
	*cols = -1;
	while (fgets(buf, sizeof buf, f) != NULL) {
		buf[strcspn(buf, "\n")] = '\0';
		if (*cols < 0)
			*cols = (long)strlen(buf);
		if ((long)strlen(buf) != *cols
		    || (v = realloc(v, (size_t)(n + 1) * sizeof *v)) == NULL
		    || (v[n] = strdup(buf)) == NULL) {
			fclose(f);
			return NULL;
		}
		n++;
	}
	fclose(f);
	*rows = n;
	return n > 0 ? v : NULL;
}

/* Prints the number of pixels of img of each colour classify names. */
static int
print_colours(const struct image *img)
{
	static const char names[] = "# SE.?";
	long n[sizeof names - 1] = { 0 }, x, y;
	size_t k;

	for (y = 0; y < img->h; y++)
		for (x = 0; x < img->w; x++)
			n[strchr(names, classify(pixel(img, x, y))) - names]++;
	for (k = 0; k + 1 < sizeof names; k++)
		printf("%c %ld\n", names[k], n[k]);
	return 0;
}

int
main(int argc, char **argv)
{
	bool frame = false, solution = false, colours = false;
	struct image img = { 0, 0, NULL };
	long rows, cols, i, j, x0 = 0, y0 = 0, x1, y1, bad = 0, thick = 0;
	long margin = 0;
	double sx, sy, ox, oy;
	char **maze, want, got;
	FILE *f;
	int a = 1, rc;

	for (; a < argc && argv[a][0] == '-' && argv[a][1] == '-'; a++)
		if (strcmp(argv[a], "--frame") == 0)
			frame = true;
		else if (strcmp(argv[a], "--solution") == 0)
			solution = true;
		else if (strncmp(argv[a], "--margin=", 9) == 0)
			margin = strtol(argv[a] + 9, NULL, 10);
		else if (strcmp(argv[a], "--colours") == 0)
			colours = true;
	if (argc - a != (colours ? 1 : 2)) {
		fprintf(stderr, "usage: raster_check [--frame] [--solution] [--margin=N] IMAGE MAZE\n"
		    "       raster_check --colours IMAGE\n");
		return 2;
	}
	if ((f = fopen(argv[a], "rb")) == NULL) {
		perror(argv[a]);
		return 2;
	}
	if (getc(f) == 0x89) {
		fclose(f);
#ifdef HAVE_CAIRO
		rc = read_png(argv[a], &img);
#else
		fprintf(stderr, "raster_check: PNG needs cairo\n");
		return 77;
#endif
	} else {
		rewind(f);
		rc = read_pnm(f, &img);
		fclose(f);
	}
	if (rc != 0) {
		fprintf(stderr, "raster_check: %s: cannot read the image\n", argv[a]);
		return 2;
	}
	if (colours) {
		rc = print_colours(&img);
		free(img.rgb);
		return rc;
	}
	if ((maze = read_maze(argv[a + 1], &rows, &cols)) == NULL) {
		fprintf(stderr, "raster_check: %s: cannot read the maze\n", argv[a + 1]);
		return 2;
	}
	x1 = img.w - 1;
	y1 = img.h - 1;
	if (frame && find_frame(&img, &x0, &y0, &x1, &y1, &thick) != 0) {
		fprintf(stderr, "raster_check: no maze found on the page\n");
		return 1;
	}
	sx = (double)(x1 - x0 + 1) / (double)(cols + 2 * margin);
	sy = (double)(y1 - y0 + 1) / (double)(rows + 2 * margin);
	ox = (double)x0 + (double)margin * sx;
	oy = (double)y0 + (double)margin * sy;
	if (frame && rows > 1 && cols > 1) {
		/* The border's lines run through the centres of the outer
		 * squares: from centre to centre is rows - 1 squares. */
		sx = (double)(x1 - x0 + 1 - thick) / (double)(cols - 1);
		sy = (double)(y1 - y0 + 1 - thick) / (double)(rows - 1);
		ox = (double)x0 + thick / 2.0 - sx / 2;
		oy = (double)y0 + thick / 2.0 - sy / 2;
	}
	printf("maze %ldx%ld squares at (%ld,%ld)-(%ld,%ld): %.2f x %.2f pixels a square\n",
	    cols, rows, x0, y0, x1, y1, sx, sy);
	if (sx < 3 || sy < 3) {
		fprintf(stderr, "raster_check: squares under 3 pixels: render larger\n");
		return 1;
	}
	for (i = 0; i < rows; i++)
		for (j = 0; j < cols; j++) {
			want = maze[i][j] == '.' && !solution ? ' ' : maze[i][j];
			got = classify(pixel(&img, (long)(ox + (j + 0.5) * sx),
			    (long)(oy + (i + 0.5) * sy)));
			if (got != want && bad++ < 10)
				printf("line %ld, column %ld: want '%c', the picture has '%c'\n",
				    i + 1, j + 1, want, got);
		}
	/* The margin's squares, all around: background. */
	for (i = -margin; i < rows + margin; i++)
		for (j = -margin; j < cols + margin; j++) {
			if (i >= 0 && i < rows && j >= 0 && j < cols)
				continue;
			got = classify(pixel(&img, (long)(ox + (j + 0.5) * sx),
			    (long)(oy + (i + 0.5) * sy)));
			if (got != ' ' && bad++ < 10)
				printf("margin square %ld,%ld: want ' ', the picture has '%c'\n",
				    i + 1, j + 1, got);
		}
	printf("%ld squares, %ld wrong\n", rows * cols, bad);
	for (i = 0; i < rows; i++)
		free(maze[i]);
	free(maze);
	free(img.rgb);
	return bad == 0 ? 0 : 1;
}
