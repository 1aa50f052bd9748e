/* demo.h - --demo's pace, as every front end keeps it: the solver takes
 * a step every so often, and a maze walked out rests a while before
 * the next algorithm makes the next one.  Nothing here draws or moves:
 * the front end asks what is due and does it.
 */
#ifndef MAZEGAME_FRONT_DEMO_H
#define MAZEGAME_FRONT_DEMO_H

#include <stdbool.h>
#include <stdint.h>

/* The demo's pace: a step, and the rest at the exit, in ms. */
#define DEMO_STEP_MS 70
#define DEMO_REST_MS 1500

/* The demo's clock: when it steps next, and when a won maze's rest
 * ends (0: not resting).  All zero to start. */
struct demo_pace {
	uint64_t next;
	uint64_t rest;
};

/* What is due in the demo. */
enum demo_due {
	DEMO_WAIT,   /* nothing yet: look again in *wait ms */
	DEMO_STEP,   /* the solver's next move, now (then *wait ms) */
	DEMO_NEXT    /* the rest is over: the next maze, now */
};

/* Returns what is due at time now in the demo paced by p, the maze
 * walked out (won) or not, and sets *wait to the ms until it is worth
 * asking again. */
enum demo_due demo_due(struct demo_pace *p, bool won, uint64_t now,
    int *wait);

#endif
