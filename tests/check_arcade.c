/* check_arcade.c - who a visitor of the arcade is: sshd's line about
 * the key read strictly, every byte a stranger's (app/arcade.h). */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>

#include "app/arcade.h"
#include "app/arcade_room.h"
#include "networld.h"
#include "suites.h"

/* A key made for this test by ssh-keygen -t ed25519, and its id as
 * sha256sum says it of the decoded key (base64 -d | sha256sum). */
#define KEY "AAAAC3NzaC1lZDI1NTE5AAAAIAior7qyymzd5h45NOoc1DwEl8XYzpvDZeeM56CikB4X"
#define KEY_ID "663b0129a263522ae64a73e52d72cc1ff25204fd211f660d35f355187e5223e2"

static int
id_of(const char *text, char id[ARCADE_ID_LEN + 1], mg_err *e)
{
	return arcade_key_id(text, strlen(text), id, e);
}

/* The line sshd writes gives the key's SHA-256. */
START_TEST(test_key_id)
{
	char id[ARCADE_ID_LEN + 1];
	mg_err e = { "", 0 };

	ck_assert_msg(id_of("publickey ssh-ed25519 " KEY "\n", id, &e) == 0, "%s", e.msg);
	ck_assert_str_eq(id, KEY_ID);
}
END_TEST

/* Anything else is refused with words, and never read past its end. */
START_TEST(test_hostile)
{
	static const char *const bad[] = {
		"",
		"\n",
		"publickey\n",
		"publickey ssh-ed25519\n",
		"publickey ssh-ed25519 " KEY,                  /* no newline */
		"password\n",
		"keyboard-interactive\n",
		"publickey ssh-ed25519 " KEY "\npublickey ssh-ed25519 " KEY "\n",
		"publickey ssh-rsa " KEY "\n",                 /* not its type */
		"publickey ssh-ed25519 " KEY " comment\n",
		"publickey ssh-ed25519  " KEY "\n",
		"publickey ssh-ed25519 AAAA!AAA\n",
		"publickey ssh-ed25519 AAAAC3Nz\n",            /* too short */
		"publickey ssh-ed25519 ====\n",
		"publickey ../../etc " KEY "\n",
		"publickey ssh-ed25519 " KEY "\r\n",
		"Publickey ssh-ed25519 " KEY "\n",
	};
	char id[ARCADE_ID_LEN + 1];
	size_t k;

	for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		mg_err e = { "", 0 };

		ck_assert_msg(id_of(bad[k], id, &e) != 0, "taken: '%s'", bad[k]);
		ck_assert_msg(e.msg[0] != '\0', "no words for '%s'", bad[k]);
	}
}
END_TEST

/* A NUL inside, and a key longer than any sshd writes. */
START_TEST(test_nul_and_length)
{
	static const char nul[] = "publickey ssh-ed25519 AAAA\0C3NzaC1lZDI1NTE5\n";
	static char big[20000];
	char id[ARCADE_ID_LEN + 1];
	mg_err e = { "", 0 };
	int n;

	ck_assert(arcade_key_id(nul, sizeof nul - 1, id, &e) != 0);
	n = snprintf(big, sizeof big, "publickey ssh-ed25519 ");
	memset(big + n, 'A', sizeof big - (size_t)n - 2);
	big[sizeof big - 2] = '\n';
	big[sizeof big - 1] = '\0';
	ck_assert(arcade_key_id(big, strlen(big), id, &e) != 0);
}
END_TEST

/* Where a visitor's things go: under the account's home, by the id;
 * no SSH_USER_AUTH, no arcade. */
START_TEST(test_dirs)
{
	char data[512], config[512], path[] = "/tmp/check_arcade.XXXXXX";
	char id[ARCADE_ID_LEN + 1];
	mg_err e = { "", 0 };
	int fd = mkstemp(path);
	FILE *f;

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	fputs("publickey ssh-ed25519 " KEY "\n", f);
	fclose(f);
	ck_assert_msg(arcade_dirs(path, "/home/mg", id, data, config, sizeof data, &e) == 0, "%s", e.msg);
	ck_assert_str_eq(id, KEY_ID);
	ck_assert_str_eq(data, "/home/mg/.local/share/mazegame-arcade/" KEY_ID "/data");
	ck_assert_str_eq(config, "/home/mg/.local/share/mazegame-arcade/" KEY_ID "/config");
	ck_assert(arcade_dirs(NULL, "/home/mg", id, data, config, sizeof data, &e) != 0);
	ck_assert_msg(strstr(e.msg, "SSH_USER_AUTH") != NULL, "%s", e.msg);
	ck_assert(arcade_dirs(path, "relative", id, data, config, sizeof data, &e) != 0);
	ck_assert(arcade_dirs(path, "/home/mg", id, data, config, 40, &e) != 0);
	unlink(path);
	ck_assert(arcade_dirs(path, "/home/mg", id, data, config, sizeof data, &e) != 0);
}
END_TEST

/* Names: letters, digits, '-' and '_'; the first to claim one has it,
 * case aside; no login of this host; read back on the next visit. */
START_TEST(test_names)
{
	static const char *const good[] = { "Ann", "bob_2", "x", "a-b", "_x",
	    "ABCDEFGHIJKLMNOP" };
	static const char *const bad[] = { "", "-ann", "an n", "ann!", "añn",
	    "ABCDEFGHIJKLMNOPQ", "../x", "a/b", "a.b" };
	char home[] = "/tmp/check_arcade.XXXXXX", name[ARCADE_NAME_MAX + 1];
	char cmd[64];
	const char *ann = KEY_ID;
	const char *bob = "0000000000000000000000000000000000000000000000000000000000000000";
	mg_err e = { "", 0 };
	size_t k;

	for (k = 0; k < sizeof good / sizeof good[0]; k++)
		ck_assert_msg(arcade_name_ok(good[k]), "refused: %s", good[k]);
	for (k = 0; k < sizeof bad / sizeof bad[0]; k++)
		ck_assert_msg(!arcade_name_ok(bad[k]), "taken: %s", bad[k]);
	ck_assert_ptr_nonnull(mkdtemp(home));
	ck_assert_int_eq(arcade_name_of(home, ann, name, sizeof name, &e), 0);
	ck_assert_msg(arcade_name_claim(home, ann, "Ann", &e) == 0, "%s", e.msg);
	ck_assert_int_eq(arcade_name_of(home, ann, name, sizeof name, &e), 1);
	ck_assert_str_eq(name, "Ann");
	/* Hers again: fine; another's, in any case: taken. */
	ck_assert_msg(arcade_name_claim(home, ann, "Ann", &e) == 0, "%s", e.msg);
	ck_assert(arcade_name_claim(home, bob, "aNN", &e) != 0);
	ck_assert_msg(strstr(e.msg, "taken") != NULL, "%s", e.msg);
	ck_assert_int_eq(arcade_name_of(home, bob, name, sizeof name, &e), 0);
	/* A login of this host (root is one everywhere). */
	ck_assert(arcade_name_claim(home, bob, "Root", &e) != 0);
	ck_assert_msg(strstr(e.msg, "login") != NULL, "%s", e.msg);
	ck_assert(arcade_name_claim(home, bob, "../ann", &e) != 0);
	ck_assert_msg(arcade_name_claim(home, bob, "Bob", &e) == 0, "%s", e.msg);
	ck_assert_int_eq(arcade_name_of(home, bob, name, sizeof name, &e), 1);
	ck_assert_str_eq(name, "Bob");
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* Writes text to HOME/arcade.conf and reads the limits back. */
static int
limits_of(const char *home, const char *text, struct arcade_limits *l,
    mg_err *e)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof path, "%s/arcade.conf", home);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	return arcade_limits_read(home, l, e);
}

/* The host's limits: defaults without a file, each line read, a bad
 * line refused with its number; places taken up to the limit, and
 * freed with their descriptor; new names counted by the hour. */
START_TEST(test_limits)
{
	char home[] = "/tmp/check_arcade.XXXXXX", cmd[64];
	struct arcade_limits l;
	mg_err e = { "", 0 };
	int a, b, c;

	ck_assert_ptr_nonnull(mkdtemp(home));
	ck_assert_int_eq(arcade_limits_read(home, &l, &e), 0);
	ck_assert_uint_eq(l.visitors, ARCADE_VISITORS_DEFAULT);
	ck_assert_uint_eq(l.names_per_hour, ARCADE_NAMES_DEFAULT);
	ck_assert_int_eq(limits_of(home, "# mine\n\nvisitors = 3\n  names_per_hour=7  # a few\n", &l, &e), 0);
	ck_assert_uint_eq(l.visitors, 3);
	ck_assert_uint_eq(l.names_per_hour, 7);
	ck_assert_uint_eq(l.rooms, ARCADE_ROOMS_DEFAULT);
	ck_assert_int_eq(limits_of(home, "rooms = 9\n", &l, &e), 0);
	ck_assert_uint_eq(l.rooms, 9);
	ck_assert_uint_eq(l.visitors, ARCADE_VISITORS_DEFAULT);
	ck_assert(limits_of(home, "rooms = 10\n", &l, &e) != 0);
	ck_assert_msg(strstr(e.msg, "\"rooms = N\" (N from 1 to 9)") != NULL, "%s", e.msg);
	ck_assert(limits_of(home, "rooms = 0\n", &l, &e) != 0);
	ck_assert(limits_of(home, "visitors = 3\nvisitors = 0\n", &l, &e) != 0);
	ck_assert_msg(strstr(e.msg, "line 2") != NULL, "%s", e.msg);
	ck_assert(limits_of(home, "visitor = 3\n", &l, &e) != 0);
	ck_assert(limits_of(home, "visitors 3\n", &l, &e) != 0);
	ck_assert(limits_of(home, "visitors = 3x\n", &l, &e) != 0);
	ck_assert(limits_of(home, "visitors = 100001\n", &l, &e) != 0);
	/* Two places: a third visitor is turned away until one leaves. */
	ck_assert_int_eq(arcade_place_take(home, 2, &a, &e), 0);
	ck_assert_int_eq(arcade_place_take(home, 2, &b, &e), 0);
	ck_assert_int_eq(arcade_place_take(home, 2, &c, &e), 1);
	close(a);
	ck_assert_int_eq(arcade_place_take(home, 2, &c, &e), 0);
	close(b);
	close(c);
	/* New names this hour. */
	{
		unsigned n;
		const char *x = "1111111111111111111111111111111111111111111111111111111111111111";
		const char *y = "2222222222222222222222222222222222222222222222222222222222222222";

		ck_assert_int_eq(arcade_names_recent(home, time(NULL), &n, &e), 0);
		ck_assert_uint_eq(n, 0);
		ck_assert_msg(arcade_name_claim(home, x, "Xena", &e) == 0, "%s", e.msg);
		ck_assert_msg(arcade_name_claim(home, y, "Yann", &e) == 0, "%s", e.msg);
		ck_assert_int_eq(arcade_names_recent(home, time(NULL), &n, &e), 0);
		ck_assert_uint_eq(n, 2);
		/* An hour and more later they are old. */
		ck_assert_int_eq(arcade_names_recent(home, time(NULL) + 3601, &n, &e), 0);
		ck_assert_uint_eq(n, 0);
	}
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* Serves a headless arcade's room on fd in a child process, as
 * arcade_room_serve's does, racing at once when race is true; returns
 * the child's pid. */
static pid_t
serve_room(const char *room, int fd, bool race)
{
	pid_t pid = fork();
	struct host_config c;
	struct host_maze mz;
	struct host *h;
	struct world w;
	uint64_t now = 1000;
	mg_err e;

	ck_assert_int_ge(pid, 0);
	if (pid > 0) {
		close(fd);
		return pid;
	}
	memset(&w, 0, sizeof w);
	w.m = nw_corridor();
	nw_maze_of(&w, &mz, 7);
	memset(&c, 0, sizeof c);
	c.room = room;
	c.listen_fd = fd;
	c.uid = getuid();
	c.arcade = true;
	/* A race needs a racer: the host's own, who never moves. */
	c.play = race;
	c.name = "Rex";
	h = host_create(&c, &mz, now, &e);
	if (h == NULL)
		_exit(1);
	if (race) {
		host_start(h, now, &e);
		now += 5000;
		host_service(h, NULL, 0, now);
	}
	for (;;) {
		struct pollfd pfd[HOST_PEERS_MAX + 1];
		size_t n = host_pollfds(h, pfd, HOST_PEERS_MAX + 1);

		if (poll(pfd, (nfds_t)n, -1) > 0)
			host_service(h, pfd, n, now);
	}
}

/* Which room a visitor's r goes to: a new one, then the one waiting
 * for racers; with that one racing, a new one while the host allows
 * more, else the one racing (its next race); every name held by another
 * program: a message. */
START_TEST(test_room_pick)
{
	char base[24], room[PROTO_NAME_MAX + 1], want[40];
	pid_t kids[3];
	mg_err e;
	int fd, i;

	snprintf(base, sizeof base, "t%ld-arc", (long)getpid());
	ck_assert_int_eq(arcade_room_pick(base, 2, room, sizeof room, &fd, &e), 1);
	ck_assert_str_eq(room, base);
	ck_assert_int_ge(fd, 0);
	kids[0] = serve_room(room, fd, false);
	ck_assert_int_eq(arcade_room_pick(base, 2, room, sizeof room, &fd, &e), 0);
	ck_assert_str_eq(room, base);
	ck_assert_int_eq(fd, -1);
	/* The first room races: the next visitor opens the second. */
	kill(kids[0], SIGKILL);
	waitpid(kids[0], NULL, 0);
	ck_assert_int_eq(arcade_room_pick(base, 2, room, sizeof room, &fd, &e), 1);
	kids[0] = serve_room(room, fd, true);
	ck_assert_int_eq(arcade_room_pick(base, 2, room, sizeof room, &fd, &e), 1);
	snprintf(want, sizeof want, "%s-2", base);
	ck_assert_str_eq(room, want);
	kids[1] = serve_room(room, fd, true);
	/* Both race, and the host allows two: the next race of one. */
	ck_assert_int_eq(arcade_room_pick(base, 2, room, sizeof room, &fd, &e), 0);
	ck_assert_str_eq(room, base);
	/* Allowing three: a third. */
	ck_assert_int_eq(arcade_room_pick(base, 3, room, sizeof room, &fd, &e), 1);
	snprintf(want, sizeof want, "%s-3", base);
	ck_assert_str_eq(room, want);
	close(fd);
	for (i = 0; i < 2; i++) {
		kill(kids[i], SIGKILL);
		waitpid(kids[i], NULL, 0);
	}
	/* A room no one answers as the arcade (a listening socket that
	 * never speaks) is passed over, never joined. */
	fd = room_host(base, &e);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(arcade_room_pick(base, 1, room, sizeof room, &i, &e), -1);
	ck_assert_msg(strstr(e.msg, "full") != NULL, "%s", e.msg);
	close(fd);
}
END_TEST

/* Returns the arcade suite for check_main.c. */
Suite *
arcade_suite(void)
{
	Suite *s = suite_create("arcade");
	TCase *tc = tcase_create("visitor");

	tcase_add_test(tc, test_key_id);
	tcase_add_test(tc, test_hostile);
	tcase_add_test(tc, test_nul_and_length);
	tcase_add_test(tc, test_dirs);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_limits);
	suite_add_tcase(s, tc);
	tc = tcase_create("rooms");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_room_pick);
	suite_add_tcase(s, tc);
	return s;
}
