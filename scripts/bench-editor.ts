/** npm run bench:editor — the editor's typing latency on a 50-block page (also printed by npm run bench). */
import { formatEditorTyping, measureEditorTyping } from "./lib/editorBench";

console.log(formatEditorTyping(await measureEditorTyping()));
process.exit(0);
