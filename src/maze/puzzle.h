/* puzzle.h - a maze ready to play: start, exit and the solution tree.
 *
 * Both the game and --print/--stats make their maze here, so a seed and
 * a difficulty name the very same puzzle wherever it is used.
 */
#ifndef MAZEGAME_PUZZLE_H
#define MAZEGAME_PUZZLE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/shape.h"
#include "base/progress.h"
#include "maze/solve.h"

/* What to generate. */
struct puzzle_spec {
	uint32_t w, h;
	const struct gen_algo *algo;
	uint64_t seed;
	bool far_apart;    /* start and exit at the ends of the longest path */
	/* Told of the generation and the searches as one fraction that
	 * only grows, and may cancel them; NULL: no hook.  Callers zero
	 * the whole spec first, so that fields added later are NULL too. */
	const struct mg_progress *progress;
	/* Told of every step of the generation (--watch); NULL: no hook. */
	const struct gen_watch *watch;
	/* Leave the search for the solution to puzzle_solve(): the maze,
	 * start and exit are known without it (not with far_apart, whose
	 * searches choose them). */
	bool defer_solve;
	const struct shape *shape;   /* NULL: the square grid */
	/* The shape's own number K (shape.h: a weave's crossings in
	 * percent, the floors of a floors maze); 0: the shape's default
	 * (a floors maze of 0 has one floor). */
	uint32_t k;
};

/* A maze with its start and exit, and a BFS tree rooted at the exit, so
 * the way out from any cell is known. */
struct puzzle {
	maze *m;                      /* owned */
	solver *tree;                 /* owned; rooted at exit */
	uint32_t start, exit;
	bool solved;                  /* tree, optimal and reached are known */
	uint64_t optimal;             /* moves from start to exit */
	uint64_t reached;             /* cells connected to the exit */
	const struct gen_algo *algo;  /* NULL for a loaded maze */
	uint64_t seed;
	bool far_apart;               /* start and exit from the diameter */
	/* A generated weave's density, else 0 (a loaded weave has none);
	 * puzzle_k gives every shape's K, a floors maze's from the maze. */
	uint32_t k;
};

/* Readies the blank maze m of spec's shape for the generator, from
 * the seed's own stream r before the generator draws from it: a
 * weave's crossings (spec->k percent). */
void puzzle_prepare(maze *m, rng *r, const struct puzzle_spec *spec);

/* Settles m once the generator has carved it: a weave's crossings
 * turned straight across. */
void puzzle_settle(maze *m);

/* Fills spec whole: a w x h maze of algo from seed, start and exit far
 * apart or not, reporting to prog (may be NULL). */
void puzzle_spec_set(struct puzzle_spec *spec, uint32_t w, uint32_t h,
    const struct gen_algo *algo, uint64_t seed, bool far_apart,
    const struct mg_progress *prog);

/* Generates the maze spec describes into p.  Returns 0, or -1 with a
 * message (code MG_ECANCELLED when spec->progress cancelled); p needs
 * puzzle_free() only after success, and nothing is left allocated after
 * a failure. */
int puzzle_generate(struct puzzle *p, const struct puzzle_spec *spec,
    mg_err *e);

/* Searches the solution of a puzzle generated with defer_solve, so
 * the tree, optimal and reached become known; does nothing to a solved
 * one.  prog (may be NULL) sees the search as done of total cells and
 * may cancel it.  Returns 0, or -1 with a message (the puzzle is then
 * still unsolved, and still needs puzzle_free()). */
int puzzle_solve(struct puzzle *p, const struct mg_progress *prog, mg_err *e);

/* Makes a puzzle of maze m (taking ownership, also on failure) with the
 * given start and exit; refuses an exit that cannot be reached. */
int puzzle_adopt(struct puzzle *p, maze *m, uint32_t start, uint32_t exit,
    mg_err *e);

/* puzzle_adopt of a maze read from a file (doc, emptied): its messages
 * name cells as the file did, by number (a graph) or by line and column
 * (the block format). */
struct mazeio_doc;
int puzzle_adopt_doc(struct puzzle *p, struct mazeio_doc *doc, mg_err *e);

/* Writes the word that names p's shape in score tables and the
 * history: the shape's name, with its number where that makes another
 * maze ("floors3"; "weave70", a weave of the default density plain
 * "weave"); "square" for the square grid.  Returns buf. */
char *puzzle_shape_word(const struct puzzle *p, char *buf, size_t size);

/* p's shape's own number K: the floors of a floors maze, the density
 * of a weave (0 for a weave loaded from a file), else 0. */
unsigned puzzle_k(const struct puzzle *p);

/* Returns whether the maze is perfect: every cell connected, no loop. */
bool puzzle_is_perfect(const struct puzzle *p);

/* Returns a new bitset (caller frees) of the cells on the path from
 * cell to the exit, both included; NULL with a message on failure. */
uint64_t *puzzle_path_bits(const struct puzzle *p, uint32_t cell, mg_err *e);

/* Frees what p owns and clears it. */
void puzzle_free(struct puzzle *p);

#endif
