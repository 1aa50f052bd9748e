/* main.c - mazegame's entry point: parse options, then print or play.
 *
 * The only place that chooses exit statuses (MG_EXIT_OK, MG_EXIT_FAIL,
 * MG_EXIT_USAGE in err.h; a game ended by signal N returns 128 + N, which the front
 * end hands back) and that prints errors outside the game; the front
 * end prints its own after it has given the terminal back.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef HAVE_SYS_RANDOM_H
#include <sys/random.h>
#endif

#include "base/i18n.h"
#include "base/width.h"
#include "front/config_file.h"
#include "app/arcade.h"
#include "app/arcade_room.h"
#include "ui/arcade_menu.h"
#include "ui/arcade_watch.h"
#include "app/history_report.h"
#include "maze/gen/gen.h"
#include "front/keys.h"
#include "front/keys_help.h"
#include "maze/mazeio.h"
#include "app/options.h"
#include "store/persist.h"
#include "store/saves.h"
#include "app/printout.h"
#include "maze/puzzle.h"
#include "app/session.h"
#include "net/client.h"
#include "net/client_list.h"
#include "net/room.h"
#include "ui/term.h"
#include "ui/ui.h"

static const char *progname = "mazegame";

/* Prints "mazegame: message" to stderr and returns status. */
static int
fail(int status, const char *msg)
{
	fprintf(stderr, "%s: %s\n", progname, msg);
	if (status == MG_EXIT_USAGE)
		/* TRANSLATORS: %s is the program's name, mazegame. */
		fprintf(stderr, _("Try '%s --help' for more information.\n"), progname);
	return status;
}

/* Returns a seed from the system's entropy, or from the clock. */
static uint64_t
random_seed(void)
{
	uint64_t seed = 0, x;
	struct timespec ts;

#ifdef HAVE_GETRANDOM
	if (getrandom(&seed, sizeof seed, GRND_NONBLOCK) == (ssize_t)sizeof seed)
		return seed;
#endif
	clock_gettime(CLOCK_REALTIME, &ts);
	x = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec
	    + ((uint64_t)getpid() << 32);
	return rng_splitmix64(&x);
}

/* Prints the algorithm table for --list-algorithms. */
static void
list_algorithms(void)
{
	size_t i;

	for (i = 0; i < gen_algo_count; i++) {
		if (gen_algos[i].alias)
			/* TRANSLATORS: --list-algorithms: %1$s the algorithm's
			 * name (not translated), padded to 14 columns, %2$s its
			 * description, %3$s its other name (not translated). */
			printf(_("%1$-14s %2$s (alias: %3$s)\n"), gen_algos[i].name,
			    _(gen_algos[i].summary), gen_algos[i].alias);
		else
			printf("%-14s %s\n", gen_algos[i].name,
			    _(gen_algos[i].summary));
	}
}

/* Prints the shape table for --list-shapes. */
static void
list_shapes(void)
{
	unsigned i;

	for (i = 0; i < shape_count; i++)
		printf("%-14s %s\n", shape_table[i]->name,
		    _(shape_table[i]->summary));
}

/* Prints --version. */
static void
version(void)
{
	printf("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
	fputs(_("Copyright (C) 2026 the mazegame authors.\n"
	    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
	    "This is free software: you are free to change and redistribute it.\n"
	    "There is NO WARRANTY, to the extent permitted by law.\n"), stdout);
}

/* The best marathons l after the tables of --high-scores (first:
 * none were printed). */
static void
print_marathons(const struct marathon_list *l, bool first)
{
	char line[160];
	size_t i;

	if (l->n == 0)
		return;
	printf("%s%s\n%s\n", first ? "" : "\n", _("Best marathons"),
	    marathons_heading());
	for (i = 0; i < l->n; i++) {
		marathons_format(&l->v[i], i, line, sizeof line);
		printf("%s\n", line);
	}
}

/* A file --high-scores could not read, said on standard error; a
 * damaged one with what becomes of it (left, since --high-scores only
 * reads). */
static void
say_unread(const mg_err *e, const char *left)
{
	if (e->code == MG_EDAMAGED)
		fprintf(stderr, "%s: %s; %s\n", progname, e->msg, left);
	else
		fprintf(stderr, "%s: %s\n", progname, e->msg);
}

/* --high-scores: every table, best first.  It only reads: a damaged
 * file is said (where and why) and left as it is, with status 1; the
 * next score or marathon kept sets it aside. */
static int
print_high_scores(void)
{
	struct score_list l;
	struct marathon_list ml;
	mg_err e, me;
	char line[160];
	size_t i;
	int rc = 0;

	if (persist_read_scores(&l, &e) != 0) {
		/* TRANSLATORS: said of a damaged scores file. */
		say_unread(&e, _("it is left as it is, until the next game you win sets it aside"));
		scores_free(&l);
		return MG_EXIT_FAIL;
	}
	/* A damaged marathons file is said and left, status 1; the tables
	 * are shown all the same. */
	if (persist_read_marathons(&ml, &me) != 0) {
		/* TRANSLATORS: said of a damaged marathons file. */
		say_unread(&me, _("it is left as it is, until the next marathon you finish sets it aside"));
		rc = MG_EXIT_FAIL;
	}
	if (l.n == 0 && ml.n == 0)
		fputs(_("No high scores yet.\n"), stdout);
	for (i = 0; i < l.n; i++) {
		if (i == 0 || strcmp(l.v[i].table, l.v[i - 1].table) != 0)
			printf("%s%s\n%s\n", i == 0 ? "" : "\n", l.v[i].table,
			    scores_heading());
		scores_format(&l.v[i], scores_rank(&l, i), line, sizeof line);
		printf("%s\n", line);
	}
	scores_free(&l);
	print_marathons(&ml, l.n == 0);
	if (fflush(stdout) != 0 || ferror(stdout))
		return fail(MG_EXIT_FAIL, strerror(errno));
	return rc;
}

/* --saved: the saved games, newest first, one a line.  One set aside
 * (damaged) is said on standard error, with status 1; the others are
 * listed all the same. */
static int
print_saved(void)
{
	struct save_list l;
	mg_err e, warn;
	char line[512];
	size_t i;
	int rc = 0;

	if (saves_list(&l, &warn, &e) != 0)
		return fail(MG_EXIT_FAIL, e.msg);
	if (warn.msg[0] != '\0') {
		fprintf(stderr, "%s: %s\n", progname, warn.msg);
		rc = MG_EXIT_FAIL;
	}
	if (l.n == 0)
		fputs(_("No saved games.\n"), stdout);
	for (i = 0; i < l.n; i++) {
		session_save_line(&l.v[i], line, sizeof line);
		printf("%s\n", line);
	}
	saves_list_free(&l);
	if (fflush(stdout) != 0 || ferror(stdout))
		return fail(MG_EXIT_FAIL, strerror(errno));
	return rc;
}

/* --history: your record from the data directory, as text or CSV.  A
 * damaged history is set aside and said, with status 1. */
static int
print_history(const struct options *o)
{
	struct history h;
	mg_err e;
	int rc;

	if (persist_read_history_aside(&h, &e) != 0) {
		fprintf(stderr, "%s: %s\n", progname, e.msg);
		return MG_EXIT_FAIL;
	}
	/* Days since the epoch, in UTC as the daily maze's date is. */
	rc = history_report(stdout, &h, (int32_t)(time(NULL) / 86400), o->csv, &e);
	history_free(&h);
	if (rc != 0)
		return fail(MG_EXIT_FAIL, e.msg);
	if (fflush(stdout) != 0 || ferror(stdout))
		return fail(MG_EXIT_FAIL, strerror(errno));
	return 0;
}

/* Prints one row of --races: columns of w[0], w[1] and 6 on screen. */
static void
races_row(const int *w, const char *room, const char *host,
    const char *racers, const char *state)
{
	char row[512] = "";

	text_left(row, sizeof row, room, w[0]);
	text_left(row, sizeof row, " ", 1);
	text_left(row, sizeof row, host, w[1]);
	text_left(row, sizeof row, " ", 1);
	text_right(row, sizeof row, racers, 6);
	printf("%s  %s\n", row, state);
}

/* --races: the open rooms on this machine, each host named by the
 * kernel and each room asked for its state. */
static int
print_races(void)
{
	static struct client_room rooms[ROOM_LIST_MAX];
	static const char *const states[PROTO_ROOM_STATES] = {
		/* TRANSLATORS: a room's state in --races: waiting for
		 * racers, counting down, racing, showing the results. */
		N_("lobby"), N_("countdown"), N_("racing"), N_("results"),
	};
	mg_err e;
	size_t cut;
	int n = client_list(rooms, ROOM_LIST_MAX, &cut, 1000, &e), i;
	/* Columns as wide as the widest name (at most 32), at least 16. */
	int w[2] = { 16, 16 };

	if (n < 0)
		return fail(MG_EXIT_FAIL, e.msg);
	for (i = 0; i < n; i++) {
		if (text_width(rooms[i].room) > w[0])
			w[0] = text_width(rooms[i].room);
		if (text_width(rooms[i].host) > w[1])
			w[1] = text_width(rooms[i].host);
	}
	if (n == 0 && cut == 0)
		fputs(_("No rooms are open on this machine; 'mazegame --race' opens one.\n"), stdout);
	else
		/* TRANSLATORS: the heading of --races; the columns are 16
		 * (or the longest name), 16 (likewise) and 6 display
		 * columns wide. */
		races_row(w, _("ROOM"), _("HOST"), _("RACERS"), _("STATE"));
	for (i = 0; i < n; i++) {
		char racers[16] = "-";
		const char *state;

		if (rooms[i].shut)
			/* TRANSLATORS: a room's state in --races: its host
			 * lets only some users in; it has no place left. */
			state = rooms[i].shut_why == PROTO_SHUT_FULL ? _("full")
			    : _("private");
		else if (!rooms[i].answered)
			state = _("not answering");
		else {
			snprintf(racers, sizeof racers, "%u", rooms[i].racers);
			state = rooms[i].state < PROTO_ROOM_STATES
			    ? _(states[rooms[i].state])
			    : proto_room_state_name(rooms[i].state);
		}
		races_row(w, rooms[i].room, rooms[i].host, racers, state);
	}
	if (cut > 0)
		/* TRANSLATORS: after the --races list; %1$zu rooms were
		 * left out, %2$d is how many of another user's are shown. */
		printf(ngettext("%1$zu more room not shown (at most %2$d of another user's, %3$d in all)\n",
		    "%1$zu more rooms not shown (at most %2$d of another user's, %3$d in all)\n", cut),
		    cut, ROOM_OWNER_MAX, ROOM_LIST_MAX);
	if (fflush(stdout) != 0 || ferror(stdout))
		return fail(MG_EXIT_FAIL, strerror(errno));
	return 0;
}

/* --print and --stats: no curses at all. */
static int
print_maze(const struct options *o)
{
	struct session_kind k;
	struct puzzle p;
	mg_err e;
	int rc = 0;

	if (o->action == ACT_PRINT
	    && (rc = printout_check(o, isatty(STDOUT_FILENO), &e)) != 0)
		return fail(rc, e.msg);
	session_kind_from_options(&k, o);
	if (session_puzzle(&k, NULL, &p, &e) != 0)
		return fail(MG_EXIT_FAIL, e.msg);
	if (o->action == ACT_PRINT && printout_write(o, &p, stdout, &e) != 0)
		rc = fail(MG_EXIT_FAIL, e.msg);
	if (rc == 0 && o->stats) {
		printout_stats(o, &p);
		if (fflush(stdout) != 0 || ferror(stdout))
			rc = fail(MG_EXIT_FAIL, strerror(errno));
	}
	puzzle_free(&p);
	return rc;
}

/* Reads and drops the rest of a line of standard input. */
static void
skip_line(void)
{
	int c;

	while ((c = getchar()) != EOF && c != '\n')
		;
}

/* The race rooms the arcade's host allows at once (arcade.conf). */
static unsigned arcade_rooms = ARCADE_ROOMS_DEFAULT;

/* Asks a visitor of the arcade for a name on their first visit, on the
 * terminal as it is (before curses), until one is theirs: at most
 * five tries, each line read whole and bounded.  Returns 0 with the
 * name in name, or 1 with a message. */
static int
ask_name(const char *home, const char *id, char *name, size_t size)
{
	char line[ARCADE_NAME_MAX + 2];
	int tries;
	size_t n;
	mg_err e;

	/* TRANSLATORS: the first thing a stranger sees in the arcade. */
	printf(_("Welcome to the mazegame arcade.  You are new here: your name, kept with\n"
	    "your SSH key, is how others see you in races and scores.\n"));
	for (tries = 0; tries < 5; tries++) {
		printf(_("Choose a name (1 to %d letters, digits, - and _): "), ARCADE_NAME_MAX);
		fflush(stdout);
		if (fgets(line, sizeof line, stdin) == NULL)
			return fail(MG_EXIT_FAIL, _("no name chosen: come back any time"));
		n = strcspn(line, "\r\n");
		if (line[n] == '\0') {
			/* Longer than any name: the rest of the line goes. */
			skip_line();
			printf(_("That is longer than %d characters.\n"), ARCADE_NAME_MAX);
			continue;
		}
		line[n] = '\0';
		if (arcade_name_claim(home, id, line, &e) == 0) {
			snprintf(name, size, "%.*s", ARCADE_NAME_MAX, line);
			return 0;
		}
		printf("%s\n", e.msg);
	}
	return fail(MG_EXIT_FAIL, _("no name chosen: come back any time"));
}

/* The arcade (README, "The arcade"): a visitor over SSH, known by
 * their key and the name they chose on their first visit, plays with
 * saved games, scores and settings of their own, kept in the arcade
 * account's home by their key, wherever the environment said they
 * were.  Sets name and greeting.  Returns 0, or 1 with a message. */
static int
enter_arcade(char *name, size_t name_size, char *greeting, size_t greet_size)
{
	char data[4096], config[4096], tables[4096], id[ARCADE_ID_LEN + 1];
	const char *home = getenv("HOME");
	struct arcade_limits lim;
	unsigned recent;
	mg_err e;
	int rc, place;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return fail(MG_EXIT_FAIL, _("the arcade needs a terminal: connect with ssh -t"));
	if (arcade_dirs(getenv("SSH_USER_AUTH"), home, id, data, config,
	    sizeof data, &e) != 0 || arcade_limits_read(home, &lim, &e) != 0
	    || arcade_tables_dir(home, tables, sizeof tables, &e) != 0)
		return fail(MG_EXIT_FAIL, e.msg);
	arcade_rooms = lim.rooms;
	/* A place among the visitors playing at once, held until the
	 * game ends (the descriptor is never closed before). */
	rc = arcade_place_take(home, lim.visitors, &place, &e);
	if (rc < 0)
		return fail(MG_EXIT_FAIL, e.msg);
	if (rc > 0) {
		/* TRANSLATORS: %u is how many visitors the host lets play
		 * at once. */
		snprintf(e.msg, sizeof e.msg, ngettext("the arcade is full: %u visitor is playing, as many as this host allows; come back in a while",
		    "the arcade is full: %u visitors are playing, as many as this host allows; come back in a while",
		    lim.visitors), lim.visitors);
		return fail(MG_EXIT_FAIL, e.msg);
	}
	rc = arcade_name_of(home, id, name, name_size, &e);
	if (rc < 0)
		return fail(MG_EXIT_FAIL, e.msg);
	if (rc == 0) {
		if (arcade_names_recent(home, time(NULL), &recent, &e) != 0)
			return fail(MG_EXIT_FAIL, e.msg);
		if (recent >= lim.names_per_hour) {
			/* TRANSLATORS: %u is how many new visitors the
			 * host takes an hour. */
			snprintf(e.msg, sizeof e.msg, ngettext("the arcade takes %u new visitor an hour, and has this hour: come back later",
			    "the arcade takes %u new visitors an hour, and has this hour: come back later",
			    lim.names_per_hour), lim.names_per_hour);
			return fail(MG_EXIT_FAIL, e.msg);
		}
		if ((rc = ask_name(home, id, name, name_size)) != 0)
			return rc;
		/* TRANSLATORS: %s is the name a visitor just chose. */
		snprintf(greeting, greet_size, _("Welcome, %s: this name is yours now"), name);
	} else {
		/* TRANSLATORS: %s is a visitor's name, on a later visit. */
		snprintf(greeting, greet_size, _("Welcome back, %s"), name);
	}
	/* The visitor's own things, and the tables all visitors share. */
	if (setenv("XDG_DATA_HOME", data, 1) != 0
	    || setenv("XDG_CONFIG_HOME", config, 1) != 0
	    || setenv("MAZEGAME_TABLES", tables, 1) != 0)
		return fail(MG_EXIT_FAIL, strerror(errno));
	return 0;
}

/* Sets o to the maze of the day (today, in UTC).  Returns 0, or 1 with
 * a message. */
static int
set_daily(struct options *o)
{
	time_t now = time(NULL);
	struct tm tm;

	if (gmtime_r(&now, &tm) == NULL)
		return fail(MG_EXIT_FAIL, _("cannot tell today's date"));
	strftime(o->daily_date, sizeof o->daily_date, "%Y-%m-%d", &tm);
	o->seed = preset_daily_seed(tm.tm_year + 1900, tm.tm_mon + 1,
	    tm.tm_mday);
	o->seed_given = true;
	o->daily = true;
	return 0;
}

/* Waits for a line (Enter) after a listing, so that the arcade's
 * screen does not wipe it at once. */
static void
wait_enter(void)
{
	/* TRANSLATORS: after the arcade's high scores or history. */
	printf("\n%s", _("Press Enter to go back to the arcade. "));
	fflush(stdout);
	skip_line();
}

/* Serves the arcade's room on fd in a process of its own, out of the
 * visit's session (the visitor's hangup does not reach it) and holding
 * nothing of the visit's (its terminal, its place among the visitors):
 * the room outlives whoever opened it.  Returns 0, or an exit status. */
static int
serve_arcade_room(const struct options *o, const char *room, int fd)
{
	pid_t pid = fork();
	int status, k, null;
	mg_err e;

	if (pid < 0) {
		close(fd);
		return fail(MG_EXIT_FAIL, strerror(errno));
	}
	if (pid == 0) {
		if (setsid() < 0 || (pid = fork()) < 0)
			_exit(MG_EXIT_FAIL);
		if (pid > 0)
			_exit(0);
		null = open("/dev/null", O_RDWR);
		for (k = 0; k < 3; k++)
			if (null >= 0)
				dup2(null, k);
		for (k = 3; k < 1024; k++)
			if (k != fd)
				close(k);
		/* No terminal: its signals mean nothing here.  The game's
		 * handlers only raise flags for its loop (and wake it by a
		 * pipe closed above): a TERM (a shutdown, the host's pkill)
		 * ends the room at once, as it ends any daemon. */
		signal(SIGHUP, SIG_IGN);
		signal(SIGINT, SIG_IGN);
		signal(SIGQUIT, SIG_IGN);
		signal(SIGTSTP, SIG_IGN);
		signal(SIGTERM, SIG_DFL);
		signal(SIGWINCH, SIG_DFL);
		_exit(arcade_room_serve(o, room, fd, &e) == 0 ? 0 : MG_EXIT_FAIL);
	}
	close(fd);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return fail(MG_EXIT_FAIL, strerror(errno));
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : MG_EXIT_FAIL;
}

/* Finds the arcade's race room for the visitor (arcade_room_pick), its
 * name in room; a new one is served by a process of its own.  Returns
 * 0, or an exit status after saying why. */
static int
open_arcade_room(const struct options *o, char *room, size_t size)
{
	mg_err e;
	int fd;

	switch (arcade_room_pick(ARCADE_ROOM, arcade_rooms, room, size, &fd, &e)) {
	case 0:
		return 0;
	case 1:
		return serve_arcade_room(o, room, fd);
	default:
		return fail(MG_EXIT_FAIL, e.msg);
	}
}

/* One choice of the arcade's screen, done in a process of its own, so
 * that each game starts as a game run alone does; returns its status
 * for _exit.  A listing is ended by Ctrl-C or Ctrl-\ as a program run
 * alone is (the screen's handlers are the parent's); a game installs
 * its own. */
static int
arcade_do(struct options o, enum arcade_choice choice)
{
	int rc;

	signal(SIGINT, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	switch (choice) {
	case ARCADE_PLAY:
		/* A visitor's own game, which the others may watch. */
		o.seed = random_seed();
		o.shown = true;
		return ui_play(&o);
	case ARCADE_DAILY:
		if ((rc = set_daily(&o)) != 0)
			return rc;
		o.shown = true;
		return ui_play(&o);
	case ARCADE_WATCH: {
		static char room[PROTO_NAME_MAX + 1];

		if ((rc = ui_arcade_watch(room, sizeof room)) <= 0)
			return rc < 0 ? MG_EXIT_HANGUP : 0;
		o.room = room;
		o.spectate = true;
		return ui_play(&o);
	}
	case ARCADE_RACE: {
		/* The arcade's room, under the visitor's name: served by a
		 * process of its own, joined by everyone. */
		static char room[PROTO_NAME_MAX + 1];

		o.seed = random_seed();
		if ((rc = open_arcade_room(&o, room, sizeof room)) == 0) {
			o.room = room;
			rc = ui_play(&o);
		}
		if (rc != 0)
			wait_enter();
		return rc;
	}
	case ARCADE_SCORES:
		rc = print_high_scores();
		wait_enter();
		return rc;
	case ARCADE_HISTORY:
		rc = print_history(&o);
		wait_enter();
		return rc;
	case ARCADE_LEAVE:
		break;
	}
	return 0;
}

/* The arcade: its screen, and each choice made there, until the
 * visitor leaves or the terminal is gone.  This process keeps the
 * visitor's place (enter_arcade) and draws the screen; each choice
 * runs in a child.  A quit signal meanwhile (Ctrl-C reaches both) is
 * kept by the screen's handlers, and the next screen ends the visit,
 * as the child's end by a signal does. */
static int
arcade_loop(const struct options *o, const char *name, const char *greeting)
{
	const char *note = greeting;

	for (;;) {
		enum arcade_choice c = ui_arcade_menu(name, note);
		pid_t pid;
		int status;

		note = NULL;
		if (c == ARCADE_LEAVE)
			return 0;
		fflush(stdout);
		pid = fork();
		if (pid < 0)
			return fail(MG_EXIT_FAIL, strerror(errno));
		if (pid == 0)
			_exit(arcade_do(*o, c));
		while (waitpid(pid, &status, 0) < 0)
			if (errno != EINTR)
				return fail(MG_EXIT_FAIL, strerror(errno));
		/* A game ended by a lost terminal or a signal: so is the
		 * visit. */
		if (WIFSIGNALED(status) || (WIFEXITED(status)
		    && WEXITSTATUS(status) > 2))
			return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
		if (!isatty(STDIN_FILENO))
			return 0;
	}
}

/* Reads the config file into c and under o, printing its warnings;
 * returns 0, or 2 with the message of a usage error. */
static int
read_config(struct config *c, struct options *o)
{
	static char note[sizeof c->warn[0] + 64];
	char path[4096];
	mg_err e;
	int i;

	config_init(c);
	if (config_path(path, sizeof path) == 0)
		config_load(c, path);
	for (i = 0; i < c->nwarn; i++)
		fprintf(stderr, "%s: %s\n", progname, c->warn[i]);
	if (c->more_warnings > 0)
		/* TRANSLATORS: %1$s the program's name, %2$s the settings
		 * file, %3$d how many of its problems were not printed. */
		fprintf(stderr, ngettext("%1$s: %2$s: %3$d more problem not shown\n",
		    "%1$s: %2$s: %3$d more problems not shown\n",
		    (unsigned long)c->more_warnings),
		    progname, path, c->more_warnings);
	if (c->nwarn > 0) {
		if (c->nwarn > 1)
			/* TRANSLATORS: %s is the settings file's first problem. */
			snprintf(note, sizeof note, _("Config file: %s (more were printed before the game began)"),
			    c->warn[0]);
		else
			/* TRANSLATORS: %s is the settings file's problem. */
			snprintf(note, sizeof note, _("Config file: %s"), c->warn[0]);
		o->config_note = note;
	}
	if (config_apply(c, o, &e) != 0)
		return fail(2, e.msg);
	return 0;
}

int
main(int argc, char **argv)
{
	static struct config cfg;
	static char arcade_name[ARCADE_NAME_MAX + 1], arcade_greeting[160];
	struct options o;
	mg_err e;
	int rc;

	setlocale(LC_ALL, "");
	/* Numbers keep the C locale's point: --stats, SVG and our files
	 * are read by programs, and 20,00 or r="0,5" would break them. */
	setlocale(LC_NUMERIC, "C");
	/* MAZEGAME_LOCALEDIR: translations tried before they are installed. */
	bindtextdomain(PACKAGE, getenv("MAZEGAME_LOCALEDIR") != NULL
	    && *getenv("MAZEGAME_LOCALEDIR") != '\0' ? getenv("MAZEGAME_LOCALEDIR")
	    : LOCALEDIR);
	textdomain(PACKAGE);
	/* Where the tables all an arcade's visitors share are kept: the
	 * arcade's to say (enter_arcade), nobody else's. */
	unsetenv("MAZEGAME_TABLES");
	rc = options_parse(argc, argv, &o, &e);
	if (rc != 0)
		return fail(rc, e.msg);
	if (o.arcade && (rc = enter_arcade(arcade_name, sizeof arcade_name,
	    arcade_greeting, sizeof arcade_greeting)) != 0)
		return rc;
	/* The settings file, for what plays or names a maze; --help shows
	 * the default keys, as the manual does. */
	if ((o.action == ACT_PLAY || o.action == ACT_PRINT || o.action == ACT_STATS
	    || o.action == ACT_DUMP_CONFIG) && (rc = read_config(&cfg, &o)) != 0)
		return rc;
	/* A visitor's name is their arcade name, whatever their settings
	 * say. */
	if (o.arcade) {
		o.player = arcade_name;
		o.visitor = arcade_name;
		return arcade_loop(&o, arcade_name, arcade_greeting);
	}
	if (o.daily) {
		if ((rc = set_daily(&o)) != 0)
			return rc;
	} else if (!o.seed_given) {
		o.seed = random_seed();
	}
	switch (o.action) {
	case ACT_HELP: {
		char keys[4096];

		fputs(options_help(), stdout);
		fputs(keys_usage(keys, sizeof keys), stdout);
		fputs(options_help_tail(), stdout);
		break;
	}
	case ACT_VERSION:
		version();
		break;
	case ACT_DUMP_CONFIG:
		config_dump(stdout, &o);
		if (o.theme == THEME_AUTO) {
			/* What auto comes to here, and why: a terminal that
			 * does not answer leaves the default theme. */
			char why[160];
			enum theme t = isatty(STDOUT_FILENO)
			    ? ui_term_background_why(why, sizeof why) : THEME_DEFAULT;

			if (!isatty(STDOUT_FILENO))
				snprintf(why, sizeof why, "%s", _("the output is not a terminal, so there is no one to ask"));
			if (t == THEME_DEFAULT)
				/* TRANSLATORS: a comment in --dump-config: %1$s
				 * a theme's name (not translated), %2$s why. */
				printf(_("# theme auto chose %1$s: %2$s (the default theme reads on dark and light backgrounds)\n"),
				    theme_name(t), why);
			else
				/* TRANSLATORS: a comment in --dump-config: %1$s
				 * a theme's name (not translated), %2$s why. */
				printf(_("# theme auto chose %1$s: %2$s\n"), theme_name(t), why);
		}
		break;
	case ACT_LIST:
		list_algorithms();
		break;
	case ACT_LIST_SHAPES:
		list_shapes();
		break;
	case ACT_PRINT:
	case ACT_STATS:
		return print_maze(&o);
	case ACT_HIGH_SCORES:
		return print_high_scores();
	case ACT_RACES:
		return print_races();
	case ACT_HISTORY:
		return print_history(&o);
	case ACT_SAVED:
		return print_saved();
	case ACT_PLAY:
		return ui_play(&o);
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		return fail(MG_EXIT_FAIL, strerror(errno));
	return 0;
}
