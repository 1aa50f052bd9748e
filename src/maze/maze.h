/* maze.h - the maze model: a grid of cells and the passages between them.
 *
 * A cell needs two bits: "open to the east" and "open to the south".
 * West and north are read from the neighbour, and the outer border is
 * always closed, so a million-cell maze costs 250 kB.  Cells are named
 * by their index y * width + x, which always fits in 32 bits.
 */
#ifndef MAZEGAME_MAZE_H
#define MAZEGAME_MAZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"

/* Largest width or height, and largest number of cells, of any maze. */
#define MAZE_MAX_SIDE 65535u
#define MAZE_MAX_CELLS (UINT32_C(1) << 27)

/* The four directions; the opposite of d is d ^ 2. */
enum dir { DIR_N = 0, DIR_E = 1, DIR_S = 2, DIR_W = 3 };

#define DIR_OPPOSITE(d) ((enum dir)((d) ^ 2))

/* Bits of a cell: a passage to the east and one to the south. */
#define MAZE_EAST 1u
#define MAZE_SOUTH 2u

/* The most ways out of a cell in any shape (maze/shape.h). */
#define MAZE_MAX_WAYS 8u

struct shape;

/* A maze.  Fields are public for the generators' inner loops; everyone
 * else uses the functions below.  The square grid (shape NULL) keeps
 * 2 bits a cell; every other shape keeps 4 bits a cell, the passages
 * toward the ways the shape gives that cell (maze/shape.h). */
typedef struct maze {
	uint32_t w, h;     /* size in cells, each at least 1 */
	uint32_t n;        /* number of cells: w * h for the square grid */
	uint8_t *bits;     /* 2 bits a cell, four cells a byte (square);
	                    * 4 bits a cell, two cells a byte (others) */
	const struct shape *shape;   /* NULL: the square grid */
	/* i / w as (i * row_magic) >> row_shift, exact for every cell
	 * index (below 2^27): set for every shape but the square grid,
	 * whose code divides as it always has. */
	uint64_t row_magic;
	unsigned row_shift;
	/* Floors of the floors shape (maze/floors.h), their rows all in h;
	 * 1 for every other shape. */
	uint32_t floors;
} maze;

/* Checks that a w x h maze is allowed, with overflow-safe arithmetic,
 * before anything is allocated.  Returns 0, or -1 with a message. */
int maze_check_size(uint64_t w, uint64_t h, mg_err *e);

/* Creates a w x h maze with every wall standing.  Returns NULL with a
 * message for a bad size or no memory.  The caller owns the maze and
 * frees it with maze_destroy(). */
maze *maze_create(uint32_t w, uint32_t h, mg_err *e);

/* maze_create for maze/shape.c: with bytes (0: the square grid's) of
 * cell storage, all zero. */
maze *maze_create_bits(uint32_t w, uint32_t h, size_t bytes, mg_err *e);

/* Frees m; NULL is fine. */
void maze_destroy(maze *m);

/* Changes the height to h, keeping the rows that stay and closing all
 * walls of new rows and of the new last row's south side.
 * Returns 0, or -1 with a message (m is unchanged then). */
int maze_set_height(maze *m, uint32_t h, mg_err *e);

/* Returns a new copy of m, or NULL with a message.  Caller owns it. */
maze *maze_clone(const maze *m, mg_err *e);

/* Opens every interior wall (open = true) or closes every wall. */
void maze_fill(maze *m, bool open);

/* Returns the two passage bits (MAZE_EAST | MAZE_SOUTH) of cell i. */
static inline unsigned
maze_bits(const maze *m, uint32_t i)
{
	return (m->bits[i >> 2] >> ((i & 3) * 2)) & 3u;
}

/* Returns the 4 bits of cell c of a maze of any shape but the square
 * grid (half a byte a cell): the passages it keeps, and a weave's
 * crossing. */
static inline unsigned
maze_nibble(const maze *m, uint32_t c)
{
	return (unsigned)(m->bits[c >> 1] >> ((c & 1) * 4)) & 15u;
}

/* For a shape's links: puts cell j as the neighbour the way d in nb and
 * returns way d's bit of the open ways, set when bit b of keep (the 4
 * bits of the cell that keeps the passage, this one or j) is. */
static inline unsigned
maze_link(uint32_t nb[MAZE_MAX_WAYS], unsigned d, uint32_t j,
    unsigned keep, unsigned b)
{
	nb[d] = j;
	return (keep >> b & 1u) << d;
}

/* Opens the passages of cell i named by v (MAZE_EAST, MAZE_SOUTH),
 * keeping those already open: the bits are OR-ed in, never cleared. */
static inline void
maze_or_bits(maze *m, uint32_t i, unsigned v)
{
	m->bits[i >> 2] |= (uint8_t)(v << ((i & 3) * 2));
}

/* Clears the passage bits of cell i that are set in v. */
static inline void
maze_clear_bits(maze *m, uint32_t i, unsigned v)
{
	m->bits[i >> 2] &= (uint8_t)~(v << ((i & 3) * 2));
}

/* Returns the index of the neighbour of i in direction d.  The caller
 * has checked that the neighbour exists (maze_has_neighbour). */
static inline uint32_t
maze_step(const maze *m, uint32_t i, enum dir d)
{
	switch (d) {
	case DIR_N: return i - m->w;
	case DIR_E: return i + 1;
	case DIR_S: return i + m->w;
	default:    return i - 1;
	}
}

/* Returns whether cell i has a neighbour in direction d. */
static inline bool
maze_has_neighbour(const maze *m, uint32_t i, enum dir d)
{
	switch (d) {
	case DIR_N: return i >= m->w;
	case DIR_E: return i % m->w != m->w - 1;
	case DIR_S: return i < m->n - m->w;
	default:    return i % m->w != 0;
	}
}

/* Returns whether there is a passage from cell i in direction d; false
 * for the outer border.  i must be a cell of m. */
static inline bool
maze_is_open(const maze *m, uint32_t i, enum dir d)
{
	switch (d) {
	case DIR_N: return i >= m->w && (maze_bits(m, i - m->w) & MAZE_SOUTH);
	case DIR_E: return (maze_bits(m, i) & MAZE_EAST) != 0;
	case DIR_S: return (maze_bits(m, i) & MAZE_SOUTH) != 0;
	default:    return i % m->w != 0 && (maze_bits(m, i - 1) & MAZE_EAST);
	}
}

/* The cell and bit that hold the passage from cell i in direction d
 * (the neighbour must exist): a cell keeps only its east and south
 * passages, so north and west are its neighbour's. */
static inline uint32_t
maze_passage_of(const maze *m, uint32_t i, enum dir d, unsigned *bit)
{
	*bit = d == DIR_N || d == DIR_S ? MAZE_SOUTH : MAZE_EAST;
	return d == DIR_N ? i - m->w : d == DIR_W ? i - 1 : i;
}

/* Returns whether the wall on side d (DIR_N or DIR_W) of cell (x, y)
 * stands.  (x, y) may lie one past the last row or column, where that
 * side is the outer border: for DIR_N, x < w and y <= h; for DIR_W,
 * y < h and x <= w. */
static inline bool
maze_wall_stands(const maze *m, uint32_t x, uint32_t y, enum dir d)
{
	uint32_t along = d == DIR_N ? y : x, last = d == DIR_N ? m->h : m->w;

	return along == 0 || along == last || !maze_is_open(m, y * m->w + x, d);
}

/* Opens the passage from cell i in direction d.  The neighbour must
 * exist; the border cannot be opened. */
static inline void
maze_carve(maze *m, uint32_t i, enum dir d)
{
	unsigned bit;
	uint32_t c = maze_passage_of(m, i, d, &bit);

	maze_or_bits(m, c, bit);
}

/* Closes the passage from cell i in direction d (neighbour must exist). */
static inline void
maze_build_wall(maze *m, uint32_t i, enum dir d)
{
	unsigned bit;
	uint32_t c = maze_passage_of(m, i, d, &bit);

	maze_clear_bits(m, c, bit);
}

/* The ways of any shape, for code that asks the shape instead of
 * assuming four directions.  Ways are numbered 0 to maze_ways() - 1;
 * on the square grid they are the four enum dir values.  The square
 * grid is answered inline here, every other shape in maze_ways.c, as
 * are maze_clone, maze_degree and the runs below. */

/* Returns the row of cell i, i / w, on a shape other than the square
 * grid (a multiplication, not a division). */
static inline uint32_t
maze_row(const maze *m, uint32_t i)
{
	return (uint32_t)(((uint64_t)i * m->row_magic) >> m->row_shift);
}

/* For maze_next on shapes other than the square grid. */
bool maze_shape_next(const maze *m, uint32_t i, unsigned d, uint32_t *j);
/* For maze_way_open on other shapes. */
bool maze_shape_open(const maze *m, uint32_t i, unsigned d);
/* For maze_set_way on other shapes. */
void maze_shape_set(maze *m, uint32_t i, unsigned d, bool open);

/* Returns the number of ways of m's shape (4 for the square grid). */
unsigned maze_ways(const maze *m);

/* Puts in nb[d] the neighbour of cell i the way d, for every way of
 * m's shape (UINT32_MAX where there is none), and returns the mask of
 * the ways whose passage is open (bit d for way d). */
unsigned maze_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS]);

/* Returns whether cell i has a neighbour the way d, and puts it in *j. */
static inline bool
maze_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	if (m->shape != NULL)
		return maze_shape_next(m, i, d, j);
	if (!maze_has_neighbour(m, i, (enum dir)d))
		return false;
	*j = maze_step(m, i, (enum dir)d);
	return true;
}

/* Returns whether the passage from cell i the way d is open; false
 * where there is no neighbour. */
static inline bool
maze_way_open(const maze *m, uint32_t i, unsigned d)
{
	if (m->shape != NULL)
		return maze_shape_open(m, i, d);
	return maze_is_open(m, i, (enum dir)d);
}

/* Opens (open true) or closes the passage from cell i the way d; the
 * neighbour must exist. */
static inline void
maze_set_way(maze *m, uint32_t i, unsigned d, bool open)
{
	if (m->shape != NULL)
		maze_shape_set(m, i, d, open);
	else if (open)
		maze_carve(m, i, (enum dir)d);
	else
		maze_build_wall(m, i, (enum dir)d);
}

/* Returns the way back from cell j, entered moving the way d. */
unsigned maze_way_back(const maze *m, uint32_t j, unsigned d);

/* Returns the number of open passages from cell i (0 to maze_ways). */
unsigned maze_degree(const maze *m, uint32_t i);

/* The rule of a run (Shift-arrow), the game's and the race host's:
 * from cell, entered moving toward came, returns the one open way on
 * that does not lead back, or -1 where a run stops: a junction, a dead
 * end, stairs, or the cell stop (the exit). */
int maze_corridor_next(const maze *m, uint32_t cell, unsigned came,
    uint32_t stop);

/* Runs from *cell toward d, as the game does: one step, then on along
 * the corridor by maze_corridor_next until it stops (at stop, too).
 * Moves *cell and returns the cells walked: 0 when d is a wall. */
uint64_t maze_run(const maze *m, uint32_t *cell, unsigned d, uint32_t stop);

/* Returns the number of open passages in the whole maze. */
uint64_t maze_passages(const maze *m);

/* Returns whether a and b have the same size and the same passages. */
bool maze_equal(const maze *a, const maze *b);

/* Returns a bounds-checked answer: whether (x, y) is inside m and has a
 * passage in direction d. */
bool maze_open_at(const maze *m, int64_t x, int64_t y, enum dir d);

/* Returns the bytes of storage m uses for its cells. */
size_t maze_storage_bytes(const maze *m);

#endif
