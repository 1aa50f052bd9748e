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

#include "net/proto.h"

#define BIG UINT64_C(1000000000000000)   /* moves and milliseconds */

/* What kind of value a field holds, and where in struct proto_msg. */
enum kind { K_NONE, K_VERSION, K_UINT, K_U32, K_U64, K_BOOL, K_ENUM,
	K_ROOM, K_LOGIN, K_TAG, K_WORD, K_TEXT };

struct field {
	unsigned char kind;
	unsigned short off;
	uint64_t min, max;             /* numbers; K_ENUM: max is the count */
	const char *const *names;      /* K_ENUM */
	const char *what;              /* for messages */
};

struct msgdef {
	const char *word;
	struct field f[6];
};

static const char *const role_names[] = { "race", "watch", "list" };
static const char *const room_names[] = { "lobby", "countdown", "racing",
	"results" };
static const char *const racer_names[] = { "ready", "racing", "finished",
	"watching", "spectator", "left" };

#define O(x) ((unsigned short)offsetof(struct proto_msg, x))
#define ID { K_UINT, O(id), 0, PROTO_ID_MAX, NULL, "id" }
#define NUM(k, x, lo, hi) { k, O(x), lo, hi, NULL, #x }
#define ENUM(x, t) { K_ENUM, O(x), 0, sizeof t / sizeof t[0], t, #x }

/* Indexed by enum proto_type. */
static const struct msgdef defs[PROTO_TYPES] = {
	[PROTO_HELLO] = { PROTO_MAGIC, { NUM(K_VERSION, version, 0, 0),
	    ENUM(role, role_names) } },
	[PROTO_MOVE_N] = { "up", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_MOVE_E] = { "right", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_MOVE_S] = { "down", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_MOVE_W] = { "left", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_START] = { "start", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_ASSIST] = { "assist", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_QUIT] = { "quit", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_PING] = { "ping", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_WELCOME] = { "welcome", { ID, { K_ROOM, O(room), 0, 0, NULL,
	    "room" }, ENUM(state, room_names) } },
	[PROTO_RACER] = { "racer", { ID, { K_LOGIN, O(login), 0, 0, NULL,
	    "login" }, NUM(K_UINT, session, 1, 99), { K_TAG, O(tag), 0, 0,
	    NULL, "tag" }, NUM(K_UINT, colour, 0, PROTO_COLOURS - 1),
	    ENUM(state, racer_names) } },
	[PROTO_MAZE] = { "maze", { NUM(K_U32, w, 1, 65535),
	    NUM(K_U32, h, 1, 65535), { K_WORD, O(algo), 0, 0, NULL,
	    "algorithm" }, NUM(K_U64, seed, 0, UINT64_MAX), { K_WORD,
	    O(diff), 0, 0, NULL, "difficulty" } } },
	[PROTO_COUNT] = { "count", { NUM(K_UINT, n, 1, 9) } },
	[PROTO_GO] = { "go", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_POS] = { "pos", { ID, NUM(K_U32, row, 0, 65534),
	    NUM(K_U32, col, 0, 65534), NUM(K_U64, moves, 0, BIG) } },
	[PROTO_FINISH] = { "finish", { ID, NUM(K_UINT, place, 1,
	    PROTO_ID_MAX + 1), NUM(K_U64, ms, 0, BIG), NUM(K_U64, moves, 0,
	    BIG), NUM(K_BOOL, assisted, 0, 1) } },
	[PROTO_LEFT] = { "gone", { ID } },
	[PROTO_RESULTS] = { "results", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_REMATCH] = { "rematch", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_PONG] = { "pong", { { K_NONE, 0, 0, 0, NULL, NULL } } },
	[PROTO_ERROR] = { "error", { { K_TEXT, O(text), 0, 0, NULL,
	    "text" } } },
	[PROTO_INFO] = { "info", { { K_ROOM, O(room), 0, 0, NULL, "room" },
	    { K_LOGIN, O(login), 0, 0, NULL, "host" }, NUM(K_UINT, n, 0,
	    PROTO_ID_MAX + 1), ENUM(state, room_names) } },
};

void
proto_init(struct proto_msg *m, enum proto_type type)
{
	memset(m, 0, sizeof *m);
	m->type = (unsigned)type;
	if (type == PROTO_HELLO)
		m->version = PROTO_VERSION;
}

/* Returns whether c may be in a word of kind k at position i. */
static bool
word_char(enum kind k, char c, size_t i)
{
	bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	    || (c >= '0' && c <= '9');

	switch (k) {
	case K_ROOM:
		return alnum || c == '_' || (i > 0 && (c == '.' || c == '-'));
	case K_LOGIN:
		return alnum || c == '_' || c == '.' || c == '@' || c == '$'
		    || (i > 0 && c == '-');
	case K_TAG:
		return alnum;
	case K_WORD:
		return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
		    || (i > 0 && c == '-');
	default:
		return c > ' ' && c <= '~';
	}
}

/* Returns the longest word of kind k. */
static size_t
word_max(enum kind k)
{
	switch (k) {
	case K_TAG: return PROTO_TAG_MAX;
	case K_WORD: return PROTO_WORD_MAX;
	case K_TEXT: return PROTO_TEXT_MAX;
	default: return PROTO_NAME_MAX;
	}
}

/* Returns whether the len bytes at s make a word of kind k. */
static bool
word_ok(enum kind k, const char *s, size_t len)
{
	size_t i;

	if (len == 0 || len > word_max(k))
		return false;
	for (i = 0; i < len; i++)
		if (k == K_TEXT ? s[i] < ' ' || s[i] > '~' : !word_char(k, s[i], i))
			return false;
	return true;
}

bool
proto_room_name_ok(const char *s)
{
	return word_ok(K_ROOM, s, strnlen(s, PROTO_NAME_MAX + 1));
}

bool
proto_login_ok(const char *s)
{
	return word_ok(K_LOGIN, s, strnlen(s, PROTO_NAME_MAX + 1));
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
			return err_set(e, "bad protocol version '%.*s'",
			    (int)(len > 20 ? 20 : len), s);
		if (v != PROTO_VERSION)
			return err_set(e, "protocol version %" PRIu64
			    " is not spoken here (this is version %d)", v,
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
		return err_set(e, "bad %s '%.*s'", f->what,
		    (int)(len > 20 ? 20 : len), s);
	case K_ROOM: case K_LOGIN: case K_TAG: case K_WORD: case K_TEXT:
		if (!word_ok(f->kind, s, len))
			return err_set(e, "bad %s", f->what);
		memcpy((char *)m + f->off, s, len);
		((char *)m + f->off)[len] = '\0';
		return 0;
	default:
		if (number(s, len, f->min, f->max, &v) != 0)
			return err_set(e, "bad %s '%.*s'", f->what,
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
		return err_set(e, "empty line");
	if (len >= PROTO_LINE_MAX)
		return err_set(e, "line too long (over %d bytes)",
		    PROTO_LINE_MAX);
	for (i = 0; i < len; i++)
		if (line[i] < ' ' || line[i] > '~')
			return err_set(e, "%s byte 0x%02x at column %zu",
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
		return err_set(e, "unknown message '%.*s'",
		    (int)(sp - line > 20 ? 20 : sp - line), line);
	m->type = (unsigned)(d - defs);
	p = sp;
	for (i = 0; i < 6 && d->f[i].kind != K_NONE; i++) {
		const char *w;

		if (p == end) {
			memset(m, 0, sizeof *m);
			return err_set(e, "%s: missing %s", d->word, d->f[i].what);
		}
		w = p + 1;       /* p is at a space */
		sp = d->f[i].kind == K_TEXT ? NULL : memchr(w, ' ',
		    (size_t)(end - w));
		p = sp != NULL ? sp : end;
		if (parse_field(&d->f[i], w, (size_t)(p - w), m, e) != 0) {
			memset(m, 0, sizeof *m);
			return -1;
		}
	}
	if (p != end) {
		memset(m, 0, sizeof *m);
		return err_set(e, "%s: too many fields", d->word);
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
	case K_ROOM: case K_LOGIN: case K_TAG: case K_WORD: case K_TEXT:
		if (!word_ok(f->kind, s, strnlen(s, word_max(f->kind) + 1)))
			return err_set(e, "cannot send a bad %s", f->what);
		n = snprintf(buf + *at, size - *at, " %s", s);
		break;
	case K_ENUM:
		v = load(m, f);
		if (v >= f->max)
			return err_set(e, "cannot send a bad %s", f->what);
		n = snprintf(buf + *at, size - *at, " %s", f->names[v]);
		break;
	default:
		v = load(m, f);
		if (f->kind == K_VERSION ? v != PROTO_VERSION
		    : v < f->min || v > f->max)
			return err_set(e, "cannot send a bad %s", f->what);
		n = snprintf(buf + *at, size - *at, " %" PRIu64, v);
		break;
	}
	if (n < 0 || (size_t)n >= size - *at)
		return err_set(e, "message too long");
	*at += (size_t)n;
	return 0;
}

int
proto_format(const struct proto_msg *m, char *buf, size_t size, mg_err *e)
{
	const struct msgdef *d;
	size_t at, i;

	if (m->type >= PROTO_TYPES)
		return err_set(e, "cannot send message type %u", m->type);
	d = &defs[m->type];
	at = strlen(d->word);
	if (size < at + 2)
		return err_set(e, "message too long");
	memcpy(buf, d->word, at + 1);
	for (i = 0; i < 6 && d->f[i].kind != K_NONE; i++)
		if (format_field(&d->f[i], m, buf, size, &at, e) != 0)
			return -1;
	if (at + 1 >= size || at + 1 > PROTO_LINE_MAX)
		return err_set(e, "message too long");
	buf[at++] = '\n';
	buf[at] = '\0';
	return (int)at;
}

bool
proto_from_client(unsigned type)
{
	return type <= PROTO_PING;
}

const char *
proto_type_name(unsigned type)
{
	return type < PROTO_TYPES ? defs[type].word : "?";
}

const char *
proto_room_state_name(unsigned state)
{
	return state < sizeof room_names / sizeof room_names[0]
	    ? room_names[state] : "?";
}

const char *
proto_racer_state_name(unsigned state)
{
	return state < sizeof racer_names / sizeof racer_names[0]
	    ? racer_names[state] : "?";
}
