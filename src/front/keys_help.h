/* keys_help.h - the keys for people (keys_help.c): the help screen's
 * lines from the key table in force, and the key paragraph of --help. */
#ifndef MAZEGAME_FRONT_KEYS_HELP_H
#define MAZEGAME_FRONT_KEYS_HELP_H

#include <stddef.h>

#include "base/i18n.h"
#include "front/keys.h"

/* The help screen: fills line i < max with "keys   what they do" for
 * every command of the maze, in the order of the table; returns how
 * many lines.  Each line is at most KEYS_LINE_MAX - 1 bytes. */
#define KEYS_LINE_MAX 72
int keys_help(char out[][KEYS_LINE_MAX], int max);

/* The help's line for the terminal's own suspend key, which no binding
 * changes (the help and --help show it after the table's lines). */
/* TRANSLATORS: a line of the key help: the key's name is padded to 16
 * columns (keep "Ctrl-Z" and the spaces), at most 71 bytes in all. */
#define KEYS_SUSPEND_LINE N_("Ctrl-Z           suspend to a shell with job control (fg)")
/* TRANSLATORS: the same line where there is no job control (ssh -t
 * with a command, a forced command), at most 71 bytes in all. */
#define KEYS_SUSPEND_NONE_LINE N_("Ctrl-Z           no suspend here: no shell with job control")

/* The help's line for a mouse click on the maze (shown where the mouse
 * is on; --help always shows it). */
/* TRANSLATORS: a line of the key help: what a click of the mouse on
 * the maze does; the name is padded to 16 columns (keep the spaces),
 * at most 71 bytes in all. */
#define KEYS_MOUSE_LINE N_("Click            run to a cell in a straight open line")

/* As keys_help(), for the commands of context ctx (KEYS_PLAY or
 * KEYS_WATCH). */
int keys_help_for(enum keys_context ctx, char out[][KEYS_LINE_MAX], int max);

/* As keys_help_for(KEYS_DIAG), for a circle maze: b and n (Shift:
 * run) choose the way out where two cells lie outward, y and u are
 * not shown, the maze's keys follow but those the diagonals took. */
int keys_help_circle(char out[][KEYS_LINE_MAX], int max);

/* Writes the key paragraph of --help (several lines, each ending in a
 * newline) to buf; returns buf. */
char *keys_usage(char *buf, size_t size);

#endif
