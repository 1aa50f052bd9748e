/* slow_poll.c - a test's stand-in for poll(2), loaded with LD_PRELOAD:
 * it sleeps MG_TEST_POLL_DELAY_MS milliseconds before each wait (a
 * poll with a timeout; curses looks with none), so a
 * signal sent in that time comes while the program is busy, not while
 * it waits.  sizes.sh uses it to resize the terminal just before the
 * game waits for a key: the game must still wake and draw the new
 * size (a resize that came between two waits was seen only at the
 * next key).  Not part of the game. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <time.h>

int
poll(struct pollfd *fds, nfds_t n, int timeout)
{
	static int (*real)(struct pollfd *, nfds_t, int);
	const char *env = getenv("MG_TEST_POLL_DELAY_MS");
	long ms = env != NULL ? strtol(env, NULL, 10) : 0;
	struct timespec left;
	int e = errno;

	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "poll");
	if (real == NULL)
		abort();
	if (ms > 0 && ms < 60000 && timeout != 0) {
		left.tv_sec = ms / 1000;
		left.tv_nsec = ms % 1000 * 1000000L;
		/* A signal's handler runs, then the sleep goes on. */
		while (nanosleep(&left, &left) != 0 && errno == EINTR)
			;
		errno = e;
	}
	return real(fds, n, timeout);
}
