/* replay.c - runs fuzz harnesses over corpus files without libFuzzer,
 * so that "make check" replays the committed corpora under any compiler.
 * Arguments are files or directories (read one level deep). */
#include "config.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Feeds one file to the harness; returns 0, or 1 if it cannot be read. */
static int
replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0, got;

	if (f == NULL) {
		perror(path);
		return 1;
	}
	do {
		if (len == cap) {
			cap = cap ? cap * 2 : 4096;
			buf = realloc(buf, cap);
			if (buf == NULL) {
				fclose(f);
				return 1;
			}
		}
		got = fread(buf + len, 1, cap - len, f);
		len += got;
	} while (got > 0);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	int i, bad = 0, count = 0;

	for (i = 1; i < argc; i++) {
		struct stat st;
		DIR *d;
		struct dirent *de;
		char path[4096];

		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			return 1;
		}
		if (!S_ISDIR(st.st_mode)) {
			bad += replay_file(argv[i]);
			count++;
			continue;
		}
		d = opendir(argv[i]);
		if (d == NULL) {
			perror(argv[i]);
			return 1;
		}
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", argv[i], de->d_name);
			bad += replay_file(path);
			count++;
		}
		closedir(d);
	}
	printf("replayed %d inputs\n", count);
	return bad == 0 && count > 0 ? 0 : 1;
}
