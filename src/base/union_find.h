/* union_find.h - disjoint sets of cells in one int32_t array: a root
 * holds minus its set's size, any other cell its parent.  Kruskal's
 * generator and the watch's picture of it both keep their sets so.
 */
#ifndef MAZEGAME_UNION_FIND_H
#define MAZEGAME_UNION_FIND_H

#include <stdint.h>

/* Returns the root of the set of c, halving the path on the way. */
static inline uint32_t
union_find_root(int32_t *set, uint32_t c)
{
	while (set[c] >= 0) {
		if (set[set[c]] >= 0)
			set[c] = set[set[c]];
		c = (uint32_t)set[c];
	}
	return c;
}

/* Returns the root of the set of c, changing nothing. */
static inline uint32_t
union_find_peek(const int32_t *set, uint32_t c)
{
	while (set[c] >= 0)
		c = (uint32_t)set[c];
	return c;
}

#endif
