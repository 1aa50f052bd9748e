/* marathon.h - the rules of a marathon: a run of growing mazes.
 *
 * Maze 1 is 8x5; each next one has about a quarter more cells (the
 * area grows by a quarter, rounded, and the sides keep about 8:5), up
 * to MARATHON_AREA_MAX cells.  The generator changes every maze, from
 * the most regular mazes to the most winding (the winding column of
 * maze/gen/list.h), starting over after the last.  The first
 * MARATHON_SQUARE mazes are square; after them each maze takes a shape
 * of maze/shape.h's table (the square grid among them) drawn from the
 * seed, where its generator runs on other shapes.  Maze N's seed comes
 * from the marathon's seed and N alone, so the same seed gives the
 * same marathon everywhere.
 *
 * A maze escaped in at most twice its optimal moves scores
 * optimal/moves (1.000 for a perfect walk) and the marathon goes on; a
 * maze that takes more ends the marathon and scores nothing.  Scores
 * are kept in thousandths so that they add up exactly.
 */
#ifndef MAZEGAME_PLAY_MARATHON_H
#define MAZEGAME_PLAY_MARATHON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/gen/gen.h"
#include "maze/shape.h"

#define MARATHON_FIRST_W 8
#define MARATHON_FIRST_H 5
#define MARATHON_AREA_MAX 40000u      /* cells; later mazes stay this big */
#define MARATHON_LEVEL_MAX 100000u    /* mazes in a marathon, at most */
#define MARATHON_POINTS_ONE 1000u     /* points of a perfect maze */
#define MARATHON_SLACK 2u             /* moves may be up to twice optimal */
#define MARATHON_SQUARE 3u            /* the first mazes, square ones */
#define MARATHON_FLOORS 2u            /* floors of a floors maze */

/* A marathon under way. */
struct marathon {
	uint64_t seed;       /* the marathon's own seed */
	uint32_t level;      /* the maze being played, from 1 */
	uint64_t points;     /* thousandths, of the mazes escaped so far */
	bool daily;          /* the marathon of the day */
	bool over;           /* the end rule fired */
};

/* Starts m at maze 1 with seed. */
void marathon_start(struct marathon *m, uint64_t seed, bool daily);

/* Writes maze level's size (level >= 1) to *w and *h. */
void marathon_size(uint32_t level, uint32_t *w, uint32_t *h);

/* Writes maze level's size on shape s (NULL: the square grid) to *w
 * and *h: marathon_size's, but for the circle, whose cells are not
 * W x H: 6 cells in its first ring, as the presets have it, and as
 * many rings as keep about marathon_size's cells (2 at least); and on
 * floors each of the MARATHON_FLOORS floors half as high. */
void marathon_shape_size(const struct shape *s, uint32_t level,
    uint32_t *w, uint32_t *h);

/* Returns maze level's generator (level >= 1): the generators of
 * maze/gen/list.h from the least winding, gen_algo_count mazes a
 * round. */
const struct gen_algo *marathon_algo(uint32_t level);

/* Returns maze level's shape in the marathon of seed (NULL: the
 * square grid, as struct puzzle_spec takes it). */
const struct shape *marathon_shape(uint64_t seed, uint32_t level);

/* Returns the seed of maze level of the marathon of seed. */
uint64_t marathon_maze_seed(uint64_t seed, uint32_t level);

/* Returns the most moves a maze of optimal length allows. */
uint64_t marathon_move_limit(uint64_t optimal);

/* Returns whether a maze of optimal length walked in moves so far is
 * lost: past its limit, so that escaping it scores nothing and ends
 * the marathon (marathon_escaped). */
bool marathon_lost(uint64_t optimal, uint64_t moves);

/* Returns a maze's points: optimal/moves in thousandths, rounded down
 * (MARATHON_POINTS_ONE for no moves). */
uint64_t marathon_points(uint64_t optimal, uint64_t moves);

/* Records maze m->level escaped in moves: within the limit it adds its
 * points and returns them (m goes on to the next maze only through
 * marathon_next); past it sets m->over and returns 0. */
uint64_t marathon_escaped(struct marathon *m, uint64_t optimal,
    uint64_t moves);

/* Moves m on to its next maze (not past MARATHON_LEVEL_MAX). */
void marathon_next(struct marathon *m);

/* Writes points as "12.345" to buf; returns buf. */
const char *marathon_points_text(uint64_t points, char *buf, size_t size);

#endif
