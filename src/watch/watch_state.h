/* watch_state.h - what a watch is made of: the recorded steps, the
 * picture they are played into, and the phase (the generator, the
 * search, the way out).  watch.c records and plays; watch_play.c plays
 * one step into the picture; watch.h is the interface. */
#ifndef MAZEGAME_WATCH_STATE_H
#define MAZEGAME_WATCH_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/gen/gen.h"
#include "maze/maze.h"
#include "maze/puzzle.h"

/* Most generator steps recorded: past it, the maze is too large to
 * watch (20 bytes a step). */
#define WATCH_MAX_STEPS (UINT32_C(1) << 21)

/* Most cells of a maze to watch: --watch refuses more at once. */
#define WATCH_MAX_CELLS 1000000u

/* Where the playback is. */
enum watch_phase {
	WATCH_GEN,      /* the generator's steps */
	WATCH_BFS,      /* the search from the start, a cell a step */
	WATCH_PATH,     /* the solution from the exit back, a cell a step */
	WATCH_DONE
};

/* What a cell shows, most telling first. */
enum watch_mark {
	WM_NONE,
	WM_AT,          /* where the work is */
	WM_SET,         /* in the working set (stack, frontier, walk, ...) */
	WM_LABEL,       /* in a set of joined cells: value is its label */
	WM_ROW,         /* on the row being worked */
	WM_CHAMBER,     /* in the chamber being divided */
	WM_QUEUED,      /* found by the search, not yet looked from: value is
	                 * its distance from the start */
	WM_DIST,        /* looked from: value is its distance */
	WM_PATH,        /* on the solution: value is its distance */
	WM_START,
	WM_EXIT
};

/* A cell's mark and its number (a label or a distance). */
struct watch_cell {
	enum watch_mark mark;
	uint32_t value;
};

/* The recording and its playback. */
struct watch {
	struct puzzle p;            /* the maze, as --print gives it; owned */
	struct gen_step *steps;     /* the generator's steps; owned */
	size_t nsteps, cap;
	const char *set_name;       /* "stack", "frontier", ... or NULL */
	bool labels;                /* sets of joined cells are shown */
	/* The picture. */
	maze *view;                 /* the walls so far; owned */
	uint8_t *state;             /* per cell: working set, queued, path */
	int32_t *set;               /* union-find of joined cells */
	uint16_t *label;            /* a set's label, at its root (0: none) */
	uint16_t labels_used;
	uint32_t *stack;            /* the working set in order */
	size_t depth;
	uint32_t at;                /* where the work is, or UINT32_MAX */
	uint32_t row;               /* the row worked on, or UINT32_MAX */
	uint32_t ch0, ch1;          /* the chamber's corners, or UINT32_MAX */
	uint32_t *dist;             /* from the start, UINT32_MAX: not found */
	uint32_t *queue;
	size_t qhead, qtail;
	enum watch_phase phase;
	size_t next;                /* the next generator step */
	uint64_t done, total;       /* steps played, steps in all */
	char said[200];             /* what the last step did, in words */
};

#endif
