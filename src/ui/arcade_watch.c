/* arcade_watch.c - the arcade's list of games to watch (arcade_watch.h). */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/arcade.h"
#include "app/arcade_room.h"
#include "base/i18n.h"
#include "front/signals.h"
#include "net/client_list.h"
#include "ui/arcade_menu.h"
#include "ui/arcade_watch.h"
#include "ui/shown.h"
#include "ui/term.h"

/* The games listed, each picked by its letter: every letter but the
 * screen's own keys, q and r. */
static const char letters[] = "abcdefghijklmnopstuvwxyz";
#define GAMES_MAX (sizeof letters - 1)

struct game_row {
	char room[PROTO_NAME_MAX + 1];
	char name[PROTO_NAME_MAX + 8];    /* the visitor's, or the race's */
	unsigned state;                   /* the room's */
	bool race;                        /* one of the arcade's races */
	unsigned racers;
};

static struct game_row games[GAMES_MAX];
static size_t ngames;

/* Writes the player of the game in room "play-" tail, tail given, to
 * name: "Ann" for "Ann", "Ann (2)" for her second game, "Ann.2". */
static void
player_of(const char *tail, char *name, size_t size)
{
	int len = (int)strcspn(tail, ".");

	if (tail[len] == '.')
		snprintf(name, size, "%.*s (%.2s)", len, tail, tail + len + 1);
	else
		snprintf(name, size, "%.*s", len, tail);
}

/* Adds the rooms named prefix... that this account (the arcade's)
 * holds: races (race) or visitors' games. */
static void
look_for(const char *prefix, bool race)
{
	static struct client_room rooms[ROOM_LIST_MAX];
	char me[PROTO_NAME_MAX + 1];
	size_t cut, plen = strlen(prefix);
	int n, i;
	mg_err e;

	room_login(getuid(), me, sizeof me);
	n = client_list_named(rooms, ROOM_LIST_MAX, &cut, 1000, prefix, &e);
	for (i = 0; i < n && ngames < GAMES_MAX; i++) {
		struct game_row *g = &games[ngames];
		const char *tail = rooms[i].room + plen;

		/* A room another user holds is no visitor's game; an
		 * arcade race is one of its room names, watched once it
		 * has racers. */
		if (!rooms[i].answered || strcmp(rooms[i].host, me) != 0
		    || (race && (arcade_room_number(prefix, rooms[i].room) == 0
		    || rooms[i].racers == 0)))
			continue;
		memcpy(g->room, rooms[i].room, sizeof g->room);
		g->race = race;
		g->racers = rooms[i].racers;
		if (race)
			/* TRANSLATORS: in the arcade's list of games to
			 * watch, one of its race rooms; %s is its name. */
			snprintf(g->name, sizeof g->name, _("race: %s"), g->room);
		else
			player_of(tail, g->name, sizeof g->name);
		g->state = rooms[i].state;
		ngames++;
	}
}

/* Looks for the games on now: the arcade's races, then the visitors'
 * games on show. */
static void
look(void)
{
	ngames = 0;
	look_for(ARCADE_ROOM, true);
	look_for(SHOWN_ROOM_PREFIX, false);
}

/* Draws the list for the screen's size now. */
static void
draw(void)
{
	/* The rows between the title and the keys. */
	int room = LINES - 4, shown = (int)ngames < room ? (int)ngames : room;
	int y = (LINES - shown - 4) / 2, x, k;
	char what[64];

	if (y < 0)
		y = 0;
	erase();
	/* TRANSLATORS: the title of the arcade's list of games to
	 * watch. */
	ui_arcade_centred(y++, _("Watch a game"), A_BOLD);
	y++;
	if (ngames == 0)
		/* TRANSLATORS: the arcade's list of games to watch, when
		 * there is none. */
		ui_arcade_centred(y++, _("Nobody is playing now."), A_NORMAL);
	x = COLS / 2 - 14;
	if (x < 0)
		x = 0;
	for (k = 0; k < shown; k++, y++) {
		attron(A_BOLD);
		mvaddch(y, x, (chtype)letters[k]);
		attroff(A_BOLD);
		mvaddnstr(y, x + 4, games[k].name, -1);
		if (games[k].race)
			/* TRANSLATORS: in the arcade's list of games to
			 * watch: how many race in a race room. */
			snprintf(what, sizeof what, ngettext("%u racer", "%u racers",
			    games[k].racers), games[k].racers);
		else
			/* TRANSLATORS: in the arcade's list of games to
			 * watch: that visitor has just found the way out. */
			snprintf(what, sizeof what, "%s", games[k].state
			    == PROTO_ROOM_RESULTS ? _("has just won") : "");
		mvaddnstr(y, x + 4 + PROTO_NAME_MAX / 2 + 2, what, -1);
	}
	y++;
	/* TRANSLATORS: the keys of the arcade's list of games to watch;
	 * keep it under 44 columns. */
	ui_arcade_centred(y < LINES ? y : LINES - 1, ngames > 0 ? _("a letter: watch  r look again  q back")
	    : _("r look again  q back"), A_DIM);
	refresh();
}

int
ui_arcade_watch(char *room, size_t size)
{
	SCREEN *scr = ui_term_start(false);
	int picked = 0;
	bool done = false;

	if (scr == NULL)
		return -1;
	look();
	draw();
	while (!done) {
		enum ui_wait w = ui_term_wait(ARCADE_WATCH_LOOK_MS);
		int ch;

		if (w == UI_WAIT_LOST || signals_quit() != 0) {
			picked = -1;
			break;
		}
		if (w == UI_WAIT_TIMEOUT) {
			look();
			draw();
			continue;
		}
		while (!done && (ch = getch()) != ERR) {
			if (ch == KEY_RESIZE) {
				draw();
			} else if (ch == 'r') {
				look();
				draw();
			} else if (ch == 'q' || ch == 27) {
				done = true;
			} else if (ch > 0 && ch < 128 && strchr(letters, ch) != NULL) {
				int k = (int)(strchr(letters, ch) - letters);

				/* A game listed, on the screen. */
				if (k < (int)ngames && k < LINES - 4) {
					snprintf(room, size, "%s", games[k].room);
					picked = 1;
					done = true;
				}
			}
		}
	}
	ui_term_end(scr);
	return picked;
}
