/* room.c - rooms as abstract Unix sockets; peers named by the kernel. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "net/room.h"

/* Fills sa with the abstract address of room name; returns its length,
 * or 0 with a message for a bad name. */
static socklen_t
address(const char *name, struct sockaddr_un *sa, mg_err *e)
{
	size_t len;

	if (!proto_room_name_ok(name)) {
		err_set(e, _("bad room name '%.40s' (1 to %d of A-Z a-z 0-9 . _ -)"),
		    name, PROTO_NAME_MAX);
		return 0;
	}
	memset(sa, 0, sizeof *sa);
	sa->sun_family = AF_UNIX;
	len = strlen(ROOM_PREFIX) + strlen(name);
	/* sun_path[0] stays '\0': the abstract namespace. */
	memcpy(sa->sun_path + 1, ROOM_PREFIX, strlen(ROOM_PREFIX));
	memcpy(sa->sun_path + 1 + strlen(ROOM_PREFIX), name, strlen(name));
	return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + len);
}

/* Makes a non-blocking socket for room name and fills *sa and *len
 * with the room's address.  Returns the socket, or -1 with a message
 * (a bad name, no socket) and errno's reason in *why. */
static int
room_socket(const char *name, struct sockaddr_un *sa, socklen_t *len,
    int *why, mg_err *e)
{
	int fd;

	*why = EINVAL;
	*len = address(name, sa, e);
	if (*len == 0)
		return -1;
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd == -1) {
		*why = errno;
		return err_set(e, _("cannot make a socket: %s"), strerror(errno));
	}
	return fd;
}

int
room_listen(const char *name, mg_err *e)
{
	struct sockaddr_un sa;
	socklen_t len;
	int why, fd = room_socket(name, &sa, &len, &why, e);

	if (fd == -1)
		return -1;
	if (bind(fd, (struct sockaddr *)&sa, len) == -1) {
		int saved = errno;

		close(fd);
		if (saved == EADDRINUSE)
			return err_set_code(e, MG_ELOCKED, _("room %s is hosted "
			    "already"), name);
		return err_set(e, _("cannot host room %s: %s"), name,
		    strerror(saved));
	}
	if (listen(fd, 64) == -1) {
		int saved = errno;

		close(fd);
		return err_set(e, _("cannot host room %s: %s"), name,
		    strerror(saved));
	}
	return fd;
}

int
room_connect(const char *name, int *why, mg_err *e)
{
	struct sockaddr_un sa;
	socklen_t len;
	int fd = room_socket(name, &sa, &len, why, e);

	if (fd == -1)
		return -1;
	if (connect(fd, (struct sockaddr *)&sa, len) == -1) {
		*why = errno;
		close(fd);
		if (*why == ECONNREFUSED)
			return err_set(e, _("no one hosts room %s"), name);
		if (*why == EAGAIN)
			return err_set(e, _("room %s is busy (its host does not "
			    "answer)"), name);
		return err_set(e, _("cannot join room %s: %s"), name,
		    strerror(*why));
	}
	*why = 0;
	return fd;
}

int
room_open(const char *name, bool *hosting, mg_err *e)
{
	int tries, fd, why;

	for (tries = 0; tries < 50; tries++) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };

		fd = room_connect(name, &why, e);
		if (fd != -1 || why != ECONNREFUSED) {
			*hosting = false;
			return fd;
		}
		fd = room_listen(name, e);
		if (fd != -1 || e == NULL || e->code != MG_ELOCKED) {
			*hosting = fd != -1;
			return fd;
		}
		/* Someone bound the name between our connect and our bind
		 * and is about to listen: ask again shortly. */
		nanosleep(&ts, NULL);
	}
	return err_set(e, _("room %s: its host neither answers nor goes away"),
	    name);
}

int
room_host(const char *name, mg_err *e)
{
	int tries, fd, why;

	for (tries = 0; tries < 50; tries++) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };
		char who[PROTO_NAME_MAX + 1];
		uid_t uid;
		pid_t pid;

		fd = room_listen(name, e);
		if (fd != -1 || e == NULL || e->code != MG_ELOCKED)
			return fd;
		fd = room_connect(name, &why, NULL);
		if (fd != -1) {
			/* Held: say by whom, and leave without a word (the
			 * host takes a peer gone before its hello quietly). */
			if (room_peer(fd, &uid, &pid, NULL) == 0)
				room_login(uid, who, sizeof who);
			else
				snprintf(who, sizeof who, "?");
			close(fd);
			/* TRANSLATORS: %1$s is the room's name, %2$s the
			 * login of the user who hosts it. */
			return err_set_code(e, MG_ELOCKED, _("room %1$s is hosted "
			    "by %2$s"), name, who);
		}
		/* Bound but not listening yet, or its host just died. */
		nanosleep(&ts, NULL);
	}
	return err_set(e, _("room %s: its host neither answers nor goes away"),
	    name);
}

/* Returns whether the word of len bytes at s, a path in /proc/net/unix,
 * names a room, and copies the name to out. */
static bool
room_path(const char *s, size_t len, char *out)
{
	size_t pre = strlen(ROOM_PREFIX);

	if (len < 2 + pre || len > 1 + pre + PROTO_NAME_MAX || s[0] != '@'
	    || memcmp(s + 1, ROOM_PREFIX, pre) != 0)
		return false;
	memcpy(out, s + 1 + pre, len - 1 - pre);
	out[len - 1 - pre] = '\0';
	return proto_room_name_ok(out);
}

/* Adds name to the sorted set names[0..n) of at most max (keeping the
 * first in order); returns the new n. */
static size_t
add_name(char (*names)[PROTO_NAME_MAX + 1], size_t n, size_t max,
    const char *name)
{
	size_t i;
	int c = 1;

	for (i = 0; i < n && (c = strcmp(names[i], name)) < 0; i++)
		;
	if ((i < n && c == 0) || i == max)
		return n;
	if (n == max)
		n--;         /* full: the last name makes room */
	memmove(names[i + 1], names[i], (n - i) * sizeof names[0]);
	memcpy(names[i], name, strlen(name) + 1);
	return n + 1;
}

size_t
room_names_parse(const char *text, size_t len,
    char (*names)[PROTO_NAME_MAX + 1], size_t max)
{
	const char *p = text, *end = text + len;
	size_t n = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *stop = nl != NULL ? nl : end, *w[8];
		size_t wl[8];
		int nw = 0;
		char name[PROTO_NAME_MAX + 1];

		/* Num RefCount Protocol Flags Type St Inode Path: a listening
		 * socket has flag __SO_ACCEPTCON (00010000). */
		while (p < stop && nw < 8) {
			while (p < stop && *p == ' ')
				p++;
			if (p == stop)
				break;
			w[nw] = p;
			while (p < stop && *p != ' ')
				p++;
			wl[nw] = (size_t)(p - w[nw]);
			nw++;
		}
		if (nw == 8 && p == stop && wl[3] == 8
		    && memcmp(w[3], "00010000", 8) == 0
		    && room_path(w[7], wl[7], name))
			n = add_name(names, n, max, name);
		p = stop + 1;
	}
	return n;
}

int
room_names(char (*names)[PROTO_NAME_MAX + 1], size_t max, mg_err *e)
{
	int fd = open("/proc/net/unix", O_RDONLY | O_CLOEXEC);
	char *buf = NULL, *p;
	size_t len = 0, cap = 0;
	ssize_t got;
	size_t n;

	if (fd == -1)
		return err_set(e, _("cannot list rooms: /proc/net/unix: %s"),
		    strerror(errno));
	for (;;) {
		if (cap - len < 4096) {
			cap = cap ? cap * 2 : 65536;
			p = mg_reallocarray(buf, cap, 1, NULL);
			if (p == NULL || cap > (size_t)64 << 20) {
				free(p != NULL ? p : buf);
				close(fd);
				return err_nomem(e);
			}
			buf = p;
		}
		got = read(fd, buf + len, cap - len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		len += (size_t)got;
	}
	close(fd);
	if (got < 0) {
		free(buf);
		return err_set(e, _("cannot list rooms: %s"), strerror(errno));
	}
	n = room_names_parse(buf, len, names, max);
	free(buf);
	return (int)n;
}

int
room_peer(int fd, uid_t *uid, pid_t *pid, mg_err *e)
{
	struct ucred cr;
	socklen_t len = sizeof cr;

	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cr, &len) == -1
	    || len != sizeof cr)
		return err_set(e, _("cannot tell who connected: %s"),
		    strerror(errno));
	*uid = cr.uid;
	*pid = cr.pid;
	return 0;
}

void
room_login(uid_t uid, char *buf, size_t size)
{
	struct passwd pw, *res = NULL;
	char tmp[4096];

	if (getpwuid_r(uid, &pw, tmp, sizeof tmp, &res) == 0 && res != NULL
	    && proto_login_ok(res->pw_name))
		snprintf(buf, size, "%s", res->pw_name);
	else
		snprintf(buf, size, "uid%lu", (unsigned long)uid);
}

int
room_acl_parse(struct room_acl *acl, const char *list, mg_err *e)
{
	const char *p = list;

	acl->n = 0;
	for (;;) {
		const char *comma = strchr(p, ',');
		size_t len = comma != NULL ? (size_t)(comma - p) : strlen(p);
		char name[PROTO_NAME_MAX + 1], tmp[4096];
		struct passwd pw, *res = NULL;

		if (len == 0 || len > PROTO_NAME_MAX)
			return err_set(e, _("--private: '%s' is not a list of "
			    "users"), list);
		memcpy(name, p, len);
		name[len] = '\0';
		if (!proto_login_ok(name))
			return err_set(e, _("--private: bad user name '%s'"), name);
		if (getpwnam_r(name, &pw, tmp, sizeof tmp, &res) != 0
		    || res == NULL)
			return err_set(e, _("--private: no user %s here"), name);
		if (acl->n == ROOM_ACL_MAX)
			return err_set(e, _("--private: more than %d users"),
			    ROOM_ACL_MAX);
		acl->uid[acl->n++] = res->pw_uid;
		if (comma == NULL)
			return 0;
		p = comma + 1;
	}
}

bool
room_acl_allows(const struct room_acl *acl, uid_t uid, uid_t host_uid)
{
	size_t i;

	if (acl->n == 0 || uid == host_uid)
		return true;
	for (i = 0; i < acl->n; i++)
		if (acl->uid[i] == uid)
			return true;
	return false;
}
