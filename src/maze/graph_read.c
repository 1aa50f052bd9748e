/* graph_read.c - the graph format's strict reader. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/graph.h"
#include "maze/shape.h"
#include "maze/weave_sites.h"

/* The reader's place in the file. */
struct greader {
	FILE *f;
	unsigned long line;
	char buf[GRAPH_LINE_MAX + 1];
	mg_err *e;
};

/* Reads the next line into rd->buf without its '\n'.  Returns 1, 0 at
 * the end of the file, or -1 with a message (a line too long, a NUL, a
 * last line without '\n'). */
static int
next_line(struct greader *rd)
{
	size_t len = 0;
	int c;

	rd->line++;
	while ((c = getc(rd->f)) != EOF && c != '\n') {
		if (c == '\0' || c == '\r' || len == GRAPH_LINE_MAX - 1)
			return err_set(rd->e, _("line %lu: %s"), rd->line,
			    c == '\0' ? _("a NUL byte") : c == '\r'
			    ? _("a carriage return") : _("the line is too long"));
		rd->buf[len++] = (char)c;
	}
	rd->buf[len] = '\0';
	if (c == EOF && len == 0)
		return ferror(rd->f) ? err_set(rd->e, _("read error")) : 0;
	if (c == EOF)
		return err_set(rd->e, _("line %lu: the last line has no newline"), rd->line);
	return 1;
}

/* Reads a number of at most 10 digits, no sign or leading zero, at *p,
 * moving *p past it.  Returns false when there is none. */
static bool
number(const char **p, uint64_t *v)
{
	const char *s = *p;
	size_t k = 0;

	*v = 0;
	while (s[k] >= '0' && s[k] <= '9' && k < 11)
		*v = *v * 10 + (uint64_t)(s[k++] - '0');
	if (k == 0 || k > 10 || (k > 1 && s[0] == '0'))
		return false;
	*p = s + k;
	return true;
}

/* Reads "WORD N" (the whole line) and checks N < below. */
static int
keyed(struct greader *rd, const char *word, uint64_t below, uint32_t *v)
{
	size_t len = strlen(word);
	const char *p = rd->buf + len + 1;
	uint64_t n;

	if (next_line(rd) != 1)
		return err_set(rd->e, _("line %lu: '%s N' expected"), rd->line, word);
	if (strncmp(rd->buf, word, len) != 0 || rd->buf[len] != ' '
	    || !number(&p, &n) || *p != '\0' || n >= below)
		return err_set(rd->e, _("line %lu: '%s N' expected, N a cell below %llu"),
		    rd->line, word, (unsigned long long)below);
	*v = (uint32_t)n;
	return 0;
}

/* Reads the shape line and makes the maze with every wall standing. */
static maze *
shape_line(struct greader *rd)
{
	char name[16];
	const struct shape *s;
	const char *p;
	uint64_t w, h, f = 1;
	size_t k;
	mg_err why;
	maze *m;

	if (next_line(rd) != 1 || strncmp(rd->buf, "shape ", 6) != 0) {
		err_set(rd->e, _("line %lu: 'shape NAME W H' expected"), rd->line);
		return NULL;
	}
	p = rd->buf + 6;
	for (k = 0; p[k] >= 'a' && p[k] <= 'z' && k + 1 < sizeof name; k++)
		name[k] = p[k];
	name[k] = '\0';
	p += k;
	if ((s = shape_find(name)) == NULL) {
		err_set(rd->e, _("line %lu: unknown shape '%s'"), rd->line, name);
		return NULL;
	}
	if (*p++ != ' ' || !number(&p, &w) || *p++ != ' ' || !number(&p, &h)
	    || (s == &shape_floors && (*p++ != ' ' || !number(&p, &f)))
	    || *p != '\0') {
		err_set(rd->e, s == &shape_floors
		    ? _("line %lu: 'shape floors W H FLOORS' expected")
		    : _("line %lu: 'shape NAME W H' expected"), rd->line);
		return NULL;
	}
	if (f < 1 || f > SHAPE_FLOORS_MAX) {
		err_set(rd->e, _("line %lu: a maze has 1 to %u floors, not %llu"),
		    rd->line, SHAPE_FLOORS_MAX, (unsigned long long)f);
		return NULL;
	}
	/* The size checked as the file wrote it, so the message names the
	 * numbers the line has; then it fits the maze's. */
	if (shape_check_size(s, w, h, &why) != 0
	    || (m = shape_maze_floors(s, (uint32_t)w, (uint32_t)h, (uint32_t)f,
	    &why)) == NULL) {
		err_set(rd->e, _("line %lu: %s"), rd->line, why.msg);
		return NULL;
	}
	return m;
}

/* Returns the way from a to its neighbour b, or -1. */
static int
way_to(const maze *m, uint32_t a, uint32_t b)
{
	unsigned d, ways = maze_ways(m);
	uint32_t j;

	for (d = 0; d < ways; d++)
		if (maze_next(m, a, d, &j) && j == b)
			return (int)d;
	return -1;
}

/* Reads the pair lines to the end, opening passages in m and marking
 * every pair told in told, then checks that every pair was. */
static int
pair_lines(struct greader *rd, maze *m, maze *told)
{
	uint64_t pairs = 0, want = 0, a, b;
	unsigned d, ways = maze_ways(m);
	uint32_t i, j;
	const char *p;
	int rc, way;
	mg_err why;

	while ((rc = next_line(rd)) == 1) {
		p = rd->buf + 2;
		if ((rd->buf[0] != 'p' && rd->buf[0] != 'w') || rd->buf[1] != ' '
		    || !number(&p, &a) || *p++ != ' ' || !number(&p, &b)
		    || *p != '\0')
			return err_set(rd->e, _("line %lu: 'p A B' or 'w A B' expected"), rd->line);
		/* A weave's pair two apart names the site between. */
		if (a < m->n && b < m->n && m->shape == &shape_weave
		    && weave_read_pair(m, told, (uint32_t)a, (uint32_t)b,
		    &why) < 0)
			return err_set(rd->e, _("line %lu: %s"), rd->line, why.msg);
		if (a >= m->n || b >= m->n
		    || (way = way_to(m, (uint32_t)a, (uint32_t)b)) < 0)
			return err_set(rd->e, _("line %lu: cells %llu and %llu are not neighbours"),
			    rd->line, (unsigned long long)a, (unsigned long long)b);
		if (maze_way_open(told, (uint32_t)a, (unsigned)way))
			return err_set(rd->e, _("line %lu: cells %llu and %llu were told before"),
			    rd->line, (unsigned long long)a, (unsigned long long)b);
		maze_set_way(told, (uint32_t)a, (unsigned)way, true);
		if (rd->buf[0] == 'p')
			maze_set_way(m, (uint32_t)a, (unsigned)way, true);
		pairs++;
	}
	if (rc < 0)
		return -1;
	/* Fewer pairs than a tree of the cells has: said at once, without
	 * counting every pair of a maze the file may only have named. */
	if (pairs + 1 < m->n)
		/* TRANSLATORS: %1$lu a line, %2$llu how many pairs of
		 * neighbour cells the file told (singular: one pair),
		 * %3$llu how many cells the maze has. */
		return err_set(rd->e, ngettext("line %1$lu: %2$llu pair of neighbours told, for %3$llu cells",
		    "line %1$lu: %2$llu pairs of neighbours told, for %3$llu cells",
		    (unsigned long)pairs),
		    rd->line, (unsigned long long)pairs, (unsigned long long)m->n);
	for (i = 0; i < m->n; i++)
		for (d = 0; d < ways; d++)
			want += maze_next(m, i, d, &j) && j > i;
	if (pairs != want)
		/* TRANSLATORS: %1$lu a line, %2$llu how many pairs of
		 * neighbour cells the file told (singular: one pair),
		 * %3$llu how many the maze has. */
		return err_set(rd->e, ngettext("line %1$lu: %2$llu pair of neighbours told, not all %3$llu",
		    "line %1$lu: %2$llu pairs of neighbours told, not all %3$llu",
		    (unsigned long)pairs),
		    rd->line, (unsigned long long)pairs, (unsigned long long)want);
	return 0;
}

int
graph_read(FILE *f, struct mazeio_doc *doc, mg_err *e)
{
	struct greader rd = { f, 0, { 0 }, e };
	maze *m = NULL, *told = NULL;

	memset(doc, 0, sizeof *doc);
	if (next_line(&rd) != 1 || strcmp(rd.buf, GRAPH_MAGIC) != 0)
		return err_set(e, _("line 1: '%s' expected"), GRAPH_MAGIC);
	if ((m = shape_line(&rd)) == NULL)
		return -1;
	if (keyed(&rd, "start", m->n, &doc->start) != 0
	    || keyed(&rd, "exit", m->n, &doc->exit) != 0
	    || (doc->start == doc->exit && m->n > 1
	    && err_set(e, _("line %lu: the exit is the start (cell %lu): a maze of more than one cell has them apart"),
	    rd.line, (unsigned long)doc->exit) != 0)
	    || (told = maze_clone(m, e)) == NULL
	    || pair_lines(&rd, m, told) != 0) {
		maze_destroy(told);
		maze_destroy(m);
		return -1;
	}
	maze_destroy(told);
	doc->m = m;
	doc->by_cell = true;
	return 0;
}
