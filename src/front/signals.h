/* signals.h - the signals a front end's loop answers: a quit (INT,
 * TERM, QUIT, HUP) and Ctrl-Z leave flags for it to read, a resize
 * goes to the handler that was there before (curses'), and each of
 * them wakes the loop's wait, even when it comes while the loop is
 * busy. */
#ifndef MAZEGAME_FRONT_SIGNALS_H
#define MAZEGAME_FRONT_SIGNALS_H

#include <stdbool.h>

/* Installs the handlers (no SA_RESTART: a wait must wake up) and
 * ignores SIGPIPE and SIGXFSZ (a write fails instead).  A hang-up that
 * is ignored (nohup) stays ignored.  Call it after the front end's
 * toolkit put in its own resize handler: ours runs that one first. */
void signals_install(void);

/* Returns the number of the last signal that asked the game to end,
 * or 0 if none came. */
int signals_quit(void);

/* Whether Ctrl-Z asked to suspend (and forgets that it did). */
bool signals_take_stop(void);

/* The descriptor that becomes readable when a signal came (a resize,
 * a quit, Ctrl-Z), for every wait of the loop to poll, or -1 before
 * signals_install; signals_woken(revents) says whether it was, from
 * what poll(2) said of it, and empties it. */
int signals_wake_fd(void);
bool signals_woken(short revents);

#endif
