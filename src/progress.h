/* progress.h - a hook for long work: progress out, cancel in. */
#ifndef MAZEGAME_PROGRESS_H
#define MAZEGAME_PROGRESS_H

#include <stdint.h>

struct mg_progress {
	/* Called now and then during long work with the work done so far
	 * out of total (same unit, total > 0; done may be approximate).
	 * Returns 0 to go on, nonzero to cancel. */
	int (*report)(void *ctx, uint64_t done, uint64_t total);
	void *ctx;
};

#endif
