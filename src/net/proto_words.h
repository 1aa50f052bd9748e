/* proto_words.h - the words of the racing protocol: which bytes a name
 * may hold, and the states with their names. */
#ifndef MAZEGAME_NET_PROTO_WORDS_H
#define MAZEGAME_NET_PROTO_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#define PROTO_NAME_MAX 32       /* a room or login name */
#define PROTO_TAG_MAX 2         /* a racer's letters on the maze */
#define PROTO_WORD_MAX 23       /* an algorithm or difficulty name */
#define PROTO_TEXT_MAX 200      /* an error's text */

/* Where the room is. */
enum proto_room_state {
	PROTO_ROOM_LOBBY, PROTO_ROOM_COUNTDOWN, PROTO_ROOM_RACE,
	PROTO_ROOM_RESULTS, PROTO_ROOM_STATES
};

/* Where one racer is. */
enum proto_racer_state {
	PROTO_RACER_READY,      /* in the lobby, races the next one */
	PROTO_RACER_RACING,
	PROTO_RACER_FINISHED,
	PROTO_RACER_WATCHING,   /* joined mid-race: races the next one */
	PROTO_RACER_SPECTATOR,  /* only watches */
	PROTO_RACER_LEFT,
	PROTO_RACER_STATES
};

/* Kinds of word. */
enum proto_word {
	PROTO_W_ROOM,    /* [A-Za-z0-9_] then also . and - */
	PROTO_W_LOGIN,   /* [A-Za-z0-9_.@$] then also - */
	PROTO_W_TAG,     /* [A-Za-z0-9] */
	PROTO_W_NAME,    /* [a-z0-9] then also -: algorithms, difficulties */
	PROTO_W_TEXT     /* printable ASCII and spaces */
};

/* The words of the room states and the racer states, by enum value. */
extern const char *const proto_room_states[];
extern const char *const proto_racer_states[];

/* Returns the longest word of kind k. */
size_t proto_word_max(enum proto_word k);

/* Returns whether the len bytes at s are a word of kind k (1 to
 * proto_word_max(k) bytes). */
bool proto_word_ok(enum proto_word k, const char *s, size_t len);

/* Returns whether s is a good room name. */
bool proto_room_name_ok(const char *s);

/* Returns whether s is a login name the protocol carries. */
bool proto_login_ok(const char *s);

/* Returns the word of a room state ("lobby"), or "?". */
const char *proto_room_state_name(unsigned state);

/* Returns the word of a racer state ("racing"), or "?". */
const char *proto_racer_state_name(unsigned state);

#endif
