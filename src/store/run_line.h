/* run_line.h - the lines of a run file, one at a time, strictly.
 *
 * A line is at most RUN_LINE_MAX bytes with its newline, ends in "\n"
 * alone (the last line may lack it) and holds no control byte; every
 * refusal names its line.  What the line says is run_read.c's business.
 */
#ifndef MAZEGAME_RUN_LINE_H
#define MAZEGAME_RUN_LINE_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "store/run.h"

/* Lines being read from a buffer. */
struct run_lines {
	const char *p, *end;       /* what is left to read */
	unsigned line;             /* the number of the line read last */
	char buf[RUN_LINE_MAX];    /* that line, without newline, NUL-ended */
};

/* Starts reading the len bytes at data (which must outlive l). */
void run_line_start(struct run_lines *l, const char *data, size_t len);

/* Reads the next line into l->buf.  Returns 1, 0 at the end of the
 * data, or -1 with a message naming the line. */
int run_line_next(struct run_lines *l, mg_err *e);

/* Returns -1 with "line N: <message>" in e. */
int run_line_error(unsigned line, mg_err *e, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Parses s as a strict decimal number (digits only, no leading zero)
 * of at most max into *out; returns 0, or -1 leaving *out alone. */
int run_line_number(const char *s, uint64_t max, uint64_t *out);

#endif
