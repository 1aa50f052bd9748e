/* shown.h - an arcade visitor's own game on show: a room of its own
 * ("play-NAME") whose host is the game, so that other visitors may
 * watch it live and read-only, and the player sees how many do
 * (shown.c; the room's side is net/host_show.c). */
#ifndef MAZEGAME_UI_SHOWN_H
#define MAZEGAME_UI_SHOWN_H

#include <stdint.h>

#include "maze/maze.h"
#include "net/host.h"
#include "net/proto.h"

struct ui;

/* The room's name for a visitor's game: ROOM_PREFIX and the name, then
 * ".2" to ".4" for a second to fourth game of the same visitor. */
#define SHOWN_ROOM_PREFIX "play-"
#define SHOWN_GAMES_MAX 4

/* The game on show. */
struct ui_shown {
	struct host *h;             /* made with the first maze */
	int listen_fd;              /* until then */
	char room[PROTO_NAME_MAX + 1];
	const maze *m;              /* the maze shown */
	uint64_t seed;
	unsigned watchers;          /* as last drawn */
	char tail[96];              /* the status line's end */
};

/* Opens the room of visitor name's game (u->o->visitor), before the
 * terminal is taken; a game that cannot be shown (each room held) is
 * played all the same.  Sets u->shown. */
void ui_shown_open(struct ui *u);

/* Tells the room the game as it is now: a new maze, the player's
 * place.  Called before each wait. */
void ui_shown_sync(struct ui *u);

/* Waits as ui_term_wait does, for the terminal and the room's sockets
 * at once, and serves the watchers. */
int ui_shown_wait(struct ui *u, int timeout);

/* The status line's end: how many watch, and the help key. */
const char *ui_shown_tail(struct ui *u);

/* Closes the room (the watchers see the game end) and frees it. */
void ui_shown_close(struct ui *u);

#endif
