/* demo.c - --demo's pace: a step every DEMO_STEP_MS, a rest of
 * DEMO_REST_MS at the exit, then the next maze. */
#include "config.h"

#include "front/demo.h"

enum demo_due
demo_due(struct demo_pace *p, bool won, uint64_t now, int *wait)
{
	if (won) {
		if (p->rest == 0)
			p->rest = now + DEMO_REST_MS;
		if (now < p->rest) {
			*wait = (int)(p->rest - now);
			return DEMO_WAIT;
		}
		p->rest = 0;
		*wait = 0;
		return DEMO_NEXT;
	}
	if (now < p->next) {
		*wait = (int)(p->next - now);
		return DEMO_WAIT;
	}
	p->next = now + DEMO_STEP_MS;
	*wait = DEMO_STEP_MS;
	return DEMO_STEP;
}
