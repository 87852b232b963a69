/**
 * "today" of a build, as lists relative to the build date read it ({ "date": { "after": "today" } }): the day in UTC,
 * "2027-01-15". SITE_TODAY=2027-01-15 sets it (tests, or a build made as of another day); else SOURCE_DATE_EPOCH
 * (reproducible builds, as the sitemap's lastmod reads it); else the clock. A SITE_TODAY that is not a day is refused
 * (every command checks it first, through siteTodayProblem), never replaced by the clock in silence.
 */
export function buildToday(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const problem = siteTodayProblem(env);
  if (problem) throw new Error(problem);
  if (env.SITE_TODAY) return env.SITE_TODAY;
  const epoch = env.SOURCE_DATE_EPOCH;
  const when = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
  return when.toISOString().slice(0, 10);
}

/** What is wrong with the SITE_TODAY setting, in one line, or undefined when it is unset or a real day. */
export function siteTodayProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const told = env.SITE_TODAY;
  if (told === undefined || told === "") return undefined;
  const [year, month, day] = told.split("-").map(Number);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(told) && new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) === told;
  if (real) return undefined;
  return `SITE_TODAY=${JSON.stringify(told)} is not a day: write it as YYYY-MM-DD (for example SITE_TODAY=2027-01-15), or unset it to build as of today`;
}
