/* proto.c - the racing protocol's one parser and its formatter.
 *
 * Both walk the same table: a message is a keyword and up to six typed
 * fields, so what the formatter writes is by construction what the
 * parser reads, and every range is written down once.
 */
#include "config.h"

#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/maze.h"
#include "net/proto.h"
#include "net/proto_words.h"

_Static_assert(PROTO_ROW_MAX == MAZE_MAX_CELLS - 1,
    "a position's row goes as far as a maze's cells");

#define BIG UINT64_C(1000000000000000)   /* moves and milliseconds */

/* What kind of value a field holds, and where in struct proto_msg. */
enum kind { K_NONE, K_VERSION, K_UINT, K_U32, K_U64, K_BOOL, K_ENUM,
	K_STR };

struct field {
	unsigned char kind;
	unsigned short off;
	uint64_t min, max;   /* numbers; K_ENUM: max is the count; K_STR:
	                      * min is the enum proto_word */
	const char *const *names;      /* K_ENUM */
	const char *what;              /* for messages */
};

struct msgdef {
	const char *word;
	bool client;         /* a client may send it (else only the host) */
	struct field f[6];
};

static const char *const role_names[] = { "race", "watch", "list" };
/* The words of the ways a run goes, by enum dir (the moves' words). */
static const char *const dir_names[] = {
	[DIR_N] = "up", [DIR_E] = "right", [DIR_S] = "down", [DIR_W] = "left",
};
static const char *const shut_names[] = { "private", "full" };

#define O(x) ((unsigned short)offsetof(struct proto_msg, x))
#define NONE { { K_NONE, 0, 0, 0, NULL, NULL } }
#define ID { K_UINT, O(id), 0, PROTO_ID_MAX, NULL, "id" }
#define NUM(k, x, lo, hi) { k, O(x), lo, hi, NULL, #x }
#define ENUM(x, t, n) { K_ENUM, O(x), 0, n, t, #x }
#define STR(x, w, what) { K_STR, O(x), w, 0, NULL, what }
#define CLIENT true
#define HOST false
#define ROOMST ENUM(state, proto_room_states, PROTO_ROOM_STATES)

/* Indexed by enum proto_type. */
static const struct msgdef defs[PROTO_TYPES] = {
	[PROTO_HELLO] = { PROTO_MAGIC, CLIENT, { NUM(K_VERSION, version, 0, 0),
	    ENUM(role, role_names, 3) } },
	[PROTO_MOVE_N] = { "up", CLIENT, NONE },
	[PROTO_MOVE_E] = { "right", CLIENT, NONE },
	[PROTO_MOVE_S] = { "down", CLIENT, NONE },
	[PROTO_MOVE_W] = { "left", CLIENT, NONE },
	[PROTO_START] = { "start", CLIENT, NONE },
	[PROTO_ASSIST] = { "assist", CLIENT, NONE },
	[PROTO_QUIT] = { "quit", CLIENT, NONE },
	[PROTO_PING] = { "ping", CLIENT, NONE },
	[PROTO_RUN] = { "run", CLIENT, { ENUM(dir, dir_names, 4) } },
	[PROTO_WELCOME] = { "welcome", HOST, { ID,
	    STR(room, PROTO_W_ROOM, "room"), ROOMST } },
	[PROTO_RACER] = { "racer", HOST, { ID,
	    STR(login, PROTO_W_LOGIN, "login"), NUM(K_UINT, session, 1, 99),
	    STR(tag, PROTO_W_TAG, "tag"),
	    NUM(K_UINT, colour, 0, PROTO_COLOURS - 1), ENUM(state,
	    proto_racer_states, PROTO_RACER_STATES) } },
	[PROTO_MAZE] = { "maze", HOST, { NUM(K_U32, w, 1, 65535),
	    NUM(K_U32, h, 1, 65535), STR(algo, PROTO_W_NAME, "algorithm"),
	    NUM(K_U64, seed, 0, UINT64_MAX),
	    STR(diff, PROTO_W_NAME, "difficulty") } },
	[PROTO_COUNT] = { "count", HOST, { NUM(K_UINT, n, 1, 9) } },
	[PROTO_GO] = { "go", HOST, NONE },
	[PROTO_POS] = { "pos", HOST, { ID, NUM(K_U32, row, 0, PROTO_ROW_MAX),
	    NUM(K_U32, col, 0, 65534), NUM(K_U64, moves, 0, BIG) } },
	[PROTO_FINISH] = { "finish", HOST, { ID, NUM(K_UINT, place, 1,
	    PROTO_ID_MAX + 1), NUM(K_U64, ms, 0, BIG), NUM(K_U64, moves, 0,
	    BIG), NUM(K_BOOL, assisted, 0, 1) } },
	[PROTO_LEFT] = { "gone", HOST, { ID } },
	[PROTO_RESULTS] = { "results", HOST, NONE },
	[PROTO_REMATCH] = { "rematch", HOST, NONE },
	[PROTO_PONG] = { "pong", HOST, NONE },
	[PROTO_ERROR] = { "error", HOST, { STR(text, PROTO_W_TEXT, "text") } },
	[PROTO_INFO] = { "info", HOST, { STR(room, PROTO_W_ROOM, "room"),
	    STR(login, PROTO_W_LOGIN, "host"), NUM(K_UINT, n, 0,
	    PROTO_ID_MAX + 1), ROOMST } },
	[PROTO_SHUT] = { "shut", HOST, { STR(room, PROTO_W_ROOM, "room"),
	    ENUM(state, shut_names, PROTO_SHUTS) } },
	[PROTO_STEP] = { "step", CLIENT, { STR(way, PROTO_W_NAME, "way") } },
	[PROTO_DASH] = { "dash", CLIENT, { STR(way, PROTO_W_NAME, "way") } },
	[PROTO_SHAPE] = { "shape", HOST, { STR(shape, PROTO_W_NAME, "shape"),
	    NUM(K_UINT, shape_k, 0, 65535) } },
	/* The hello of an arcade's visitor, who races under the name it
	 * gives: believed from the arcade's own account only. */
	[PROTO_VISIT] = { "mazegame-visitor", CLIENT, { NUM(K_VERSION,
	    version, 0, 0), ENUM(role, role_names, 3),
	    STR(login, PROTO_W_LOGIN, "name") } },
};

void
proto_init(struct proto_msg *m, enum proto_type type)
{
	memset(m, 0, sizeof *m);
	m->type = (unsigned)type;
	if (type == PROTO_HELLO || type == PROTO_VISIT)
		m->version = PROTO_VERSION;
}

/* Parses the len bytes at s as a canonical decimal (no sign, no leading
 * zero) in [min, max]. */
static int
number(const char *s, size_t len, uint64_t min, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	size_t i;

	if (len == 0 || len > 20 || (len > 1 && s[0] == '0'))
		return -1;
	for (i = 0; i < len; i++) {
		unsigned d = (unsigned)(s[i] - '0');

		if (s[i] < '0' || s[i] > '9' || v > (UINT64_MAX - d) / 10)
			return -1;
		v = v * 10 + d;
	}
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* Stores v into the numeric field f of m. */
static void
store(struct proto_msg *m, const struct field *f, uint64_t v)
{
	char *p = (char *)m + f->off;

	if (f->kind == K_U64)
		memcpy(p, &v, sizeof v);
	else if (f->kind == K_U32) {
		uint32_t x = (uint32_t)v;
		memcpy(p, &x, sizeof x);
	} else if (f->kind == K_BOOL) {
		bool x = v != 0;
		memcpy(p, &x, sizeof x);
	} else {
		unsigned x = (unsigned)v;
		memcpy(p, &x, sizeof x);
	}
}

/* Returns the numeric field f of m. */
static uint64_t
load(const struct proto_msg *m, const struct field *f)
{
	const char *p = (const char *)m + f->off;
	uint64_t v;
	uint32_t x32;
	unsigned x;
	bool b;

	switch (f->kind) {
	case K_U64: memcpy(&v, p, sizeof v); return v;
	case K_U32: memcpy(&x32, p, sizeof x32); return x32;
	case K_BOOL: memcpy(&b, p, sizeof b); return b;
	default: memcpy(&x, p, sizeof x); return x;
	}
}

/* Parses one field's len bytes at s into m. */
static int
parse_field(const struct field *f, const char *s, size_t len,
    struct proto_msg *m, mg_err *e)
{
	uint64_t v;
	size_t i;

	switch (f->kind) {
	case K_VERSION:
		if (number(s, len, 0, UINT64_MAX, &v) != 0)
			return err_set(e, _("bad protocol version '%.*s'"),
			    (int)(len > 20 ? 20 : len), s);
		if (v < PROTO_VERSION_MIN || v > PROTO_VERSION)
			return err_set(e, _("protocol version %" PRIu64
			    " is not spoken here (this is version %d)"), v,
			    PROTO_VERSION);
		store(m, f, v);
		return 0;
	case K_ENUM:
		for (i = 0; i < f->max; i++)
			if (strlen(f->names[i]) == len
			    && memcmp(f->names[i], s, len) == 0) {
				store(m, f, i);
				return 0;
			}
		return err_set(e, _("bad %s '%.*s'"), f->what,
		    (int)(len > 20 ? 20 : len), s);
	case K_STR:
		if (!proto_word_ok((enum proto_word)f->min, s, len))
			return err_set(e, _("bad %s"), f->what);
		memcpy((char *)m + f->off, s, len);
		((char *)m + f->off)[len] = '\0';
		return 0;
	default:
		if (number(s, len, f->min, f->max, &v) != 0)
			return err_set(e, _("bad %s '%.*s'"), f->what,
			    (int)(len > 20 ? 20 : len), s);
		store(m, f, v);
		return 0;
	}
}

int
proto_parse(const char *line, size_t len, struct proto_msg *m, mg_err *e)
{
	const struct msgdef *d = NULL;
	const char *p, *end = line + len, *sp;
	size_t i, t;

	memset(m, 0, sizeof *m);
	if (len == 0)
		return err_set(e, _("empty line"));
	if (len >= PROTO_LINE_MAX)
		return err_set(e, _("line too long (over %d bytes)"),
		    PROTO_LINE_MAX);
	for (i = 0; i < len; i++)
		if (line[i] < ' ' || line[i] > '~')
			return err_set(e, _("%s byte 0x%02x at column %zu"),
			    line[i] == '\0' ? "NUL" : "bad",
			    (unsigned)(unsigned char)line[i], i + 1);
	sp = memchr(line, ' ', len);
	if (sp == NULL)
		sp = end;
	for (t = 0; t < PROTO_TYPES; t++)
		if (strlen(defs[t].word) == (size_t)(sp - line)
		    && memcmp(defs[t].word, line, (size_t)(sp - line)) == 0)
			d = &defs[t];
	if (d == NULL)
		return err_set(e, _("unknown message '%.*s'"),
		    (int)(sp - line > 20 ? 20 : sp - line), line);
	m->type = (unsigned)(d - defs);
	p = sp;
	for (i = 0; i < 6 && d->f[i].kind != K_NONE; i++) {
		const char *w;

		if (p == end) {
			memset(m, 0, sizeof *m);
			return err_set(e, _("%s: missing %s"), d->word, d->f[i].what);
		}
		w = p + 1;       /* p is at a space */
		sp = d->f[i].kind == K_STR && d->f[i].min == PROTO_W_TEXT ? NULL : memchr(w, ' ',
		    (size_t)(end - w));
		p = sp != NULL ? sp : end;
		if (parse_field(&d->f[i], w, (size_t)(p - w), m, e) != 0) {
			memset(m, 0, sizeof *m);
			return -1;
		}
	}
	if (p != end) {
		memset(m, 0, sizeof *m);
		return err_set(e, _("%s: too many fields"), d->word);
	}
	return 0;
}

/* Appends field f of m to buf at *at; returns 0, or -1 with a message. */
static int
format_field(const struct field *f, const struct proto_msg *m, char *buf,
    size_t size, size_t *at, mg_err *e)
{
	const char *s = (const char *)m + f->off;
	uint64_t v;
	int n;

	switch (f->kind) {
	case K_STR:
		if (!proto_word_ok((enum proto_word)f->min, s, strnlen(s,
		    proto_word_max((enum proto_word)f->min) + 1)))
			return err_set(e, _("cannot send a bad %s"), f->what);
		n = snprintf(buf + *at, size - *at, " %s", s);
		break;
	case K_ENUM:
		v = load(m, f);
		if (v >= f->max)
			return err_set(e, _("cannot send a bad %s"), f->what);
		n = snprintf(buf + *at, size - *at, " %s", f->names[v]);
		break;
	default:
		v = load(m, f);
		if (f->kind == K_VERSION ? v < PROTO_VERSION_MIN
		    || v > PROTO_VERSION
		    : v < f->min || v > f->max)
			return err_set(e, _("cannot send a bad %s"), f->what);
		n = snprintf(buf + *at, size - *at, " %" PRIu64, v);
		break;
	}
	if (n < 0 || (size_t)n >= size - *at)
		return err_set(e, _("message too long"));
	*at += (size_t)n;
	return 0;
}

int
proto_format(const struct proto_msg *m, char *buf, size_t size, mg_err *e)
{
	const struct msgdef *d;
	size_t at, i;

	if (m->type >= PROTO_TYPES)
		return err_set(e, _("cannot send message type %u"), m->type);
	d = &defs[m->type];
	at = strlen(d->word);
	if (size < at + 2)
		return err_set(e, _("message too long"));
	memcpy(buf, d->word, at + 1);
	for (i = 0; i < 6 && d->f[i].kind != K_NONE; i++)
		if (format_field(&d->f[i], m, buf, size, &at, e) != 0)
			return -1;
	if (at + 1 >= size || at + 1 > PROTO_LINE_MAX)
		return err_set(e, _("message too long"));
	buf[at++] = '\n';
	buf[at] = '\0';
	return (int)at;
}

bool
proto_from_client(unsigned type)
{
	return type < PROTO_TYPES && defs[type].client;
}

const char *
proto_type_name(unsigned type)
{
	return type < PROTO_TYPES ? defs[type].word : "?";
}
