/* solve_any.c - BFS over a maze of any shape but the square grid: the
 * neighbours asked of the shape (all of a cell's at once), a byte a
 * cell for the way toward the root, and the solver's ring for a queue.
 * A maze with cells - 1 passages is searched first as a tree, with no
 * visited set: each cell queues its open ways but the one back, the
 * way back packed into the queue entry; a loop shows as more cells
 * queued than the maze has, and the search is done again with the set.
 *
 * The square grid's search (solve.c) shows the way to go fast, and
 * this one follows it: cells taken in chunks that end with the
 * progress budget or the room in the ring, so the loop over a chunk
 * tests little but the passages (a level's end is kept without a
 * branch, as a backtracker's levels on some shapes are 2 or 3 cells);
 * in a tree every neighbour written to the ring and the tail moved on
 * by its open bit, without a branch; the tree written as cells leave
 * the queue; the cells of a chunk counted by degree in one word.  (Not
 * the square grid's prefetch of cells down the queue: measured on a
 * million cells of every shape, it gained nothing on the wide
 * frontiers of Kruskal's and Prim's mazes and cost 5% on the
 * backtracker's narrow ones.)  One
 * search, made by the compiler into one copy a shape with that
 * shape's neighbours inline (hex.h, weave_sites.h, floors.h, circle.h,
 * triangle.h); a shape without an inline answer is asked through
 * maze_links. */
#include "config.h"

#include <string.h>

#include "base/bitset.h"
#include "maze/circle.h"
#include "maze/floors.h"
#include "maze/hex.h"
#include "maze/shape.h"
#include "maze/solve.h"
#include "maze/solve_ring.h"
#include "maze/triangle.h"
#include "maze/weave_sites.h"

/* Queue entries: the cell in the low bits, the way back to the cell it
 * came from above them (NO_BACK for the root). */
#define BACK_SHIFT 27
#define CELL_MASK ((UINT32_C(1) << BACK_SHIFT) - 1)
#define NO_BACK 15u

/* The search is written once and made into a copy a shape, each with
 * its shape's neighbours inline in the loop (GEN_INLINE's way). */
#if defined(__GNUC__)
#define SEARCH_INLINE inline __attribute__((always_inline))
#define SEARCH_FLATTEN __attribute__((flatten))
#else
#define SEARCH_INLINE inline
#define SEARCH_FLATTEN
#endif
/* And the loop over a cell's ways unrolled, each way's back a constant. */
#if defined(__clang__)
#define SEARCH_UNROLL _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#define SEARCH_UNROLL _Pragma("GCC unroll 8")
#else
#define SEARCH_UNROLL
#endif

enum { DONE = 0, FAILED = -1, NOT_A_TREE = 1 };  /* outcomes */

/* A shape's answer to maze_links. */
typedef unsigned links_fn(const maze *m, uint32_t i,
    uint32_t nb[MAZE_MAX_WAYS]);

/* The number of set bits of v, below 2^MAZE_MAX_WAYS. */
static inline unsigned
ways_open(unsigned v)
{
	v = v - ((v >> 1) & 0x55u);
	v = (v & 0x33u) + ((v >> 2) & 0x33u);
	return (v + (v >> 4)) & 0x0fu;
}

/* The way back from neighbour j of a cell, reached the way d. */
static inline unsigned
way_back(const maze *m, uint32_t j, unsigned d, unsigned ways, bool halves)
{
	if (!halves)
		return maze_way_back(m, j, d);
	return d < ways / 2 ? d + ways / 2 : d - ways / 2;
}

/* Queues after tail in ring q (mask qmask) the neighbours nb of a
 * cell the ways open, one at a time: unless tree, those not yet in
 * seen, marking them.  Returns the new tail. */
static SEARCH_INLINE size_t
queue_open(const maze *m, uint32_t *q, size_t qmask, size_t tail,
    const uint32_t *nb, unsigned open, uint64_t *seen, bool tree,
    unsigned ways, bool halves)
{
	unsigned d;

	for (d = 0; open != 0; d++, open >>= 1) {
		if (!(open & 1u) || (!tree && bitset_get(seen, nb[d])))
			continue;
		if (!tree)
			bitset_set(seen, nb[d]);
		q[tail++ & qmask] = nb[d]
		    | way_back(m, nb[d], d, ways, halves) << BACK_SHIFT;
	}
	return tail;
}

/* The search of m from root, its neighbours from links, each cell of
 * at most ways ways, paired as halves (maze/shape.h) or else asked of
 * the shape.  With tree set there is no visited set, and more than
 * m->n cells queued, or fewer reached, give NOT_A_TREE.  Returns DONE
 * with out filled, or FAILED with a message.  The compiler makes one
 * copy for each links, ways, halves and tree. */
static SEARCH_INLINE int
search(const maze *shape_maze, uint32_t root, uint8_t *toward,
    uint64_t *seen, struct solve_ring *ring, const struct mg_progress *p,
    bool tree, links_fn *links, unsigned ways, bool halves,
    struct bfs_result *out, mg_err *e)
{
	/* A copy the stores below cannot touch, so that what the links
	 * read of it (sizes, row magic) stays in registers. */
	const maze copy = *shape_maze, *m = &copy;
	const uint32_t n = m->n;
	const uint8_t root_toward = toward[root];
	/* The cells of a chunk are counted by degree in one word, a
	 * field of width bits a degree: no store and load a cell. */
	const unsigned width = 64 / (ways + 1);
	uint64_t deg[MAZE_MAX_WAYS + 1] = { 0 }, depth = 0, count, one[256];
	int64_t budget = PROGRESS_EVERY;
	size_t head = 0, tail = 1, level_end = 1, qmask = ring->cap - 1;
	size_t chunk, room, k, last;
	uint32_t nb[MAZE_MAX_WAYS], *q = ring->q, cell = root, entry;
	unsigned d, back, open;

	if (!tree) {
		memset(seen, 0, bitset_bytes(n));
		bitset_set(seen, root);
	}
	for (d = 0; d < 1u << ways; d++)
		one[d] = UINT64_C(1) << (width * ways_open(d));
	q[0] = root | NO_BACK << BACK_SHIFT;
	while (head < tail) {
		/* Each cell queues at most ways: the chunk must fit. */
		room = (ring->cap - (tail - head)) / ways;
		if (room == 0) {
			if (solve_ring_grow(ring, head, tail, e) != 0)
				return FAILED;
			q = ring->q;
			qmask = ring->cap - 1;
			continue;
		}
		chunk = room < (size_t)budget ? room : (size_t)budget;
		if (chunk >= (size_t)1 << width)
			chunk = ((size_t)1 << width) - 1;
		count = 0;
		for (k = 0; k < chunk && head < tail; k++) {
			entry = q[head & qmask];
			head++;
			cell = entry & CELL_MASK;
			back = entry >> BACK_SHIFT;
			/* The root's is put back after the search. */
			toward[cell] = (uint8_t)back;
			open = links(m, cell, nb);
			count += one[open];
			open &= ~(1u << back);
			if (tree && halves) {
				/* Every way written, the tail moved by its
				 * open bit: a way with no neighbour is never
				 * open. */
				SEARCH_UNROLL
				for (d = 0; d < ways; d++) {
					q[tail & qmask] = nb[d] | way_back(m,
					    nb[d], d, ways, true) << BACK_SHIFT;
					tail += open >> d & 1u;
				}
			} else {
				tail = queue_open(m, q, qmask, tail, nb, open,
				    seen, tree, ways, halves);
			}
			/* The level ends with its last cell, without a
			 * branch: so also does the last level, one too
			 * many, taken off at the end. */
			last = head == level_end;
			depth += last;
			level_end = last ? tail : level_end;
		}
		for (d = 0; d <= ways; d++)
			deg[d] += count >> (width * d)
			    & ((UINT64_C(1) << width) - 1);
		if (tree && tail > n)
			return NOT_A_TREE;   /* more queued than cells: a loop */
		budget -= (int64_t)k;
		if (budget <= 0) {
			budget = PROGRESS_EVERY;
			if (progress_report(p, head, n, e) != 0)
				return FAILED;
		}
	}
	toward[root] = root_toward;
	if (tree && head != n)
		return NOT_A_TREE;   /* cells left out */
	out->root = root;
	out->farthest = cell;
	out->radius = depth - 1;
	out->reached = head;
	memcpy(out->degree, deg, sizeof deg);
	return DONE;
}

/* The search with the neighbours of m's shape inline where it has
 * them. */
static SEARCH_FLATTEN int
search_shape(const maze *m, uint32_t root, uint8_t *toward,
    uint64_t *seen, struct solve_ring *ring, const struct mg_progress *p,
    bool tree, struct bfs_result *out, mg_err *e)
{
	const struct shape *s = m->shape;

#define SEARCH(links, ways, halves) (tree \
	? search(m, root, toward, seen, ring, p, true, links, ways, halves, \
	    out, e) \
	: search(m, root, toward, seen, ring, p, false, links, ways, halves, \
	    out, e))
	if (s == &shape_hex)
		return SEARCH(hex_links_of, 6, true);
	if (s == &shape_weave)
		return SEARCH(weave_links_of, 4, true);
	if (s == &shape_floors)
		return SEARCH(floors_links_of, 6, true);
	if (s == &shape_circle)
		return SEARCH(circle_links_of, 6, true);
	if (s == &shape_triangle)
		return SEARCH(triangle_links_of, 4, true);
	return SEARCH(maze_links, maze_ways(m), s->halves);
#undef SEARCH
}

int
solve_any_search(const maze *m, uint32_t root, bool tree, uint8_t *toward,
    uint64_t *seen, struct solve_ring *ring, const struct mg_progress *p,
    struct bfs_result *out, mg_err *e)
{
	int rc = NOT_A_TREE;

	if (tree)
		rc = search_shape(m, root, toward, seen, ring, p, true, out, e);
	if (rc == NOT_A_TREE)
		rc = search_shape(m, root, toward, seen, ring, p, false, out,
		    e);
	return rc;
}
