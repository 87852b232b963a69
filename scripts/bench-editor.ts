/**
 * npm run bench:editor — the editor's typing latency on a 50-block page, with the preview and without it
 * (npm run bench prints the first). EDITOR_BENCH_BLOCKS sets the page's length.
 */
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";

const blocks = Number(process.env.EDITOR_BENCH_BLOCKS ?? 50);
console.log(formatEditorTyping(await measureEditorTyping({ blocks })));
console.log(formatEditorTyping(await measureEditorTyping({ blocks, preview: false })));
process.exit(0);
