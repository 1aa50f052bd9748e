/* clock.h - the one monotonic clock of the game and its rooms. */
#ifndef MAZEGAME_CLOCK_H
#define MAZEGAME_CLOCK_H

#include <stdint.h>

/* Returns milliseconds of the monotonic clock (never set back; its
 * zero is arbitrary: only differences mean anything). */
uint64_t clock_ms(void);

#endif
