/* race.h - what everyone in a room knows: the roster, where each racer
 * stands, the finish table and the room's state.
 *
 * The host keeps one and changes it only through the messages it sends
 * (race_apply), and each client applies the same messages to its own,
 * so every screen draws from the same kind of model.  Changes are also
 * put in a small event queue for the front end to redraw from.
 */
#ifndef MAZEGAME_NET_RACE_H
#define MAZEGAME_NET_RACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "net/proto.h"

struct shape;

#define RACE_SLOTS (PROTO_ID_MAX + 1)
#define RACE_EVENTS 64
#define RACE_NOTICE_MAX 160
#define RACE_NOTICES 32

/* One racer as the room sees them. */
struct race_racer {
	bool used;
	char login[PROTO_NAME_MAX + 1];
	unsigned session;          /* 1: "ann", 2: "ann (2)" */
	char tag[PROTO_TAG_MAX + 1];
	unsigned colour;
	unsigned state;            /* enum proto_racer_state */
	uint32_t row, col;
	uint64_t moves;
	bool placed;               /* on the maze this race */
	bool finished;
	unsigned place;            /* in the finish table, 1 first */
	uint64_t ms;               /* the host's time at the exit */
	bool assisted;
};

/* What changed, for the front end. */
enum race_event_kind {
	RACE_EV_ROSTER,    /* a racer joined, left or changed state: id */
	RACE_EV_POS,       /* id moved */
	RACE_EV_FINISH,    /* id reached the exit */
	RACE_EV_STATE,     /* the room's state or countdown changed */
	RACE_EV_MAZE,      /* a new maze was named */
	RACE_EV_NOTICE,    /* a notice is waiting (race_next_notice) */
	RACE_EV_LOST       /* events were lost: redraw everything */
};

/* One event. */
struct race_event {
	unsigned kind;     /* enum race_event_kind */
	unsigned id;
	bool was_placed;   /* RACE_EV_POS: where id stood before the move */
	uint32_t was_row, was_col;   /* (when was_placed), so that only the
	                                cells it changed are drawn again */
};

/* The maze everyone races, as the host's options name it. */
/* The largest maze a room races, in cells (1000x1000): it builds in a
 * tenth of a second with any generator, so a host cannot hold a client
 * busy building one; a larger one is refused on either end. */
#define RACE_CELLS_MAX 1000000u

struct race_maze {
	bool known;
	bool may_change;           /* a maze line may come (none yet, or a
	                              rematch since the last) */
	uint32_t w, h;
	char algo[PROTO_WORD_MAX + 1];
	uint64_t seed;
	char diff[PROTO_WORD_MAX + 1];
	/* The room's shape, from its "shape" line ("" until one comes:
	 * the square grid), and the shape's number.  Kept over rematches:
	 * a room races one shape. */
	char shape[PROTO_WORD_MAX + 1];
	unsigned shape_k;
	/* That shape, found once as its line comes (NULL: the square
	 * grid, or a shape this mazegame does not know). */
	const struct shape *shape_is;
};

/* The racer id a playing host takes for itself: the first, taken when
 * the room opens.  A client shows the host's login for it as the kernel
 * names the room's owner (race.host), whatever the host's line says. */
#define RACE_HOST_ID 0

/* The whole room. */
struct race {
	char room[PROTO_NAME_MAX + 1];
	char host[PROTO_NAME_MAX + 1];   /* the host's login, from the kernel */
	/* An arcade's room seen by a visitor: its host is the arcade's own
	 * account, the visitor's, and names its player (a visitor) itself;
	 * host then takes that name. */
	bool host_names_self;
	unsigned state;            /* enum proto_room_state */
	unsigned count;            /* the countdown's number, while counting */
	int me;                    /* my id, or -1 before welcome */
	struct race_maze maze;
	struct race_racer r[RACE_SLOTS];   /* by id */
	struct race_event ev[RACE_EVENTS];
	unsigned ev_head, ev_len;
	bool ev_lost;
	char notice[RACE_NOTICES][RACE_NOTICE_MAX];   /* newest kept */
	char brief[RACE_NOTICES][RACE_NOTICE_MAX];    /* each one's short form */
	unsigned no_head, no_len;
};

/* Empties r for room (a valid room name, or "" until known); the
 * host's login is "" until the caller sets r->host. */
void race_init(struct race *r, const char *room);

/* Applies one message from the host to r (messages from clients are
 * refused).  Returns 0, or -1 with a message for one that contradicts
 * what r knows (an unknown id, a second welcome). */
int race_apply(struct race *r, const struct proto_msg *m, mg_err *e);

/* Queues a notice line for the front end (the oldest waiting one makes
 * room when RACE_NOTICES wait), and a RACE_EV_NOTICE event. */
void race_notice(struct race *r, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* Takes the oldest event into *ev; returns false when there is none. */
bool race_next_event(struct race *r, struct race_event *ev);

/* Takes the oldest notice into buf; returns false when none waits. */
bool race_next_notice(struct race *r, char *buf, size_t size);

/* As race_next_notice, and writes its short form for a status line to
 * brief (bsize bytes): a drop's or the host's error's reason without
 * the details it gives in parentheses; other notices whole. */
bool race_next_notice_brief(struct race *r, char *buf, size_t size,
    char *brief, size_t bsize);

/* Queues the notice that who was dropped for why (as race_notice does),
 * its short form with why's details left off. */
void race_notice_drop(struct race *r, const char *who, const char *why);

/* Inside net/ (race_queue.c): queues an event (a full queue turns into
 * one "redraw everything"; it notes where racer id stands, so push a
 * move's before applying it), and the host's error message as a notice
 * that says whose words they are ("the host (ann) says: ..."), its
 * short form without the details in parentheses. */
void race_push(struct race *r, unsigned kind, unsigned id);
void race_notice_error(struct race *r, const char *text);

/* Writes the host's text (one printable line, as the parser let it
 * through) as the host's words: "the host (ann) says: TEXT". */
void race_host_says(const struct race *r, const char *text, char *buf,
    size_t size);

/* Fills ids with the finishers in table order (unassisted by time, then
 * assisted by time) and returns how many (at most max). */
size_t race_table(const struct race *r, unsigned *ids, size_t max);

/* Fills m with the racer line of racer id as r has it. */
void race_racer_msg(const struct race *r, unsigned id, struct proto_msg *m);

#endif
