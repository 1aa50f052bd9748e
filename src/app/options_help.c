/* options_help.c - the text of --help (the keys come from front/keys_help.c). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "app/options.h"

/* The options part of --help, a paragraph a string, each translated
 * as a whole. */
static const char *const help_text[] = {
	/* TRANSLATORS: --help, a paragraph at a time: keep the options
	 * (--easy, -W, NAME, FILE...) as they are; each description
	 * starts at column 28 and lines stay within 79 columns. */
	N_("Usage: mazegame [OPTION]...\n"
	"Walk out of a maze in the terminal, in as few moves as the shortest path.\n"
	"\n"),
	N_("Game:\n"
	"      --easy               small maze, trail of visited cells shown\n"
	"      --normal             a maze that fits 80x24 (the default)\n"
	"      --hard               a larger maze in fog, start and exit far apart\n"
	"      --fit                size the maze to fill the terminal\n"
	"      --daily              play the maze of the day, the same for everyone\n"
	"      --watch              watch the generator make the maze step by step,\n"
	"                           then the search and the way out; Enter plays it\n"
	"      --demo               each algorithm makes a maze, then the solver\n"
	"                           walks it; any key quits\n"
	"      --resume[=ID]        continue the newest saved game, or game ID\n"
	"      --saved              list the saved games, newest first, and exit\n"
	"      --record=FILE        on reaching the exit, write the run (the maze\n"
	"                           and every move with its time) to FILE\n"
	"      --ghost[=FILE]       race FILE's run, or your own best on this maze,\n"
	"                           drawn beside you as a faint letter\n"
	"      --high-scores        print the high-score table and exit\n"
	"      --ascii              draw with plain ASCII characters only\n"
	"      --no-color           draw without colours (as does NO_COLOR)\n"
	"      --theme=NAME         colours: default, dark, light, high-contrast,\n"
	"                           mono or auto (asks the terminal's background)\n"
	"      --describe           screen-reader mode: the status line says where\n"
	"                           you are and which ways are open; the cursor\n"
	"                           stays on the player; nothing flashes\n"
	"      --no-mouse           do not ask the terminal for mouse reports (a\n"
	"                           click runs along a straight open line)\n"
	"      --dump-config        print the settings in force (config file and\n"
	"                           options) as a config file and exit\n"
	"\n"),
	N_("Marathon and record:\n"
	"      --marathon           mazes one after another, each about a quarter\n"
	"                           larger; a maze of more than twice its optimal\n"
	"                           moves ends it; --daily: the day's marathon,\n"
	"                           --resume: a saved one goes on\n"
	"      --history            print your record (games, efficiency, daily\n"
	"                           streak) and exit; --format=csv: a row a game\n"
	"\n"),
	N_("Maze:\n"
	"  -W, --width=N            maze width in cells\n"
	"  -H, --height=N           maze height in cells\n"
	"      --size=WxH           both at once\n"
	"  -s, --seed=N             seed (0 to 18446744073709551615) for a repeatable maze\n"
	"  -a, --algorithm=NAME     generator (see --list-algorithms)\n"
	"      --list-algorithms    list the generators and exit\n"
	"      --shape=NAME         the maze's shape (square when not given;\n"
	"                           --list-shapes lists them all)\n"
	"      --floors=N           floors of a floors maze (1 to 64, default 2;\n"
	"                           means --shape=floors)\n"
	"      --list-shapes        list the shapes and exit\n"
	"      --weave=PERCENT      how many crossings a weave maze has (1 to\n"
	"                           100, default 30; means --shape=weave)\n"
	"      --load=FILE          play or print a maze from FILE, in the block\n"
	"                           or the graph format (- is standard input)\n"
	"\n"),
	N_("Racing (everyone on this machine, in the same maze):\n"
	"      --race[=ROOM]        host the room ROOM (default: race), or join it\n"
	"                           if someone hosts it; the host's maze options\n"
	"                           name the maze; Enter (host) starts, q leaves\n"
	"      --races              list the open rooms on this machine and exit\n"
	"      --spectate=ROOM      watch a room's races without racing\n"
	"      --private=USER[,USER...]  with --race when hosting: only these\n"
	"                           users may join\n"
	"      --arcade             play as a visitor of the arcade, as sshd runs\n"
	"                           it for one (README, \"The arcade\")\n"
	"\n"),
	N_("Output without playing:\n"
	"      --print              write the maze to standard output and exit\n"
	"      --solution           with --print: mark the solution path with '.'\n"
	"                           (in a picture: a coloured line)\n"
	"      --format=FMT         with --print: text (the block format, the\n"
	"                           default), graph, svg, pdf or png\n"
	"  -o, --output=FILE        with --print: write to FILE, not standard output\n"
	"                           (- is standard output); without --format, a\n"
	"                           name ending in .svg, .pdf, .png or .txt says it\n"
	"      --page=SIZE          PDF paper: a4 or letter (default: the locale's)\n"
	"      --count=N            PDF: N different mazes on N pages, then their\n"
	"                           N answer pages\n"
	"      --cell=PX            PNG: PX pixels a square of the block format\n"
	"      --stats              print measurements of the maze (with --print,\n"
	"                           after it)\n"
	"\n"),
	N_("  -h, --help               display this help and exit\n"
	"  -V, --version            output version information and exit\n"
	"\n"),
};

/* What --help says after the keys. */
static const char help_tail[] =
N_("\n"
"These are the default keys; the config file\n"
"($XDG_CONFIG_HOME/mazegame/config) can bind others: see mazegame(6).\n"
"\n"
"Exit status: 0 success, 1 failure, 2 bad usage, 128+N ended by signal N.\n");

const char *
options_help(void)
{
	static char text[8192];
	size_t i, len = 0;

	text[0] = '\0';
	for (i = 0; i < sizeof help_text / sizeof help_text[0]; i++) {
		snprintf(text + len, sizeof text - len, "%s", _(help_text[i]));
		len = strlen(text);
	}
	return text;
}

const char *
options_help_tail(void)
{
	static char text[1024];

	/* TRANSLATORS: the start of the last line of --help; the web
	 * address of the bug tracker follows. */
	snprintf(text, sizeof text, "%s%s%s", _(help_tail), _("Report bugs to: "),
	    PACKAGE_BUGREPORT "\n");
	return text;
}
