/* marathon.c - sizes, generators, seeds and scoring of a marathon. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "base/rng.h"
#include "play/marathon.h"

void
marathon_start(struct marathon *m, uint64_t seed, bool daily)
{
	memset(m, 0, sizeof *m);
	m->seed = seed;
	m->level = 1;
	m->daily = daily;
}

/* Returns the integer nearest the square root of x. */
static uint64_t
isqrt_round(uint64_t x)
{
	uint64_t r = 0;

	while ((r + 1) * (r + 1) <= x)
		r++;
	/* r*r <= x < (r+1)^2: round up when x is past r^2 + r. */
	return x > r * r + r ? r + 1 : r;
}

void
marathon_size(uint32_t level, uint32_t *w, uint32_t *h)
{
	uint64_t area = (uint64_t)MARATHON_FIRST_W * MARATHON_FIRST_H, sw, sh;
	uint32_t i;

	for (i = 1; i < level && area < MARATHON_AREA_MAX; i++)
		area = (area * 5 + 2) / 4;
	if (area > MARATHON_AREA_MAX)
		area = MARATHON_AREA_MAX;
	/* w:h about 8:5, so w = sqrt(area * 8 / 5). */
	sw = isqrt_round(area * MARATHON_FIRST_W / MARATHON_FIRST_H);
	sh = (area + sw / 2) / sw;
	*w = (uint32_t)sw;
	*h = (uint32_t)(sh < 2 ? 2 : sh);
}

void
marathon_shape_size(const struct shape *s, uint32_t level, uint32_t *w,
    uint32_t *h)
{
	marathon_size(level, w, h);
	if (shape_k_counts(s))
		*h = *h / MARATHON_FLOORS < 2 ? 2 : *h / MARATHON_FLOORS;
	if (s != NULL && s->fit_cells != NULL)
		s->fit_cells(w, h);
}

const struct gen_algo *
marathon_algo(uint32_t level)
{
	size_t k = (level - 1) % gen_algo_count, i, j, before;

	/* The one with k generators more regular than itself. */
	for (i = 0; i < gen_algo_count; i++) {
		for (before = 0, j = 0; j < gen_algo_count; j++)
			before += gen_algos[j].winding < gen_algos[i].winding;
		if (before == k)
			return &gen_algos[i];
	}
	return NULL;   /* two rows of list.h share a winding */
}

const struct shape *
marathon_shape(uint64_t seed, uint32_t level)
{
	const struct gen_algo *a = marathon_algo(level);
	/* A stream of its own, apart from the maze's seed: the shape
	 * does not tell the maze. */
	uint64_t x = marathon_maze_seed(seed, level) ^ UINT64_C(0x5ba9e);
	const struct shape *s;

	if (level <= MARATHON_SQUARE || a == NULL || !a->any_shape)
		return NULL;
	s = shape_table[rng_splitmix64(&x) % shape_count];
	return shape_held(s);
}

uint64_t
marathon_maze_seed(uint64_t seed, uint32_t level)
{
	uint64_t x = seed ^ ((uint64_t)level * UINT64_C(0x9e3779b97f4a7c15));

	return rng_splitmix64(&x);
}

uint64_t
marathon_move_limit(uint64_t optimal)
{
	return optimal * MARATHON_SLACK;
}

bool
marathon_lost(uint64_t optimal, uint64_t moves)
{
	return moves > marathon_move_limit(optimal);
}

uint64_t
marathon_points(uint64_t optimal, uint64_t moves)
{
	if (moves == 0)
		return MARATHON_POINTS_ONE;
	return optimal * MARATHON_POINTS_ONE / moves;
}

uint64_t
marathon_escaped(struct marathon *m, uint64_t optimal, uint64_t moves)
{
	uint64_t p;

	if (marathon_lost(optimal, moves)) {
		m->over = true;
		return 0;
	}
	p = marathon_points(optimal, moves);
	m->points += p;
	return p;
}

void
marathon_next(struct marathon *m)
{
	if (m->level < MARATHON_LEVEL_MAX)
		m->level++;
}

const char *
marathon_points_text(uint64_t points, char *buf, size_t size)
{
	snprintf(buf, size, "%" PRIu64 ".%03" PRIu64, points / 1000, points % 1000);
	return buf;
}
