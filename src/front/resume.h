/* resume.h - the saved game offered again, in words for every front
 * end: the question whether to resume it and its answers, and what is
 * said when it cannot be taken after all.
 */
#ifndef MAZEGAME_RESUME_H
#define MAZEGAME_RESUME_H

#include <stddef.h>

#include "base/err.h"
#include "front/question.h"
#include "store/savegame.h"

/* How many answers the resume question offers. */
#define RESUME_ANSWERS 4

/* The answers to the resume question: y resumes it, n plays a new game
 * and keeps it saved, d deletes it (asked again first), Tab offers the
 * next saved game (the last answer: left out when there is none). */
extern const struct answer resume_answers[RESUME_ANSWERS];

/* Writes the resume question about saved game sg, number id, to lines (what it is,
 * how many others are kept beside it when there are, then "Resume
 * it?"); returns how many (3 or 4). */
int resume_question_lines(const struct savegame *sg, uint32_t id,
    size_t others,
    char lines[][QUESTION_LINE_MAX]);

/* Writes why the saved game could not be taken to buf: rc 1 (gone,
 * another mazegame took it), or -1 with e (a damaged one's own words,
 * else why it cannot be resumed).  Returns buf. */
char *resume_failed_words(int rc, const mg_err *e, char *buf, size_t size);

#endif
