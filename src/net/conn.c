/* conn.c - a non-blocking line connection with bounded buffers. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/i18n.h"
#include "net/conn.h"

int
conn_init(struct conn *c, int fd, size_t out_max, mg_err *e)
{
	int fl = fcntl(fd, F_GETFL);

	memset(c, 0, sizeof *c);
	c->fd = -1;
	if (fl == -1 || fcntl(fd, F_SETFL, fl | O_NONBLOCK) == -1) {
		err_set(e, _("cannot make a socket non-blocking: %s"),
		    strerror(errno));
		close(fd);
		return -1;
	}
	c->fd = fd;
	c->out_max = out_max;
	return 0;
}

void
conn_close(struct conn *c)
{
	if (c->fd != -1)
		close(c->fd);
	c->fd = -1;
	free(c->out);
	c->out = NULL;
	c->out_start = c->out_len = c->out_cap = 0;
	c->in_len = c->in_used = 0;
}

int
conn_read(struct conn *c, mg_err *e)
{
	ssize_t n;

	/* Lines handed out are dropped only now, so they stay valid
	 * until this call. */
	if (c->in_used > 0) {
		memmove(c->in, c->in + c->in_used, c->in_len - c->in_used);
		c->in_len -= c->in_used;
		c->in_used = 0;
	}
	if (c->fd == -1 || c->eof || c->in_len == sizeof c->in)
		return 0;
	n = read(c->fd, c->in + c->in_len, sizeof c->in - c->in_len);
	if (n > 0)
		c->in_len += (size_t)n;
	else if (n == 0)
		c->eof = true;
	else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
		c->eof = true;
		return err_set(e, _("%s"), strerror(errno));
	}
	return 0;
}

int
conn_line(struct conn *c, const char **line, size_t *len, mg_err *e)
{
	const char *start = c->in + c->in_used;
	size_t have = c->in_len - c->in_used;
	const char *nl = memchr(start, '\n', have);

	if (nl == NULL) {
		if (have >= PROTO_LINE_MAX)
			return err_set(e, _("line too long (over %d bytes)"),
			    PROTO_LINE_MAX);
		return 0;
	}
	if ((size_t)(nl - start) + 1 > PROTO_LINE_MAX)
		return err_set(e, _("line too long (over %d bytes)"),
		    PROTO_LINE_MAX);
	*line = start;
	*len = (size_t)(nl - start);
	c->in_used += *len + 1;
	return 1;
}

int
conn_queue(struct conn *c, const char *data, size_t len, mg_err *e)
{
	if (c->out_len + len > c->out_max)
		return err_set(e, _("not reading (bytes waiting: %zu)"), c->out_len);
	if (c->out_start + c->out_len + len > c->out_cap) {
		if (c->out_start > 0) {
			memmove(c->out, c->out + c->out_start, c->out_len);
			c->out_start = 0;
		}
		if (c->out_len + len > c->out_cap) {
			size_t cap = c->out_cap ? c->out_cap : 1024;
			char *p;

			while (cap < c->out_len + len)
				cap *= 2;
			if (cap > c->out_max)
				cap = c->out_max;
			p = mg_reallocarray(c->out, cap, 1, e);
			if (p == NULL)
				return -1;
			c->out = p;
			c->out_cap = cap;
		}
	}
	memcpy(c->out + c->out_start + c->out_len, data, len);
	c->out_len += len;
	return 0;
}

int
conn_send(struct conn *c, const struct proto_msg *m, mg_err *e)
{
	char buf[PROTO_LINE_MAX + 1];
	int n = proto_format(m, buf, sizeof buf, e);

	if (n < 0)
		return -1;
	return conn_queue(c, buf, (size_t)n, e);
}

void
conn_discard(struct conn *c)
{
	c->out_start = c->out_len = 0;
}

int
conn_flush(struct conn *c, mg_err *e)
{
	while (c->out_len > 0 && c->fd != -1) {
		ssize_t n = send(c->fd, c->out + c->out_start, c->out_len,
		    MSG_NOSIGNAL | MSG_DONTWAIT);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				return 0;
			return err_set(e, _("%s"), strerror(errno));
		}
		c->out_start += (size_t)n;
		c->out_len -= (size_t)n;
	}
	if (c->out_len == 0)
		c->out_start = 0;
	return 0;
}

bool
conn_pending(const struct conn *c)
{
	return c->fd != -1 && c->out_len > 0;
}
