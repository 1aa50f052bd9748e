/* progress.c - calling the progress-and-cancel hook. */
#include "config.h"

#include <stddef.h>

#include "base/progress.h"

int
progress_report(const struct mg_progress *p, uint64_t done, uint64_t total,
    mg_err *e)
{
	if (p == NULL || p->report == NULL || total == 0)
		return 0;
	if (p->report(p->ctx, done < total ? done : total, total) != 0)
		return err_cancelled(e);
	return 0;
}
