/* solve.c - BFS with a 2-bit parent tree and a growable ring queue.
 *
 * A search reads the four passages of a cell from three bytes of the
 * maze (its own, the one north, the one west: the cell west of a row's
 * first cell is the previous row's last, whose east wall is always
 * closed, so no division by the width is needed), counts the cell by
 * its degree for the metrics, and queues its children with the way back
 * packed into the queue entry, so the way it came in is never searched
 * and the tree is written when the cell leaves the queue, beside the
 * maze bytes just read.
 * When the maze has exactly cells - 1 passages it is usually a tree and
 * the search runs without a visited set, which keeps the working set at
 * the maze and the tree (half a byte a cell); a tree search that meets a
 * loop or leaves cells unreached is done again with the visited set.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "base/prefetch.h"
#include "maze/solve.h"
#include "maze/solve_ring.h"

struct solver {
	const maze *m;
	uint8_t *toward;     /* way to the root: 2 bits a cell, or a byte */
	uint64_t *seen;      /* 1 bit a cell, made on the first need */
	bool all_reached;    /* the last search reached every cell */
	struct solve_ring ring;   /* entries cell | back << BACK_SHIFT */
	uint32_t root;
	const struct mg_progress *progress;
	struct bfs_result last;
};

enum { BFS_DONE = 0, BFS_FAILED = -1, BFS_NOT_A_TREE = 1 };  /* outcomes */

/* Queue entries: the cell in the low bits, then the direction back to
 * the cell it was reached from (NO_BACK for the root). */
#define BACK_SHIFT 28
#define CELL_MASK ((UINT32_C(1) << BACK_SHIFT) - 1)
#define NO_BACK 4u

solver *
solve_create(const maze *m, mg_err *e)
{
	solver *s = mg_calloc(1, sizeof *s, e);

	if (s == NULL)
		return NULL;
	s->m = m;
	/* Other shapes than the square grid keep a byte a cell. */
	s->toward = mg_calloc(m->shape == NULL ? ((size_t)m->n + 3) / 4 : m->n, 1, e);
	s->ring.cap = 1024;
	s->ring.q = mg_calloc(s->ring.cap, sizeof *s->ring.q, e);
	if (s->toward == NULL || s->ring.q == NULL) {
		solve_destroy(s);
		return NULL;
	}
	return s;
}

void
solve_destroy(solver *s)
{
	if (s == NULL)
		return;
	free(s->toward);
	free(s->seen);
	free(s->ring.q);
	free(s);
}

void
solve_set_progress(solver *s, const struct mg_progress *p)
{
	s->progress = p;
}

/* Returns the passage bits of the maze byte array b for cell i. */
static inline unsigned
cell_bits(const uint8_t *b, uint32_t i)
{
	return (unsigned)(b[i >> 2] >> ((i & 3) * 2)) & 3u;
}

/* The number of set bits of a 4-bit value. */
static const uint8_t popcount4[16] = {
	0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
};

/* The search itself.  With tree set there is no visited set: a cell is
 * queued whenever a passage other than the way back leads to it, so a
 * loop would queue cells again; more than n cells queued give up with
 * BFS_NOT_A_TREE.  The queue positions head and tail count up from 0
 * and index the ring modulo its size.  Cells are taken in chunks that
 * end with the level, the progress budget or the room in the ring, so
 * the loop over a chunk has no test but the passages; in a tree every
 * child is written to the ring and the tail moves on only when the
 * passage is open, without a branch.  The compiler makes one copy for
 * each value of tree. */
static inline int
search(solver *s, uint32_t root, bool tree, struct bfs_result *out, mg_err *e)
{
	const maze *m = s->m;
	const uint8_t *bits = m->bits;
	const uint32_t w = m->w, n = m->n;
	uint8_t *toward = s->toward;
	uint64_t *seen = s->seen;
	uint64_t deg[MAZE_MAX_WAYS + 1] = { 0 };
	uint64_t depth = 0;
	int64_t budget = PROGRESS_EVERY;
	size_t head = 0, tail = 1, level_end = 1, qmask = s->ring.cap - 1, chunk, room, k;
	uint32_t *q = s->ring.q;
	uint32_t cell = root, entry, next;
	unsigned open, own, back;

	if (!tree) {
		memset(seen, 0, bitset_bytes(n));
		bitset_set(seen, root);
	}
	q[0] = root | (NO_BACK << BACK_SHIFT);
	while (head < tail) {
		/* Each cell queues at most four: the chunk must fit. */
		room = (s->ring.cap - (tail - head)) / 4;
		if (room == 0) {
			if (solve_ring_grow(&s->ring, head, tail, e) != 0)
				return BFS_FAILED;
			q = s->ring.q;
			qmask = s->ring.cap - 1;
			continue;
		}
		chunk = level_end - head;
		if (chunk > room)
			chunk = room;
		if (chunk > (size_t)budget)
			chunk = (size_t)budget;
		for (k = 0; k < chunk; k++) {
			/* The bytes of a cell a little way down the queue:
			 * the frontier wanders over the maze, so they are
			 * rarely cached.  (Past the tail this fetches junk,
			 * which is harmless.) */
			next = q[(head + AHEAD) & qmask] & CELL_MASK;
			PREFETCH(&bits[next >> 2]);
			PREFETCH(&bits[(next - w) >> 2]);
			PREFETCH(&toward[next >> 2]);
			entry = q[head & qmask];
			head++;
			cell = entry & CELL_MASK;
			/* The tree is written as cells leave the queue,
			 * next to the maze bytes just read. */
			back = entry >> BACK_SHIFT;
			toward[cell >> 2] = (uint8_t)((toward[cell >> 2]
			    & ~(3u << ((cell & 3) * 2)))
			    | ((back & 3u) << ((cell & 3) * 2)));
			own = cell_bits(bits, cell);
			open = (own & MAZE_EAST) << DIR_E
			    | (own & MAZE_SOUTH) << (DIR_S - 1);
			if (cell >= w)
				open |= (cell_bits(bits, cell - w) & MAZE_SOUTH) >> 1 << DIR_N;
			if (cell > 0)
				open |= (cell_bits(bits, cell - 1) & MAZE_EAST) << DIR_W;
			deg[popcount4[open]]++;
			open &= ~(1u << back);
			if (tree) {
				/* Border cells are never written: a closed
				 * passage leaves the tail where it is. */
				q[tail & qmask] = (cell - w) | (uint32_t)DIR_S << BACK_SHIFT;
				tail += open & 1u;
				q[tail & qmask] = (cell + 1) | (uint32_t)DIR_W << BACK_SHIFT;
				tail += open >> 1 & 1u;
				q[tail & qmask] = (cell + w) | (uint32_t)DIR_N << BACK_SHIFT;
				tail += open >> 2 & 1u;
				q[tail & qmask] = (cell - 1) | (uint32_t)DIR_E << BACK_SHIFT;
				tail += open >> 3;
				continue;
			}
#define VISIT(d, nb) do { \
	next = (nb); \
	if (!bitset_get(seen, next)) { \
		bitset_set(seen, next); \
		q[tail & qmask] = next | ((uint32_t)DIR_OPPOSITE(d) << BACK_SHIFT); \
		tail++; \
	} \
} while (0)
			if (open & (1u << DIR_N))
				VISIT(DIR_N, cell - w);
			if (open & (1u << DIR_E))
				VISIT(DIR_E, cell + 1);
			if (open & (1u << DIR_S))
				VISIT(DIR_S, cell + w);
			if (open & (1u << DIR_W))
				VISIT(DIR_W, cell - 1);
#undef VISIT
		}
		if (tree && tail > n)
			return BFS_NOT_A_TREE;
		budget -= (int64_t)chunk;
		if (budget <= 0) {
			budget = PROGRESS_EVERY;
			if (progress_report(s->progress, head, n, e) != 0)
				return BFS_FAILED;
		}
		if (head == level_end && head < tail) {
			depth++;
			level_end = tail;
		}
	}
	if (tree && head != n)
		return BFS_NOT_A_TREE;
	out->root = root;
	out->farthest = cell;
	out->radius = depth;
	out->reached = head;
	memcpy(out->degree, deg, sizeof deg);
	return BFS_DONE;
}

/* Returns the number of passages of m, a word at a time: every bit
 * of the square grid's cells; of another shape's, the first half of
 * its ways' bits, where a shape whose ways pair up keeps its passages
 * (maze/shape.h; not weave's sites).  (For a shape that keeps them
 * otherwise this is a hint that may be wrong: the tree search finds a
 * maze that is not a tree out for itself.) */
static uint64_t
count_passages(const maze *m)
{
	size_t k, bytes = maze_storage_bytes(m), words = bytes / 8;
	uint64_t total = 0, v, keep = UINT64_MAX;

	if (m->shape != NULL)
		keep = ((UINT64_C(1) << maze_ways(m) / 2) - 1)
		    * UINT64_C(0x1111111111111111);
	for (k = 0; k < words; k++) {
		memcpy(&v, m->bits + k * 8, 8);
		v &= keep;
		/* A popcount of shifts and adds: without -mpopcnt the
		 * builtin is a library call. */
		v = v - ((v >> 1) & UINT64_C(0x5555555555555555));
		v = (v & UINT64_C(0x3333333333333333)) + ((v >> 2) & UINT64_C(0x3333333333333333));
		v = (v + (v >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
		total += (v * UINT64_C(0x0101010101010101)) >> 56;
	}
	for (k = words * 8; k < bytes; k++)
		for (v = m->bits[k] & keep; v != 0; v &= v - 1)
			total++;
	return total;
}

int
solve_bfs(solver *s, uint32_t root, struct bfs_result *out, mg_err *e)
{
	struct bfs_result r;
	int rc = BFS_NOT_A_TREE;
	bool tree;

	memset(&r, 0, sizeof r);
	s->root = root;
	tree = count_passages(s->m) == (uint64_t)s->m->n - 1;
	if (s->m->shape != NULL) {
		if (s->seen == NULL && (s->seen = bitset_create(s->m->n, e)) == NULL)
			rc = BFS_FAILED;
		else
			rc = solve_any_search(s->m, root, tree, s->toward,
			    s->seen, &s->ring, s->progress, &r, e);
	} else if (tree) {
		rc = search(s, root, true, &r, e);
	}
	if (rc == BFS_NOT_A_TREE) {
		if (s->seen == NULL && (s->seen = bitset_create(s->m->n, e)) == NULL)
			rc = BFS_FAILED;
		else
			rc = search(s, root, false, &r, e);
	}
	if (rc != BFS_DONE) {
		/* Nothing is known reached until a search succeeds. */
		s->all_reached = false;
		if (s->seen != NULL)
			memset(s->seen, 0, bitset_bytes(s->m->n));
		memset(&s->last, 0, sizeof s->last);
		return -1;
	}
	s->all_reached = r.reached == s->m->n;
	s->last = r;
	if (out != NULL)
		*out = r;
	return 0;
}

const struct bfs_result *
solve_last(const solver *s)
{
	return &s->last;
}

bool
solve_reached(const solver *s, uint32_t cell)
{
	if (s->all_reached)
		return true;
	return s->seen != NULL && bitset_get(s->seen, cell);
}

unsigned
solve_toward_root(const solver *s, uint32_t cell)
{
	if (s->m->shape != NULL)
		return s->toward[cell];
	return (s->toward[cell >> 2] >> ((cell & 3) * 2)) & 3u;
}

uint64_t
solve_distance(const solver *s, uint32_t cell)
{
	uint64_t dist = 0;

	if (!solve_reached(s, cell))
		return UINT64_MAX;
	while (cell != s->root) {
		maze_next(s->m, cell, solve_toward_root(s, cell), &cell);
		dist++;
	}
	return dist;
}

uint32_t
solve_root(const solver *s)
{
	return s->root;
}

int
solve_diameter(solver *s, uint32_t hint, uint32_t *a, uint32_t *b,
    uint64_t *len, mg_err *e)
{
	struct bfs_result r;

	if (solve_bfs(s, hint, &r, e) != 0)
		return -1;
	if (solve_bfs(s, r.farthest, &r, e) != 0)
		return -1;
	*a = r.root;
	*b = r.farthest;
	*len = r.radius;
	return 0;
}

size_t
solve_storage_bytes(const solver *s)
{
	return (s->m->shape == NULL ? ((size_t)s->m->n + 3) / 4 : s->m->n)
	    + (s->seen != NULL ? bitset_bytes(s->m->n) : 0)
	    + s->ring.cap * sizeof *s->ring.q;
}
