/* check_storage.c - the data directory: whom it trusts, the lock and
 * its bounded wait, and the codes that tell permission problems,
 * signals and damage apart. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/storage.h"
#include "suites.h"
#include "testdir.h"

/* Returns the permission bits of path. */
static unsigned
mode_of(const char *path)
{
	struct stat st;

	ck_assert_int_eq(stat(path, &st), 0);
	return (unsigned)(st.st_mode & 07777);
}

/* Takes the lock of the data directory through a descriptor of our
 * own, as another process would; returns it (close it to let go). */
static int
hold_lock(const struct testdir *t)
{
	char path[512];
	int fd;

	testdir_path(t, "lock", path, sizeof path);
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(flock(fd, LOCK_EX | LOCK_NB), 0);
	return fd;
}

/* Expects storage_open(create) to fail with code and a message that
 * contains want. */
static void
expect_open_fails(int create, int code, const char *want)
{
	struct storage s;
	mg_err e;

	e.code = -1;
	ck_assert_int_eq(storage_open(&s, create, &e), -1);
	ck_assert_msg(strstr(e.msg, want) != NULL, "'%s' lacks '%s'", e.msg, want);
	ck_assert_int_eq(e.code, code);
	ck_assert_int_eq(s.dirfd, -1);
}

START_TEST(test_open_creates_private_dir)
{
	struct testdir t;
	struct storage s;
	mg_err e;

	testdir_setup(&t);
	ck_assert_int_eq(storage_open(&s, 0, &e), 1);
	ck_assert_int_eq(access(t.data, F_OK), -1);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	ck_assert_str_eq(s.path, t.data);
	ck_assert_uint_eq(mode_of(t.data), 0700);
	storage_close(&s);
	ck_assert_int_eq(s.dirfd, -1);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_dir_writable_by_others_refused)
{
	static const unsigned bad[] = { 0770, 0720, 0702, 0777, 01777 };
	struct testdir t;
	struct storage s;
	mg_err e;
	size_t i;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_int_eq(chmod(t.data, bad[i]), 0);
		expect_open_fails(0, MG_EUNSAFE, "writable by other users");
		expect_open_fails(1, MG_EUNSAFE, "chmod go-w");
	}
	/* Readable by others is their business; writable is not. */
	ck_assert_int_eq(chmod(t.data, 0755), 0);
	ck_assert_msg(storage_open(&s, 0, &e) == 0, "%s", e.msg);
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_dir_symlink_followed_when_ours)
{
	struct testdir t;
	struct storage s;
	char target[400], path[512], *data;
	mg_err e;

	testdir_setup(&t);
	snprintf(target, sizeof target, "%s/elsewhere", t.root);
	ck_assert_int_eq(mkdir(target, 0700), 0);
	ck_assert_int_eq(symlink(target, t.data), 0);
	ck_assert_msg(storage_open(&s, 0, &e) == 0, "%s", e.msg);
	ck_assert_msg(storage_write(&s, "x", "hello\n", 6, &e) == 0, "%s", e.msg);
	storage_close(&s);
	/* The file went where the link leads. */
	snprintf(path, sizeof path, "%s/x", target);
	data = testdir_read(path, NULL);
	ck_assert_ptr_nonnull(data);
	ck_assert_str_eq(data, "hello\n");
	free(data);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	storage_close(&s);
	/* A link to a directory that others may write is refused like one. */
	ck_assert_int_eq(chmod(target, 0777), 0);
	expect_open_fails(1, MG_EUNSAFE, "writable by other users");
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_dir_symlink_to_no_dir)
{
	struct testdir t;
	struct storage s;
	char target[400];
	mg_err e;

	testdir_setup(&t);
	/* Dangling: nothing was ever saved there; creating fails clearly. */
	snprintf(target, sizeof target, "%s/missing", t.root);
	ck_assert_int_eq(symlink(target, t.data), 0);
	ck_assert_int_eq(storage_open(&s, 0, &e), 1);
	expect_open_fails(1, MG_EUNSAFE, "symbolic link, and not to a directory");
	ck_assert_int_eq(access(target, F_OK), -1);
	/* To a regular file: the same. */
	testdir_write(target, "x", 1);
	ck_assert_int_eq(storage_open(&s, 0, &e), 1);
	expect_open_fails(1, MG_EUNSAFE, "symbolic link, and not to a directory");
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_dir_of_another_user)
{
	struct testdir t;
	char target[400];

	/* Only root can give a directory away; see check_persist.c. */
	if (geteuid() != 0)
		return;
	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	ck_assert_int_eq(chown(t.data, 65534, 65534), 0);
	expect_open_fails(0, MG_EUNSAFE, "not a directory of yours");
	ck_assert_int_eq(rmdir(t.data), 0);
	/* Through a symbolic link too. */
	snprintf(target, sizeof target, "%s/theirs", t.root);
	ck_assert_int_eq(mkdir(target, 0700), 0);
	ck_assert_int_eq(chown(target, 65534, 65534), 0);
	ck_assert_int_eq(symlink(target, t.data), 0);
	expect_open_fails(1, MG_EUNSAFE, "(a symbolic link) is not a directory of yours");
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_lock_held_elsewhere)
{
	struct testdir t;
	struct storage s;
	mg_err e;
	int fd;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	fd = hold_lock(&t);
	e.code = -1;
	ck_assert_int_eq(storage_lock(&s, &e), -1);
	ck_assert_int_eq(e.code, MG_ELOCKED);
	ck_assert_msg(strstr(e.msg, "another mazegame is holding the lock on") != NULL
	    && strstr(e.msg, t.data) != NULL, "%s", e.msg);
	ck_assert_int_eq(s.lockfd, -1);
	/* Once it is free, it can be had; and it is ours then. */
	close(fd);
	ck_assert_msg(storage_lock(&s, &e) == 0, "%s", e.msg);
	ck_assert_int_ge(s.lockfd, 0);
	{
		char path[512];
		int other;

		testdir_path(&t, "lock", path, sizeof path);
		other = open(path, O_RDWR | O_CLOEXEC);
		ck_assert_int_ge(other, 0);
		ck_assert_int_eq(flock(other, LOCK_EX | LOCK_NB), -1);
		close(other);
	}
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_lock_wait_ends_on_signal)
{
	struct testdir t;
	struct storage s;
	mg_err e;
	int fd, rc, alarms;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	fd = hold_lock(&t);
	testdir_alarms_start();
	e.code = -1;
	rc = storage_lock(&s, &e);
	alarms = testdir_alarms_stop();
	ck_assert_int_eq(rc, -1);
	ck_assert_int_eq(e.code, MG_EINTR);
	ck_assert_msg(strstr(e.msg, "signal") != NULL, "%s", e.msg);
	ck_assert_int_ge(alarms, 1);
	ck_assert_int_eq(s.lockfd, -1);
	close(fd);
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_lock_file_with_care)
{
	struct testdir t;
	struct storage s;
	char path[512], target[512];
	mg_err e;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	testdir_path(&t, "lock", path, sizeof path);
	/* Made 0600 when it was not. */
	testdir_write(path, "", 0);
	ck_assert_int_eq(chmod(path, 0644), 0);
	ck_assert_msg(storage_lock(&s, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(mode_of(path), 0600);
	storage_unlock(&s);
	/* A symbolic link is not followed, nor is its target touched. */
	ck_assert_int_eq(unlink(path), 0);
	snprintf(target, sizeof target, "%s/target", t.root);
	ck_assert_int_eq(symlink(target, path), 0);
	e.code = -1;
	ck_assert_int_eq(storage_lock(&s, &e), -1);
	ck_assert_int_eq(e.code, MG_EUNSAFE);
	ck_assert_msg(strstr(e.msg, "symbolic link") != NULL, "%s", e.msg);
	ck_assert_int_eq(access(target, F_OK), -1);
	/* Nor a directory. */
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	ck_assert_int_eq(storage_lock(&s, &e), -1);
	ck_assert_int_eq(e.code, MG_EUNSAFE);
	ck_assert_int_eq(rmdir(path), 0);
	/* Another user's lock file: only root can set that up. */
	if (geteuid() == 0) {
		testdir_write(path, "", 0);
		ck_assert_int_eq(chown(path, 65534, 65534), 0);
		ck_assert_int_eq(storage_lock(&s, &e), -1);
		ck_assert_int_eq(e.code, MG_EUNSAFE);
		ck_assert_msg(strstr(e.msg, "belongs to another user") != NULL,
		    "%s", e.msg);
	}
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_read_codes)
{
	struct testdir t;
	struct storage s;
	char path[512], *data;
	size_t len;
	mg_err e;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(storage_read(&s, "none", 10, &data, &len, &e), 1);
	ck_assert_ptr_null(data);
	testdir_path(&t, "big", path, sizeof path);
	testdir_write(path, "0123456789x", 11);
	ck_assert_int_eq(storage_read(&s, "big", 10, &data, &len, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "too large") != NULL, "%s", e.msg);
	ck_assert_int_eq(storage_read(&s, "big", 11, &data, &len, &e), 0);
	ck_assert_uint_eq(len, 11);
	ck_assert_str_eq(data, "0123456789x");
	free(data);
	testdir_path(&t, "fifo", path, sizeof path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(storage_read(&s, "fifo", 10, &data, &len, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "not a regular file") != NULL, "%s", e.msg);
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

/* As the user nobody (when root) or as ourselves: a file we may not
 * read fails with MG_EACCES and is neither renamed nor replaced.
 * Returns 0, or the number of the check that failed. */
static int
eacces_checks(const struct testdir *t)
{
	struct storage s;
	char *data;
	size_t len;
	mg_err e;

	if (storage_open(&s, 0, &e) != 0)
		return 1;
	if (storage_read(&s, "f", 100, &data, &len, &e) != -1)
		return 2;
	if (e.code != MG_EACCES || strstr(e.msg, "Permission denied") == NULL)
		return 3;
	if (testdir_count(t, "f.", NULL, 0) != 0)
		return 4;
	storage_close(&s);
	return 0;
}

START_TEST(test_permission_is_not_damage)
{
	struct testdir t;
	char path[512];
	int status, rc;
	pid_t pid;

	testdir_setup(&t);
	ck_assert_int_eq(mkdir(t.data, 0700), 0);
	testdir_path(&t, "f", path, sizeof path);
	testdir_write(path, "secret\n", 7);
	ck_assert_int_eq(chmod(path, 0), 0);
	if (geteuid() != 0) {
		rc = eacces_checks(&t);
	} else {
		/* Root reads anything: give the files to nobody and be him. */
		ck_assert_int_eq(chown(t.root, 65534, 65534), 0);
		ck_assert_int_eq(chown(t.data, 65534, 65534), 0);
		ck_assert_int_eq(chown(path, 65534, 65534), 0);
		pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			if (setgid(65534) != 0 || setuid(65534) != 0)
				_exit(99);
			_exit(eacces_checks(&t));
		}
		ck_assert_int_eq(waitpid(pid, &status, 0), pid);
		ck_assert(WIFEXITED(status));
		rc = WEXITSTATUS(status);
	}
	ck_assert_msg(rc == 0, "check %d failed", rc);
	ck_assert_int_eq(chmod(path, 0600), 0);
	{
		char *data = testdir_read(path, NULL);

		ck_assert_ptr_nonnull(data);
		ck_assert_str_eq(data, "secret\n");
		free(data);
	}
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_write_codes)
{
	struct testdir t;
	struct storage s;
	mg_err e;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	/* A name that is a directory cannot be replaced by a file. */
	ck_assert_int_eq(mkdirat(s.dirfd, "d", 0700), 0);
	e.code = -1;
	ck_assert_int_eq(storage_write(&s, "d", "x", 1, &e), -1);
	ck_assert_msg(strstr(e.msg, "is a directory") != NULL, "%s", e.msg);
	ck_assert_int_eq(e.code, MG_EOTHER);
	ck_assert_int_eq(testdir_count(&t, ".d.tmp-", NULL, 0), 0);
	ck_assert_int_eq(storage_remove(&s, "none", &e), 0);
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(test_rename_and_set_aside_from)
{
	struct testdir t;
	struct storage s;
	char path[512], aside[256], *data;
	mg_err e;

	testdir_setup(&t);
	ck_assert_msg(storage_open(&s, 1, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(storage_write(&s, "a", "A", 1, &e), 0);
	ck_assert_int_eq(storage_write(&s, "b", "B", 1, &e), 0);
	/* Without replace an existing name is kept and the call fails. */
	ck_assert_int_eq(storage_rename(&s, "a", "b", 0, &e), -1);
	ck_assert_msg(strstr(e.msg, "File exists") != NULL, "%s", e.msg);
	testdir_path(&t, "a", path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, "A");
	free(data);
	testdir_path(&t, "b", path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, "B");
	free(data);
	/* To a free name it moves, and the old name is gone. */
	ck_assert_msg(storage_rename(&s, "a", "c", 0, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(testdir_count(&t, "a", NULL, 0), 0);
	/* With replace it goes over b. */
	ck_assert_msg(storage_rename(&s, "c", "b", 1, &e) == 0, "%s", e.msg);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, "A");
	free(data);
	ck_assert_int_eq(storage_rename(&s, "none", "d", 1, &e), -1);
	/* A file under another name is set aside for the name it stands for. */
	ck_assert_msg(storage_set_aside_from(&s, "b", "game", aside, sizeof aside,
	    &e) == 0, "%s", e.msg);
	ck_assert_msg(strncmp(aside, "game.corrupt-", 13) == 0, "%s", aside);
	testdir_path(&t, aside, path, sizeof path);
	data = testdir_read(path, NULL);
	ck_assert_ptr_nonnull(data);
	ck_assert_str_eq(data, "A");
	free(data);
	ck_assert_int_eq(testdir_count(&t, "b", NULL, 0), 0);
	storage_close(&s);
	testdir_cleanup(&t);
}
END_TEST

Suite *
storage_suite(void)
{
	Suite *s = suite_create("storage");
	TCase *tc;

	/* Two tests wait out the lock's bound; valgrind is slow. */

	tc = tcase_create("directory");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_open_creates_private_dir);
	tcase_add_test(tc, test_dir_writable_by_others_refused);
	tcase_add_test(tc, test_dir_symlink_followed_when_ours);
	tcase_add_test(tc, test_dir_symlink_to_no_dir);
	tcase_add_test(tc, test_dir_of_another_user);
	suite_add_tcase(s, tc);

	tc = tcase_create("locking");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_lock_held_elsewhere);
	tcase_add_test(tc, test_lock_wait_ends_on_signal);
	tcase_add_test(tc, test_lock_file_with_care);
	suite_add_tcase(s, tc);

	tc = tcase_create("reads and writes");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_read_codes);
	tcase_add_test(tc, test_permission_is_not_damage);
	tcase_add_test(tc, test_write_codes);
	tcase_add_test(tc, test_rename_and_set_aside_from);
	suite_add_tcase(s, tc);
	return s;
}
