/* config_file.c - reading the settings file, and writing one back out. */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"
#include "front/config_file.h"
#include "app/options_given.h"
#include "app/preset.h"
#include "base/text.h"
#include "front/keys.h"

void
config_init(struct config *c)
{
	memset(c, 0, sizeof *c);
	c->trail = c->flash = c->describe = c->mouse = -1;
}

int
config_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CONFIG_HOME");
	const char *home = getenv("HOME");
	int n;

	/* The XDG rules ignore a relative XDG_CONFIG_HOME. */
	if (xdg != NULL && xdg[0] == '/')
		n = snprintf(buf, size, "%s/mazegame/config", xdg);
	else if (home != NULL && home[0] != '\0')
		n = snprintf(buf, size, "%s/.config/mazegame/config", home);
	else
		return -1;
	return n > 0 && (size_t)n < size ? 0 : -1;
}

/* Keeps warning "path:line: ..." in c. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void
warn(struct config *c, const char *path, unsigned line, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (c->nwarn >= CONFIG_WARN_MAX) {
		c->more_warnings++;
		return;
	}
	n = line > 0 ? snprintf(c->warn[c->nwarn], sizeof c->warn[0], "%s:%u: ",
	    path, line) : snprintf(c->warn[c->nwarn], sizeof c->warn[0], "%s: ", path);
	if (n < 0 || (size_t)n >= sizeof c->warn[0])
		n = 0;
	va_start(ap, fmt);
	vsnprintf(c->warn[c->nwarn] + n, sizeof c->warn[0] - (size_t)n, fmt, ap);
	va_end(ap);
	c->nwarn++;
}

/* Reads on/off (yes/no, true/false, 1/0) into *v; returns 0 or -1. */
static int
boolean(const char *s, int *v)
{
	static const char *const on[] = { "on", "yes", "true", "1" };
	static const char *const off[] = { "off", "no", "false", "0" };
	size_t i;

	for (i = 0; i < 4; i++) {
		if (strcasecmp(s, on[i]) == 0) {
			*v = 1;
			return 0;
		}
		if (strcasecmp(s, off[i]) == 0) {
			*v = 0;
			return 0;
		}
	}
	return -1;
}

/* Removes blanks at both ends of s, in place; returns s. */
static char *
trim(char *s)
{
	size_t n;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'
	    || s[n - 1] == '\n'))
		s[--n] = '\0';
	return s;
}

/* A "bind KEY = COMMAND" line, rest being "KEY = COMMAND". */
static void
bind_line(struct config *c, const char *path, unsigned line, char *rest)
{
	char *eq = strchr(rest, '='), *key, *cmd, list[256];
	keycode k;
	enum cmd cm;
	mg_err e;

	if (eq == NULL) {
		warn(c, path, line, _("bind: expected 'bind KEY = COMMAND'"));
		return;
	}
	*eq = '\0';
	key = trim(rest);
	cmd = trim(eq + 1);
	if (*key == '\0') {
		warn(c, path, line, _("bind: no key before '=' (write '=' as U+003D)"));
		return;
	}
	if (keys_parse(key, &k) != 0) {
		warn(c, path, line, _("bind: unknown key '%s' (a character, a name as Up, Space, F1, or U+XXXX)"), key);
		return;
	}
	if (command_find(cmd, &cm) != 0) {
		warn(c, path, line, _("bind: unknown command '%s' (%s)"), cmd,
		    command_list(list, sizeof list));
		return;
	}
	if (keys_bind(KEYS_PLAY, k, cm, &e) != 0)
		warn(c, path, line, _("bind: %s"), e.msg);
}

/* A shape's own number ("floors = 3", "weave = 50"), which alone
 * means that shape as its option does; returns whether name is one. */
static bool
k_line(struct config *c, const char *path, unsigned line, const char *name,
    const char *value)
{
	char low[16];
	const struct shape *s;
	uint64_t v;
	mg_err e;
	size_t i;

	for (i = 0; name[i] != '\0' && i + 1 < sizeof low; i++)
		low[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
	low[i] = '\0';
	if (name[i] != '\0' || (s = shape_find_k(low)) == NULL)
		return false;
	if (text_number(low, value, s->k_min, s->k_max, &v, &e) != 0) {
		warn(c, path, line, "%s", e.msg);
		return true;
	}
	if (c->k_shape != NULL && c->k_shape != s)
		/* TRANSLATORS: two shapes' own numbers in the config file:
		 * %1$s the one kept (the later), %2$s the other. */
		warn(c, path, line, _("%1$s: it names another shape than %2$s did; %1$s is kept"),
		    s->k_name, c->k_shape->k_name);
	c->k_shape = s;
	c->k = (uint32_t)v;
	return true;
}

/* One "setting = value" line. */
static void
setting(struct config *c, const char *path, unsigned line, char *name,
    char *value)
{
	int v;

	if (strcasecmp(name, "difficulty") == 0) {
		if (preset_parse(value, &c->difficulty) != 0) {
			warn(c, path, line, _("difficulty: unknown difficulty '%s' (easy, normal or hard)"), value);
			return;
		}
		c->has_difficulty = true;
	} else if (strcasecmp(name, "shape") == 0) {
		if ((c->shape = shape_find(value)) == NULL)
			warn(c, path, line, _("shape: unknown shape '%s' (see --list-shapes)"), value);
	} else if (k_line(c, path, line, name, value)) {
		return;
	} else if (strcasecmp(name, "theme") == 0) {
		if (theme_find(value, &c->theme) != 0) {
			warn(c, path, line, _("theme: unknown theme '%s' (%s)"), value,
			    theme_list());
			return;
		}
		c->has_theme = true;
	} else if (strcasecmp(name, "name") == 0) {
		if (*value == '\0') {
			warn(c, path, line, _("name: the name is empty"));
			return;
		}
		scores_sanitize_name(value, c->name);
		/* Only "name =#x" gives a '#' here; written "name = #x", as
		 * --dump-config writes it, it would start a comment. */
		if (c->name[0] == '#') {
			c->name[0] = '_';
			warn(c, path, line, _("name: '%s' is kept as '%s' (a '#' after a blank starts a comment)"),
			    value, c->name);
		} else if (strcmp(c->name, value) != 0) {
			warn(c, path, line, _("name: '%s' is kept as '%s' (up to %d printable ASCII characters, no spaces)"),
			    value, c->name, SCORE_NAME_MAX);
		}
		c->has_name = true;
	} else if (strcasecmp(name, "trail") == 0 || strcasecmp(name, "flash") == 0
	    || strcasecmp(name, "describe") == 0 || strcasecmp(name, "mouse") == 0) {
		if (boolean(value, &v) != 0) {
			warn(c, path, line, _("%s: '%s' is not on or off"), name, value);
			return;
		}
		if (strcasecmp(name, "trail") == 0)
			c->trail = v;
		else if (strcasecmp(name, "flash") == 0)
			c->flash = v;
		else if (strcasecmp(name, "mouse") == 0)
			c->mouse = v;
		else
			c->describe = v;
	} else {
		warn(c, path, line, _("unknown setting '%s' (difficulty, shape, floors, weave, theme, name, trail, flash, describe, mouse or bind)"), name);
	}
}

void
config_read(struct config *c, FILE *f, const char *path)
{
	char buf[1024], *s, *eq, *hash;
	unsigned line = 0;
	size_t n;

	while (fgets(buf, sizeof buf, f) != NULL) {
		line++;
		n = strlen(buf);
		if (n == sizeof buf - 1 && buf[n - 1] != '\n') {
			int ch;

			while ((ch = getc(f)) != EOF && ch != '\n')
				;
			warn(c, path, line, _("line too long (over %d bytes)"), (int)sizeof buf - 2);
			continue;
		}
		/* A comment: '#' at the start or after a blank. */
		for (hash = buf; (hash = strchr(hash, '#')) != NULL; hash++)
			if (hash == buf || hash[-1] == ' ' || hash[-1] == '\t') {
				*hash = '\0';
				break;
			}
		s = trim(buf);
		if (*s == '\0')
			continue;
		if (strncasecmp(s, "bind", 4) == 0 && (s[4] == ' ' || s[4] == '\t')) {
			bind_line(c, path, line, s + 5);
			continue;
		}
		if ((eq = strchr(s, '=')) == NULL) {
			warn(c, path, line, _("expected 'setting = value', not '%s'"), s);
			continue;
		}
		*eq = '\0';
		setting(c, path, line, trim(s), trim(eq + 1));
	}
	if (ferror(f))
		warn(c, path, 0, _("read error: %s"), strerror(errno));
	if (c->k_shape != NULL && c->shape != NULL && c->shape != c->k_shape) {
		/* TRANSLATORS: "floors = 3" beside "shape = hex": %1$s the
		 * setting (floors, weave), %2$s the file's shape. */
		warn(c, path, 0, _("%1$s: the file's shape is %2$s, and %1$s is for shape = %1$s only"),
		    c->k_shape->k_name, c->shape->name);
		c->k_shape = NULL;
	}
}

void
config_load(struct config *c, const char *path)
{
	struct stat st;
	mg_err e;
	FILE *f;
	int fd = file_open_read(AT_FDCWD, path, NULL, 0, &st, &e);

	if (fd < 0) {
		if (e.code == MG_EDAMAGED)
			/* TRANSLATORS: %s is what the config file is ("a
			 * directory", "a FIFO (named pipe)", "a device"). */
			warn(c, path, 0, _("not read: it is %s, not a regular file"),
			    file_kind(st.st_mode));
		else if (e.code != MG_ENOENT)
			warn(c, path, 0, _("cannot read it: %s"), strerror(errno));
		return;
	}
	if ((f = fdopen(fd, "r")) == NULL) {
		warn(c, path, 0, _("cannot read it: %s"), strerror(errno));
		close(fd);
		return;
	}
	config_read(c, f, path);
	fclose(f);
}

int
config_apply(const struct config *c, struct options *o, mg_err *e)
{
	const struct shape *fs;
	bool own;

	if (c->has_theme && !o->theme_given)
		o->theme = c->theme;
	if (c->has_name)
		o->player = c->name;
	if (c->trail >= 0)
		o->trail = c->trail;
	if (c->flash >= 0)
		o->flash = c->flash != 0;
	if (c->mouse >= 0)
		o->mouse = c->mouse != 0;
	if (c->describe > 0)
		o->describe = true;
	/* The file's shape where the command line names none (--shape,
	 * or a shape's own number, --floors or --weave) and the maze is
	 * one the options make: not a file's, a saved game's, a run's, a
	 * marathon's (it mixes its own), a room's one watches, the day's
	 * (the same for everyone unless --shape says), nor one of a
	 * generator that makes square mazes only.  A K line alone
	 * ("floors = 3") names its shape, as its option does. */
	own = o->load_path == NULL && !o->resume && !o->ghost && !o->marathon
	    && !o->spectate && !o->daily;
	fs = c->shape != NULL ? c->shape : c->k_shape;
	if (fs != NULL && own && o->algo->any_shape && !(o->given
	    & (OPTG(OPTG_SHAPE) | OPTG(OPTG_WEAVE) | OPTG(OPTG_FLOORS)))) {
		o->shape = shape_held(fs);
		/* The difficulty's size for that shape (a circle's own). */
		if (!o->w_given && !o->h_given)
			shape_preset_size(o->shape, o->preset->w, o->preset->h,
			    &o->width, &o->height);
	}
	/* The file's K for the shape played, where the command line
	 * gives none; else the shape's own default. */
	if (o->k_shape == NULL) {
		o->k = own && c->k_shape != NULL && shape_held(c->k_shape) == o->shape
		    ? c->k : 0;
		o->k = shape_k_of(o->shape, o->k);
	}
	/* The maze of the day is the same for everyone: the file's
	 * difficulty does not change it. */
	if (c->has_difficulty && !o->diff_given && o->load_path == NULL
	    && !o->resume && !o->daily) {
		o->difficulty = c->difficulty;
		return options_resolve(o, e);
	}
	return 0;
}

/* Writes key k as the config file reads it. */
static const char *
key_word(keycode k, char *buf, size_t size)
{
	/* '#' would start a comment, '=' end the key. */
	if (k == '#' || k == '=') {
		snprintf(buf, size, "U+%04X", (unsigned)k);
		return buf;
	}
	return keys_name(k, buf, size);
}

void
config_dump(FILE *out, const struct options *o)
{
	struct keys_change ch[KEYS_MAX + 64];
	char name[32];
	int n = keys_changes(ch, KEYS_MAX + 64), i;

	/* TRANSLATORS: the first line of --dump-config, a comment in the
	 * config file: keep the '#' at the start. */
	fputs(_("# mazegame settings (mazegame --dump-config)\n"), out);
	fprintf(out, "difficulty = %s\n", o->preset->name);
	fprintf(out, "shape = %s\n", o->shape != NULL ? o->shape->name : "square");
	if (o->shape != NULL && o->shape->k_name != NULL)
		fprintf(out, "%s = %u\n", o->shape->k_name,
		    (unsigned)shape_k_of(o->shape, o->k));
	fprintf(out, "theme = %s\n", theme_name(o->theme));
	if (o->player != NULL)
		fprintf(out, "name = %s\n", o->player);
	else
		/* TRANSLATORS: --dump-config: what the name is when none is
		 * set (after "# name = "). */
		fprintf(out, "# name = %s\n", _("(your login name)"));
	if (o->trail >= 0)
		fprintf(out, "trail = %s\n", o->trail ? "on" : "off");
	else
		/* TRANSLATORS: --dump-config: after "# trail = on". */
		fprintf(out, "# trail = %s %s\n",
		    o->preset->trail ? "on" : "off", _("(as the difficulty has it)"));
	fprintf(out, "flash = %s\n", o->flash ? "on" : "off");
	fprintf(out, "describe = %s\n", o->describe ? "on" : "off");
	fprintf(out, "mouse = %s\n", o->mouse && !o->no_mouse ? "on" : "off");
	if (n == 0)
		/* TRANSLATORS: --dump-config, a comment in the config file:
		 * keep the '#' at the start and "bind KEY = COMMAND". */
		fputs(_("# the default keys (bind KEY = COMMAND changes one)\n"), out);
	for (i = 0; i < n; i++)
		fprintf(out, "bind %s = %s\n", key_word(ch[i].key, name, sizeof name),
		    command_name(ch[i].cmd));
}
