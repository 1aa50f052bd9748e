/* marathon_words.h - a marathon in words: its rules before the first
 * maze, its lines in the result box between mazes, and why a maze of
 * it is not played again.  The front end shows them as it can (a box,
 * a line); what they say is decided here, once, for every front end.
 */
#ifndef MAZEGAME_MARATHON_WORDS_H
#define MAZEGAME_MARATHON_WORDS_H

#include "app/session.h"

/* The widest line of the result's words, with its '\0'. */
#define MARATHON_WORDS_LINE 96

/* Returns paragraph i of a new marathon's rules (translated; a static
 * string), or NULL after the last one. */
const char *marathon_words_rule(int i);

/* Adds the lines of session s's marathon to text at *n (the maze's
 * points, or the end and the score; a new best; then an empty line),
 * counting them in *n; nothing when no marathon is on.  text needs room
 * for four more lines. */
void marathon_words_result(const struct session *s,
    char text[][MARATHON_WORDS_LINE], int *n);

/* Returns why a marathon's maze is not restarted or replaced by
 * another (translated; a static string). */
const char *marathon_words_refused(void);

/* Writes what a marathon's next maze says when its shape is not the
 * last one's (was: that shape, NULL for the square grid): its number,
 * its shape and what the shape is ("Maze 4 is a hex maze: hexagonal
 * cells in offset rows, six ways. ? shows its keys."); "" when the
 * shape is the same.  Returns buf. */
char *marathon_words_shape(const struct session *s, const struct shape *was,
    char *buf, size_t size);

#endif
