/* sight.c - what the player sees in fog: the cells around them,
 * revealed as they move. */
#include "config.h"

#include "base/bitset.h"
#include "maze/floors.h"
#include "play/sight.h"

/* Cells look_steps looks at, at most. */
#define LOOK_MAX 256u

/* sight_look on a shape whose cells are not rows of w (the circle's
 * rings): the cells at most sight steps away, through walls or not. */
static void
look_steps(struct game *g)
{
	const maze *m = g->p.m;
	uint32_t q[LOOK_MAX], nb[MAZE_MAX_WAYS], c;
	unsigned depth[LOOK_MAX], head = 0, tail = 1, d, k;

	q[0] = g->pos;
	depth[0] = 0;
	while (head < tail) {
		c = q[head];
		if (!bitset_get(g->seen, c)) {
			bitset_set(g->seen, c);
			game_touch(g, c);
		}
		if (depth[head++] >= g->rules.sight)
			continue;
		maze_links(m, c, nb);
		for (d = 0; d < maze_ways(m); d++) {
			for (k = 0; nb[d] != UINT32_MAX && k < tail && q[k] != nb[d]; k++)
				;
			if (nb[d] != UINT32_MAX && k == tail && tail < LOOK_MAX) {
				q[tail] = nb[d];
				depth[tail++] = depth[head - 1] + 1;
			}
		}
	}
}

void
sight_look(struct game *g)
{
	const maze *m = g->p.m;
	int64_t px = g->pos % m->w, py = g->pos / m->w, s = g->rules.sight;
	/* The rows of the player's floor (all of them but on floors). */
	int64_t fh = floors_height(m), top = py / fh * fh, x, y;

	if (!g->rules.fog)
		return;
	if (m->n != (uint64_t)m->w * m->h) {
		look_steps(g);
		return;
	}
	for (y = py - s; y <= py + s; y++) {
		for (x = px - s; x <= px + s; x++) {
			uint32_t c;

			if (x < 0 || y < top || x >= m->w || y >= top + fh)
				continue;
			c = (uint32_t)y * m->w + (uint32_t)x;
			if (!bitset_get(g->seen, c)) {
				bitset_set(g->seen, c);
				game_touch(g, c);
			}
		}
	}
}
