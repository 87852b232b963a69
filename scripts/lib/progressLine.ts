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
  /**
   * Starts the clock, and a line while no item finishes: the count again every `logEveryMs` in a log, and, when none
   * has finished for that long, how long (in a terminal too), so a stuck run still says what it is at. Without it,
   * the clock starts at the first item done, and only items done print.
   */
  start(): void;
  /** One more item done; the last one prints the closing line (and ends what start began). */
  tick(): void;
  /** Ends what start began (a run stopped before its last item). */
  end(): void;
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
  let lastDone: number | undefined;
  let open = false;
  let watch: ReturnType<typeof setInterval> | undefined;

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
  const begin = () => {
    if (started !== undefined) return;
    started = now();
    lastDone = started;
    // a log's first count comes after logEveryMs: a quick run prints only the closing line
    if (!terminal) lastShown = started;
  };
  const end = () => {
    clearInterval(watch);
    watch = undefined;
  };
  /** The line while nothing finishes: the count, and for how long none has. */
  const waiting = () => {
    const at = now();
    const idle = at - (lastDone ?? at);
    // a terminal's line says it while none finishes; a log prints the count every logEveryMs
    if (terminal ? idle < logEveryMs : at - lastShown < logEveryMs) return;
    lastShown = at;
    const none = idle >= logEveryMs ? `, none finished for ${Math.round(idle / 1000)} s` : "";
    show(`${options.doing} ${count(done)} of ${count(total)} ${unit}${none}`);
  };
  return {
    status(text) {
      if (terminal && started === undefined) show(text);
    },
    start() {
      begin();
      if (watch || done >= total) return;
      watch = setInterval(waiting, Math.min(1000, logEveryMs));
      // never what keeps the process alive
      watch.unref();
    },
    tick() {
      begin();
      done++;
      lastDone = now();
      const elapsed = now() - started!;
      if (done >= total) {
        end();
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
    end,
    clear,
  };
}
