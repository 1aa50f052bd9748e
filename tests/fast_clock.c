/* fast_clock.c - a test's stand-in for the game's clock, loaded with
 * LD_PRELOAD: MG_TEST_CLOCK_SPEED=N makes the monotonic clock run N
 * times as fast as the real one (1 to 1000), and every wait the game
 * asks for, poll(2)'s timeout and nanosleep(2)'s span, N times as short;
 * MG_TEST_CLOCK_SPEED=1/N makes it N times as slow (N up to 100), so
 * that a test of how long something lasts is not undone by a busy
 * machine's delays, which count N times less on the game's clock.
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
#include <limits.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* The clock's rate as a fraction, num / den: N / 1 or 1 / N, or 1 / 1
 * when MG_TEST_CLOCK_SPEED is unset or out of range. */
static uint64_t num, den;

static void
rate(void)
{
	const char *env = getenv("MG_TEST_CLOCK_SPEED");
	char *end = NULL;
	long v;

	num = den = 1;
	if (env == NULL)
		return;
	v = strtol(env, &end, 10);
	if (v == 1 && end[0] == '/') {
		v = strtol(end + 1, &end, 10);
		if (*end == '\0' && v >= 1 && v <= 100)
			den = (uint64_t)v;
	} else if (*end == '\0' && v >= 1 && v <= 1000)
		num = (uint64_t)v;
}

/* t on the game's clock (scaled by num / den). */
static uint64_t
game(uint64_t t)
{
	if (num == 0)
		rate();
	return t * num / den;
}

/* A wait of t on the game's clock, in real time: never made nothing when
 * it was something (1 unit at least). */
static uint64_t
real_wait(uint64_t t)
{
	if (num == 0)
		rate();
	return t == 0 ? 0 : (t * den + num - 1) / num;
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
	ns = game((uint64_t)ts->tv_sec * 1000000000u + (uint64_t)ts->tv_nsec);
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
	if (timeout > 0) {
		uint64_t t = real_wait((uint64_t)timeout);

		timeout = t > INT_MAX ? INT_MAX : (int)t;
	}
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
	ns = real_wait((uint64_t)want->tv_sec * 1000000000u + (uint64_t)want->tv_nsec);
	t.tv_sec = (time_t)(ns / 1000000000u);
	t.tv_nsec = (long)(ns % 1000000000u);
	return real(&t, left);
}
