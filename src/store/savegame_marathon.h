/* savegame_marathon.h - a marathon's record in the saved game: after
 * "player", "marathon SEED LEVEL POINTS DAILY" (the marathon's seed,
 * the maze being played, the points so far in thousandths, 1 for the
 * marathon of the day). */
#ifndef MAZEGAME_SAVEGAME_MARATHON_H
#define MAZEGAME_SAVEGAME_MARATHON_H

#include <stdio.h>

#include "base/text.h"
#include "play/marathon.h"

/* Writes mr's record to f (nothing when mr is NULL). */
void savegame_write_marathon(FILE *f, const struct marathon *mr);

/* Parses the record on r's line into mr, once: *seen says whether it
 * came before, and is set.  Returns 0, or -1 with a message naming the
 * line. */
int savegame_parse_marathon(const struct text_reader *r, struct marathon *mr,
    bool *seen, mg_err *e);

#endif
