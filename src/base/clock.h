/* clock.h - the one monotonic clock of the game and its rooms. */
#ifndef MAZEGAME_CLOCK_H
#define MAZEGAME_CLOCK_H

#include <stdint.h>

/* Returns milliseconds of the monotonic clock (never set back; its
 * zero is arbitrary: only differences mean anything). */
uint64_t clock_ms(void);

/* Returns the same clock in nanoseconds (clock_ms is this over a
 * million), for timings finer than a millisecond: the benchmarks'. */
uint64_t clock_ns(void);

#endif
