/* prefetch.h - asking for memory before a hot loop needs it. */
#ifndef MAZEGAME_PREFETCH_H
#define MAZEGAME_PREFETCH_H

/* How far ahead of use the loops fetch memory they will touch. */
#define AHEAD 16u

#if defined(__GNUC__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

#endif
