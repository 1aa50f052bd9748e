/* screen.h - the front end's state and its table of screens.
 *
 * What is on the terminal is the front end's business, not the game's:
 * one enum screen_id says which screen has the keys, and one table gives
 * each screen its draw and key functions (and a tick for timed work),
 * as ncdu does.  The one loop in ui.c reads keys, resizes, signals and
 * the clock for all of them.  Adding a screen is one file with its
 * functions and one row in the table (ui.c).
 */
#ifndef MAZEGAME_UI_SCREEN_H
#define MAZEGAME_UI_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "base/i18n.h"
#include "front/demo.h"
#include "front/keys.h"
#include "front/leave.h"
#include "front/mouse.h"
#include "front/notices.h"
#include "front/question.h"
#include "app/options.h"
#include "app/session.h"
#include "ui/draw.h"
#include "watch/watch.h"

enum screen_id {
	SCR_MAZE,       /* playing */
	SCR_RESULT,     /* the exit reached: result box over the replay */
	SCR_HELP,       /* the keys, over the maze */
	SCR_MAP,        /* the whole maze in small */
	SCR_PAUSE,      /* the maze hidden, the clock stopped */
	SCR_ASK,        /* a question (resume, confirm, saving failed) */
	SCR_DEMO,       /* the solver walks */
	SCR_WATCH,      /* a maze being made, then searched (--watch) */
	SCR_LOBBY,      /* a race's room before the start (race_lobby.c) */
	SCR_RACE,       /* a race's finish table (race_table.c) */
	SCR_COUNT
};

struct ui;
struct runs;
struct race_event;

/* A question and what to do with its answer. */
struct question {
	char lines[QUESTION_LINES][QUESTION_LINE_MAX];
	int n;
	struct answer answers[QUESTION_ANSWERS];   /* offered, in order;
	                                            * says NULL ends */
	/* Called with the answer (one of keys); the screen under the
	 * question is back on top when it is called. */
	void (*answer)(struct ui *u, enum cmd c);
	/* A notice taller than the screen is shown a part at a time:
	 * which part, and how many (set when it is drawn). */
	int part, parts;
	struct box_pos text;   /* where its text starts, once drawn */
};

/* One screen. */
struct screen_ops {
	void (*draw)(struct ui *u);                 /* the whole screen */
	void (*key)(struct ui *u, keycode k);       /* one key */
	/* Timed work at time now; returns ms until it wants to run again,
	 * or -1.  NULL for none. */
	int (*tick)(struct ui *u, uint64_t now);
	bool clock_runs;                            /* the game clock runs */
	bool overlay;          /* a box: the screen under it is drawn first */
};

/* The help screen's own state. */
struct ui_help {
	int top;                      /* first help line shown */
};

/* The result screen's own state (whether it is hidden is the maze
 * screen's business too: hide_result). */
struct ui_result {
	char note[320];               /* what went wrong recording a win */
};

/* Watching a maze being made (--watch, and the demo). */
struct ui_watch {
	struct watch w;
	bool on;                      /* w holds a recording */
	bool paused;
	int level, levels;            /* the pace, of how many */
	uint64_t t0, done0;           /* the pace counts from step done0
	                               * at time t0 */
	int vx, vy;                   /* canvas position of the view */
	uint64_t rest;                /* the demo rests until then */
	uint64_t last;                /* the last tick */
};

/* The front end's state. */
struct ui {
	const struct options *o;
	struct session s;
	struct draw d;
	enum screen_id screen;           /* on top, with the keys */
	bool redraw;                  /* the loop draws the screen whole */
	enum screen_id under;            /* below an overlay */
	struct question ask;          /* when screen is SCR_ASK */
	bool done;                    /* the loop ends with out.status */
	struct leave out;             /* how it ended, for the way out */
	const char *player;           /* login name for the scores */
	struct ui_help help;          /* the help screen's (help.c) */
	bool hide_result;             /* the result box is hidden */
	uint64_t flash_until;         /* a wall-bump flash is shown */
	uint64_t click_until;         /* a cell clicked off every straight
	                               * line flashes until then */
	uint32_t click_cell;
	struct demo_pace demo;        /* when screen is SCR_DEMO */
	struct ui_result result;      /* the result screen's (result.c) */
	struct notices kept;          /* shown in the game, then printed */
	struct ui_watch wa;           /* when screen is SCR_WATCH */
	struct runs *runs;            /* recording, and the ghost raced */
	struct ui_race *race;         /* racing (race.h), else NULL */
	struct ui_shown *shown;       /* an arcade visitor's game on show
	                                 (shown.h), else NULL */
};

/* Puts screen sc on top (over the current one when it is an overlay);
 * the loop draws it. */
void ui_show(struct ui *u, enum screen_id sc);

/* Opens the box command c asks for over the maze (help, map, pause);
 * returns whether c was one. */
bool ui_overlay(struct ui *u, enum cmd c);

/* Closes an overlay: the screen under it is on top again. */
void ui_back(struct ui *u);

/* Clears q and gives it up to three answers and the function that
 * takes the one chosen; the caller writes its lines. */
void ui_question_init(struct question *q, const struct answer *a, int n,
    void (*answer)(struct ui *u, enum cmd c));

/* Asks question q (copied) over the current screen. */
void ui_question(struct ui *u, const struct question *q);

/* Long work with a progress report: what it needs. */
struct ui_work {
	struct ui *u;
	uint64_t start, drawn;
	bool quiet;            /* the game is on screen: draw no box */
	char what[96];
};

/* Readies w to report long work on what fmt says (printf), and returns
 * the progress hook that reports it: after half a second it shows how
 * far it is, and it cancels the work on a signal or a lost terminal. */
struct mg_progress ui_work_start(struct ui_work *w, struct ui *u,
    const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Ends the loop when a signal or a lost terminal cut long work short;
 * returns whether it did. */
bool ui_cut_short(struct ui *u);

/* Readies the flows of front/flow.h (a game begun, resumed, won;
 * quitting; a marathon's end) over u, whose fields they keep: once,
 * before the first game.  before_quit (called with u) asks something
 * of its own before quitting and returns true, or returns false. */
void ui_flow_init(struct ui *u, bool (*before_quit)(void *fe));

/* Ends the loop with exit status. */
void ui_finish(struct ui *u, int status);

/* Keeps a message to print after the end (once). */
void ui_keep_notice(struct ui *u, const char *msg);

/* A joiner races the host's maze: names the maze options it was given,
 * once, on the status line and again on the way out (ui_keep_notice);
 * nothing for a host, a spectator, or a joiner that gave none. */
void ui_note_joiner_options(struct ui *u);

/* Shows msg in a box that any key closes (not kept). */
void ui_tell(struct ui *u, const char *msg);

/* Keeps a message for the player: shown now, printed after the end. */
void ui_notice(struct ui *u, const char *msg);

/* Starts a new maze of the session's kind, showing progress when it
 * takes long; on failure the loop ends with status 1 (or 128+signal). */
void ui_new_game(struct ui *u);

/* Searches the solution of a new game that came without it, once its
 * first frame is on the screen (keys wait in the terminal meanwhile);
 * the status line's "optimal" is then redrawn.  On failure the loop
 * ends as ui_new_game's does. */
void ui_solve_pending(struct ui *u);

/* Takes saved game id (0: the newest no other session has open) from
 * disk and plays it, showing progress while
 * its maze is rebuilt.  When that fails, says why and starts a new
 * game (or_new) or ends the loop with status 1.  Returns whether the
 * saved game is on. */
bool ui_take_saved(struct ui *u, uint32_t id, bool or_new);

/* Plays p, the maze of the run raced's (--ghost=FILE, taken): flow_play_run. */
void ui_play_run(struct ui *u, struct puzzle *p);

/* Asks whether to resume pending, the saved game read from disk (freed
 * once answered, or by ui_flow_drop): y takes it, anything else starts
 * a new game and keeps it saved. */
void ui_offer_resume(struct ui *u, struct savegame *pending, uint32_t id,
    size_t others);

/* Frees what a question of the flows still waiting holds, when the
 * loop ended before it was answered. */
void ui_flow_drop(struct ui *u);

/* (watch.c) Records the session's next maze for watching, showing progress when
 * it takes long, and puts the watch on top; when that fails, says why
 * and keeps the watch there was, or ends the loop (status 1) when
 * there was none. */
void ui_new_watch(struct ui *u);

/* (watch.c) Readies a new recording in u->wa for playback from its
 * first step, at the demo's pace or the watcher's. */
void ui_watch_begin(struct ui *u, bool demo);

/* Watches another maze: with algorithm, of the next algorithm of the
 * table; with seed, from the next seed. */
void ui_watch_next(struct ui *u, bool algorithm, bool seed);

/* Acts on a finished game (records the win, opens the result). */
void ui_won(struct ui *u);

/* Draws the ghost's letter where it is now on the maze screen (faint;
 * not over the player, not in the fog), first putting back the cell it
 * left. */
void ui_ghost_draw(struct ui *u);

/* The ghost's part of the maze screen's tick: moves it and returns ms
 * until its next move, or -1. */
int ui_ghost_tick(struct ui *u, uint64_t now);

/* (core.c) Quits as the player asked (flow_quit): saves an unfinished
 * game, asking first when that would replace another saved game, and
 * offering a retry when saving fails. */
void ui_quit(struct ui *u);

/* Puts the hardware cursor on the player's cell when the maze is on
 * top, at the start of the words when watching, else at the start of
 * the status line (the screen-reader mode). */
void ui_maze_cursor(struct ui *u);

/* Returns the screen row of the watch's words (what the step did). */
int ui_watch_words_row(const struct ui *u);

/* The status line's last field in the demo (translated where shown). */
/* TRANSLATORS: the status line's end in the demo; keep it short. */
#define UI_DEMO_TAIL N_("demo: any key quits")

/* Returns the status line's help field with the key in force ("? help";
 * a static string). */
const char *ui_help_tail(void);

/* (mouse.c) Acts on a mouse report: a click on the maze runs or
 * flashes, the wheel scrolls what scrolls. */
void ui_mouse(struct ui *u, const struct mouse_event *ev);

/* (maze.c) A click on cell of the maze: runs there along a straight
 * open line, move by move, or flashes it. */
void ui_maze_click(struct ui *u, uint32_t cell);

/* (maze.c) Draws what event ev of a race's room changed when it is a
 * racer's move and the maze is on screen: the cells it left and
 * entered, the racers' letters and the status line, nothing else.
 * Returns false for any other event (the caller redraws the screen). */
bool ui_maze_racer_moved(struct ui *u, const struct race_event *ev);

/* (core.c) Ends the marathon, if one is on and not ended yet:
 * it goes with the best marathons (a problem is kept as a notice). */
void ui_marathon_over(struct ui *u);

/* (result.c) Refuses c on a marathon's maze when it would play the
 * maze again or another one (r, n), saying why on the status line;
 * returns whether it did. */
bool ui_marathon_refuse(struct ui *u, enum cmd c);

/* The screens' functions (one file each), for the table in ui.c; the
 * help, pause and question screens declare theirs in their own
 * headers (help.h, pause.h, ask.h).  The others stay here: their
 * headers would be a floor too many (a screen that draws the maze
 * includes view.h, two floors under ui.c), or their files are being
 * changed by others at the moment (maze.c, map.c, the race's). */
void ui_maze_draw(struct ui *u);
void ui_maze_key(struct ui *u, keycode k);
int ui_maze_tick(struct ui *u, uint64_t now);
void ui_result_draw(struct ui *u);
void ui_result_key(struct ui *u, keycode k);
void ui_map_draw(struct ui *u);
void ui_map_key(struct ui *u, keycode k);
void ui_demo_key(struct ui *u, keycode k);
int ui_demo_tick(struct ui *u, uint64_t now);
void ui_watch_draw(struct ui *u);
void ui_watch_key(struct ui *u, keycode k);
int ui_watch_tick(struct ui *u, uint64_t now);

#endif
