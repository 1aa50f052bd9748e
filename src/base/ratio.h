/* ratio.h - the one rounding of "optimal as a percentage of moves",
 * shared by the game's result and the score table. */
#ifndef MAZEGAME_RATIO_H
#define MAZEGAME_RATIO_H

#include <stdint.h>

/* Returns optimal * 100 / moves rounded half up; 100 for no moves. */
static inline unsigned
ratio_percent(uint64_t optimal, uint64_t moves)
{
	if (moves == 0)
		return 100;
	return (unsigned)((optimal * 100 + moves / 2) / moves);
}

#endif
