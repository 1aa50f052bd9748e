/* arcade_room.h - the arcade's race room served by a process of its own
 * (arcade_room.c). */
#ifndef MAZEGAME_APP_ARCADE_ROOM_H
#define MAZEGAME_APP_ARCADE_ROOM_H

#include "app/options.h"
#include "base/err.h"

/* A lobby with two racers or more starts by itself after this long;
 * the results stay up this long before a new maze; an empty room
 * closes after this long (ms of the game's clock). */
#define ARCADE_START_MS 20000u
#define ARCADE_REMATCH_MS 30000u
#define ARCADE_EMPTY_MS 30000u

/* Serves the arcade's room room on listen_fd (taken over), with a maze
 * of the kind o names (a new one after each race), until it has been
 * empty for ARCADE_EMPTY_MS.  Returns 0, or -1 with a message. */
int arcade_room_serve(const struct options *o, const char *room,
    int listen_fd, mg_err *e);

/* Picks the arcade's race room for a visitor (base, ARCADE_ROOM but in
 * tests, then base-2 and on; names a local user holds are passed
 * over): one
 * in its lobby or showing results, else a new one while fewer than max
 * are open, else one racing now (the visitor races the next race).
 * Returns 0 with the room to join in room, 1 with a new room's
 * listening socket in *listen_fd (its name in room) to serve, or -1
 * with a message (every room full, or held by someone else). */
int arcade_room_pick(const char *base, unsigned max, char *room,
    size_t size, int *listen_fd, mg_err *e);

/* Returns the number (1 to ARCADE_ROOMS_MAX) of the arcade's room
 * named name: 1 for base itself, N for base-N; 0 for another name. */
unsigned arcade_room_number(const char *base, const char *name);

#endif
