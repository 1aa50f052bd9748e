/* width.h - text measured and cut by the columns it takes on screen.
 *
 * A screen is laid out in display columns, not bytes: "Züge" is five
 * bytes and four columns, a CJK character two columns, a combining
 * mark none.  These read UTF-8 (the multibyte text of the current
 * LC_CTYPE) with mbrtowc and wcwidth; a byte that does not start a
 * valid character counts one column, as a terminal shows it, and a
 * cut never falls inside a character.
 */
#ifndef MAZEGAME_BASE_WIDTH_H
#define MAZEGAME_BASE_WIDTH_H

#include <stddef.h>

/* Returns the display columns of the nul-terminated s. */
int text_width(const char *s);

/* Returns the display columns of the first len bytes of s. */
int text_width_n(const char *s, size_t len);

/* Returns the length in bytes of the longest start of s that takes at
 * most cols columns (marks of width 0 stay with their character). */
size_t text_cut(const char *s, int cols);

/* Appends s to the string in out (size bytes), padded with spaces to
 * at least cols columns and never cut (printf's "%-Ns", counted on
 * screen; cut first with text_cut for "%-N.Ms").  Text that does not
 * fit in out ends at a whole character.  Returns the new length. */
size_t text_left(char *out, size_t size, const char *s, int cols);

/* As text_left, but s is set to the right of its cols ("%Ns"). */
size_t text_right(char *out, size_t size, const char *s, int cols);

#endif
