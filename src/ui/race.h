/* race.h - the front end of a race (--race, --spectate): the room's
 * host or client beside the game, its fds in the one loop, the lobby
 * and finish-table screens, and the others drawn on the maze.  The
 * game itself is the ordinary one: moves are made locally and sent to
 * the host, which checks them and times everyone (what a racer may play
 * and what it tells the room: front/racer_side.h). */
#ifndef MAZEGAME_UI_RACE_H
#define MAZEGAME_UI_RACE_H

#include <stdbool.h>
#include <stdint.h>

#include "net/client.h"
#include "play/command.h"
#include "front/keys.h"
#include "front/racer_side.h"
#include "net/host.h"
#include "net/room.h"

struct ui;

/* One race, as the front end holds it. */
struct ui_race {
	struct racer_side side;     /* the model, the room told, the rules */
	const char *room;
	const char *visitor;        /* an arcade's visitor's name, or NULL */
	bool hosting;
	bool spectating;
	int listen_fd;              /* hosting, until the host is made */
	struct room_acl acl;
	struct host *h;             /* hosting */
	struct client cl;           /* joined */
	char note[RACE_NOTICE_MAX]; /* the latest notice */
	char brief[RACE_NOTICE_MAX];   /* ... its short form */
	uint64_t note_until;        /* ... on the status line until then */
	uint64_t note_at;           /* ... since then */
	char tail[160];             /* the status line's race field */
	char tail_short[96];        /* ... its short form: the news alone */
	uint64_t call_at;           /* the race is called then, as far as
	                               this screen knows (0: nobody out) */
	uint64_t call_shown;        /* the seconds left drawn last */
	char player_gone[PROTO_NAME_MAX + 1];   /* watching a visitor's
	                               game: its player, once gone */
};

/* Opens the room the options name, before the terminal is taken:
 * hosts it, or joins it (waiting for the host's welcome and maze).
 * Returns 0 with u->race set, or an exit status after printing why
 * ("room race is private"). */
int ui_race_open(struct ui *u);

/* Starts the first game of the race once the terminal is taken: the
 * host's maze, then the lobby (or, joining mid-race, the race). */
void ui_race_begin(struct ui *u);

/* Leaves the room (the host closes it) and frees u->race. */
void ui_race_close(struct ui *u);

/* Waits as ui_term_wait does, for the terminal and the room's sockets
 * at once, and acts on what the room sent. */
int ui_race_wait(struct ui *u, int timeout);

/* Returns ms until the room needs the loop again (a countdown), or -1. */
int ui_race_timeout(struct ui *u, uint64_t now);

/* Writes the time left until the race is called ("0:42") to buf and
 * returns true, or returns false when no clock runs. */
bool ui_race_call_left(const struct ui *u, char *buf, size_t size);

/* The host leaving a room with others in it: asks first and returns
 * true (y closes it); false when there is nobody to ask about. */
bool ui_race_ask_close(struct ui *u);

/* The screens (race_lobby.c, race_table.c). */
void ui_lobby_draw(struct ui *u);
void ui_lobby_key(struct ui *u, keycode k);
void ui_table_draw(struct ui *u);
void ui_table_key(struct ui *u, keycode k);

#endif
