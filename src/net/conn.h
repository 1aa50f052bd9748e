/* conn.h - one non-blocking stream socket with bounded buffers.
 *
 * Both ends of a race talk through one of these: input is kept until a
 * whole line is there (never more than CONN_IN_MAX bytes), output waits
 * in a queue of at most a fixed size.  Nothing here ever blocks: reads
 * and writes take what the socket gives now, and a peer that would make
 * a buffer overflow is refused, so the caller can drop it.
 */
#ifndef MAZEGAME_NET_CONN_H
#define MAZEGAME_NET_CONN_H

#include <stdbool.h>
#include <stddef.h>

#include "base/err.h"
#include "net/proto.h"

#define CONN_IN_MAX (2 * PROTO_LINE_MAX)

/* One connection.  fd is -1 once closed. */
struct conn {
	int fd;
	char in[CONN_IN_MAX];
	size_t in_len;         /* bytes in in */
	size_t in_used;        /* bytes of in already handed out as lines */
	char *out;             /* owned queue */
	size_t out_start, out_len, out_cap, out_max;
	bool eof;              /* the peer will send no more */
};

/* Takes over fd (made non-blocking here) with an output queue of at
 * most out_max bytes.  Returns 0, or -1 with a message (fd is then
 * closed). */
int conn_init(struct conn *c, int fd, size_t out_max, mg_err *e);

/* Closes the socket and frees the queue; a closed conn is fine. */
void conn_close(struct conn *c);

/* Reads what the socket holds now, as far as the input buffer has room.
 * Returns 0, or -1 with a message on a read error (a reset).  End of
 * file sets c->eof. */
int conn_read(struct conn *c, mg_err *e);

/* Hands out the next whole line (without '\n') in *line, *len, valid
 * until the next conn_read.  Returns 1 for a line, 0 when none is
 * complete yet, -1 with a message for a line over PROTO_LINE_MAX. */
int conn_line(struct conn *c, const char **line, size_t *len, mg_err *e);

/* Queues len bytes.  Returns 0, or -1 with a message when the queue
 * would pass its limit (the peer is not reading) or memory ran out. */
int conn_queue(struct conn *c, const char *data, size_t len, mg_err *e);

/* Formats m and queues it, as conn_queue. */
int conn_send(struct conn *c, const struct proto_msg *m, mg_err *e);

/* Forgets every byte still queued. */
void conn_discard(struct conn *c);

/* Writes as much of the queue as the socket takes now.  Returns 0, or
 * -1 with a message when the peer is gone. */
int conn_flush(struct conn *c, mg_err *e);

/* Returns whether output is waiting (poll for POLLOUT then). */
bool conn_pending(const struct conn *c);

#endif
