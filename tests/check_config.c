/* check_config.c - the settings file (config_file.c), the theme names
 * and the OSC 11 answer (theme.c), rebinding keys (keys.c) and the
 * screen-reader mode's words (describe.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/config_file.h"
#include "front/describe.h"
#include "front/keys.h"
#include "front/keys_help.h"
#include "maze/mazeio.h"
#include "app/options.h"
#include "suites.h"
#include "app/theme.h"

/* Reads config text into c, from the default key table. */
static void
read_text(struct config *c, const char *text)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");

	ck_assert_ptr_nonnull(f);
	config_init(c);
	config_read(c, f, "cfg");
	fclose(f);
}

/* Plain "mazegame" options. */
static void
plain_options(struct options *o)
{
	char *argv[] = { (char *)"mazegame", NULL };
	mg_err e;

	ck_assert_int_eq(options_parse(1, argv, o, &e), 0);
}

/* Writes --dump-config's text for o into buf. */
static void
dump(const struct options *o, char *buf, size_t size)
{
	FILE *f = fmemopen(buf, size, "w");

	ck_assert_ptr_nonnull(f);
	config_dump(f, o);
	ck_assert_int_eq(fclose(f), 0);
}

START_TEST(test_good_lines)
{
	struct config c;

	keys_reset();
	read_text(&c, "# a comment\n\n  difficulty = Hard\ntheme=high-contrast # why not\n"
	    "name = ann\ntrail = on\nflash = off\ndescribe = yes\nbind z = quit\n"
	    "bind Tab = help\nbind U+00E9 = map\nbind \xc3\xa0 = hint\n");
	ck_assert_int_eq(c.nwarn, 0);
	ck_assert(c.has_difficulty);
	ck_assert_int_eq(c.difficulty, DIFF_HARD);
	ck_assert(c.has_theme);
	ck_assert_int_eq(c.theme, THEME_HIGH_CONTRAST);
	ck_assert_str_eq(c.name, "ann");
	ck_assert_int_eq(c.trail, 1);
	ck_assert_int_eq(c.flash, 0);
	ck_assert_int_eq(c.describe, 1);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'z'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'q'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, '\t'), CMD_HELP);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 0xe9), CMD_MAP);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 0xe0), CMD_HINT);
}
END_TEST

START_TEST(test_bad_lines_warn_and_the_rest_applies)
{
	struct config c;

	keys_reset();
	read_text(&c, "theme = purple\nhello\nsize = 3\ntrail = maybe\n"
	    "bind = quit\nbind nokey = quit\nbind z = fly\nbind z\n"
	    "difficulty = easy\nname = \n");
	ck_assert_int_eq(c.nwarn, 9);
	ck_assert_msg(strstr(c.warn[0], "cfg:1: theme: unknown theme 'purple'") == c.warn[0], "%s", c.warn[0]);
	ck_assert_msg(strncmp(c.warn[1], "cfg:2: ", 7) == 0, "%s", c.warn[1]);
	ck_assert_msg(strstr(c.warn[2], "cfg:3: unknown setting 'size'") != NULL, "%s", c.warn[2]);
	ck_assert_msg(strstr(c.warn[3], "cfg:4: trail: 'maybe' is not on or off") != NULL, "%s", c.warn[3]);
	ck_assert_msg(strncmp(c.warn[4], "cfg:5: bind: ", 13) == 0, "%s", c.warn[4]);
	ck_assert_msg(strstr(c.warn[5], "unknown key 'nokey'") != NULL, "%s", c.warn[5]);
	ck_assert_msg(strstr(c.warn[6], "unknown command 'fly'") != NULL, "%s", c.warn[6]);
	ck_assert_msg(strncmp(c.warn[7], "cfg:8: ", 7) == 0, "%s", c.warn[7]);
	ck_assert_msg(strstr(c.warn[8], "cfg:10: name") != NULL, "%s", c.warn[8]);
	/* The good line among them still counts. */
	ck_assert(c.has_difficulty);
	ck_assert_int_eq(c.difficulty, DIFF_EASY);
	ck_assert(!c.has_theme);
	ck_assert_int_eq(c.trail, -1);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'z'), CMD_NONE);
}
END_TEST

START_TEST(test_bindings_never_strand_a_command)
{
	struct config c;
	mg_err e;

	keys_reset();
	/* q is quit's only key: moving it away is refused... */
	read_text(&c, "bind q = left\n");
	ck_assert_int_eq(c.nwarn, 1);
	ck_assert_msg(strstr(c.warn[0], "cfg:1: bind: binding q to 'left' would leave 'quit' without a key") != NULL,
	    "%s", c.warn[0]);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'q'), CMD_QUIT);
	/* ...and so is unbinding it; with another key first, both go. */
	ck_assert_int_eq(keys_bind(KEYS_PLAY, 'q', CMD_NONE, &e), -1);
	ck_assert_msg(strstr(e.msg, "'quit' without a key") != NULL, "%s", e.msg);
	read_text(&c, "bind z = quit\nbind q = none\nbind p = left\n");
	ck_assert_int_eq(c.nwarn, 1);   /* p was the way out's only key */
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'q'), CMD_NONE);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'z'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'p'), CMD_SOLUTION);
	ck_assert_int_eq(keys_bind(KEYS_PLAY, KEYC_CTRL_C, CMD_HELP, &e), -1);
	/* The help shows the keys in force. */
	{
		char help[32][KEYS_LINE_MAX];
		int n = keys_help(help, 32), i, found = 0;

		for (i = 0; i < n; i++)
			if (strstr(help[i], "quit") != NULL)
				found = strncmp(help[i], "z ", 2) == 0;
		ck_assert(found);
	}
	keys_reset();
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'q'), CMD_QUIT);
	ck_assert_int_eq(keys_lookup(KEYS_PLAY, 'z'), CMD_NONE);
}
END_TEST

START_TEST(test_command_line_wins)
{
	struct config c;
	struct options o;
	char *argv[] = { (char *)"mazegame", (char *)"--theme", (char *)"dark",
		(char *)"--normal", NULL };
	mg_err e;

	keys_reset();
	read_text(&c, "difficulty = hard\ntheme = light\ntrail = on\n");
	ck_assert_int_eq(options_parse(4, argv, &o, &e), 0);
	ck_assert_int_eq(config_apply(&c, &o, &e), 0);
	ck_assert_int_eq(o.theme, THEME_DARK);
	ck_assert_int_eq(o.difficulty, DIFF_NORMAL);
	ck_assert_int_eq(o.trail, 1);
	/* Without options, the file's difficulty brings its preset. */
	plain_options(&o);
	ck_assert_int_eq(config_apply(&c, &o, &e), 0);
	ck_assert_int_eq(o.difficulty, DIFF_HARD);
	ck_assert_uint_eq(o.width, preset_get(DIFF_HARD)->w);
	ck_assert_str_eq(o.algo->name, preset_get(DIFF_HARD)->algorithm);
	ck_assert_int_eq(o.theme, THEME_LIGHT);
	ck_assert(!o.maze_named);
}
END_TEST

/* Reads text, dumps it, reads the dump from the defaults and dumps
 * again: the two dumps agree. */
static void
round_trip(const char *text)
{
	static char one[8192], two[8192];
	struct config c;
	struct options o;
	mg_err e;

	keys_reset();
	read_text(&c, text);
	plain_options(&o);
	ck_assert_int_eq(config_apply(&c, &o, &e), 0);
	dump(&o, one, sizeof one);
	keys_reset();
	read_text(&c, one);
	ck_assert_msg(c.nwarn == 0, "the dump reads back with a warning: %s\n%s", c.warn[0], one);
	plain_options(&o);
	ck_assert_int_eq(config_apply(&c, &o, &e), 0);
	dump(&o, two, sizeof two);
	ck_assert_str_eq(one, two);
}

START_TEST(test_dump_reads_back_the_same)
{
	round_trip("");
	round_trip("difficulty = easy\ntheme = mono\nname = zed\ntrail = off\nflash = off\n");
	round_trip("describe = on\nbind z = quit\nbind q = left\nbind # = help\n"
	    "bind U+003D = map\nbind Space = none\nbind F1 = none\nbind z = pause\n");
	/* A swap through a spare key: an order exists once z is bound. */
	round_trip("bind z = quit\nbind q = solution\nbind p = quit\nbind z = none\n");
	/* A name written against the '=' may begin with '#'; the dump
	 * puts a blank before it, where a '#' starts a comment (found by
	 * fuzz_config). */
	round_trip("name =#x\n");
	/* The same table reached in another order dumps the same (found
	 * by fuzz_config: the order of the changes followed the order of
	 * the binds). */
	round_trip("bind U+15E9 = solution\nbind f = quit\nbind p = quit\n"
	    "bind q = none\nbind U+15E9 = solution\n");
}
END_TEST

/* A name beginning with '#' is kept with '_' in its place, and says
 * so: written as the dump writes it, it would read as a comment. */
START_TEST(test_name_not_a_comment)
{
	struct config c;

	keys_reset();
	read_text(&c, "name =#ann\n");
	ck_assert_str_eq(c.name, "_ann");
	ck_assert_int_eq(c.nwarn, 1);
	ck_assert_msg(strstr(c.warn[0], "'#ann' is kept as '_ann'") != NULL, "%s", c.warn[0]);
}
END_TEST

/* Parses args (NULL-ended, at most 2) as a command line, applies c
 * to it, and returns the shape in force; *floors and *weave get its
 * numbers. */
static const struct shape *
k_with(const struct config *c, const char *const *args, uint32_t *floors,
    uint32_t *weave)
{
	struct options o;
	char *argv[4] = { (char *)"mazegame" };
	int argc = 1;
	mg_err e;

	while (*args != NULL && argc < 3)
		argv[argc++] = (char *)*args++;
	argv[argc] = NULL;
	ck_assert_int_eq(options_parse(argc, argv, &o, &e), 0);
	ck_assert_int_eq(config_apply(c, &o, &e), 0);
	*floors = o.shape == &shape_floors ? o.k : 0;
	*weave = o.shape == &shape_weave ? o.k : 0;
	return o.shape;
}

/* k_with, the shape only. */
static const struct shape *
shape_with(const struct config *c, const char *const *args)
{
	uint32_t f, w;

	return k_with(c, args, &f, &w);
}

/* The file's shape makes the mazes the options make, unless the
 * command line names one, or a maze comes from elsewhere (a file, the
 * day's, a marathon's), or the generator makes square ones only. */
START_TEST(test_shape_setting)
{
	static const char *const takes[][3] = {
		{ NULL }, { "--print", NULL }, { "--stats", NULL },
		{ "-s", "5", NULL }, { "--watch", NULL },
	};
	static const char *const keeps[][3] = {
		{ "--daily", NULL }, { "--marathon", NULL },
		{ "--resume", NULL }, { "-a", "eller", NULL },
		{ "--shape=square", NULL },
	};
	struct config c;
	unsigned i;

	keys_reset();
	read_text(&c, "shape = hex\n");
	ck_assert_int_eq(c.nwarn, 0);
	for (i = 0; i < sizeof takes / sizeof takes[0]; i++)
		ck_assert_msg(shape_with(&c, takes[i]) == &shape_hex, "case %u", i);
	for (i = 0; i < sizeof keeps / sizeof keeps[0]; i++)
		ck_assert_msg(shape_with(&c, keeps[i]) == NULL, "case %u", i);
	/* An unknown shape warns, naming the line, and sets nothing. */
	read_text(&c, "shape = pentagon\n");
	ck_assert_int_eq(c.nwarn, 1);
	ck_assert_ptr_nonnull(strstr(c.warn[0], "pentagon"));
	ck_assert_ptr_null(c.shape);
	/* The dump says the shape in force, and reads back. */
	round_trip("shape = hex\n");
	round_trip("shape = square\n");
}
END_TEST

/* A shape's own number (floors, weave) is a setting too; alone it
 * means its shape, as --floors=N and --weave=P do on the command line,
 * which wins: its shape, or its number, over the file's. */
START_TEST(test_shape_number_setting)
{
	static const char *const none[] = { NULL };
	static const char *const floors3[] = { "--floors=3", NULL };
	static const char *const weave50[] = { "--weave=50", NULL };
	static const char *const shape_floors_[] = { "--shape=floors", NULL };
	static const char *const shape_weave_[] = { "--shape=weave", NULL };
	static const char *const hex[] = { "--shape=hex", NULL };
	struct config c;
	uint32_t f, w;

	keys_reset();
	/* The command line's number alone names its shape. */
	read_text(&c, "shape = floors\n");
	ck_assert_ptr_eq(k_with(&c, floors3, &f, &w), &shape_floors);
	ck_assert_uint_eq(f, 3);
	ck_assert_ptr_eq(k_with(&c, none, &f, &w), &shape_floors);
	ck_assert_uint_eq(f, 2);
	read_text(&c, "shape = hex\n");
	ck_assert_ptr_eq(k_with(&c, weave50, &f, &w), &shape_weave);
	ck_assert_uint_eq(w, 50);
	ck_assert_ptr_eq(k_with(&c, floors3, &f, &w), &shape_floors);
	/* The file's number alone names its shape; the command line's
	 * shape or number wins. */
	read_text(&c, "floors = 4\n");
	ck_assert_int_eq(c.nwarn, 0);
	ck_assert_ptr_eq(k_with(&c, none, &f, &w), &shape_floors);
	ck_assert_uint_eq(f, 4);
	ck_assert_ptr_eq(k_with(&c, shape_floors_, &f, &w), &shape_floors);
	ck_assert_uint_eq(f, 4);
	ck_assert_ptr_eq(k_with(&c, floors3, &f, &w), &shape_floors);
	ck_assert_uint_eq(f, 3);
	ck_assert_ptr_eq(k_with(&c, hex, &f, &w), &shape_hex);
	ck_assert_uint_eq(f, 0);
	read_text(&c, "Weave = 40\n");
	ck_assert_ptr_eq(k_with(&c, shape_weave_, &f, &w), &shape_weave);
	ck_assert_uint_eq(w, 40);
	ck_assert_ptr_eq(k_with(&c, weave50, &f, &w), &shape_weave);
	ck_assert_uint_eq(w, 50);
	/* Out of range, or beside another shape: said, and not used. */
	read_text(&c, "floors = 65\n");
	ck_assert_int_eq(c.nwarn, 1);
	ck_assert_msg(strstr(c.warn[0], ":1: floors:") != NULL, "%s", c.warn[0]);
	ck_assert_ptr_null(c.k_shape);
	read_text(&c, "shape = hex\nfloors = 3\n");
	ck_assert_int_eq(c.nwarn, 1);
	ck_assert_msg(strstr(c.warn[0], "shape is hex") != NULL, "%s", c.warn[0]);
	ck_assert_ptr_eq(k_with(&c, none, &f, &w), &shape_hex);
	ck_assert_uint_eq(f, 0);
	/* The dump says the number of the shape in force, and reads
	 * back. */
	round_trip("shape = floors\nfloors = 5\n");
	round_trip("shape = weave\nweave = 70\n");
	{
		static char out[8192];
		struct options o;
		mg_err e;

		read_text(&c, "floors = 5\n");
		plain_options(&o);
		ck_assert_int_eq(config_apply(&c, &o, &e), 0);
		dump(&o, out, sizeof out);
		ck_assert_msg(strstr(out, "\nshape = floors\nfloors = 5\n") != NULL, "%s", out);
	}
}
END_TEST

START_TEST(test_dump_says_the_settings)
{
	static char out[8192];
	struct config c;
	struct options o;
	mg_err e;

	keys_reset();
	read_text(&c, "theme = light\nbind z = quit\n");
	plain_options(&o);
	ck_assert_int_eq(config_apply(&c, &o, &e), 0);
	dump(&o, out, sizeof out);
	ck_assert(strstr(out, "\ndifficulty = normal\n") != NULL);
	ck_assert(strstr(out, "\ntheme = light\n") != NULL);
	ck_assert(strstr(out, "\nbind z = quit\n") != NULL);
	ck_assert(strstr(out, "\nflash = on\n") != NULL);
}
END_TEST

START_TEST(test_theme_names_and_osc11)
{
	enum theme t;

	ck_assert_int_eq(theme_find("High-Contrast", &t), 0);
	ck_assert_int_eq(t, THEME_HIGH_CONTRAST);
	ck_assert_int_eq(theme_find("sepia", &t), -1);
	ck_assert_str_eq(theme_name(THEME_MONO), "mono");
	/* xterm's answer, BEL-terminated and ST-terminated. */
	ck_assert_int_eq(theme_from_reply("\033]11;rgb:0000/0000/0000\a", 24, &t), 0);
	ck_assert_int_eq(t, THEME_DARK);
	ck_assert_int_eq(theme_from_reply("\033]11;rgb:ffff/ffff/ffff\033\\", 25, &t), 0);
	ck_assert_int_eq(t, THEME_LIGHT);
	/* Two digits a component, after other bytes, before the DA answer. */
	{
		const char r[] = "x\033]11;rgb:fd/f6/e3\033\\\033[?62;22c";

		ck_assert_int_eq(theme_from_reply(r, sizeof r - 1, &t), 0);
		ck_assert_int_eq(t, THEME_LIGHT);
	}
	ck_assert_int_eq(theme_from_reply("\033]11;rgb:2828/2c2c/3434\a", 24, &t), 0);
	ck_assert_int_eq(t, THEME_DARK);
	/* No answer, a cut-off answer, or junk: no theme. */
	ck_assert_int_eq(theme_from_reply("\033[?62;22c", 9, &t), -1);
	ck_assert_int_eq(theme_from_reply("\033]11;rgb:ffff/ffff", 18, &t), -1);
	ck_assert_int_eq(theme_from_reply("\033]11;rgb:fffff/0/0\a", 19, &t), -1);
	ck_assert_int_eq(theme_from_reply("", 0, &t), -1);
}
END_TEST

/* Whether the NUL-ended answer a is whole (theme_reply_whole). */
static bool
whole(const char *a)
{
	return theme_reply_whole(a, strlen(a));
}

/* The answer is whole once the device attributes' answer came (a
 * terminal sends it after any other); what it says, and why, in the
 * words --dump-config shows. */
START_TEST(test_theme_answer)
{
	static const char dark[] = "\033]11;rgb:1e1e/1e1e/2020\033\\\033[?62;22c";
	static const char light[] = "\033]11;rgb:fd/f6/e3\a\033[?1;2c";
	static const char da[] = "\033[?62;22c";
	char why[160];

	ck_assert(!whole(""));
	ck_assert(!whole("\033]11;rgb:0/0/0\a"));
	ck_assert(whole(da));
	ck_assert(whole("\033[?c"));
	ck_assert(whole(dark));
	/* Cut short, another answer, a stray byte: not yet. */
	ck_assert(!theme_reply_whole(dark, sizeof dark - 2));
	ck_assert(!whole("\033[62;22c"));
	ck_assert(!whole("\033[?62;2xc"));
	ck_assert(!whole("\033[?62;22"));

	ck_assert_int_eq(theme_from_answer(dark, sizeof dark - 1, 200, why,
	    sizeof why), THEME_DARK);
	ck_assert_str_eq(why, "the terminal says its background is dark");
	ck_assert_int_eq(theme_from_answer(light, sizeof light - 1, 200, why,
	    sizeof why), THEME_LIGHT);
	ck_assert_str_eq(why, "the terminal says its background is light");
	/* Only the device attributes: the terminal knows no OSC 11. */
	ck_assert_int_eq(theme_from_answer(da, sizeof da - 1, 150, why,
	    sizeof why), THEME_DEFAULT);
	ck_assert_str_eq(why, "the terminal did not answer the "
	    "background-colour query (OSC 11) within 150 ms, as tmux and "
	    "screen often do not");
	ck_assert_int_eq(theme_from_answer("", 0, 200, why, sizeof why),
	    THEME_DEFAULT);
	ck_assert_ptr_nonnull(strstr(why, "within 200 ms"));
}
END_TEST

START_TEST(test_describe_words)
{
	/* 3x2:  S . .     the player walks from the start (1,1).
	 *       . # E  */
	static const char text[] =
	    "#######\n"
	    "#S    #\n"
	    "# ### #\n"
	    "# #  E#\n"
	    "#######\n";
	struct mazeio_doc doc;
	struct puzzle p;
	struct game g;
	struct game_rules r = { false, false, 2 };
	char buf[320];
	mg_err e;

	ck_assert_msg(mazeio_read_mem(text, strlen(text), &doc, &e) == 0, "%s", e.msg);
	ck_assert_msg(puzzle_adopt(&p, doc.m, doc.start, doc.exit, &e) == 0, "%s", e.msg);
	ck_assert_msg(game_init(&g, &p, &r, 0, &e) == 0, "%s", e.msg);
	describe_position(&g, -1, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 1, row 1: open east, south; corridor; the start.");
	describe_exit(&g, buf, sizeof buf);
	ck_assert_str_eq(buf, "Exit 2 east, 1 south.");
	game_command(&g, CMD_MOVE_E, 0);
	describe_position(&g, -1, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 2, row 1: open east, west; corridor.");
	describe_position(&g, DIR_N, buf, sizeof buf);
	ck_assert_str_eq(buf, "Wall north. Column 2, row 1: open east, west; corridor.");
	game_command(&g, CMD_MOVE_E, 0);
	describe_position(&g, -1, buf, sizeof buf);
	ck_assert_str_eq(buf, "Column 3, row 1: open south (the exit), west; corridor.");
	describe_exit(&g, buf, sizeof buf);
	ck_assert_str_eq(buf, "Exit 1 south.");
	game_command(&g, CMD_MOVE_S, 0);
	ck_assert(g.won);
	describe_result(&g, buf, sizeof buf);
	ck_assert_msg(strncmp(buf, "You reached the exit in 3 moves; the shortest way is 3 moves.", 61) == 0, "%s", buf);
	game_free(&g);
}
END_TEST

Suite *
config_suite(void)
{
	Suite *s = suite_create("config");
	TCase *tc = tcase_create("file");
	TCase *tt = tcase_create("theme");
	TCase *td = tcase_create("describe");

	tcase_add_test(tc, test_good_lines);
	tcase_add_test(tc, test_bad_lines_warn_and_the_rest_applies);
	tcase_add_test(tc, test_bindings_never_strand_a_command);
	tcase_add_test(tc, test_command_line_wins);
	tcase_add_test(tc, test_shape_setting);
	tcase_add_test(tc, test_shape_number_setting);
	tcase_add_test(tc, test_dump_reads_back_the_same);
	tcase_add_test(tc, test_name_not_a_comment);
	tcase_add_test(tc, test_dump_says_the_settings);
	tcase_add_test(tt, test_theme_names_and_osc11);
	tcase_add_test(tt, test_theme_answer);
	tcase_add_test(td, test_describe_words);
	suite_add_tcase(s, tc);
	suite_add_tcase(s, tt);
	suite_add_tcase(s, td);
	return s;
}
