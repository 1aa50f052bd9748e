/* check_file.c - base/file: only a regular file is read, and at once
 * (a FIFO without a writer, a device, a directory are refused without
 * waiting); a file is replaced through a temporary of a random name, so
 * a link planted at any name the old writers used changes nothing. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/file.h"
#include "suites.h"
#include "testdir.h"

/* Writes root/name to buf. */
static void
in_root(const struct testdir *t, const char *name, char *buf, size_t size)
{
	snprintf(buf, size, "%s/%s", t->root, name);
}

/* Counts the entries of dir other than . and .. */
static int
entries(const char *dir)
{
	struct dirent *de;
	DIR *d = opendir(dir);
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((de = readdir(d)) != NULL)
		if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
			n++;
	closedir(d);
	return n;
}

START_TEST(read_only_regular)
{
	struct testdir t;
	struct stat st;
	char path[512], *data;
	size_t len;
	mg_err e;
	int fd;

	testdir_setup(&t);
	/* A FIFO without a writer: refused at once, named, as what it is. */
	in_root(&t, "fifo", path, sizeof path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(file_open_read(AT_FDCWD, path, NULL, 0, &st, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strncmp(e.msg, path, strlen(path)) == 0
	    && strstr(e.msg, "is a FIFO (named pipe), not a regular file") != NULL,
	    "%s", e.msg);
	/* A directory and a device. */
	ck_assert_int_eq(file_open_read(AT_FDCWD, t.root, NULL, 0, &st, &e), -1);
	ck_assert_msg(strstr(e.msg, "is a directory") != NULL, "%s", e.msg);
	ck_assert_int_eq(file_open_read(AT_FDCWD, "/dev/null", "the null", 0, &st, &e), -1);
	ck_assert_str_eq(e.msg, "the null is a device, not a regular file; mazegame does not read it");
	/* Missing: its own code. */
	in_root(&t, "none", path, sizeof path);
	ck_assert_int_eq(file_open_read(AT_FDCWD, path, NULL, 0, &st, &e), -1);
	ck_assert_int_eq(e.code, MG_ENOENT);
	/* A link, with O_NOFOLLOW. */
	in_root(&t, "link", path, sizeof path);
	ck_assert_int_eq(symlink("/dev/null", path), 0);
	ck_assert_int_eq(file_open_read(AT_FDCWD, path, NULL, O_NOFOLLOW, &st, &e), -1);
	ck_assert_int_eq(e.code, MG_EDAMAGED);
	ck_assert_msg(strstr(e.msg, "is a symbolic link") != NULL, "%s", e.msg);
	/* A regular file is read whole; one over the cap is refused. */
	in_root(&t, "plain", path, sizeof path);
	testdir_write(path, "hello\n", 6);
	fd = file_open_read(AT_FDCWD, path, NULL, 0, &st, &e);
	ck_assert_msg(fd >= 0, "%s", e.msg);
	ck_assert_int_eq(file_read_fd(fd, &st, 100, path, &data, &len, &e), 0);
	ck_assert_str_eq(data, "hello\n");
	ck_assert_uint_eq(len, 6);
	free(data);
	fd = file_open_read(AT_FDCWD, path, NULL, 0, &st, &e);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(file_read_fd(fd, &st, 5, path, &data, &len, &e), -1);
	ck_assert_msg(strstr(e.msg, "is too large (6 bytes; at most 5)") != NULL, "%s", e.msg);
	testdir_cleanup(&t);
}
END_TEST

START_TEST(write_through_random_temporary)
{
	struct testdir t;
	char path[512], link[600], victim[512], *data;
	struct stat st;
	mg_err e;

	testdir_setup(&t);
	in_root(&t, "out.run", path, sizeof path);
	in_root(&t, "victim", victim, sizeof victim);
	/* Links at every name a writer of the past made from the pid. */
	snprintf(link, sizeof link, "%s.tmp-%ld", path, (long)getpid());
	ck_assert_int_eq(symlink(victim, link), 0);
	snprintf(link, sizeof link, "%s/.out.run.tmp-%ld", t.root, (long)getpid());
	ck_assert_int_eq(symlink(victim, link), 0);
	ck_assert_msg(file_write(AT_FDCWD, path, NULL, 0644, "run\n", 4, &e) == 0,
	    "%s", e.msg);
	data = testdir_read(path, NULL);
	ck_assert_str_eq(data, "run\n");
	free(data);
	ck_assert_int_eq(lstat(path, &st), 0);
	ck_assert(S_ISREG(st.st_mode));
	ck_assert_int_ne(access(victim, F_OK), 0);
	/* Nothing else is left: the two links and the file. */
	ck_assert_int_eq(entries(t.root), 3);
	/* A link planted at the name itself is replaced, not followed. */
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(symlink(victim, path), 0);
	ck_assert_int_eq(file_write(AT_FDCWD, path, NULL, 0644, "again\n", 6, &e), 0);
	ck_assert_int_ne(access(victim, F_OK), 0);
	ck_assert_int_eq(lstat(path, &st), 0);
	ck_assert(S_ISREG(st.st_mode));
	/* A directory is no file to write; a folder that is gone fails. */
	ck_assert_int_eq(file_write(AT_FDCWD, t.root, NULL, 0644, "x", 1, &e), -1);
	ck_assert_msg(strstr(e.msg, "is a directory") != NULL, "%s", e.msg);
	in_root(&t, "gone/x.run", path, sizeof path);
	ck_assert_int_eq(file_write(AT_FDCWD, path, NULL, 0644, "x", 1, &e), -1);
	ck_assert_msg(strstr(e.msg, "cannot write ") == e.msg
	    && strstr(e.msg, "gone/x.run: No such file") != NULL, "%s", e.msg);
	/* A device is written as it is; a FIFO nobody reads is refused
	 * without waiting. */
	ck_assert_int_eq(file_write(AT_FDCWD, "/dev/null", NULL, 0644, "x", 1, &e), 0);
	in_root(&t, "fifo", path, sizeof path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(file_write(AT_FDCWD, path, NULL, 0644, "x", 1, &e), -1);
	ck_assert_msg(strstr(e.msg, "that nobody reads") != NULL, "%s", e.msg);
	testdir_cleanup(&t);
}
END_TEST

/* Two writes of one name use two temporaries of random names. */
START_TEST(temporary_names_differ)
{
	struct testdir t;
	struct file_out a, b;
	char path[512];
	mg_err e;

	testdir_setup(&t);
	in_root(&t, "x", path, sizeof path);
	ck_assert_int_ge(file_out_open(&a, AT_FDCWD, path, NULL, 0600, &e), 0);
	ck_assert_int_ge(file_out_open(&b, AT_FDCWD, path, NULL, 0600, &e), 0);
	ck_assert_str_ne(a.tmp, b.tmp);
	ck_assert_int_eq(strncmp(a.tmp, ".x.tmp-", 7), 0);
	ck_assert_uint_eq(strlen(a.tmp), 7 + 10);
	ck_assert_int_eq(entries(t.root), 2);
	file_out_abort(&a);
	ck_assert_int_eq(file_out_commit(&b, &e), 0);
	ck_assert_int_eq(entries(t.root), 1);
	testdir_cleanup(&t);
}
END_TEST

Suite *
file_suite(void)
{
	Suite *s = suite_create("file");
	TCase *tc;

	tc = tcase_create("read");
	tcase_add_test(tc, read_only_regular);
	suite_add_tcase(s, tc);

	tc = tcase_create("write");
	tcase_add_test(tc, write_through_random_temporary);
	tcase_add_test(tc, temporary_names_differ);
	suite_add_tcase(s, tc);
	return s;
}
