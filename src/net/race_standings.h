/* race_standings.h - a room's standings (race_standings.c): the finish
 * table's order, places, who races, names as shown. */
#ifndef MAZEGAME_RACE_STANDINGS_H
#define MAZEGAME_RACE_STANDINGS_H

#include <stddef.h>
#include <stdint.h>

#include "net/race.h"

/* Writes the racer's name as shown: "ann", or "ann (2)". */
void race_display_name(const struct race_racer *x, char *buf, size_t size);

/* Returns how many racers are in the race now (racing or finished,
 * a finisher who left since included): never fewer than the places of
 * the finish table. */
unsigned race_in_race(const struct race *r);

/* Returns how many racers are in the room (not left, not spectators). */
unsigned race_racers(const struct race *r);

/* Returns the percentage optimal / moves for a finisher (100 when the
 * moves were optimal; 0 for no moves). */
unsigned race_percent(uint64_t optimal, uint64_t moves);


/* Returns whether anyone has reached the exit in this race. */
bool race_any_finished(const struct race *r);

/* Returns whether this side's own racer is in the race and racing:
 * the race on, and the racer neither out nor watching. */
bool race_me_racing(const struct race *r);

#endif
