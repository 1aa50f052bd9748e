/* fast_clock.c - a test's stand-in for the game's clock, loaded with
 * LD_PRELOAD: MG_TEST_CLOCK_SPEED=N makes the monotonic clock run N
 * times as fast as the real one (1 to 1000), and every wait the game
 * asks for, poll(2)'s timeout and nanosleep(2)'s span, N times as short.
 * Every time in the game comes from that one clock (base/clock.c: the
 * race's call, the countdown, the watch's pace, idle timeouts, the
 * hello deadline, the lock's wait), so a test of a 60-second call takes
 * six seconds at N = 10, through the real binary.  The clock of every
 * process is the real one times N, not counted from the process's own
 * start, so that the processes of one race agree.  The wall clock
 * (CLOCK_REALTIME: dates, the day's maze) is left alone.  Not part of
 * the game. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* Returns N, or 1 when MG_TEST_CLOCK_SPEED is unset or out of range. */
static uint64_t
speed(void)
{
	static uint64_t n;

	if (n == 0) {
		const char *env = getenv("MG_TEST_CLOCK_SPEED");
		long v = env != NULL ? strtol(env, NULL, 10) : 1;

		n = v >= 1 && v <= 1000 ? (uint64_t)v : 1;
	}
	return n;
}

/* Finds the next definition of name, or ends the process. */
static void *
next(const char *name)
{
	void *f = dlsym(RTLD_NEXT, name);

	if (f == NULL)
		abort();
	return f;
}

int
clock_gettime(clockid_t id, struct timespec *ts)
{
	static int (*real)(clockid_t, struct timespec *);
	uint64_t ns;
	int rc;

	if (real == NULL)
		*(void **)&real = next("clock_gettime");
	rc = real(id, ts);
	if (rc != 0 || (id != CLOCK_MONOTONIC && id != CLOCK_MONOTONIC_RAW
	    && id != CLOCK_MONOTONIC_COARSE && id != CLOCK_BOOTTIME))
		return rc;
	ns = ((uint64_t)ts->tv_sec * 1000000000u + (uint64_t)ts->tv_nsec) * speed();
	ts->tv_sec = (time_t)(ns / 1000000000u);
	ts->tv_nsec = (long)(ns % 1000000000u);
	return 0;
}

int
poll(struct pollfd *fds, nfds_t n, int timeout)
{
	static int (*real)(struct pollfd *, nfds_t, int);

	if (real == NULL)
		*(void **)&real = next("poll");
	/* A wait is shortened, never made nothing: 1 ms at least. */
	if (timeout > 0)
		timeout = (int)(((uint64_t)timeout + speed() - 1) / speed());
	return real(fds, n, timeout);
}

int
nanosleep(const struct timespec *want, struct timespec *left)
{
	static int (*real)(const struct timespec *, struct timespec *);
	struct timespec t;
	uint64_t ns;

	if (real == NULL)
		*(void **)&real = next("nanosleep");
	if (want == NULL || want->tv_nsec < 0 || want->tv_nsec >= 1000000000L
	    || want->tv_sec < 0)
		return real(want, left);
	ns = ((uint64_t)want->tv_sec * 1000000000u + (uint64_t)want->tv_nsec) / speed();
	t.tv_sec = (time_t)(ns / 1000000000u);
	t.tv_nsec = (long)(ns % 1000000000u);
	return real(&t, left);
}
