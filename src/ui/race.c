/* race.c - the race beside the game: opening the room, the room's
 * sockets in the one loop, and what the room says (what the player may
 * play, and its moves told to the room, are front/racer_side.c's). */
#include "config.h"

#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/text.h"
#include "app/racing.h"
#include "ui/race.h"
#include "ui/screen.h"
#include "ui/shown.h"
#include "ui/term.h"
#include "net/race_standings.h"

/* How long a joiner waits for the host's welcome. */
#define WELCOME_MS 5000
/* How long a notice (who was dropped, and why) stays on the status line,
 * and how long at least while others wait: a finish does not wait
 * behind a burst of drops, 5 s each. */
#define NOTE_MS 5000
#define NOTE_BUSY_MS 1500

static struct ui_race the_race;

/* Says m to the host in this process, through the handler every peer's
 * messages go through. */
static void
say_host(void *h, const struct proto_msg *m, uint64_t now)
{
	host_play(h, m, now);
}

/* Says m to the host over the socket. */
static void
say_client(void *cl, const struct proto_msg *m, uint64_t now)
{
	(void)now;
	client_say(cl, m, NULL);
}

/* Joins fd's room as role, waiting for the welcome; 0 or exit status. */
static int
join(struct ui_race *x, int fd, unsigned role)
{
	mg_err e;

	if (client_open_as(&x->cl, fd, x->room, role, x->visitor, &e) != 0
	    || client_wait_ready(&x->cl, WELCOME_MS, &e) != 0) {
		client_close(&x->cl);
		fprintf(stderr, "mazegame: %s\n", e.msg);
		return MG_EXIT_FAIL;
	}
	racer_side_init(&x->side, &x->cl.race, say_client, &x->cl);
	return 0;
}

int
ui_race_open(struct ui *u)
{
	struct ui_race *x = &the_race;
	bool hosting = false;
	int fd, why;
	mg_err e;

	memset(x, 0, sizeof *x);
	x->room = u->o->room;
	x->visitor = u->o->visitor;
	x->spectating = u->o->spectate;
	x->listen_fd = -1;
	/* --private means "I host": a room held already is never joined. */
	hosting = u->o->private_users != NULL;
	/* (A visitor's room is the one main found the arcade serving:
	 * client_open_as refuses it should a local user hold it now.) */
	fd = hosting ? room_host(x->room, &e) : x->spectating
	    ? room_connect(x->room, &why, &e) : room_open(x->room, &hosting, &e);
	if (fd == -1) {
		fprintf(stderr, "mazegame: %s\n", e.msg);
		return MG_EXIT_FAIL;
	}
	if (hosting) {
		x->hosting = true;
		x->listen_fd = fd;
		if (u->o->private_users != NULL
		    && room_acl_parse(&x->acl, u->o->private_users, &e) != 0) {
			close(fd);
			fprintf(stderr, "mazegame: %s\n", e.msg);
			return MG_EXIT_USAGE;
		}
	} else {
		if ((why = join(x, fd, x->spectating ? PROTO_ROLE_WATCH
		    : PROTO_ROLE_RACE)) != 0)
			return why;
	}
	u->race = x;
	return 0;
}

/* Forgets the events so far (the game starts from the model). */
static void
drain(struct ui_race *x)
{
	struct race_event ev;

	while (race_next_event(x->side.r, &ev))
		;
}

/* Starts the game of the maze the host named; true when it is on. */
static bool
client_game(struct ui *u)
{
	struct ui_race *x = u->race;
	mg_err e;

	if (racing_kind(&u->s.kind, u->o, &x->side.r->maze, &e) != 0) {
		ui_notice(u, e.msg);
		ui_finish(u, MG_EXIT_FAIL);
		return false;
	}
	/* Fog is for racers: a spectator sees the whole maze. */
	if (x->spectating)
		u->s.kind.rules.fog = false;
	ui_new_game(u);
	racer_side_new_maze(&x->side);
	return !u->done;
}

void
ui_race_begin(struct ui *u)
{
	struct ui_race *x = u->race;
	struct host_config c;
	struct host_maze mz;
	mg_err e;

	u->d.spectator = x->spectating;
	if (x->hosting) {
		ui_new_game(u);
		if (u->done)
			return;
		racing_host_maze(&u->s, &mz);
		memset(&c, 0, sizeof c);
		c.room = x->room;
		c.listen_fd = x->listen_fd;
		c.uid = getuid();
		c.acl = x->acl.n > 0 ? &x->acl : NULL;
		c.play = true;
		c.arcade = x->visitor != NULL;
		c.name = x->visitor;
		x->listen_fd = -1;
		x->h = host_create(&c, &mz, draw_now_ms(), &e);
		if (x->h == NULL) {
			ui_notice(u, e.msg);
			ui_finish(u, MG_EXIT_FAIL);
			return;
		}
		racer_side_init(&x->side, host_race(x->h), say_host, x->h);
	} else {
		drain(x);
		/* In the lobby there is no maze yet: it comes with the go. */
		if (x->side.r->maze.known && !client_game(u))
			return;
	}
	drain(x);
	ui_show(u, x->side.r->state == PROTO_ROOM_LOBBY || x->side.r->state
	    == PROTO_ROOM_COUNTDOWN ? SCR_LOBBY : x->side.r->state
	    == PROTO_ROOM_RESULTS ? SCR_RACE : SCR_MAZE);
}

void
ui_race_close(struct ui *u)
{
	struct ui_race *x = u->race;

	if (x == NULL)
		return;
	if (x->h != NULL)
		host_destroy(x->h);
	else if (!x->hosting) {
		if (!x->cl.gone)
			client_send(&x->cl, PROTO_QUIT, NULL);
		client_close(&x->cl);
	}
	if (x->listen_fd != -1)
		close(x->listen_fd);
	u->race = NULL;
}

/* Whether the game on screen is the maze the host names now. */
static bool
same_maze(const struct ui *u, const struct race_maze *m)
{
	const struct session_kind *k = &u->s.kind;

	return u->s.playing && k->seed == m->seed && k->w == m->w
	    && k->h == m->h && k->algo != NULL && strcmp(k->algo->name, m->algo) == 0
	    && strcmp(k->shape != NULL ? k->shape->name : "", m->shape) == 0
	    && k->k == m->shape_k;
}

/* The clock that calls the race runs from the first finish seen (the
 * host's own, too, which comes with no message); its seconds are drawn
 * as they change. */
static void
call_clock(struct ui *u, uint64_t now)
{
	struct ui_race *x = u->race;
	uint64_t left;

	if (x->side.alone || x->side.r->state != PROTO_ROOM_RACE || !race_any_finished(x->side.r)) {
		x->call_at = 0;
		return;
	}
	if (x->call_at == 0)
		x->call_at = now + HOST_CALL_MS;
	left = x->call_at > now ? (x->call_at - now + 999) / 1000 : 0;
	if (left != x->call_shown) {
		x->call_shown = left;
		u->redraw = true;
	}
}

/* A visitor's game watched (ui/shown.h) is gone: its player left it,
 * which the status line says in those words (ui_race_tail), not as a
 * host lost. */
static void
game_over(struct ui_race *x)
{
	char text[RACE_NOTICE_MAX];
	const struct race_racer *p = &x->side.r->r[0];

	while (race_next_notice(x->side.r, text, sizeof text))
		;
	snprintf(x->player_gone, sizeof x->player_gone, "%s",
	    p->used ? p->login : "?");
}

/* Acts on what the room said: a new maze, the race starting, the host
 * gone; whatever changed is drawn again. */
static void
events(struct ui *u)
{
	struct ui_race *x = u->race;
	struct race_event ev;
	char text[RACE_NOTICE_MAX];
	unsigned st;
	bool racing;

	if (!x->hosting && !x->side.alone && x->cl.gone) {
		/* No box: it would take the next key of a player who is
		 * playing.  The client queued the news for the status line;
		 * a racer racing races on alone, anyone else's room is
		 * closed (a spectator never becomes a player). */
		x->side.alone = true;
		x->side.closed = !racer_racing(&x->side);
		if (x->spectating && x->visitor != NULL && strncmp(x->room,
		    SHOWN_ROOM_PREFIX, strlen(SHOWN_ROOM_PREFIX)) == 0)
			game_over(x);
		if (u->screen == SCR_LOBBY || (!x->side.closed && u->screen == SCR_RACE))
			ui_show(u, u->s.g.won ? SCR_RESULT : SCR_MAZE);
		u->redraw = true;
	}
	/* News one at a time, each long enough to read; none is lost
	 * (the model queues what waits).  With more waiting, each is
	 * shown for NOTE_BUSY_MS only. */
	if (x->note_until != 0 && x->side.r->no_len > 0
	    && x->note_until > x->note_at + NOTE_BUSY_MS)
		x->note_until = x->note_at + NOTE_BUSY_MS;
	if (x->note_until != 0 && draw_now_ms() >= x->note_until) {
		x->note_until = 0;
		u->redraw = true;
	}
	if (x->note_until == 0 && race_next_notice_brief(x->side.r, text, sizeof text,
	    x->brief, sizeof x->brief)) {
		snprintf(x->note, sizeof x->note, "%s", text);
		x->note_at = draw_now_ms();
		x->note_until = x->note_at + NOTE_MS;
		u->redraw = true;
	}
	/* A racer's move draws the cells it changed; anything else, the
	 * screen. */
	while (race_next_event(x->side.r, &ev))
		if (!ui_maze_racer_moved(u, &ev))
			u->redraw = true;
	call_clock(u, draw_now_ms());
	if (x->side.alone || u->done)
		return;
	/* The state decides the screen, looked at every time: events may
	 * have been lost, or come while a box was over the screen. */
	st = x->side.r->state;
	racing = racer_racing(&x->side);
	if (!x->hosting && !x->side.r->maze.known && u->s.playing) {
		/* A rematch: the last maze goes; the next comes at its go. */
		session_drop_game(&u->s);
		ui_show(u, SCR_LOBBY);
	} else if (!x->hosting && x->side.r->maze.known && !same_maze(u, &x->side.r->maze)) {
		/* The maze came (with the go, or joining mid-race). */
		if (client_game(u))
			ui_show(u, st == PROTO_ROOM_RACE ? SCR_MAZE : st == PROTO_ROOM_RESULTS
			    ? SCR_RACE : SCR_LOBBY);
	} else if ((st == PROTO_ROOM_LOBBY || st == PROTO_ROOM_COUNTDOWN)
	    && (u->screen == SCR_MAZE || u->screen == SCR_RACE
	    || u->screen == SCR_RESULT)) {
		ui_show(u, SCR_LOBBY);
	} else if (st == PROTO_ROOM_RACE && u->screen == SCR_LOBBY) {
		ui_show(u, SCR_MAZE);
	} else if (u->screen == SCR_MAZE && (st == PROTO_ROOM_RESULTS
	    || (st == PROTO_ROOM_RACE && race_any_finished(x->side.r) && !racing))) {
		/* Once the race is over (called, too) everyone sees the
		 * table; while it is on, those out of it. */
		ui_show(u, SCR_RACE);
	}
	/* One clock in a race: a racer's runs from the go (when the maze
	 * came, the host's own too), as the host's table does, whatever
	 * box is on the screen; game_start_clock starts it once. */
	if (st == PROTO_ROOM_RACE && racing && u->s.playing)
		game_start_clock(&u->s.g, draw_now_ms());
}

int
ui_race_wait(struct ui *u, int timeout)
{
	struct ui_race *x = u->race;
	struct pollfd pfd[HOST_PEERS_MAX + 3];
	size_t n = 2;
	int r, err;

	/* The terminal and the wake pipe (a signal came), then the room. */
	ui_term_pollfds(pfd);
	if (x->h != NULL)
		n += host_pollfds(x->h, pfd + 2, HOST_PEERS_MAX + 1);
	else if (!x->hosting && !x->side.alone)
		n += client_pollfds(&x->cl, pfd + 2, 1);
	r = poll(pfd, (nfds_t)n, timeout);
	err = errno;
	if (r < 0 && err != EINTR)
		return UI_WAIT_LOST;
	if (x->h != NULL)
		host_service(x->h, pfd + 2, r > 0 ? n - 2 : 0, draw_now_ms());
	else if (!x->hosting && !x->side.alone)
		client_service(&x->cl, pfd + 2, r > 0 ? n - 2 : 0);
	events(u);
	return ui_term_waited(r, err, pfd);
}

int
ui_race_timeout(struct ui *u, uint64_t now)
{
	struct ui_race *x = u->race;
	int t = x->h != NULL ? host_timeout(x->h, now) : -1;
	bool drawn = !u->redraw;

	call_clock(u, now);
	if (drawn && u->redraw)
		return 0;   /* the clock's first second: drawn at once */
	if (x->note_until == 0 && x->side.r->no_len > 0)
		return 0;   /* news waits (queued by us, not the socket) */
	if (x->note_until != 0) {
		int n = x->note_until > now ? (int)(x->note_until - now) : 0;

		if (t < 0 || n < t)
			t = n;
	}
	if (x->call_at != 0) {
		/* Wake when the seconds left change. */
		int n = x->call_at > now ? (int)((x->call_at - now) % 1000) + 1 : 0;

		if (t < 0 || n < t)
			t = n;
	}
	return t;
}

bool
ui_race_call_left(const struct ui *u, char *buf, size_t size)
{
	const struct ui_race *x = u->race;
	uint64_t now = draw_now_ms();

	if (x == NULL || x->side.alone || x->call_at == 0)
		return false;
	text_duration(buf, size, x->call_at > now ? x->call_at - now + 999 : 0);
	return true;
}
