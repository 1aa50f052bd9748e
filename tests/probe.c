/* probe.c - the tests' progress hook. */
#include "config.h"

#include <string.h>

#include "probe.h"

void
probe_init(struct probe *pr, struct mg_progress *hook, uint64_t cancel_at,
    uint64_t cancel_from)
{
	memset(pr, 0, sizeof *pr);
	pr->cancel_at = cancel_at;
	pr->cancel_from = cancel_from;
	hook->report = probe_report;
	hook->ctx = pr;
}

int
probe_report(void *ctx, uint64_t done, uint64_t total)
{
	struct probe *pr = ctx;

	if (pr->bad == NULL && total == 0)
		pr->bad = "total 0";
	if (pr->bad == NULL && done > total)
		pr->bad = "done above total";
	if (pr->bad == NULL && pr->calls > 0 && done < pr->last)
		pr->bad = "done went back";
	if (pr->bad == NULL && pr->calls > 0 && total != pr->total)
		pr->bad = "total changed";
	pr->calls++;
	pr->last = done;
	pr->total = total;
	return (pr->cancel_at != 0 && pr->calls >= pr->cancel_at)
	    || (pr->cancel_from != 0 && done >= pr->cancel_from);
}
