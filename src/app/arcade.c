/* arcade.c - who a visitor of the arcade is (arcade.h). */
#include "config.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nettle/base16.h>
#include <nettle/base64.h>
#include <nettle/sha2.h>

#include "base/file.h"
#include "base/i18n.h"
#include "base/text.h"
#include "app/arcade.h"
#include "store/storage.h"

/* The longest key type and key sshd writes ("ssh-ed25519", an RSA key
 * of 16384 bits is about 2.8 kB of base64). */
#define TYPE_MAX 64
#define KEY_MAX 12288

/* Whether the n bytes at s are 1 to max of the characters in set. */
static int
all_of(const char *s, size_t n, size_t max, const char *set)
{
	size_t i;

	if (n == 0 || n > max)
		return 0;
	for (i = 0; i < n; i++)
		if (s[i] == '\0' || strchr(set, s[i]) == NULL)
			return 0;
	return 1;
}

int
arcade_key_id(const char *text, size_t len, char id[ARCADE_ID_LEN + 1],
    mg_err *e)
{
	static const char prefix[] = "publickey ";
	const char *type, *key, *sp, *nl;
	size_t type_n, key_n, blob_n = 0;
	struct base64_decode_ctx b64;
	struct sha256_ctx sha;
	uint8_t blob[KEY_MAX], digest[SHA256_DIGEST_SIZE];
	uint32_t inner;

	if (len < sizeof prefix || memcmp(text, prefix, sizeof prefix - 1) != 0)
		return err_set(e, _("the arcade admits public keys only: sshd told of another login"));
	nl = memchr(text, '\n', len);
	if (nl == NULL || (size_t)(nl - text) != len - 1)
		return err_set(e, _("sshd's account of the login is not one line"));
	type = text + sizeof prefix - 1;
	sp = memchr(type, ' ', (size_t)(nl - type));
	if (sp == NULL)
		return err_set(e, _("sshd's account of the login has no key"));
	type_n = (size_t)(sp - type);
	key = sp + 1;
	key_n = (size_t)(nl - key);
	if (!all_of(type, type_n, TYPE_MAX, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-")
	    || !all_of(key, key_n, KEY_MAX, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/="))
		return err_set(e, _("sshd's account of the login is not a key type and a key"));
	if (BASE64_DECODE_LENGTH(key_n) > sizeof blob)
		return err_set(e, _("the key is too long"));
	base64_decode_init(&b64);
	blob_n = sizeof blob;
	if (!base64_decode_update(&b64, &blob_n, blob, key_n, key)
	    || !base64_decode_final(&b64))
		return err_set(e, _("the key is not base64"));
	/* A key begins with its own type, a 32-bit length first. */
	if (blob_n < 4)
		return err_set(e, _("the key is too short"));
	inner = (uint32_t)blob[0] << 24 | (uint32_t)blob[1] << 16
	    | (uint32_t)blob[2] << 8 | blob[3];
	if (inner != type_n || blob_n - 4 < type_n
	    || memcmp(blob + 4, type, type_n) != 0)
		return err_set(e, _("the key is not of the type it is said to be"));
	sha256_init(&sha);
	sha256_update(&sha, blob_n, blob);
	sha256_digest(&sha, sizeof digest, digest);
	base16_encode_update(id, sizeof digest, digest);
	id[ARCADE_ID_LEN] = '\0';
	return 0;
}

/* Writes "HOME/.local/share/mazegame-arcade/WHAT" to buf; 0, or -1
 * with a message. */
static int
base_path(char *buf, size_t size, const char *home, const char *what,
    mg_err *e)
{
	int n = snprintf(buf, size, "%s/.local/share/mazegame-arcade/%s", home, what);

	if (n < 0 || (size_t)n >= size)
		return err_set(e, _("the data directory's path is too long"));
	return 0;
}

int
arcade_tables_dir(const char *home, char *buf, size_t size, mg_err *e)
{
	return base_path(buf, size, home, "tables", e);
}

bool
arcade_name_ok(const char *name)
{
	size_t i, n = strnlen(name, ARCADE_NAME_MAX + 1);

	if (n == 0 || n > ARCADE_NAME_MAX || name[0] == '-')
		return false;
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)name[i]) || (unsigned char)name[i] > 127)
			if (name[i] != '-' && name[i] != '_')
				return false;
	return true;
}

/* Reads the first line of the file at path, at most size - 1 bytes,
 * into buf.  Returns 1, 0 when there is no such file, or -1. */
static int
read_line(const char *path, char *buf, size_t size, mg_err *e)
{
	struct stat st;
	char *text, *nl;
	size_t len;
	int fd = file_open_read(AT_FDCWD, path, NULL, O_NOFOLLOW, &st, e);

	if (fd < 0)
		return e->code == MG_ENOENT ? 0 : -1;
	if (file_read_fd(fd, &st, 256, path, &text, &len, e) != 0)
		return -1;
	nl = memchr(text, '\n', len);
	if (nl == NULL || (size_t)(nl - text) >= size) {
		free(text);
		return err_set(e, _("%s is damaged"), path);
	}
	memcpy(buf, text, (size_t)(nl - text));
	buf[nl - text] = '\0';
	free(text);
	return 1;
}

int
arcade_name_of(const char *home, const char *id, char *name, size_t size,
    mg_err *e)
{
	char path[4096], what[ARCADE_ID_LEN + 8];
	int rc;

	snprintf(what, sizeof what, "%s/name", id);
	if (base_path(path, sizeof path, home, what, e) != 0)
		return -1;
	rc = read_line(path, name, size, e);
	if (rc == 1 && !arcade_name_ok(name))
		return err_set(e, _("%s is damaged"), path);
	return rc;
}

int
arcade_name_claim(const char *home, const char *id, const char *name,
    mg_err *e)
{
	char path[4096], lower[ARCADE_NAME_MAX + 1], owner[ARCADE_ID_LEN + 2];
	char what[ARCADE_ID_LEN + 16], line[ARCADE_NAME_MAX + 2];
	size_t i;
	int fd, rc;

	if (!arcade_name_ok(name))
		return err_set(e, _("a name is 1 to %d letters, digits, '-' and '_', not starting with '-'"),
		    ARCADE_NAME_MAX);
	for (i = 0; name[i] != '\0'; i++)
		lower[i] = (char)tolower((unsigned char)name[i]);
	lower[i] = '\0';
	if (getpwnam(name) != NULL || getpwnam(lower) != NULL)
		return err_set(e, _("%s is a login on this host: choose another name"), name);
	if (base_path(path, sizeof path, home, "names", e) != 0 || storage_make_dirs(path, e) != 0)
		return -1;
	snprintf(what, sizeof what, "names/%s", lower);
	if (base_path(path, sizeof path, home, what, e) != 0)
		return -1;
	/* The name's file is made once, by whoever comes first. */
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd >= 0) {
		snprintf(owner, sizeof owner, "%s\n", id);
		rc = write(fd, owner, strlen(owner)) == (ssize_t)strlen(owner) ? 0 : -1;
		if (close(fd) != 0 || rc != 0) {
			unlink(path);
			return err_sys(e, errno, _("cannot write %s"), path);
		}
	} else if (errno != EEXIST) {
		return err_sys(e, errno, _("cannot create %s"), path);
	} else if ((rc = read_line(path, owner, sizeof owner, e)) != 1
	    || strcmp(owner, id) != 0) {
		return rc < 0 ? -1 : err_set(e, _("%s is taken: choose another name"), name);
	}
	snprintf(what, sizeof what, "%s", id);
	if (base_path(path, sizeof path, home, what, e) != 0 || storage_make_dirs(path, e) != 0)
		return -1;
	snprintf(line, sizeof line, "%s\n", name);
	snprintf(what, sizeof what, "%s/name", id);
	if (base_path(path, sizeof path, home, what, e) != 0)
		return -1;
	return file_write(AT_FDCWD, path, NULL, 0600, line, strlen(line), e);
}

int
arcade_dirs(const char *auth_path, const char *home,
    char id[ARCADE_ID_LEN + 1], char *data, char *config, size_t size,
    mg_err *e)
{
	char *text, what[ARCADE_ID_LEN + 8];
	struct stat st;
	size_t len;
	int fd, n;

	if (auth_path == NULL || auth_path[0] == '\0')
		return err_set(e, _("the arcade is for visitors over SSH: sshd names no key (SSH_USER_AUTH; see the README, \"The arcade\")"));
	if (home == NULL || home[0] != '/')
		return err_set(e, _("HOME is not set (or not absolute), so there is nowhere to keep saved games and scores"));
	fd = file_open_read(AT_FDCWD, auth_path, NULL, O_NOFOLLOW, &st, e);
	if (fd < 0 || file_read_fd(fd, &st, ARCADE_AUTH_MAX, auth_path, &text,
	    &len, e) != 0)
		return -1;
	n = arcade_key_id(text, len, id, e);
	free(text);
	if (n != 0)
		return -1;
	snprintf(what, sizeof what, "%s/data", id);
	if (base_path(data, size, home, what, e) != 0)
		return -1;
	snprintf(what, sizeof what, "%s/config", id);
	return base_path(config, size, home, what, e);
}

int
arcade_limits_read(const char *home, struct arcade_limits *l, mg_err *e)
{
	char path[4096], *text, *line, *next, *eq, *k, *v, *end;
	struct stat st;
	size_t len;
	unsigned *slot;
	uint64_t n;
	int fd, lineno = 0, len_n;

	l->visitors = ARCADE_VISITORS_DEFAULT;
	l->names_per_hour = ARCADE_NAMES_DEFAULT;
	l->rooms = ARCADE_ROOMS_DEFAULT;
	len_n = snprintf(path, sizeof path, "%s/arcade.conf", home);
	if (len_n < 0 || (size_t)len_n >= sizeof path)
		return err_set(e, _("the data directory's path is too long"));
	fd = file_open_read(AT_FDCWD, path, NULL, O_NOFOLLOW, &st, e);
	if (fd < 0)
		return e->code == MG_ENOENT ? 0 : -1;
	if (file_read_fd(fd, &st, 16384, path, &text, &len, e) != 0)
		return -1;
	for (line = text; line != NULL && *line != '\0'; line = next) {
		next = strchr(line, '\n');
		if (next != NULL)
			*next++ = '\0';
		lineno++;
		if (strchr(line, '#') != NULL)
			*strchr(line, '#') = '\0';
		for (k = line; *k == ' ' || *k == '\t'; k++)
			;
		if (*k == '\0')
			continue;
		eq = strchr(k, '=');
		if (eq == NULL)
			goto bad;
		for (end = eq; end > k && (end[-1] == ' ' || end[-1] == '\t'); end--)
			;
		*end = '\0';
		for (v = eq + 1; *v == ' ' || *v == '\t'; v++)
			;
		for (end = v + strlen(v); end > v && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'); end--)
			;
		*end = '\0';
		slot = strcmp(k, "visitors") == 0 ? &l->visitors
		    : strcmp(k, "rooms") == 0 ? &l->rooms
		    : strcmp(k, "names_per_hour") == 0 ? &l->names_per_hour : NULL;
		if (slot == NULL || text_number(k, v, 1, slot == &l->rooms
		    ? ARCADE_ROOMS_MAX : ARCADE_LIMIT_MAX, &n, e) != 0)
			goto bad;
		*slot = (unsigned)n;
	}
	free(text);
	return 0;
bad:
	free(text);
	return err_set(e, _("%1$s, line %2$d: expected \"visitors = N\" or \"names_per_hour = N\" (N from 1 to %3$u), or \"rooms = N\" (N from 1 to %4$u)"),
	    path, lineno, ARCADE_LIMIT_MAX, ARCADE_ROOMS_MAX);
}

int
arcade_place_take(const char *home, unsigned max, int *fd, mg_err *e)
{
	char path[4096], what[64];
	unsigned k;

	*fd = -1;
	if (base_path(path, sizeof path, home, "places", e) != 0
	    || storage_make_dirs(path, e) != 0)
		return -1;
	for (k = 0; k < max; k++) {
		int f;

		snprintf(what, sizeof what, "places/%u", k);
		if (base_path(path, sizeof path, home, what, e) != 0)
			return -1;
		f = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
		if (f < 0)
			return err_sys(e, errno, _("cannot create %s"), path);
		if (flock(f, LOCK_EX | LOCK_NB) == 0) {
			*fd = f;
			return 0;
		}
		close(f);
		if (errno != EWOULDBLOCK)
			return err_sys(e, errno, _("cannot lock %s"), path);
	}
	return 1;
}

int
arcade_names_recent(const char *home, time_t now, unsigned *n, mg_err *e)
{
	char path[4096];
	struct dirent *de;
	struct stat st;
	DIR *d;
	int dfd;

	*n = 0;
	if (base_path(path, sizeof path, home, "names", e) != 0)
		return -1;
	d = opendir(path);
	if (d == NULL)
		return errno == ENOENT ? 0 : err_sys(e, errno, _("cannot read %s"), path);
	dfd = dirfd(d);
	while ((de = readdir(d)) != NULL)
		if (de->d_name[0] != '.'
		    && fstatat(dfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0
		    && st.st_mtime > now - 3600 && st.st_mtime <= now + 60)
			(*n)++;
	closedir(d);
	return 0;
}
