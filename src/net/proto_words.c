/* proto_words.c - what bytes each kind of word in the protocol holds. */
#include "config.h"

#include <string.h>

#include "net/proto_words.h"

const char *const proto_room_states[] = { "lobby", "countdown", "racing",
	"results" };
const char *const proto_racer_states[] = { "ready", "racing", "finished",
	"watching", "spectator", "left" };

/* Returns whether c may be in a word of kind k at position i. */
static bool
word_char(enum proto_word k, char c, size_t i)
{
	bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	    || (c >= '0' && c <= '9');

	switch (k) {
	case PROTO_W_ROOM:
		return alnum || c == '_' || (i > 0 && (c == '.' || c == '-'));
	case PROTO_W_LOGIN:
		return alnum || c == '_' || c == '.' || c == '@' || c == '$'
		    || (i > 0 && c == '-');
	case PROTO_W_TAG:
		return alnum;
	case PROTO_W_NAME:
		return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
		    || (i > 0 && c == '-');
	default:
		return c >= ' ' && c <= '~';
	}
}

size_t
proto_word_max(enum proto_word k)
{
	switch (k) {
	case PROTO_W_TAG: return PROTO_TAG_MAX;
	case PROTO_W_NAME: return PROTO_WORD_MAX;
	case PROTO_W_TEXT: return PROTO_TEXT_MAX;
	default: return PROTO_NAME_MAX;
	}
}

bool
proto_word_ok(enum proto_word k, const char *s, size_t len)
{
	size_t i;

	if (len == 0 || len > proto_word_max(k))
		return false;
	for (i = 0; i < len; i++)
		if (!word_char(k, s[i], i))
			return false;
	return true;
}

bool
proto_room_name_ok(const char *s)
{
	return proto_word_ok(PROTO_W_ROOM, s, strnlen(s, PROTO_NAME_MAX + 1));
}

bool
proto_login_ok(const char *s)
{
	return proto_word_ok(PROTO_W_LOGIN, s, strnlen(s, PROTO_NAME_MAX + 1));
}

const char *
proto_room_state_name(unsigned state)
{
	return state < PROTO_ROOM_STATES ? proto_room_states[state] : "?";
}

const char *
proto_racer_state_name(unsigned state)
{
	return state < PROTO_RACER_STATES ? proto_racer_states[state] : "?";
}
