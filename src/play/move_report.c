/* move_report.c - the report of one command, filled by the game. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/err.h"
#include "play/move_report.h"

void
move_report_begin(struct move_report *r, enum cmd c, uint32_t from)
{
	r->cmd = c;
	r->event = MOVE_EV_NONE;
	r->dir = cmd_is_move(c) ? (unsigned)cmd_dir(c) : 0;
	r->from = from;
	r->n = 0;
	r->lost = false;
	r->hint_ended = false;
}

void
move_report_step(struct move_report *r, uint32_t cell, unsigned d)
{
	if (r->n == r->cap && !r->lost) {
		size_t cap = r->cap > 0 ? r->cap * 2 : 64;
		struct move_step *s = mg_reallocarray(r->step, cap, sizeof *s, NULL);

		if (s == NULL) {
			r->lost = true;
		} else {
			r->step = s;
			r->cap = cap;
		}
	}
	if (!r->lost)
		r->step[r->n] = (struct move_step){ cell, d };
	r->n++;
}

void
move_report_end(struct move_report *r, const maze *m, uint32_t exit,
    uint32_t cell)
{
	unsigned ways = maze_degree(m, cell);

	if (r->n == 0)
		r->event = MOVE_EV_BUMP;
	else if (cell == exit)
		r->event = MOVE_EV_EXIT;
	else if (ways >= 3)
		r->event = MOVE_EV_JUNCTION;
	else if (ways <= 1)
		r->event = MOVE_EV_DEAD_END;
	else
		r->event = MOVE_EV_CORRIDOR;
}

void
move_report_free(struct move_report *r)
{
	free(r->step);
	memset(r, 0, sizeof *r);
}
