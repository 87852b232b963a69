/** npm run bench:editor — the editor's typing latency on a 50-block page (also printed by npm run bench). */
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";

const blocks = Number(process.env.EDITOR_BENCH_BLOCKS ?? 50);
console.log(formatEditorTyping(await measureEditorTyping({ blocks })));
process.exit(0);
