/**
 * "today" of a build, as lists relative to the build date read it ({ "date": { "after": "today" } }): the day in UTC,
 * "2027-01-15". SITE_TODAY=2027-01-15 sets it (tests, or a build made as of another day); else SOURCE_DATE_EPOCH
 * (reproducible builds, as the sitemap's lastmod reads it); else the clock.
 */
export function buildToday(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const told = env.SITE_TODAY;
  if (told && /^\d{4}-\d{2}-\d{2}$/.test(told) && !Number.isNaN(Date.parse(told))) return told;
  const epoch = env.SOURCE_DATE_EPOCH;
  const when = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
  return when.toISOString().slice(0, 10);
}
