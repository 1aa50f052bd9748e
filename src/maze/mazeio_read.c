/* mazeio_read.c - the block format's strict reader: every refusal names
 * its line and column, and it stops at the first error. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"
#include "base/bitset.h"
#include "maze/graph.h"
#include "maze/mazeio.h"

/* A byte source: a stdio stream or a memory buffer. */
struct source {
	FILE *f;
	const unsigned char *p;
	size_t len, pos;
};

/* Returns the next byte of src, or EOF (with errno kept from stdio). */
static inline int
next_byte(struct source *src)
{
	if (src->f != NULL)
		return getc(src->f);
	return src->pos < src->len ? src->p[src->pos++] : EOF;
}

/* Reader state: the lines seen so far and the maze they describe. */
struct reader {
	struct source *src;
	char *line;            /* current line, without its newline */
	size_t linelen;        /* its length */
	size_t maxlen;         /* longest line accepted (2W+1 once known) */
	uint64_t lineno;       /* 1-based number of the current line */
	maze *m;
	uint32_t rows_cap;     /* rows allocated in m */
	uint64_t s_line, s_col, e_line, e_col;  /* 0 when not seen */
	uint64_t bad_bottom;   /* column of a non-wall in an even line */
	mg_err *e;
};

/* Describes byte c for a message: 'x' or a hex code. */
static const char *
describe(int c, char buf[16])
{
	if (c >= 0x21 && c <= 0x7e)
		snprintf(buf, 16, "'%c'", c);
	else
		/* TRANSLATORS: a byte that is not a printable character, in an
		 * error; at most 15 bytes. */
		snprintf(buf, 16, _("byte 0x%02x"), (unsigned)c & 0xffu);
	return buf;
}

/* Reads one line into rd->line.  Returns 1 for a line, 0 at the end of
 * the input, -1 (with a message) for an error. */
static int
read_line(struct reader *rd)
{
	int c;
	size_t n = 0;
	char what[16];

	for (;;) {
		c = next_byte(rd->src);
		if (c == EOF) {
			if (rd->src->f != NULL && ferror(rd->src->f)) {
				int err = errno;

				/* A signal the caller handles ends the wait
				 * for a writer that never writes. */
				if (err == EINTR)
					return err_set_code(rd->e, MG_EINTR,
					    _("line %llu: reading was interrupted by a signal"),
					    (unsigned long long)rd->lineno + 1);
				return err_set(rd->e, _("line %llu: read error: %s"),
				    (unsigned long long)rd->lineno + 1,
				    strerror(err));
			}
			if (n == 0)
				return 0;
			/* A last line without its newline (an editor that
			 * leaves it off) is a whole line: a truncated file
			 * shows as a short line or a missing border. */
			break;
		}
		if (c == '\n')
			break;
		if (c == '\r') {
			/* Tolerate CRLF line ends, nothing else. */
			c = next_byte(rd->src);
			if (c == '\n')
				break;
			return err_set(rd->e, _("line %llu, column %zu: unexpected carriage return"),
			    (unsigned long long)rd->lineno + 1, n + 1);
		}
		if (c != '#' && c != ' ' && c != 'S' && c != 'E' && c != '.'
		    && rd->lineno == 0)
			/* The first line: perhaps a picture of another
			 * shape's maze, which only its graph gives back. */
			return err_set(rd->e, _("line 1, column %zu: unexpected %s: neither the block format (only '#', ' ', 'S', 'E' and '.') nor the graph format ('mazegame-graph 1'); a maze of a shape other than square loads from its --print --format=graph"),
			    n + 1, describe(c, what));
		if (c != '#' && c != ' ' && c != 'S' && c != 'E' && c != '.')
			return err_set(rd->e, _("line %llu, column %zu: unexpected %s (only '#', ' ', 'S', 'E' and '.' may appear)"),
			    (unsigned long long)rd->lineno + 1, n + 1,
			    describe(c, what));
		/* After line 1, one character too many is kept so that the
		 * length check below can name both lengths. */
		if (n == rd->maxlen + (rd->lineno > 0)) {
			if (rd->lineno == 0)
				return err_set(rd->e, _("line 1: longer than %zu characters"),
				    rd->maxlen);
			return err_set(rd->e, _("line %llu: longer than line 1 (%zu characters)"),
			    (unsigned long long)rd->lineno + 1, rd->maxlen);
		}
		rd->line[n++] = (char)c;
	}
	rd->lineno++;
	rd->linelen = n;
	return 1;
}

/* Returns whether c stands for an open place. */
static inline bool
is_open(char c)
{
	return c != '#';
}

/* Notes an S or E at (column col of the current line), refusing a
 * second one and one that is not on a cell. */
static int
mark_end(struct reader *rd, size_t col, bool on_cell, uint64_t *line,
    uint64_t *column)
{
	char which = rd->line[col];

	if (!on_cell)
		return err_set(rd->e, _("line %llu, column %zu: '%c' must be on a cell (an even line and an even column, counting from 1)"),
		    (unsigned long long)rd->lineno, col + 1, which);
	if (*line != 0)
		return err_set(rd->e, _("line %llu, column %zu: a second '%c' (the first is at line %llu, column %llu)"),
		    (unsigned long long)rd->lineno, col + 1, which,
		    (unsigned long long)*line, (unsigned long long)*column);
	*line = rd->lineno;
	*column = col + 1;
	return 0;
}

/* Makes sure row y exists in the maze, growing it by doubling. */
static int
ensure_row(struct reader *rd, uint32_t y)
{
	uint64_t cap;

	if (y < rd->rows_cap)
		return 0;
	if ((uint64_t)y + 1 > MAZE_MAX_SIDE
	    || ((uint64_t)y + 1) * rd->m->w > MAZE_MAX_CELLS)
		return err_set(rd->e, _("line %llu: the maze is too large (at most %u rows and %lu cells)"),
		    (unsigned long long)rd->lineno, MAZE_MAX_SIDE,
		    (unsigned long)MAZE_MAX_CELLS);
	cap = (uint64_t)rd->rows_cap * 2;
	if (cap > MAZE_MAX_SIDE)
		cap = MAZE_MAX_SIDE;
	if (cap * rd->m->w > MAZE_MAX_CELLS)
		cap = MAZE_MAX_CELLS / rd->m->w;
	if (maze_set_height(rd->m, (uint32_t)cap, rd->e) != 0)
		return -1;
	rd->rows_cap = (uint32_t)cap;
	return 0;
}

/* Checks the first line (all wall, odd length) and sizes the maze. */
static int
first_line(struct reader *rd)
{
	size_t c;
	uint32_t w;

	for (c = 0; c < rd->linelen; c++)
		if (rd->line[c] != '#')
			return err_set(rd->e, _("line 1, column %zu: the top border must be all '#'"),
			    c + 1);
	if (rd->linelen < 3 || rd->linelen % 2 == 0)
		return err_set(rd->e, _("line 1: length %zu; a maze line has an odd length, at least 3"),
		    rd->linelen);
	w = (uint32_t)((rd->linelen - 1) / 2);
	rd->m = maze_create(w, 1, rd->e);
	if (rd->m == NULL)
		return -1;
	rd->rows_cap = 1;
	rd->maxlen = rd->linelen;
	return 0;
}

/* Takes a line with cells (odd line index r = 2y+1). */
static int
cell_line(struct reader *rd, uint32_t y)
{
	const char *l = rd->line;
	size_t c, last = rd->linelen - 1;
	uint32_t x;

	if (ensure_row(rd, y) != 0)
		return -1;
	if (l[0] != '#' || l[last] != '#')
		return err_set(rd->e, _("line %llu, column %zu: the border must be '#'"),
		    (unsigned long long)rd->lineno, l[0] != '#' ? (size_t)1 : last + 1);
	for (c = 1; c < last; c++) {
		bool on_cell = c % 2 == 1;

		if (l[c] == 'S' && mark_end(rd, c, on_cell, &rd->s_line, &rd->s_col) != 0)
			return -1;
		if (l[c] == 'E' && mark_end(rd, c, on_cell, &rd->e_line, &rd->e_col) != 0)
			return -1;
		if (on_cell && !is_open(l[c]))
			return err_set(rd->e, _("line %llu, column %zu: a cell (even line and column, counting from 1) cannot be '#'"),
			    (unsigned long long)rd->lineno, c + 1);
		if (!on_cell && is_open(l[c])) {
			x = (uint32_t)(c / 2 - 1);
			maze_or_bits(rd->m, y * rd->m->w + x, MAZE_EAST);
		}
	}
	return 0;
}

/* Takes a line of walls below row y (even line index r = 2y+2); it is
 * the bottom border if no cell line follows. */
static int
wall_line(struct reader *rd, uint32_t y)
{
	const char *l = rd->line;
	size_t c;

	rd->bad_bottom = 0;
	for (c = 0; c < rd->linelen; c++) {
		if (!is_open(l[c]))
			continue;
		if (l[c] == 'S' || l[c] == 'E')
			return err_set(rd->e, _("line %llu, column %zu: '%c' must be on a cell (an even line and an even column, counting from 1)"),
			    (unsigned long long)rd->lineno, c + 1, l[c]);
		if (c % 2 == 0)
			return err_set(rd->e, _("line %llu, column %zu: a corner (odd line and column, counting from 1) must be '#'"),
			    (unsigned long long)rd->lineno, c + 1);
		if (rd->bad_bottom == 0)
			rd->bad_bottom = c + 1;
		maze_or_bits(rd->m, y * rd->m->w + (uint32_t)(c / 2), MAZE_SOUTH);
	}
	return 0;
}

/* Reads the whole maze from rd's source into doc. */
static int
read_maze(struct reader *rd, struct mazeio_doc *doc)
{
	int got;
	uint32_t rows;

	got = read_line(rd);
	if (got < 0)
		return -1;
	if (got == 0)
		return err_set(rd->e, _("empty file: no maze in it"));
	if (first_line(rd) != 0)
		return -1;
	for (;;) {
		got = read_line(rd);
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		if (rd->linelen != rd->maxlen)
			return err_set(rd->e, _("line %llu: length %zu, but line 1 has length %zu (every line must be as long)"),
			    (unsigned long long)rd->lineno, rd->linelen, rd->maxlen);
		/* Line k (1-based) has 0-based index k-1. */
		if ((rd->lineno - 1) % 2 == 1) {
			if (cell_line(rd, (uint32_t)((rd->lineno - 2) / 2)) != 0)
				return -1;
		} else if (wall_line(rd, (uint32_t)((rd->lineno - 3) / 2)) != 0) {
			return -1;
		}
	}
	if (rd->lineno < 3 || rd->lineno % 2 == 0)
		return err_set(rd->e, _("line %llu: the file ends inside the maze (truncated file?)"),
		    (unsigned long long)rd->lineno + 1);
	if (rd->bad_bottom != 0)
		return err_set(rd->e, _("line %llu, column %llu: the bottom border must be all '#'"),
		    (unsigned long long)rd->lineno, (unsigned long long)rd->bad_bottom);
	if (rd->s_line == 0)
		return err_set(rd->e, _("no start: the maze needs one 'S' on a cell"));
	if (rd->e_line == 0)
		return err_set(rd->e, _("no exit: the maze needs one 'E' on a cell"));
	rows = (uint32_t)((rd->lineno - 1) / 2);
	if (maze_set_height(rd->m, rows, rd->e) != 0)
		return -1;
	doc->m = rd->m;
	doc->start = (uint32_t)((rd->s_line - 2) / 2) * rd->m->w
	    + (uint32_t)((rd->s_col - 2) / 2);
	doc->exit = (uint32_t)((rd->e_line - 2) / 2) * rd->m->w
	    + (uint32_t)((rd->e_col - 2) / 2);
	doc->by_cell = false;   /* named by line and column */
	rd->m = NULL;
	return 0;
}

/* Runs the reader on src, owning the line buffer and partial maze. */
static int
read_source(struct source *src, struct mazeio_doc *doc, mg_err *e)
{
	struct reader rd;
	int rc;

	memset(&rd, 0, sizeof rd);
	rd.src = src;
	rd.e = e;
	rd.maxlen = 2 * (size_t)MAZE_MAX_SIDE + 1;
	rd.line = mg_calloc(rd.maxlen + 2, 1, e);
	if (rd.line == NULL)
		return -1;
	rc = read_maze(&rd, doc);
	free(rd.line);
	maze_destroy(rd.m);
	return rc;
}

int
mazeio_read(FILE *f, struct mazeio_doc *doc, mg_err *e)
{
	struct source src = { f, NULL, 0, 0 };
	int c = getc(f);

	/* The graph format starts with its name, the block format with
	 * a wall. */
	if (c != EOF && ungetc(c, f) != EOF && c == GRAPH_MAGIC[0])
		return graph_read(f, doc, e);
	return read_source(&src, doc, e);
}

int
mazeio_read_mem(const void *buf, size_t len, struct mazeio_doc *doc,
    mg_err *e)
{
	struct source src = { NULL, buf, len, 0 };
	FILE *f;
	int rc;

	if (len > 0 && *(const char *)buf == GRAPH_MAGIC[0]) {
		if ((f = fmemopen((void *)(uintptr_t)buf, len, "r")) == NULL)
			return err_set(e, _("out of memory"));
		rc = graph_read(f, doc, e);
		fclose(f);
		return rc;
	}
	return read_source(&src, doc, e);
}

int
mazeio_load(const char *path, struct mazeio_doc *doc, mg_err *e)
{
	struct stat st;
	FILE *f;
	int fd, rc;
	bool is_stdin = strcmp(path, "-") == 0;
	const char *name = is_stdin ? _("standard input") : path;

	if (is_stdin) {
		/* Standard input is whatever the user redirected: a pipe
		 * too. */
		fd = STDIN_FILENO;
		if (fstat(fd, &st) != 0)
			return err_set(e, _("%s: %s"), name, strerror(errno));
		if (S_ISDIR(st.st_mode))
			return err_set(e, _("%s: is a directory, not a maze file"), name);
		f = stdin;
	} else {
		/* A named file must be a regular file, refused at once
		 * otherwise: a FIFO or a device could hang or be endless. */
		fd = file_open_read(AT_FDCWD, path, NULL, 0, &st, e);
		if (fd < 0)
			return -1;
		f = fdopen(fd, "rb");
		if (f == NULL) {
			rc = err_set(e, _("%s: %s"), name, strerror(errno));
			close(fd);
			return rc;
		}
	}
	rc = mazeio_read(f, doc, e);
	if (rc != 0)
		mazeio_blame(path, e);
	if (!is_stdin)
		fclose(f);
	return rc;
}

int
mazeio_blame(const char *path, mg_err *e)
{
	mg_err inner;

	if (e == NULL)
		return -1;
	inner = *e;
	return err_set_code(e, inner.code, "%s: %s",
	    strcmp(path, "-") == 0 ? _("standard input") : path, inner.msg);
}
