/**
 * Stops this command when the process that started it is gone. `npm run dev` starts it through `sh -c`, and a
 * signal to that shell (the process npm started, as a process manager or `kill` sends it) ends the shell alone:
 * this process would run on, orphaned, holding its port. Checked once a second (Node has no parent-death
 * signal); it then stops as SIGTERM would stop it (its handlers run: the command it runs is stopped too).
 */
export function stopWithParent(intervalMs = 1000): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, intervalMs).unref();
}
