/* printout.h - the --print command: from the options to the output.
 *
 * Makes the pages a command line asks for (--count mazes with their
 * titles and answers) and writes them where --output says, in the
 * format of --format.  Never prints a message: main does.
 */
#ifndef MAZEGAME_PRINTOUT_H
#define MAZEGAME_PRINTOUT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/err.h"
#include "app/options.h"
#include "maze/puzzle.h"

/* Checks, before any maze is made, that the output can be written as
 * asked: returns 0; 1 with a message when the format is not built in;
 * 2 with a message for a binary format bound for a terminal
 * (stdout_tty tells whether standard output is one). */
int printout_check(const struct options *o, bool stdout_tty, mg_err *e);

/* Writes first (the maze the options name) and, for --count N, the
 * N - 1 mazes after it, to --output or else to out.  A file that
 * could not be written whole is removed.  Returns 0, or -1 with a
 * message. */
int printout_write(const struct options *o, const struct puzzle *first,
    FILE *out, mg_err *e);

/* Prints to standard output the key: value lines of --stats for p,
 * made as o says. */
void printout_stats(const struct options *o, const struct puzzle *p);

#endif
