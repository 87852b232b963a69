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

// Not set, though it took about 5 % off a build's CPU: `--no-parallel-scavenge` (each render thread collecting its
// young generation itself). Set here, after V8 started, a build of the fresh-clone CI stopped with SIGSEGV once in
// three runs (1 December; docs/scaling.md), and a flag changed after V8's start is not a state V8 promises to keep.
