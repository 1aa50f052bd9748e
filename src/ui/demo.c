/* demo.c - --demo on screen: each algorithm in turn makes a maze (the
 * watch, ui/watch.c), then the solver walks it at front/demo.c's pace,
 * drawn move by move; any key ends it.  Nothing is saved or scored. */
#include "config.h"

#include "front/demo.h"
#include "ui/screen.h"
#include "ui/view.h"

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
	int wait;

	if (!u->s.playing || session_unsolved(&u->s))
		return -1;   /* the search for the way out has not run yet */
	switch (demo_due(&u->demo, g->won, now, &wait)) {
	case DEMO_WAIT:
		break;
	case DEMO_NEXT:
		ui_watch_next(u, !u->o->algo_given, true);
		break;
	case DEMO_STEP:
		r = game_command(g, game_next_move(g), now);
		view_update(&u->d, g, r.redraw | RD_STATUS);
		break;
	}
	return wait;
}
