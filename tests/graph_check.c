/* graph_check.c - reads a maze in the graph format (SPEC, "Shapes":
 * "mazegame-graph 1", "shape NAME W H [FLOORS]", "start I", "exit I",
 * then "p A B" and "w A B" lines) from standard input and checks it,
 * for tests/shape_tree.sh and tests/shape_uniform.sh.
 *
 * Usage: graph_check tree|count|key|keys < GRAPH
 *
 *   tree   the p lines are a spanning tree of the cells: prints
 *          "ok CELLS PASSAGES"
 *   count  the number of spanning trees of the neighbour graph (every
 *          p and w pair), exactly, by the matrix-tree theorem
 *   key    the tree as one canonical line (its passages, sorted), to
 *          count distinct trees
 *   keys   any number of graphs one after another (each from its
 *          "mazegame-graph 1" line), a key line for each
 *
 * The reader is strict: a line out of place or malformed, a number
 * with a sign or a leading zero, a cell joined to itself, a pair given
 * twice (or as both a passage and a wall), a cell number that skips
 * one, a start or exit that is no cell, all fail with the line named.
 * The cells are the numbers in p and w lines, 0 to the largest; for
 * shape square the neighbour pairs must be exactly those of a W x H
 * grid numbered row by row, for shape triangle those of W x H
 * triangles (cell (x, y) pointing up when x + y is even: its row's
 * neighbours and, pointing up, the cell below).  A failure goes to standard error, status
 * 1; a usage error is status 2.
 *
 * It links nothing of mazegame's: an independent reading of what the
 * program wrote.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The determinant's integer: 128 bits where the compiler has them. */
#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 big;
#else
typedef int64_t big;
#endif

#define MAX_LINE 200
#define MAX_CELL 16777215UL
#define MAX_SIZE 100000UL
#define MAX_COUNT_CELLS 400

/* A pair of cells, a < b, and the line that gave it. */
struct edge {
	unsigned long a, b;
	unsigned long line;
	char kind;	/* 'p' or 'w' */
};

/* One graph as read. */
struct graph {
	char shape[32];
	unsigned long w, h, floors;
	unsigned long start, exit, shape_line, start_line, exit_line;
	struct edge *e;
	size_t ne, cap;
	unsigned long cells;
};

/* The input, a line at a time, with one line of lookahead. */
struct reader {
	unsigned long lineno;
	char buf[MAX_LINE + 2];
	int held;	/* buf holds a line not yet taken */
};

/* Prints "graph_check: line N: MSG" (no line when N is 0) and exits 1. */
_Noreturn static void
die(unsigned long line, const char *fmt, ...)
{
	va_list ap;

	fputs("graph_check: ", stderr);
	if (line > 0)
		fprintf(stderr, "line %lu: ", line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* Reads the next line into r->buf without its newline: 1, or 0 at the
 * end of the input.  Anything but printable ASCII, a line longer than
 * MAX_LINE or a last line without its newline is fatal. */
static int
next_line(struct reader *r)
{
	size_t n = 0;
	int c;

	if (r->held) {
		r->held = 0;
		return 1;
	}
	while ((c = getchar()) != EOF && c != '\n') {
		if (c < 0x20 || c > 0x7e)
			die(r->lineno + 1, "byte 0x%02x is not printable ASCII", c);
		if (n == MAX_LINE)
			die(r->lineno + 1, "longer than %d bytes", MAX_LINE);
		r->buf[n++] = (char)c;
	}
	if (ferror(stdin))
		die(0, "read error");
	if (c == EOF && n == 0)
		return 0;
	r->lineno++;
	if (c == EOF)
		die(r->lineno, "no newline at the end");
	r->buf[n] = '\0';
	return 1;
}

/* Splits LINE at single spaces into at most MAX words: their count.
 * A leading, trailing or double space, or more than MAX words, is
 * fatal. */
static size_t
split(char *line, unsigned long lineno, char **word, size_t max)
{
	size_t n = 0;
	char *p = line;

	if (*p == '\0')
		die(lineno, "empty line");
	for (;;) {
		if (*p == ' ' || *p == '\0')
			die(lineno, "a space out of place");
		if (n == max)
			die(lineno, "too many words");
		word[n++] = p;
		while (*p != ' ' && *p != '\0')
			p++;
		if (*p == '\0')
			return n;
		*p++ = '\0';
	}
}

/* A decimal number of WORD, 0 to MAX: no sign, no leading zero. */
static unsigned long
number(const char *word, unsigned long lineno, unsigned long max,
    const char *what)
{
	unsigned long v = 0;
	const char *p;

	if (word[0] == '0' && word[1] != '\0')
		die(lineno, "%s '%s' has a leading zero", what, word);
	for (p = word; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			die(lineno, "%s '%s' is not a number", what, word);
		if (v > (max - (unsigned long)(*p - '0')) / 10)
			die(lineno, "%s '%s' is over %lu", what, word, max);
		v = v * 10 + (unsigned long)(*p - '0');
	}
	return v;
}

/* Orders edges by their pair of cells, then by line. */
static int
edge_cmp(const void *x, const void *y)
{
	const struct edge *a = x, *b = y;

	if (a->a != b->a)
		return a->a < b->a ? -1 : 1;
	if (a->b != b->b)
		return a->b < b->b ? -1 : 1;
	return a->line < b->line ? -1 : a->line > b->line;
}

/* Appends an edge to G. */
static void
add_edge(struct graph *g, const struct edge *e)
{
	if (g->ne == g->cap) {
		size_t cap = g->cap ? g->cap * 2 : 64;
		struct edge *n;

		if (cap > SIZE_MAX / sizeof *n)
			die(0, "out of memory");
		n = realloc(g->e, cap * sizeof *n);
		if (n == NULL)
			die(0, "out of memory");
		g->e = n;
		g->cap = cap;
	}
	g->e[g->ne++] = *e;
}

/* Checks the pairs of shape upsilon: a W x H checkerboard numbered row
 * by row whose cell (x, y) is an octagon when x + y is even; its
 * neighbours are the square grid's and, between octagons, the cells
 * across a corner. */
static void
check_upsilon(const struct graph *g)
{
	unsigned long want = (g->w - 1) * g->h + g->w * (g->h - 1), x, y;
	size_t i;

	for (y = 0; y + 1 < g->h; y++)
		for (x = 0; x < g->w; x++)
			if ((x + y) % 2 == 0)
				want += (x + 1 < g->w) + (x > 0);
	if (g->floors != 0)
		die(g->shape_line, "shape upsilon has no floors");
	if (g->cells != g->w * g->h)
		die(0, "%lu cells, not %lu x %lu", g->cells, g->w, g->h);
	for (i = 0; i < g->ne; i++) {
		const struct edge *e = &g->e[i];
		unsigned long d = e->b - e->a;

		x = e->a % g->w;
		y = e->a / g->w;
		if (!(d == g->w || (d == 1 && x != g->w - 1)
		    || ((x + y) % 2 == 0 && ((d == g->w + 1 && x != g->w - 1)
		    || (d == g->w - 1 && x != 0)))))
			die(e->line, "cells %lu and %lu are not neighbours "
			    "in an upsilon grid %lu wide", e->a, e->b, g->w);
	}
	if (g->ne != want)
		die(0, "%zu p and w lines, not the %lu pairs of neighbours "
		    "of a %lu x %lu upsilon grid", g->ne, want, g->w, g->h);
}

/* Checks what holds for any shape once every line is read: pairs given
 * once, every cell named, start and exit cells; and the grid of shape
 * square.  Sets g->cells.  Sorts a copy of the edges, not g->e, so the
 * lines keep their order for the tree check. */
static void
check_whole(struct graph *g)
{
	struct edge *s;
	unsigned char *seen;
	unsigned long i, max = 0;

	if (g->ne == 0)
		die(0, "no p or w line");
	s = malloc(g->ne * sizeof *s);
	if (s == NULL)
		die(0, "out of memory");
	memcpy(s, g->e, g->ne * sizeof *s);
	qsort(s, g->ne, sizeof *s, edge_cmp);
	for (i = 1; i < g->ne; i++) {
		if (s[i].a != s[i - 1].a || s[i].b != s[i - 1].b)
			continue;
		if (s[i].kind == s[i - 1].kind)
			die(s[i].line, "%c %lu %lu again (first at line %lu)",
			    s[i].kind, s[i].a, s[i].b, s[i - 1].line);
		die(s[i].line, "cells %lu and %lu both a passage and a wall "
		    "(also line %lu)", s[i].a, s[i].b, s[i - 1].line);
	}
	free(s);
	for (i = 0; i < g->ne; i++)
		if (g->e[i].b > max)
			max = g->e[i].b;
	g->cells = max + 1;
	seen = calloc(g->cells, 1);
	if (seen == NULL)
		die(0, "out of memory");
	for (i = 0; i < g->ne; i++)
		seen[g->e[i].a] = seen[g->e[i].b] = 1;
	for (i = 0; i < g->cells; i++)
		if (!seen[i])
			die(0, "cell %lu is in no p or w line (cells are 0 to %lu)",
			    i, max);
	free(seen);
	if (g->start >= g->cells)
		die(g->start_line, "start %lu is not a cell (%lu cells)",
		    g->start, g->cells);
	if (g->exit >= g->cells)
		die(g->exit_line, "exit %lu is not a cell (%lu cells)",
		    g->exit, g->cells);
	if (strcmp(g->shape, "square") == 0) {
		unsigned long want = (g->w - 1) * g->h + g->w * (g->h - 1);

		if (g->floors != 0)
			die(g->shape_line, "shape square has no floors");
		if (g->cells != g->w * g->h)
			die(0, "%lu cells, not %lu x %lu", g->cells, g->w, g->h);
		for (i = 0; i < g->ne; i++) {
			const struct edge *e = &g->e[i];

			if (!(e->b - e->a == g->w ||
			    (e->b - e->a == 1 && e->a % g->w != g->w - 1)))
				die(e->line, "cells %lu and %lu are not neighbours "
				    "in a square grid %lu wide", e->a, e->b, g->w);
		}
		if (g->ne != want)
			die(0, "%zu p and w lines, not the %lu pairs of neighbours "
			    "of a %lu x %lu grid", g->ne, want, g->w, g->h);
	}
	if (strcmp(g->shape, "triangle") == 0) {
		/* Cell (x, y) = y * W + x points up when x + y is even: its
		 * neighbours are beside it in its row and, pointing up, the
		 * cell below it. */
		unsigned long want = (g->w - 1) * g->h, x, y;

		for (y = 0; y + 1 < g->h; y++)
			for (x = 0; x < g->w; x++)
				want += (x + y) % 2 == 0;
		if (g->floors != 0)
			die(g->shape_line, "shape triangle has no floors");
		if (g->cells != g->w * g->h)
			die(0, "%lu cells, not %lu x %lu", g->cells, g->w, g->h);
		for (i = 0; i < g->ne; i++) {
			const struct edge *e = &g->e[i];

			x = e->a % g->w;
			y = e->a / g->w;
			if (!((e->b - e->a == 1 && x != g->w - 1) ||
			    (e->b - e->a == g->w && (x + y) % 2 == 0)))
				die(e->line, "cells %lu and %lu are not neighbours "
				    "in a triangle grid %lu wide", e->a, e->b, g->w);
		}
		if (g->ne != want)
			die(0, "%zu p and w lines, not the %lu pairs of neighbours "
			    "of a %lu x %lu triangle grid", g->ne, want, g->w, g->h);
	}
	if (strcmp(g->shape, "upsilon") == 0)
		check_upsilon(g);
}

/* Reads one graph from R into G (emptied first): 1, or 0 at the end of
 * the input when END_OK.  Stops before the next "mazegame-graph" line. */
static int
read_graph(struct reader *r, struct graph *g, int end_ok)
{
	char *word[6];
	size_t n;
	struct edge e;

	g->ne = 0;
	g->floors = 0;
	if (!next_line(r)) {
		if (end_ok)
			return 0;
		die(0, "empty input");
	}
	if (strcmp(r->buf, "mazegame-graph 1") != 0)
		die(r->lineno, "not \"mazegame-graph 1\"");
	if (!next_line(r))
		die(r->lineno, "ends after the first line");
	n = split(r->buf, r->lineno, word, 5);
	if (strcmp(word[0], "shape") != 0 || n < 4)
		die(r->lineno, "not \"shape NAME W H [FLOORS]\"");
	if (strlen(word[1]) >= sizeof g->shape ||
	    strspn(word[1], "abcdefghijklmnopqrstuvwxyz") != strlen(word[1]))
		die(r->lineno, "shape name '%s' is not a short lower-case word",
		    word[1]);
	strcpy(g->shape, word[1]);
	g->shape_line = r->lineno;
	g->w = number(word[2], r->lineno, MAX_SIZE, "width");
	g->h = number(word[3], r->lineno, MAX_SIZE, "height");
	if (n == 5)
		g->floors = number(word[4], r->lineno, MAX_SIZE, "floors");
	if (g->w == 0 || g->h == 0 || (n == 5 && g->floors == 0))
		die(r->lineno, "a size of 0");
	if (!next_line(r))
		die(r->lineno, "ends before the start line");
	n = split(r->buf, r->lineno, word, 2);
	if (n != 2 || strcmp(word[0], "start") != 0)
		die(r->lineno, "not \"start I\"");
	g->start = number(word[1], r->lineno, MAX_CELL, "start");
	g->start_line = r->lineno;
	if (!next_line(r))
		die(r->lineno, "ends before the exit line");
	n = split(r->buf, r->lineno, word, 2);
	if (n != 2 || strcmp(word[0], "exit") != 0)
		die(r->lineno, "not \"exit I\"");
	g->exit = number(word[1], r->lineno, MAX_CELL, "exit");
	g->exit_line = r->lineno;
	while (next_line(r)) {
		if (strcmp(r->buf, "mazegame-graph 1") == 0) {
			r->held = 1;
			break;
		}
		n = split(r->buf, r->lineno, word, 3);
		if (n != 3 || (strcmp(word[0], "p") != 0 &&
		    strcmp(word[0], "w") != 0))
			die(r->lineno, "not \"p A B\" or \"w A B\"");
		e.kind = word[0][0];
		e.a = number(word[1], r->lineno, MAX_CELL, "cell");
		e.b = number(word[2], r->lineno, MAX_CELL, "cell");
		e.line = r->lineno;
		if (e.a == e.b)
			die(r->lineno, "cell %lu joined to itself", e.a);
		if (e.a > e.b) {
			unsigned long t = e.a;

			e.a = e.b;
			e.b = t;
		}
		add_edge(g, &e);
	}
	check_whole(g);
	return 1;
}

/* The root of X's set, halving the path on the way. */
static unsigned long
uf_find(unsigned long *parent, unsigned long x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/* Checks that G's passages are a spanning tree of its cells: no cycle
 * (the first p line that closes one is named), one piece.  Returns the
 * number of passages. */
static unsigned long
check_tree(const struct graph *g)
{
	unsigned long *parent, i, pieces = g->cells, passages = 0, lost = 0;

	parent = malloc(g->cells * sizeof *parent);
	if (parent == NULL)
		die(0, "out of memory");
	for (i = 0; i < g->cells; i++)
		parent[i] = i;
	for (i = 0; i < g->ne; i++) {
		const struct edge *e = &g->e[i];
		unsigned long ra, rb;

		if (e->kind != 'p')
			continue;
		passages++;
		ra = uf_find(parent, e->a);
		rb = uf_find(parent, e->b);
		if (ra == rb)
			die(e->line, "not a tree: p %lu %lu closes a cycle",
			    e->a, e->b);
		parent[ra] = rb;
		pieces--;
	}
	if (pieces > 1) {
		unsigned long r0 = uf_find(parent, 0);

		for (i = 1; i < g->cells && lost == 0; i++)
			if (uf_find(parent, i) != r0)
				lost = i;
		die(0, "not a tree: %lu pieces, cell %lu not reached from cell 0",
		    pieces, lost);
	}
	free(parent);
	return passages;
}

/* A * B - C * D, or fatal when that would overflow. */
static big
cross(big a, big b, big c, big d)
{
	big x, y, r;

	if (__builtin_mul_overflow(a, b, &x) ||
	    __builtin_mul_overflow(c, d, &y) ||
	    __builtin_sub_overflow(x, y, &r))
		die(0, "too many spanning trees to count in %zu bits",
		    sizeof(big) * CHAR_BIT);
	return r;
}

/* Writes V (not negative) in decimal to standard output. */
static void
print_big(big v)
{
	char d[64];
	size_t n = 0;

	do {
		d[n++] = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v > 0);
	while (n > 0)
		putchar(d[--n]);
	putchar('\n');
}

/* Prints the number of spanning trees of G's neighbour graph: the
 * determinant of its Laplacian less the last row and column, by
 * Bareiss's fraction-free elimination (every division exact). */
static void
count_trees(const struct graph *g)
{
	size_t n, i, j, k;
	big *m, prev = 1, det;
	int sign = 1;

	if (g->cells > MAX_COUNT_CELLS)
		die(0, "%lu cells: counting stops at %d", g->cells,
		    MAX_COUNT_CELLS);
	n = g->cells - 1;
	if (n == 0) {
		print_big(1);
		return;
	}
	m = calloc(n * n, sizeof *m);
	if (m == NULL)
		die(0, "out of memory");
	for (i = 0; i < g->ne; i++) {
		size_t a = g->e[i].a, b = g->e[i].b;

		if (a < n)
			m[a * n + a]++;
		if (b < n)
			m[b * n + b]++;
		if (a < n && b < n) {
			m[a * n + b]--;
			m[b * n + a]--;
		}
	}
	for (k = 0; k + 1 < n; k++) {
		if (m[k * n + k] == 0) {
			for (i = k + 1; i < n && m[i * n + k] == 0; i++)
				;
			if (i == n) {
				print_big(0);
				free(m);
				return;
			}
			for (j = 0; j < n; j++) {
				big t = m[k * n + j];

				m[k * n + j] = m[i * n + j];
				m[i * n + j] = t;
			}
			sign = -sign;
		}
		for (i = k + 1; i < n; i++) {
			for (j = k + 1; j < n; j++)
				m[i * n + j] = cross(m[i * n + j], m[k * n + k],
				    m[i * n + k], m[k * n + j]) / prev;
			m[i * n + k] = 0;
		}
		prev = m[k * n + k];
	}
	det = m[(n - 1) * n + (n - 1)];
	free(m);
	if (sign < 0)
		det = -det;
	if (det < 0)
		die(0, "a negative determinant: the count went wrong");
	print_big(det);
}

/* Prints G's passages, each "A-B" with A < B, sorted, on one line. */
static void
print_key(const struct graph *g)
{
	struct edge *s;
	size_t i, n = 0;

	s = malloc(g->ne * sizeof *s);
	if (s == NULL)
		die(0, "out of memory");
	for (i = 0; i < g->ne; i++)
		if (g->e[i].kind == 'p')
			s[n++] = g->e[i];
	qsort(s, n, sizeof *s, edge_cmp);
	for (i = 0; i < n; i++)
		printf("%s%lu-%lu", i ? " " : "", s[i].a, s[i].b);
	putchar('\n');
	free(s);
}

int
main(int argc, char **argv)
{
	struct reader r = { 0, { 0 }, 0 };
	struct graph g;
	const char *mode = argc == 2 ? argv[1] : "";

	memset(&g, 0, sizeof g);
	if (strcmp(mode, "tree") != 0 && strcmp(mode, "count") != 0 &&
	    strcmp(mode, "key") != 0 && strcmp(mode, "keys") != 0) {
		fputs("usage: graph_check tree|count|key|keys < GRAPH\n", stderr);
		return 2;
	}
	if (strcmp(mode, "keys") == 0) {
		while (read_graph(&r, &g, 1)) {
			check_tree(&g);
			print_key(&g);
		}
	} else {
		read_graph(&r, &g, 0);
		if (next_line(&r))
			die(r.lineno, "a second graph (only keys reads more than one)");
		if (strcmp(mode, "tree") == 0)
			printf("ok %lu %lu\n", g.cells, check_tree(&g));
		else if (strcmp(mode, "count") == 0)
			count_trees(&g);
		else {
			check_tree(&g);
			print_key(&g);
		}
	}
	free(g.e);
	if (fflush(stdout) != 0 || ferror(stdout))
		die(0, "write error");
	return 0;
}
