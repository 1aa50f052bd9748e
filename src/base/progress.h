/* progress.h - a hook through which long work reports how far it got
 * and can be cancelled.
 *
 * The generators and the BFS take an optional hook (NULL: no hook) and
 * call it now and then, every PROGRESS_EVERY steps of their inner loops
 * counted down in a register, so that a cancel ends even the longest
 * work within a few milliseconds while work without a hook pays one
 * decrement and one well-predicted branch a step.
 */
#ifndef MAZEGAME_PROGRESS_H
#define MAZEGAME_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"

struct mg_progress {
	/* Called now and then during long work with the work done so far
	 * out of total (same unit, total > 0; done may be approximate).
	 * Returns 0 to go on, nonzero to cancel. */
	int (*report)(void *ctx, uint64_t done, uint64_t total);
	void *ctx;
};

/* Steps of an inner loop between two reports: a power of two, about
 * 0.1 to 1 ms of the slowest loop's work. */
#define PROGRESS_EVERY (INT64_C(1) << 16)

/* Counts steps down from *budget (start it at PROGRESS_EVERY); returns
 * true, and starts the count again, when a report is due. */
static inline bool
progress_due(int64_t *budget, uint32_t steps)
{
	*budget -= steps;
#if defined(__GNUC__)
	if (__builtin_expect(*budget > 0, 1))
		return false;
#else
	if (*budget > 0)
		return false;
#endif
	*budget = PROGRESS_EVERY;
	return true;
}

/* Returns whether a count that goes up or down by one a step (a loop's
 * own counter, so no extra one is needed) is at a multiple of
 * PROGRESS_EVERY, where a report is due. */
static inline bool
progress_at(uint64_t count)
{
	return (count & (PROGRESS_EVERY - 1)) == 0;
}

/* Reports done of total to p (NULL and total 0 are fine: nothing is
 * called; done above total is reported as total).  Returns 0 to go on,
 * or -1 with e set by err_cancelled() when the hook cancels. */
int progress_report(const struct mg_progress *p, uint64_t done,
    uint64_t total, mg_err *e);

#endif
