/* text.h - strict numbers and the line-based records of our data files.
 *
 * The scores table and the saved game are small text files of lines
 * "keyword field field ...".  The reader here splits them strictly:
 * one space between fields, no tabs or control characters, a newline
 * at the end of every line, a length cap per line, and every refusal
 * names its line.
 */
#ifndef MAZEGAME_TEXT_H
#define MAZEGAME_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"

/* Parses a strict decimal number in [min, max] into *out; returns 0, or
 * -1 with a message naming what (e.g. "--width"). */
int text_number(const char *what, const char *text, uint64_t min,
    uint64_t max, uint64_t *out, mg_err *e);

/* Formats milliseconds as m:ss, or h:mm:ss from an hour on. */
void text_duration(char *buf, size_t size, uint64_t ms);

#define TEXT_LINE_MAX 4096   /* bytes in a line, newline included */
#define TEXT_FIELDS_MAX 16

/* A reader over a buffer of lines. */
struct text_reader {
	const char *p, *end;
	unsigned line;                  /* number of the current line */
	char buf[TEXT_LINE_MAX];
	char *field[TEXT_FIELDS_MAX];   /* into buf */
	int nfields;
};

/* Starts reading len bytes at data (which must outlive the reader). */
void text_start(struct text_reader *r, const char *data, size_t len);

/* Reads the next line into fields.  Returns 1, 0 at the end, or -1 with
 * a message for a malformed line. */
int text_next(struct text_reader *r, mg_err *e);

/* Starts r on data and reads its first line, which must be "MAGIC
 * VERSION" with version exactly version; what names the kind of file
 * for the message ("a mazegame saved game").  Returns 0, or -1 with a
 * message. */
int text_begin(struct text_reader *r, const char *data, size_t len,
    const char *magic, uint64_t version, const char *what, mg_err *e);

/* Reads a file of records: text_begin's first line, then each line in
 * turn given to each (with ctx), which returns 0 or -1 with a message.
 * Returns 0 once every line was taken, or -1 with the first message;
 * what each kept is then the caller's to let go of. */
int text_read_records(const char *data, size_t len, const char *magic,
    uint64_t version, const char *what,
    int (*each)(const struct text_reader *r, void *ctx, mg_err *e),
    void *ctx, mg_err *e);

/* Refuses (returns -1 with a message) unless the current line has
 * exactly n fields. */
int text_expect(const struct text_reader *r, int n, mg_err *e);

/* Parses field i of the current line as a number in [min, max]. */
int text_field_number(const struct text_reader *r, int i, const char *what,
    uint64_t min, uint64_t max, uint64_t *out, mg_err *e);

/* Returns -1 with "line N: <message>" in e. */
int text_error(const struct text_reader *r, mg_err *e, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

#endif
