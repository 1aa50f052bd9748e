/* probe.h - a progress hook for the tests: records what it is told,
 * checks the hook's promises and cancels on request. */
#ifndef MAZEGAME_TESTS_PROBE_H
#define MAZEGAME_TESTS_PROBE_H

#include <stdint.h>

#include "base/progress.h"

/* What a progress hook saw. */
struct probe {
	uint64_t calls;         /* reports so far */
	uint64_t cancel_at;     /* cancel at this report (0: never) */
	uint64_t cancel_from;   /* or at the first with done >= this (0: never) */
	uint64_t last, total;   /* the last report */
	const char *bad;        /* the first broken promise, or NULL */
};

/* Starts pr afresh with the given cancel rules and points hook at it. */
void probe_init(struct probe *pr, struct mg_progress *hook, uint64_t cancel_at,
    uint64_t cancel_from);

/* The hook: checks that total > 0 and stays the same, that done never
 * goes above it or back, and cancels as pr asks. */
int probe_report(void *ctx, uint64_t done, uint64_t total);

#endif
