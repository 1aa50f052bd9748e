/* keys.c - arrows, vi keys and WASD, and every other key, in one table. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "front/keys.h"

/* One binding. */
struct binding {
	enum keys_context ctx;
	keycode key;
	enum cmd cmd;
};

static const struct binding defaults[] = {
	{ KEYS_PLAY, KEYC_UP, CMD_MOVE_N },
	{ KEYS_PLAY, 'k', CMD_MOVE_N },
	{ KEYS_PLAY, 'w', CMD_MOVE_N },
	{ KEYS_PLAY, KEYC_DOWN, CMD_MOVE_S },
	{ KEYS_PLAY, 'j', CMD_MOVE_S },
	{ KEYS_PLAY, 's', CMD_MOVE_S },
	{ KEYS_PLAY, KEYC_LEFT, CMD_MOVE_W },
	{ KEYS_PLAY, 'h', CMD_MOVE_W },
	{ KEYS_PLAY, 'a', CMD_MOVE_W },
	{ KEYS_PLAY, KEYC_RIGHT, CMD_MOVE_E },
	{ KEYS_PLAY, 'l', CMD_MOVE_E },
	{ KEYS_PLAY, 'd', CMD_MOVE_E },
	{ KEYS_PLAY, KEYC_SUP, CMD_RUN_N },
	{ KEYS_PLAY, 'K', CMD_RUN_N },
	{ KEYS_PLAY, KEYC_SDOWN, CMD_RUN_S },
	{ KEYS_PLAY, 'J', CMD_RUN_S },
	{ KEYS_PLAY, KEYC_SLEFT, CMD_RUN_W },
	{ KEYS_PLAY, 'H', CMD_RUN_W },
	{ KEYS_PLAY, KEYC_SRIGHT, CMD_RUN_E },
	{ KEYS_PLAY, 'L', CMD_RUN_E },
	{ KEYS_PLAY, 'x', CMD_CHALK },
	{ KEYS_PLAY, 't', CMD_HINT },
	{ KEYS_PLAY, 'p', CMD_SOLUTION },
	{ KEYS_PLAY, 'm', CMD_MAP },
	{ KEYS_PLAY, 'v', CMD_VIEW },
	{ KEYS_PLAY, ' ', CMD_PAUSE },
	{ KEYS_PLAY, '?', CMD_HELP },
	{ KEYS_PLAY, KEYC_F1, CMD_HELP },
	{ KEYS_PLAY, 'i', CMD_SAY },
	{ KEYS_PLAY, 'r', CMD_RESTART },
	{ KEYS_PLAY, 'n', CMD_NEW },
	{ KEYS_PLAY, 'o', CMD_NEW },
	{ KEYS_PLAY, 'q', CMD_QUIT },
	{ KEYS_PLAY, KEYC_ESC, CMD_BACK },
	{ KEYS_PLAY, '<', CMD_CLIMB_UP },
	{ KEYS_PLAY, '>', CMD_CLIMB_DOWN },
	{ KEYS_ASK, 'y', CMD_YES },
	{ KEYS_ASK, 'Y', CMD_YES },
	{ KEYS_ASK, 'n', CMD_NO },
	{ KEYS_ASK, 'N', CMD_NO },
	{ KEYS_ASK, KEYC_ESC, CMD_NO },
	{ KEYS_ASK, 'q', CMD_QUIT },
	{ KEYS_ASK, 'd', CMD_DISCARD },
	{ KEYS_ASK, '\t', CMD_OTHER },
	{ KEYS_ASK, 'Q', CMD_QUIT },
	{ KEYS_WATCH, ' ', CMD_PAUSE },
	{ KEYS_WATCH, '.', CMD_STEP },
	{ KEYS_WATCH, '+', CMD_FASTER },
	{ KEYS_WATCH, '=', CMD_FASTER },
	{ KEYS_WATCH, '-', CMD_SLOWER },
	{ KEYS_WATCH, 'a', CMD_ALGO },
	{ KEYS_WATCH, 'n', CMD_NEW },
	{ KEYS_WATCH, KEYC_ENTER, CMD_PLAY },
	{ KEYS_WATCH, '?', CMD_HELP },
	{ KEYS_WATCH, KEYC_F1, CMD_HELP },
	{ KEYS_WATCH, 'q', CMD_QUIT },
	{ KEYS_WATCH, KEYC_ESC, CMD_QUIT },
	/* On a shape with diagonal ways these come first: the roguelike
	 * diagonals, so n moves south-east there and o is the new maze. */
	{ KEYS_DIAG, 'y', CMD_MOVE_NW },
	{ KEYS_DIAG, 'u', CMD_MOVE_NE },
	{ KEYS_DIAG, 'b', CMD_MOVE_SW },
	{ KEYS_DIAG, 'n', CMD_MOVE_SE },
	{ KEYS_DIAG, 'Y', CMD_RUN_NW },
	{ KEYS_DIAG, 'U', CMD_RUN_NE },
	{ KEYS_DIAG, 'B', CMD_RUN_SW },
	{ KEYS_DIAG, 'N', CMD_RUN_SE },
};

#define NDEFAULTS (sizeof defaults / sizeof defaults[0])

/* The bindings in force: the defaults, then what keys_bind() changed. */
static struct binding bindings[KEYS_MAX];
static size_t nbindings;
static int bindings_ready;

/* Fills the table in force with the defaults, once. */
static void
ready(void)
{
	if (bindings_ready)
		return;
	memcpy(bindings, defaults, sizeof defaults);
	nbindings = NDEFAULTS;
	bindings_ready = 1;
}

enum cmd
keys_lookup(enum keys_context ctx, keycode k)
{
	size_t i;

	ready();
	for (i = 0; i < nbindings; i++)
		if (bindings[i].ctx == ctx && bindings[i].key == k)
			return bindings[i].cmd;
	return CMD_NONE;
}

char *
keys_names(enum keys_context ctx, enum cmd c, const char *sep, char *buf,
    size_t size)
{
	char one[16];
	size_t i, len = 0;

	ready();
	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < nbindings && size > 0; i++) {
		if (bindings[i].ctx != ctx || bindings[i].cmd != c)
			continue;
		/* An upper-case twin of a letter already named adds nothing
		 * at a question. */
		if (ctx == KEYS_ASK && bindings[i].key >= 'A' && bindings[i].key <= 'Z')
			continue;
		keys_name(bindings[i].key, one, sizeof one);
		/* A named key in the player's language; a letter as it is. */
		snprintf(buf + len, size - len, "%s%s", len > 0 ? sep : "",
		    one[0] != '\0' && one[1] != '\0' ? _(one) : one);
		len = strlen(buf);
	}
	return buf;
}

void
keys_reset(void)
{
	bindings_ready = 0;
	ready();
}

/* The binding of key in ctx in table t of n rows, or -1. */
static long
find(const struct binding *t, size_t n, enum keys_context ctx, keycode key)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (t[i].ctx == ctx && t[i].key == key)
			return (long)i;
	return -1;
}

/* Binds key to c (CMD_NONE: unbinds it) in table t of *n rows;
 * returns -1 when the table is full. */
static int
apply(struct binding *t, size_t *n, enum keys_context ctx, keycode key,
    enum cmd c)
{
	long at = find(t, *n, ctx, key);

	if (at >= 0) {
		memmove(t + at, t + at + 1, (*n - (size_t)at - 1) * sizeof *t);
		(*n)--;
	}
	if (c == CMD_NONE)
		return 0;
	if (*n >= KEYS_MAX)
		return -1;
	t[*n].ctx = ctx;
	t[*n].key = key;
	t[*n].cmd = c;
	(*n)++;
	return 0;
}

/* Returns a command of ctx that no key of table t reaches, or
 * CMD_NONE when every one has a key. */
static enum cmd
unreachable(const struct binding *t, size_t n, enum keys_context ctx)
{
	static const enum cmd ask[] = { CMD_YES, CMD_NO, CMD_QUIT };
	const enum cmd *list = ask;
	size_t m, i, count = sizeof ask / sizeof ask[0];

	if (ctx == KEYS_PLAY)
		count = command_maze(&list);
	for (m = 0; m < count; m++) {
		enum cmd c = list[m];

		for (i = 0; i < n; i++)
			if (t[i].ctx == ctx && t[i].cmd == c)
				break;
		if (i == n)
			return c;
	}
	return CMD_NONE;
}

int
keys_bind(enum keys_context ctx, keycode key, enum cmd c, mg_err *e)
{
	struct binding saved[KEYS_MAX];
	size_t nsaved;
	enum cmd lost;
	char name[16];

	ready();
	keys_name(key, name, sizeof name);
	if (key == KEYC_CTRL_C)
		return err_set(e, _("Ctrl-C always quits; it cannot be bound"));
	memcpy(saved, bindings, sizeof saved);
	nsaved = nbindings;
	if (apply(bindings, &nbindings, ctx, key, c) != 0)
		return err_set(e, _("too many key bindings (at most %d)"), KEYS_MAX);
	if ((lost = unreachable(bindings, nbindings, ctx)) != CMD_NONE) {
		memcpy(bindings, saved, sizeof saved);
		nbindings = nsaved;
		if (c == CMD_NONE)
			return err_set(e, _("unbinding %s would leave '%s' without a key; not done"),
			    name, command_name(lost));
		return err_set(e, _("binding %s to '%s' would leave '%s' without a key; not done"),
		    name, command_name(c), command_name(lost));
	}
	return 0;
}




/* Returns a printable key that neither table t nor the one in force
 * binds in the maze, or 0. */
static keycode
spare_key(const struct binding *t, size_t n)
{
	static const char spares[] = "0123456789!$%&*+,-./:;<>@[]^_`{|}~";
	size_t i;

	for (i = 0; spares[i] != '\0'; i++)
		if (find(t, n, KEYS_PLAY, (keycode)spares[i]) < 0
		    && find(bindings, nbindings, KEYS_PLAY, (keycode)spares[i]) < 0)
			return (keycode)spares[i];
	return 0;
}

/* Orders changes for keys_changes: keys bound before keys unbound,
 * each by key code. */
static int
change_order(const void *a, const void *b)
{
	const struct keys_change *x = a, *y = b;
	int nx = x->cmd == CMD_NONE, ny = y->cmd == CMD_NONE;

	if (nx != ny)
		return nx - ny;
	return (x->key > y->key) - (x->key < y->key);
}

int
keys_changes(struct keys_change *out, int max)
{
	struct keys_change pend[KEYS_MAX + 64];
	struct binding sim[KEYS_MAX];
	size_t nsim = NDEFAULTS, i, np = 0;
	bool done[KEYS_MAX + 64];
	int n = 0, progress;
	keycode spare = 0;
	long at;

	ready();
	/* Keys bound anew or to another command, then keys unbound. */
	for (i = 0; i < nbindings; i++) {
		if (bindings[i].ctx != KEYS_PLAY)
			continue;
		at = find(defaults, NDEFAULTS, KEYS_PLAY, bindings[i].key);
		if (at < 0 || defaults[at].cmd != bindings[i].cmd) {
			pend[np].key = bindings[i].key;
			pend[np++].cmd = bindings[i].cmd;
		}
	}
	for (i = 0; i < NDEFAULTS; i++)
		if (defaults[i].ctx == KEYS_PLAY
		    && find(bindings, nbindings, KEYS_PLAY, defaults[i].key) < 0) {
			pend[np].key = defaults[i].key;
			pend[np++].cmd = CMD_NONE;
		}
	/* By key, bindings before unbindings: the changes of one key table
	 * come out the same whatever order made it, so a dump read back
	 * dumps the same. */
	qsort(pend, np, sizeof pend[0], change_order);
	/* An order in which keys_bind() takes each: none leaves a command
	 * without a key on the way.  A swap (q and p trading places) has
	 * none: a spare key holds the command meanwhile. */
	memcpy(sim, defaults, sizeof defaults);
	memset(done, 0, sizeof done);
	while (n < max) {
		progress = 0;
		for (i = 0; i < np && n < max; i++) {
			struct binding before[KEYS_MAX];
			size_t nbefore = nsim;

			if (done[i])
				continue;
			memcpy(before, sim, sizeof before);
			if (apply(sim, &nsim, KEYS_PLAY, pend[i].key, pend[i].cmd) != 0
			    || unreachable(sim, nsim, KEYS_PLAY) != CMD_NONE) {
				memcpy(sim, before, sizeof before);
				nsim = nbefore;
				continue;
			}
			done[i] = true;
			out[n++] = pend[i];
			progress = 1;
		}
		for (i = 0; i < np && done[i]; i++)
			;
		if (i == np)
			break;
		if (progress)
			continue;
		/* Stuck: the command pend[i]'s key holds now goes to a spare
		 * key too, until the end. */
		at = find(sim, nsim, KEYS_PLAY, pend[i].key);
		if (spare != 0 || at < 0 || (spare = spare_key(sim, nsim)) == 0
		    || apply(sim, &nsim, KEYS_PLAY, spare, sim[at].cmd) != 0)
			break;
		out[n].key = spare;
		out[n++].cmd = sim[nsim - 1].cmd;
	}
	if (spare != 0 && n < max) {
		out[n].key = spare;
		out[n++].cmd = CMD_NONE;
	}
	/* What no order allows comes last (keys_bind() will refuse it). */
	for (i = 0; i < np && n < max; i++)
		if (!done[i])
			out[n++] = pend[i];
	return n;
}
