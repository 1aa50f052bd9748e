/* demo.c - --demo: each algorithm in turn makes a maze (the watch,
 * ui/watch.c), then the solver walks it; any key ends it.  Nothing is
 * saved or scored. */
#include "config.h"

#include "ui/screen.h"
#include "ui/view.h"

/* The demo's pace: a step, and the rest at the exit, in ms. */
#define DEMO_STEP_MS 70
#define DEMO_REST_MS 1500

void
ui_demo_key(struct ui *u, keycode k)
{
	(void)k;
	ui_finish(u, MG_EXIT_OK);
}

int
ui_demo_tick(struct ui *u, uint64_t now)
{
	struct game *g = &u->s.g;
	struct game_reply r;

	if (!u->s.playing || session_unsolved(&u->s))
		return -1;   /* the search for the way out has not run yet */
	if (g->won) {
		if (u->demo_rest == 0)
			u->demo_rest = now + DEMO_REST_MS;
		if (now < u->demo_rest)
			return (int)(u->demo_rest - now);
		u->demo_rest = 0;
		ui_watch_next(u, !u->o->algo_given, true);
		return 0;
	}
	if (now < u->demo_next)
		return (int)(u->demo_next - now);
	r = game_command(g, game_next_move(g), now);
	view_update(&u->d, g, r.redraw | RD_STATUS);
	u->demo_next = now + DEMO_STEP_MS;
	return DEMO_STEP_MS;
}
