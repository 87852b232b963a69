import { setFlagsFromString } from "node:v8";

/**
 * V8's flags for a build's process, and so its render threads'. Each changes how fast the code runs, not what it
 * does: the pages are the same bytes.
 *
 * V8's optimizing compiler inlines less: at most 150 bytes of bytecode into a function, where V8's default is 920.
 * A build runs the hot functions of React, Chakra and the builder thousands of times in each of its threads, and
 * each thread compiles them on its own: with the default, V8's compiler threads took a fifth of a 4,034-page
 * build's CPU (4.9–5.6 s of 22–26), most of it in each thread's first thousand pages; with 150, 3.5–3.7 s, and the
 * render threads no more than before (30 November, 2 cores; docs/scaling.md).
 */
setFlagsFromString("--max-inlined-bytecode-size-cumulative=150");

/**
 * Each render thread's young-generation collections (the most frequent: a page makes much short-lived garbage) run
 * in the thread, not split among V8's helper threads. The render threads already keep every core busy, so the
 * helpers only waited for a core and for each other: without them a 4,034-page build from nothing took about 5 %
 * less CPU and wall time (1 December, 2 cores, alternated pairs; docs/scaling.md). V8 reads this flag at each
 * collection, so it can be set here, after V8 started; flags read once at its start (concurrent marking,
 * `--single-threaded-gc`) stop the process with a fatal error when changed now.
 */
setFlagsFromString("--no-parallel-scavenge");
