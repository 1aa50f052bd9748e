/* host_race.c - the room's rules on the host: who joins as what, the
 * countdown, checked moves, the finish table, results and rematch. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "net/host_int.h"

/* Fills m with the pos message of racer id at (row, col) after moves. */
static void
pos_msg(unsigned id, uint32_t row, uint32_t col, uint64_t moves,
    struct proto_msg *m)
{
	proto_init(m, PROTO_POS);
	m->id = id;
	m->row = row;
	m->col = col;
	m->moves = moves;
}

/* Fills m with the finish message of racer id, placed place. */
static void
finish_msg(const struct host *h, unsigned id, unsigned place,
    struct proto_msg *m)
{
	const struct race_racer *x = &h->race.r[id];

	proto_init(m, PROTO_FINISH);
	m->id = id;
	m->place = place;
	m->ms = x->ms;
	m->moves = x->moves;
	m->assisted = x->assisted;
}

/* Returns the smallest session number no racer of login has. */
static unsigned
pick_session(const struct host *h, const char *login)
{
	unsigned s, id;

	for (s = 1; s < 99; s++) {
		for (id = 0; id < RACE_SLOTS; id++)
			if (h->race.r[id].used && h->race.r[id].session == s
			    && strcmp(h->race.r[id].login, login) == 0)
				break;
		if (id == RACE_SLOTS)
			break;
	}
	return s;
}

/* Returns whether a racer in the room shows tag. */
static bool
tag_taken(const struct host *h, const char *tag)
{
	unsigned id;

	for (id = 0; id < RACE_SLOTS; id++)
		if (h->race.r[id].used && strcmp(h->race.r[id].tag, tag) == 0)
			return true;
	return false;
}

/* Chooses the letters that show a racer of login on the maze: its
 * initial, else the initial and a later letter of the name, else the
 * initial and a digit. */
static void
pick_tag(const struct host *h, const char *login, char *tag)
{
	char first = isalnum((unsigned char)login[0])
	    ? (char)toupper((unsigned char)login[0]) : 'X';
	const char *p;
	unsigned c;

	tag[0] = first;
	tag[1] = '\0';
	if (!tag_taken(h, tag))
		return;
	for (p = login + 1; *p != '\0'; p++) {
		if (!isalnum((unsigned char)*p))
			continue;
		tag[1] = (char)tolower((unsigned char)*p);
		tag[2] = '\0';
		if (!tag_taken(h, tag))
			return;
	}
	for (c = 0; c < 36 * 36; c++) {
		tag[0] = c < 36 ? first : (char)('A' + (c / 36 - 1) % 26);
		tag[1] = "0123456789abcdefghijklmnopqrstuvwxyz"[c % 36];
		tag[2] = '\0';
		if (tag[1] != '0' && tag[1] != '1' && !tag_taken(h, tag))
			return;
	}
}

/* Returns the first colour no one in the room has, or one by id. */
static unsigned
pick_colour(const struct host *h, unsigned me)
{
	unsigned c, id;

	for (c = 0; c < PROTO_COLOURS; c++) {
		for (id = 0; id < RACE_SLOTS; id++)
			if (h->race.r[id].used
			    && h->race.r[id].state != PROTO_RACER_LEFT
			    && h->race.r[id].colour == c)
				break;
		if (id == RACE_SLOTS)
			return c;
	}
	return me % PROTO_COLOURS;
}

/* Sends the new peer p everything the room knows. */
static void
snapshot(struct host *h, struct host_peer *p, unsigned me)
{
	struct proto_msg m;
	unsigned id;

	proto_init(&m, PROTO_WELCOME);
	m.id = me;
	memcpy(m.room, h->race.room, sizeof m.room);
	m.state = h->race.state;
	host_send_one(h, p, &m);
	/* The shape is the room's, known in the lobby (only peers that
	 * speak version 2 get this far into a room of another shape). */
	if (host_shape_msg(&h->mz, &m))
		host_send_one(h, p, &m);
	/* The maze only once the race is on: nobody learns it early. */
	if (h->race.state == PROTO_ROOM_RACE || h->race.state == PROTO_ROOM_RESULTS) {
		host_maze_msg(h, &m);
		host_send_one(h, p, &m);
	}
	for (id = 0; id < RACE_SLOTS; id++) {
		const struct race_racer *x = &h->race.r[id];

		if (!x->used)
			continue;
		race_racer_msg(&h->race, id, &m);
		host_send_one(h, p, &m);
		if (x->placed) {
			pos_msg(id, x->row, x->col, x->moves, &m);
			host_send_one(h, p, &m);
		}
		if (x->finished) {
			finish_msg(h, id, x->place, &m);
			host_send_one(h, p, &m);
		}
	}
	if (h->race.state == PROTO_ROOM_COUNTDOWN) {
		proto_init(&m, PROTO_COUNT);
		m.n = h->race.count;
		host_send_one(h, p, &m);
	}
}

/* Finds an id for a newcomer: a free one, else one whose racer left
 * this race (one who did not finish first): the finish table gives up
 * a row before a newcomer is refused.  Returns false when every id is
 * someone's in the room. */
static bool
free_id(const struct host *h, unsigned *out)
{
	/* An arcade's room with no player of its own keeps the host's id
	 * free: a visitor's screen takes racer 0's name as the host's
	 * (net/race.c). */
	unsigned id, pass, first = !h->plays && h->visitors != (uid_t)-1;

	for (pass = 0; pass < 3; pass++)
		for (id = first; id < RACE_SLOTS; id++) {
			const struct race_racer *x = &h->race.r[id];

			if (pass == 0 ? !x->used : x->used
			    && x->state == PROTO_RACER_LEFT
			    && x->finished == (pass == 2)) {
				*out = id;
				return true;
			}
		}
	return false;
}

int
host_admit(struct host *h, struct host_peer *p, uid_t uid, const char *name,
    bool spectator)
{
	struct race_racer *x;
	struct proto_msg m;
	unsigned id;

	if (!free_id(h, &id))
		return -1;
	proto_init(&m, PROTO_RACER);
	m.id = id;
	if (name != NULL && name[0] != '\0')
		snprintf(m.login, sizeof m.login, "%s", name);
	else
		room_login(uid, m.login, sizeof m.login);
	m.session = pick_session(h, m.login);
	pick_tag(h, m.login, m.tag);
	m.colour = pick_colour(h, id);
	m.state = spectator ? PROTO_RACER_SPECTATOR
	    : h->race.state == PROTO_ROOM_LOBBY
	    || h->race.state == PROTO_ROOM_COUNTDOWN ? PROTO_RACER_READY
	    : PROTO_RACER_WATCHING;
	if (p != NULL) {
		snapshot(h, p, id);
		p->id = (int)id;
	}
	host_send_all(h, &m);
	x = &h->race.r[id];
	h->cell[id] = h->mz.start;
	h->assisted[id] = false;
	rate_reset(&h->moves[id]);
	return x->used ? (int)id : -1;
}

void
host_results(struct host *h)
{
	struct proto_msg m;

	h->call_at = 0;
	proto_init(&m, PROTO_RESULTS);
	host_send_all(h, &m);
}

/* Ends the race when no one races any more. */
static void
check_end(struct host *h)
{
	unsigned id;

	if (h->race.state != PROTO_ROOM_RACE)
		return;
	for (id = 0; id < RACE_SLOTS; id++)
		if (h->race.r[id].used
		    && h->race.r[id].state == PROTO_RACER_RACING)
			return;
	host_results(h);
}

int
host_call(struct host *h, mg_err *e)
{
	if (h->race.state != PROTO_ROOM_RACE || h->call_at == 0)
		return err_set(e, _("no one has finished yet"));
	host_results(h);
	return 0;
}

void
host_leave(struct host *h, unsigned id)
{
	struct proto_msg m;

	if (!h->race.r[id].used)
		return;
	proto_init(&m, PROTO_LEFT);
	m.id = id;
	host_send_all(h, &m);
	check_end(h);
}

void
host_step(struct host *h, unsigned id, unsigned d, bool run, uint64_t now)
{
	const struct race_racer *x = &h->race.r[id];
	uint32_t cell = h->cell[id];
	uint64_t n;

	if (h->race.state != PROTO_ROOM_RACE || !x->used
	    || x->state != PROTO_RACER_RACING)
		return;
	/* A command beyond the rate is ignored, as a key that was not
	 * pressed: nothing waits to be played later.  A bump counts. */
	if (!rate_take(&h->moves[id], now, HOST_MOVES_RATE, HOST_MOVES_BURST))
		return;
	if (run)
		n = maze_run(h->mz.m, &cell, d, h->mz.exit);
	else if ((n = maze_way_open(h->mz.m, cell, d)) != 0)
		n = maze_next(h->mz.m, cell, d, &cell);
	if (n == 0)
		return;
	host_arrive(h, id, cell, x->moves + n, now);
}

void
host_arrive(struct host *h, unsigned id, uint32_t cell, uint64_t moves,
    uint64_t now)
{
	struct proto_msg m;
	unsigned place;

	h->cell[id] = cell;
	/* One position a command, however far it ran. */
	pos_msg(id, cell / h->mz.m->w, cell % h->mz.m->w, moves, &m);
	host_send_all(h, &m);
	if (cell != h->mz.exit)
		return;
	place = 1;
	for (unsigned i = 0; i < RACE_SLOTS; i++)
		if (h->race.r[i].used && h->race.r[i].finished)
			place++;
	/* The first out starts the clock that calls the race: one idle
	 * racer never holds the room. */
	if (place == 1)
		h->call_at = now + HOST_CALL_MS;
	finish_msg(h, id, place, &m);
	m.ms = now > h->t0 ? now - h->t0 : 0;
	m.assisted = h->assisted[id];
	host_send_all(h, &m);
	check_end(h);
}

void
host_go(struct host *h)
{
	struct proto_msg m;
	unsigned id;

	/* The go, then the maze at last: everyone builds it from here
	 * (a client takes no maze before the go). */
	h->call_at = 0;
	proto_init(&m, PROTO_GO);
	host_send_all(h, &m);
	host_maze_msg(h, &m);
	host_send_all(h, &m);
	for (id = 0; id < RACE_SLOTS; id++) {
		if (!h->race.r[id].used
		    || h->race.r[id].state != PROTO_RACER_READY)
			continue;
		h->cell[id] = h->mz.start;
		h->assisted[id] = false;
		rate_reset(&h->moves[id]);
		race_racer_msg(&h->race, id, &m);
		m.state = PROTO_RACER_RACING;
		host_send_all(h, &m);
		pos_msg(id, h->mz.start / h->mz.m->w,
		    h->mz.start % h->mz.m->w, 0, &m);
		host_send_all(h, &m);
	}
	check_end(h);
}

void
host_tick(struct host *h, uint64_t now)
{
	struct proto_msg m;

	if (h->race.state == PROTO_ROOM_RACE && h->call_at != 0
	    && now >= h->call_at)
		host_results(h);
	while (h->race.state == PROTO_ROOM_COUNTDOWN && now >= h->tick_at) {
		if (h->race.count > 1) {
			proto_init(&m, PROTO_COUNT);
			m.n = h->race.count - 1;
			host_send_all(h, &m);
			h->tick_at += 1000;
		} else {
			h->t0 = h->tick_at;
			host_go(h);
		}
	}
}

int
host_countdown(struct host *h, uint64_t now, mg_err *e)
{
	struct proto_msg m;

	if (h->race.state != PROTO_ROOM_LOBBY)
		return err_set(e, _("the race is not in its lobby"));
	proto_init(&m, PROTO_COUNT);
	m.n = 3;
	host_send_all(h, &m);
	h->tick_at = now + 1000;
	return 0;
}

int
host_prepare_rematch(struct host *h, const struct host_maze *mz,
    mg_err *e)
{
	struct proto_msg m;
	struct host_maze keep = h->mz;
	unsigned id;

	if (h->race.state != PROTO_ROOM_RESULTS
	    && h->race.state != PROTO_ROOM_LOBBY)
		return err_set(e, _("a race is on"));
	proto_init(&m, PROTO_REMATCH);
	host_send_all(h, &m);
	if (host_set_maze(h, mz, e) != 0) {
		host_set_maze(h, &keep, NULL);
		return -1;
	}
	for (id = 0; id < RACE_SLOTS; id++) {
		if (!h->race.r[id].used
		    || h->race.r[id].state == PROTO_RACER_SPECTATOR)
			continue;
		race_racer_msg(&h->race, id, &m);
		m.state = PROTO_RACER_READY;
		host_send_all(h, &m);
	}
	return 0;
}
