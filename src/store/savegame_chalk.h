/* savegame_chalk.h - the chalk marks' lines of the saved game:
 * "chalk CELL KIND", KIND 1 for a mark, 2 for a crossed-out one, one
 * line a marked cell in the order of the cells, after the trail.
 * Files written before chalk have none and load as they did. */
#ifndef MAZEGAME_SAVEGAME_CHALK_H
#define MAZEGAME_SAVEGAME_CHALK_H

#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "base/text.h"
#include "play/chalk.h"

/* Writes the chalk lines of marks cm, of a maze of n cells, to f. */
void savegame_chalk_write(FILE *f, const struct chalk_marks *cm, uint32_t n);

/* Parses the "chalk" line r into cm, of a maze of n cells; *next is the
 * least cell it may name (it moves past it).  Returns 0, or -1 with a
 * message naming the line. */
int savegame_chalk_parse(const struct text_reader *r, struct chalk_marks *cm,
    uint64_t n, uint64_t *next, mg_err *e);

#endif
