import { setFlagsFromString } from "node:v8";

/**
 * V8's optimizing compiler inlines less in a build: at most 150 bytes of bytecode into a function, where V8's
 * default is 920. The flag is the process's, so the render threads' too. A build runs the hot functions of React,
 * Chakra and the builder thousands of times in each of its threads, and each thread compiles them on its own:
 * with the default, V8's compiler threads took a fifth of a 4,034-page build's CPU (4.9–5.6 s of 22–26), most of
 * it in each thread's first thousand pages; with 150, 3.5–3.7 s, and the render threads no more than before
 * (30 November, 2 cores; docs/scaling.md). It changes how fast the code runs, not what it does: the pages are the
 * same bytes.
 */
setFlagsFromString("--max-inlined-bytecode-size-cumulative=150");
