/* signals.h - the signals the game catches, what they leave for the
 * loop, and what a crash writes to put the terminal back. */
#ifndef MAZEGAME_UI_SIGNALS_H
#define MAZEGAME_UI_SIGNALS_H

#include <stdbool.h>
#include <termios.h>

/* Installs the handlers (no SA_RESTART: a wait must wake up), once
 * curses has started: ours runs curses' resize handler, then wakes. */
void ui_signals_install(void);

/* Returns the number of a signal that asked the game to end, or 0. */
int ui_signals_quit(void);

/* Whether Ctrl-Z asked to suspend (and forgets that it did). */
bool ui_signals_take_stop(void);

/* The descriptor that becomes readable when a signal came (a resize,
 * a quit, Ctrl-Z), for every wait of the loop to poll, or -1;
 * ui_signals_woken(revents) says whether it was and empties it. */
int ui_signals_wake_fd(void);
bool ui_signals_woken(short revents);

/* What a crash writes to the terminal: nothing (after curses ends),
 * seq added at the end or, with first, at the start; and the modes it
 * gives the terminal back (the shell's, as curses found them). */
void ui_signals_crash_clear(void);
void ui_signals_crash_add(const char *seq, bool first);
void ui_signals_crash_modes(const struct termios *t);

#endif
