/* arcade.c - who a visitor of the arcade is (arcade.h). */
#include "config.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <nettle/base16.h>
#include <nettle/base64.h>
#include <nettle/sha2.h>

#include "base/file.h"
#include "base/i18n.h"
#include "app/arcade.h"

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

int
arcade_dirs(const char *auth_path, const char *home, char *data,
    char *config, size_t size, mg_err *e)
{
	char id[ARCADE_ID_LEN + 1], *text;
	struct stat st;
	size_t len;
	int fd, n, m;

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
	n = snprintf(data, size, "%s/.local/share/mazegame-arcade/%s/data", home, id);
	m = snprintf(config, size, "%s/.local/share/mazegame-arcade/%s/config", home, id);
	if (n < 0 || (size_t)n >= size || m < 0 || (size_t)m >= size)
		return err_set(e, _("the data directory's path is too long"));
	return 0;
}
