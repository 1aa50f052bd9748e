/* shown.c - an arcade visitor's own game on show (shown.h): the game
 * hosts a room of its own in which everyone else only watches. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "app/racing.h"
#include "ui/screen.h"
#include "ui/shown.h"
#include "ui/term.h"

static struct ui_shown the_shown;

/* Says why the game is not on show: on the status line until the first
 * key, and again on the way out. */
static void
not_shown(struct ui *u, const char *why)
{
	char msg[NOTICE_MAX];

	/* TRANSLATORS: an arcade visitor's game that others cannot watch;
	 * %s says why. */
	snprintf(msg, sizeof msg, _("others cannot watch this game: %s"), why);
	ui_keep_notice(u, msg);
	snprintf(u->d.note, sizeof u->d.note, "%s", msg);
}

void
ui_shown_open(struct ui *u)
{
	struct ui_shown *x = &the_shown;
	mg_err e;
	int n, fd = -1;

	memset(x, 0, sizeof *x);
	x->listen_fd = -1;
	if (u->o->visitor == NULL)
		return;
	/* The visitor's first game, then a second one's (another
	 * session), and so on; a local user holding one is passed. */
	for (n = 1; n <= SHOWN_GAMES_MAX && fd == -1; n++) {
		if (n == 1)
			snprintf(x->room, sizeof x->room, "%s%s", SHOWN_ROOM_PREFIX,
			    u->o->visitor);
		else
			snprintf(x->room, sizeof x->room, "%s%s.%d",
			    SHOWN_ROOM_PREFIX, u->o->visitor, n);
		fd = room_host(x->room, &e);
	}
	if (fd == -1) {
		not_shown(u, e.msg);
		return;
	}
	x->listen_fd = fd;
	u->shown = x;
}

/* Shows the game on the screen now: the room opens with it, or takes
 * it as the player's next game.  Returns false when it cannot be shown
 * (the room is closed then). */
static bool
show_game(struct ui *u)
{
	struct ui_shown *x = u->shown;
	struct host_config c;
	struct host_maze mz;
	mg_err e;

	racing_host_maze(&u->s, &mz);
	if (x->h == NULL) {
		memset(&c, 0, sizeof c);
		c.room = x->room;
		c.listen_fd = x->listen_fd;
		c.uid = getuid();
		c.play = true;
		c.arcade = true;
		c.name = u->o->visitor;
		c.show = true;
		x->listen_fd = -1;
		x->h = host_create(&c, &mz, draw_now_ms(), &e);
	} else if (host_show_maze(x->h, &mz, draw_now_ms(), &e) != 0) {
		host_destroy(x->h);
		x->h = NULL;
	}
	if (x->h == NULL) {
		not_shown(u, e.msg);
		ui_shown_close(u);
		return false;
	}
	x->m = u->s.g.p.m;
	x->seed = u->s.kind.seed;
	return true;
}

void
ui_shown_sync(struct ui *u)
{
	struct ui_shown *x = u->shown;
	const struct game *g = &u->s.g;
	const struct race *r;

	if (x == NULL || !u->s.playing || session_unsolved(&u->s))
		return;
	r = x->h != NULL ? host_race(x->h) : NULL;
	/* Another maze, or the same one played again after a win. */
	if (r == NULL || g->p.m != x->m || u->s.kind.seed != x->seed
	    || (r->r[host_local_id(x->h)].finished && !g->won))
		if (!show_game(u))
			return;
	host_show_at(x->h, g->pos, g->moves, draw_now_ms());
}

int
ui_shown_wait(struct ui *u, int timeout)
{
	struct ui_shown *x = u->shown;
	struct pollfd pfd[HOST_PEERS_MAX + 3];
	struct race_event ev;
	char text[RACE_NOTICE_MAX];
	size_t n = 2;
	unsigned w;
	int r, err, t;

	ui_term_pollfds(pfd);
	if (x->h == NULL)
		return ui_term_wait(timeout);
	n += host_pollfds(x->h, pfd + 2, HOST_PEERS_MAX + 1);
	t = host_timeout(x->h, draw_now_ms());
	if (t >= 0 && (timeout < 0 || t < timeout))
		timeout = t;
	r = poll(pfd, (nfds_t)n, timeout);
	err = errno;
	if (r < 0 && err != EINTR)
		return UI_WAIT_LOST;
	host_service(x->h, pfd + 2, r > 0 ? n - 2 : 0, draw_now_ms());
	/* The room's news is for its watchers; the player sees how many
	 * they are. */
	while (race_next_event(host_race(x->h), &ev))
		;
	while (race_next_notice(host_race(x->h), text, sizeof text))
		;
	if ((w = host_watchers(x->h)) != x->watchers) {
		x->watchers = w;
		u->redraw = true;
	}
	return ui_term_waited(r, err, pfd);
}

const char *
ui_shown_tail(struct ui *u)
{
	struct ui_shown *x = u->shown;
	char n[48];

	if (x == NULL || x->watchers == 0)
		return ui_help_tail();
	/* TRANSLATORS: the status line's end in the arcade: how many
	 * other visitors watch the game; keep it short. */
	snprintf(n, sizeof n, ngettext("%u watching", "%u watching",
	    x->watchers), x->watchers);
	snprintf(x->tail, sizeof x->tail, "%s · %s", n, ui_help_tail());
	return x->tail;
}

void
ui_shown_close(struct ui *u)
{
	struct ui_shown *x = u->shown;

	if (x == NULL)
		return;
	host_destroy(x->h);
	x->h = NULL;
	if (x->listen_fd != -1)
		close(x->listen_fd);
	x->listen_fd = -1;
	u->shown = NULL;
}
