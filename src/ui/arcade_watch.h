/* arcade_watch.h - the arcade's list of the games its visitors play
 * now, to pick one to watch (arcade_watch.c). */
#ifndef MAZEGAME_UI_ARCADE_WATCH_H
#define MAZEGAME_UI_ARCADE_WATCH_H

#include <stddef.h>

/* How often the list is looked at again by itself, in ms. */
#define ARCADE_WATCH_LOOK_MS 2000

/* Shows the games the arcade's visitors play now: its races with
 * racers in them, then each visitor's game on show (a room of the
 * arcade's own account named SHOWN_ROOM_PREFIX and a visitor's name),
 * looked at again every ARCADE_WATCH_LOOK_MS and on r, until one is
 * picked by its letter (its room written to room: returns 1), q goes
 * back (0) or the terminal is gone (-1).  Starts and ends curses
 * itself. */
int ui_arcade_watch(char *room, size_t size);

#endif
