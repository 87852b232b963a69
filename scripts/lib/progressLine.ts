/** How long is left, in words: "about 40 s left", "about 3 min left". */
export function timeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 90 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`;
}

/**
 * Whether progress may rewrite its line in place: a terminal, not CI. PROGRESS_TERMINAL ("1" or "0") says so
 * for a process whose output a parent passes on to a terminal through a pipe (scripts/build.ts).
 */
export function outputIsTerminal(): boolean {
  const told = process.env.PROGRESS_TERMINAL;
  if (told === "1" || told === "0") return told === "1";
  return Boolean(process.stdout.isTTY) && !process.env.CI;
}

export interface ProgressLine {
  /** A short note of what is happening (a terminal only; logs get the counts). */
  status(text: string): void;
  /** One more item done; the last one prints the closing line. */
  tick(): void;
  /** Clears a half-written terminal line, so another message can be printed. */
  clear(): void;
}

/**
 * "pre-rendering 120 of 1,034 pages, about 40 s left". In a terminal the line is rewritten in place as items
 * finish; in a log (no terminal, or CI) a line is printed at most every `logEveryMs`, so a small site prints
 * only the closing "✔ pre-rendered 34 pages in 3.1 s".
 */
export function progressLine(options: {
  total: number;
  /** "pre-rendering" … "pre-rendered". */
  doing: string;
  done: string;
  unit: string;
  /** The unit of one ("page"), when it is not `unit`. */
  oneUnit?: string;
  write?: (text: string) => void;
  terminal?: boolean;
  logEveryMs?: number;
  now?: () => number;
}): ProgressLine {
  const { total, unit, logEveryMs = 10_000, now = () => performance.now() } = options;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const terminal = options.terminal ?? outputIsTerminal();
  const count = (n: number) => n.toLocaleString("en-US");
  let done = 0;
  let started: number | undefined;
  let lastShown = -Infinity;
  let open = false;

  const show = (text: string) => {
    if (terminal) {
      write(`\r\x1b[K${text}`);
      open = true;
    } else {
      write(`${text}\n`);
    }
  };
  const clear = () => {
    if (open) write("\r\x1b[K");
    open = false;
  };
  return {
    status(text) {
      if (terminal && started === undefined) show(text);
    },
    tick() {
      if (started === undefined) {
        started = now();
        // a log's first count comes after logEveryMs: a quick run prints only the closing line
        if (!terminal) lastShown = started;
      }
      done++;
      const elapsed = now() - started;
      if (done >= total) {
        clear();
        write(
          `✔ ${options.done} ${count(done)} ${done === 1 ? (options.oneUnit ?? unit) : unit} in ${(elapsed / 1000).toFixed(1)} s\n`,
        );
        return;
      }
      if (now() - lastShown < (terminal ? 100 : logEveryMs)) return;
      lastShown = now();
      const left = done >= 3 && elapsed >= 1000 ? `, ${timeLeft((elapsed / done) * (total - done))}` : "";
      show(`${options.doing} ${count(done)} of ${count(total)} ${unit}${left}`);
    },
    clear,
  };
}
