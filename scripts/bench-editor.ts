/**
 * npm run bench:editor — the editor's typing latency on a 50-block page, with the preview and without it
 * (npm run bench prints the first). EDITOR_BENCH_BLOCKS sets the page's length.
 */
import { readCommandLine } from "./lib/cliOptions";
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";

readCommandLine({
  command: "npm run bench:editor",
  summary: "The editor's typing latency on a 50-block page (EDITOR_BENCH_BLOCKS sets the length).",
  options: {},
});

const blocks = Number(process.env.EDITOR_BENCH_BLOCKS ?? 50);
console.log(formatEditorTyping(await measureEditorTyping({ blocks })));
console.log(formatEditorTyping(await measureEditorTyping({ blocks, preview: false })));
process.exit(0);
