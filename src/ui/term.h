/* term.h - the terminal: checking it and asking its background colour
 * before curses starts; under curses, starting and ending it (with what
 * a crash writes to put it back, and the signal handlers of
 * front/signals.h), the mouse, Ctrl-Z, and waiting for input or a
 * signal. */
#ifndef MAZEGAME_UI_TERM_H
#define MAZEGAME_UI_TERM_H

#include <curses.h>
#include <poll.h>
#include <stdbool.h>
#include <stddef.h>

#include "app/theme.h"

/* Checks that standard input and output are a usable terminal before
 * curses starts; returns 0, or prints a message and returns 2. */
int ui_term_check(void);

/* Asks the terminal for its background colour (OSC 11), before curses
 * starts, waiting a fifth of a second at most; returns THEME_DARK or
 * THEME_LIGHT, or THEME_DEFAULT when it does not answer.  Nothing is
 * echoed, and what else arrives meanwhile is discarded. */
enum theme ui_term_background(void);

/* As ui_term_background, and writes why it chose so to why ("the
 * terminal says its background is dark", "the terminal did not
 * answer ...") for --dump-config. */
enum theme ui_term_background_why(char *why, size_t size);

/* Sets up curses and the signal handlers, with the cursor shown (the
 * screen-reader mode) or hidden; returns the screen, or NULL after
 * printing why the terminal cannot be used. */
SCREEN *ui_term_start(bool cursor);

/* Turns the terminal's mouse reports on (clicks and the wheel, in the
 * SGR form) or off.  They are off again after ui_term_end(), while
 * suspended, and after a crash. */
void ui_term_mouse(bool on);

/* Whether the mouse is reported now (ui_term_mouse). */
bool ui_term_mouse_on(void);

/* Ends curses on scr (the mouse reports off first); a crash after it
 * no longer writes to the terminal. */
void ui_term_end(SCREEN *scr);

/* Returns whether a shell with job control runs the game, so that a
 * stop (Ctrl-Z) gives it the terminal; else the kernel drops the stop. */
bool ui_term_job_control(void);

/* Stops the process with the terminal given back to the shell, and
 * takes it again after SIGCONT (fg); the caller redraws. */
void ui_term_stop_here(void);

/* What ui_term_wait() saw. */
enum ui_wait {
	UI_WAIT_LOST = -1,     /* the terminal is gone (hang-up or error) */
	UI_WAIT_TIMEOUT = 0,
	UI_WAIT_INPUT = 1,     /* bytes to read */
	UI_WAIT_SIGNAL = 2,    /* a signal came (a resize, a quit) */
};

/* Fills pfd[0] with the terminal and pfd[1] with the pipe a signal
 * wakes (front/signals.h): the first two entries of every wait's poll. */
void ui_term_pollfds(struct pollfd pfd[2]);

/* What a poll of those two entries saw, from its result n (and errno
 * err after it): a lost terminal, input (first, signal or not), a
 * signal (the pipe emptied), or nothing.  n < 0 with EINTR is a
 * signal too. */
enum ui_wait ui_term_waited(int n, int err, const struct pollfd pfd[2]);

/* Waits up to timeout ms (-1: no limit; 0: only looks) for input, or
 * a signal. */
enum ui_wait ui_term_wait(int timeout);

#endif
