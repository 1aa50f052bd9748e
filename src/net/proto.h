/* proto.h - the racing protocol: short text lines, one parser.
 *
 * Every message is one line of printable ASCII words separated by single
 * spaces and ended by '\n', at most PROTO_LINE_MAX bytes with the
 * newline.  A client opens with "mazegame-race 2 ROLE"; the host answers
 * "welcome" (or "error TEXT" and closes).  Clients send moves, never
 * positions; the host sends what is true.  The one parser here refuses
 * anything that is not exactly one of the messages, so the rest of
 * the program sees only tagged, range-checked values.
 *
 * The messages, both ways, are written down once, in proto.c's table;
 * src/net/README lists them with what they mean.  Version 2 adds
 * "shape" and the moves by a shape's way words ("step ne", "dash ne").
 *
 * "shut" says, in words a program can read, why the host refuses a
 * peer; an "error TEXT" for people follows it, and the host closes.
 */
#ifndef MAZEGAME_NET_PROTO_H
#define MAZEGAME_NET_PROTO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "net/proto_words.h"

#define PROTO_VERSION 2         /* spoken, and sent in hello */
#define PROTO_VERSION_MIN 1     /* the oldest taken: square rooms only */
#define PROTO_MAGIC "mazegame-race"
#define PROTO_LINE_MAX 256      /* bytes in a line, '\n' included */
#define PROTO_ID_MAX 255        /* racer ids are 0 to this */
#define PROTO_COLOURS 8         /* colour indexes are 0 to this - 1 */
/* A position's row: CELL / W, which for a shape whose cells are not
 * rows of W (a circle's rings) goes as far as the cells a maze may
 * have (maze.h's MAZE_MAX_CELLS); the cell is checked against the
 * room's maze. */
#define PROTO_ROW_MAX ((UINT32_C(1) << 27) - 1)

/* The messages. */
enum proto_type {
	PROTO_HELLO,
	PROTO_MOVE_N, PROTO_MOVE_E, PROTO_MOVE_S, PROTO_MOVE_W,
	PROTO_START, PROTO_ASSIST, PROTO_QUIT, PROTO_PING,
	PROTO_RUN,
	PROTO_WELCOME, PROTO_RACER, PROTO_MAZE, PROTO_COUNT, PROTO_GO,
	PROTO_POS, PROTO_FINISH, PROTO_LEFT, PROTO_RESULTS, PROTO_REMATCH,
	PROTO_PONG, PROTO_ERROR, PROTO_INFO, PROTO_SHUT,
	PROTO_STEP, PROTO_DASH, PROTO_SHAPE,
	PROTO_VISIT,
	PROTO_TYPES
};

/* Why a host refuses a peer (shut). */
enum proto_shut { PROTO_SHUT_PRIVATE, PROTO_SHUT_FULL, PROTO_SHUTS };

/* Why a client connects (hello). */
enum proto_role { PROTO_ROLE_RACE, PROTO_ROLE_WATCH, PROTO_ROLE_LIST };

/* One message; only the fields of its type mean anything, the others
 * are zero.  Enums are kept as unsigned. */
struct proto_msg {
	unsigned type;            /* enum proto_type */
	unsigned version;         /* hello: PROTO_VERSION_MIN to PROTO_VERSION */
	unsigned role;            /* hello: enum proto_role */
	unsigned dir;             /* run: enum dir */
	unsigned id;              /* welcome racer pos finish left */
	unsigned state;           /* welcome info: room; racer: racer state;
	                           * shut: enum proto_shut */
	unsigned session;         /* racer: 1 for "ann", 2 for "ann (2)"... */
	unsigned colour;          /* racer */
	unsigned n;               /* count: 1-9; info: racers */
	unsigned place;           /* finish: 1 is first */
	bool assisted;            /* finish */
	uint32_t w, h;            /* maze */
	uint32_t row, col;        /* pos */
	uint64_t seed;            /* maze */
	uint64_t moves, ms;       /* pos finish */
	char room[PROTO_NAME_MAX + 1];    /* welcome info shut */
	char login[PROTO_NAME_MAX + 1];   /* racer; info: the host's;
	                                   * visit: the visitor's name */
	char tag[PROTO_TAG_MAX + 1];      /* racer */
	char algo[PROTO_WORD_MAX + 1];    /* maze */
	char diff[PROTO_WORD_MAX + 1];    /* maze */
	char text[PROTO_TEXT_MAX + 1];    /* error */
	char way[PROTO_WORD_MAX + 1];     /* step dash: a way word */
	char shape[PROTO_WORD_MAX + 1];   /* shape: its name */
	unsigned shape_k;                 /* shape: its number, 0 for none */
};

/* Clears m and sets its type. */
void proto_init(struct proto_msg *m, enum proto_type type);

/* Parses one line of len bytes, without its '\n', into m.  Returns 0, or
 * -1 with a message (bad word, number, version, length, a control byte
 * or NUL) and m cleared. */
int proto_parse(const char *line, size_t len, struct proto_msg *m,
    mg_err *e);

/* Writes m as one line with its '\n' (and a NUL after it) into buf.
 * Returns the line's length without the NUL, or -1 with a message when
 * m holds a value the parser would refuse or buf is too small. */
int proto_format(const struct proto_msg *m, char *buf, size_t size,
    mg_err *e);

/* Returns whether a client may send a message of this type (the
 * table's word, not the order of enum proto_type). */
bool proto_from_client(unsigned type);

/* Returns the word of a message type ("pos"), or "?". */
const char *proto_type_name(unsigned type);

#endif
