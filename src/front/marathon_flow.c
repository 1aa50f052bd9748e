/* marathon_flow.c - a marathon between screens: r, n and q on its
 * result, what its mazes refuse, its end kept. */
#include "config.h"

#include "app/session_marathon.h"
#include "front/marathon_flow.h"

enum marathon_step
marathon_flow_result(struct session *s, enum cmd c)
{
	if (!s->marathon_on)
		return MARATHON_NOT_MINE;
	switch (c) {
	case CMD_RESTART:
		return MARATHON_STAY;   /* a maze of a marathon is played once */
	case CMD_NEW:
		if (s->mr.over)
			return MARATHON_STAY;
		session_marathon_next(s);
		return MARATHON_NEXT;
	case CMD_QUIT:
		/* Between mazes, q ends the marathon where it stands. */
		return MARATHON_END;
	default:
		return MARATHON_NOT_MINE;
	}
}

bool
marathon_flow_refuses(const struct session *s, enum cmd c)
{
	return s->marathon_on && (c == CMD_RESTART || c == CMD_NEW);
}

bool
marathon_flow_end(struct session *s, const char *player, int64_t now,
    struct notices *kept)
{
	mg_err e;

	if (!s->marathon_on || session_marathon_end(s, player, now, &e) == 0)
		return false;
	notices_keep(kept, e.msg);
	return e.code != MG_EDAMAGED;
}
