/* check_signals.c - the signals a front end's loop answers
 * (front/signals.c): a quit and Ctrl-Z leave flags, a resize runs the
 * handler that was there before, each wakes the wait through a pipe
 * that never blocks the handler.  Every test puts back the actions it
 * found, so the suite also runs in one process (CK_FORK=no). */
#include "config.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>

#include "front/signals.h"
#include "suites.h"

static const int touched[] = { SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE,
	SIGXFSZ, SIGTSTP, SIGWINCH };
#define N_TOUCHED (sizeof touched / sizeof touched[0])
static struct sigaction saved[N_TOUCHED];

static void
save_actions(void)
{
	size_t i;

	for (i = 0; i < N_TOUCHED; i++)
		sigaction(touched[i], NULL, &saved[i]);
}

static void
restore_actions(void)
{
	size_t i;

	for (i = 0; i < N_TOUCHED; i++)
		sigaction(touched[i], &saved[i], NULL);
}

/* Whether the wake pipe is readable now (no waiting). */
static bool
readable(void)
{
	struct pollfd p = { signals_wake_fd(), POLLIN, 0 };

	return poll(&p, 1, 0) == 1 && (p.revents & POLLIN);
}

/* Takes whatever wakes are pending, as the loop's wait does. */
static void
drain(void)
{
	struct pollfd p = { signals_wake_fd(), POLLIN, 0 };

	if (poll(&p, 1, 0) == 1)
		signals_woken(p.revents);
}

static void
set_handler(int sig, void (*h)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = h;
	sigaction(sig, &sa, NULL);
}

/* Each quit signal is kept as the last one that came, and wakes the
 * wait; the wait is emptied by being told it woke, and not before. */
START_TEST(test_quit)
{
	static const int quits[] = { SIGINT, SIGTERM, SIGQUIT, SIGHUP };
	size_t i;

	set_handler(SIGHUP, SIG_DFL);
	signals_install();
	ck_assert_int_ge(signals_wake_fd(), 0);
	drain();
	for (i = 0; i < sizeof quits / sizeof quits[0]; i++) {
		ck_assert(!readable());
		raise(quits[i]);
		ck_assert_int_eq(signals_quit(), quits[i]);
		ck_assert(readable());
		/* What poll said of something else does not empty it. */
		ck_assert(!signals_woken(0));
		ck_assert(readable());
		ck_assert(signals_woken(POLLIN));
		ck_assert(!readable());
	}
}
END_TEST

/* A wait must wake up: no handler asks for restarted calls. */
START_TEST(test_no_restart)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGQUIT, SIGTSTP, SIGWINCH };
	struct sigaction sa;
	size_t i;

	signals_install();
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
		ck_assert_int_eq(sigaction(sigs[i], NULL, &sa), 0);
		ck_assert_msg(!(sa.sa_flags & SA_RESTART), "signal %d restarts", sigs[i]);
		ck_assert_msg(sa.sa_handler != SIG_DFL && sa.sa_handler != SIG_IGN,
		    "signal %d not caught", sigs[i]);
	}
}
END_TEST

/* Under nohup a hang-up stays ignored; broken pipes and file size
 * limits make a write fail instead of ending the game. */
START_TEST(test_ignored)
{
	struct sigaction sa;

	set_handler(SIGHUP, SIG_IGN);
	signals_install();
	sigaction(SIGHUP, NULL, &sa);
	ck_assert(sa.sa_handler == SIG_IGN);
	sigaction(SIGPIPE, NULL, &sa);
	ck_assert(sa.sa_handler == SIG_IGN);
	sigaction(SIGXFSZ, NULL, &sa);
	ck_assert(sa.sa_handler == SIG_IGN);
}
END_TEST

/* Ctrl-Z does not stop the process at once: it asks, once, and wakes
 * the wait; the front end stops itself when the terminal is put back. */
START_TEST(test_stop)
{
	signals_install();
	drain();
	ck_assert(!signals_take_stop());
	raise(SIGTSTP);
	ck_assert(readable());
	ck_assert(signals_take_stop());
	ck_assert(!signals_take_stop());
	drain();
}
END_TEST

static volatile sig_atomic_t plain_calls, info_calls, info_sig;

static void
plain_winch(int sig)
{
	(void)sig;
	plain_calls++;
}

static void
info_winch(int sig, siginfo_t *info, void *ctx)
{
	(void)info;
	(void)ctx;
	info_sig = sig;
	info_calls++;
}

/* A resize runs the handler that was there before ours (curses' notes
 * the new size), of either kind, and wakes the wait; installing again
 * keeps one of ours in front, not ours in front of ours. */
START_TEST(test_resize)
{
	struct sigaction sa;

	set_handler(SIGWINCH, plain_winch);
	plain_calls = 0;
	signals_install();
	signals_install();
	drain();
	raise(SIGWINCH);
	ck_assert_int_eq(plain_calls, 1);
	ck_assert(readable());
	drain();

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_SIGINFO;
	sa.sa_sigaction = info_winch;
	sigaction(SIGWINCH, &sa, NULL);
	info_calls = 0;
	signals_install();
	raise(SIGWINCH);
	ck_assert_int_eq(info_calls, 1);
	ck_assert_int_eq(info_sig, SIGWINCH);
	ck_assert_int_eq(plain_calls, 1);
	ck_assert(readable());
	drain();

	/* None before ours (the default): ours alone, still awake. */
	set_handler(SIGWINCH, SIG_DFL);
	signals_install();
	raise(SIGWINCH);
	ck_assert(readable());
	drain();
}
END_TEST

/* The pipe neither blocks a handler when full (more signals than it
 * holds bytes) nor leaks into a program the game starts. */
START_TEST(test_pipe)
{
	int i, fd, holds = 65536;

	signals_install();
	fd = signals_wake_fd();
	ck_assert(fcntl(fd, F_GETFD) & FD_CLOEXEC);
	ck_assert(fcntl(fd, F_GETFL) & O_NONBLOCK);
#ifdef F_GETPIPE_SZ
	if (fcntl(fd, F_GETPIPE_SZ) > 0)
		holds = fcntl(fd, F_GETPIPE_SZ);
#endif
	drain();
	for (i = 0; i < holds + 16; i++)
		raise(SIGWINCH);
	ck_assert(readable());
	ck_assert(signals_woken(POLLIN));
	ck_assert(!readable());
}
END_TEST

Suite *
signals_suite(void)
{
	Suite *su = suite_create("signals");
	TCase *tc;

	tc = tcase_create("quit");
	tcase_add_checked_fixture(tc, save_actions, restore_actions);
	tcase_add_test(tc, test_quit);
	tcase_add_test(tc, test_no_restart);
	tcase_add_test(tc, test_ignored);
	suite_add_tcase(su, tc);
	tc = tcase_create("stop");
	tcase_add_checked_fixture(tc, save_actions, restore_actions);
	tcase_add_test(tc, test_stop);
	suite_add_tcase(su, tc);
	tc = tcase_create("resize");
	tcase_add_checked_fixture(tc, save_actions, restore_actions);
	tcase_add_test(tc, test_resize);
	tcase_add_test(tc, test_pipe);
	suite_add_tcase(su, tc);
	return su;
}
