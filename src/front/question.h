/* question.h - a question in words, as every front end asks it: the
 * lines that ask and the answers offered, each a command (its keys come
 * from the key table) with what it does.  How a question is shown, and
 * what is done with the answer, is the front end's.
 */
#ifndef MAZEGAME_QUESTION_H
#define MAZEGAME_QUESTION_H

#include "play/command.h"

/* Most lines a question asks with, and the longest, with its '\0'. */
#define QUESTION_LINES 6
#define QUESTION_LINE_MAX 320
/* Most answers a question offers. */
#define QUESTION_ANSWERS 4

/* One answer a question offers: its command and what it does
 * (translated where shown). */
struct answer {
	enum cmd key;
	const char *says;
};

#endif
