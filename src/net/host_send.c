/* host_send.c - the host's outgoing side: a line to one peer or to the
 * whole room, and a peer marked for dropping when its queue overflows.
 * It calls nothing else of the host, so every part may use it. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "net/host_int.h"

/* Marks p to be dropped for reason (the first reason wins). */
void
host_doom(struct host_peer *p, bool quiet, const char *reason)
{
	if (p->drop[0] != '\0' || p->closing)
		return;
	snprintf(p->drop, sizeof p->drop, "%.*s", (int)sizeof p->drop - 1,
	    reason);
	p->quiet = quiet;
}

void
host_send_one(struct host *h, struct host_peer *p, const struct proto_msg *m)
{
	mg_err e;

	(void)h;
	if (p->drop[0] == '\0' && conn_send(&p->c, m, &e) != 0)
		host_doom(p, false, e.msg);
}

void
host_send_all(struct host *h, const struct proto_msg *m)
{
	mg_err e;
	size_t i;

	if (race_apply(&h->race, m, &e) != 0)
		race_notice(&h->race, _("host: %s"), e.msg);
	for (i = 0; i < h->npeers; i++)
		if (h->peer[i]->id >= 0)
			host_send_one(h, h->peer[i], m);
}
