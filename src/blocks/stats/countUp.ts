/** A statistic as shown ("1,000+") split so its number can be animated: "", 1000, "+", with separators. */
export interface ParsedStat {
  prefix: string;
  target: number;
  suffix: string;
  decimals: number;
  grouped: boolean;
}

export function parseStat(value: string): ParsedStat {
  const match = /^([^0-9]*)([0-9][0-9,]*(?:\.[0-9]+)?)(.*)$/.exec(value);
  if (!match) return { prefix: value, target: 0, suffix: "", decimals: 0, grouped: false };
  const [, prefix, number, suffix] = match;
  const decimals = number.includes(".") ? number.split(".")[1].length : 0;
  return { prefix, target: Number(number.replace(/,/g, "")), suffix, decimals, grouped: number.includes(",") };
}

export function formatStat(stat: ParsedStat, current: number): string {
  const number = stat.grouped
    ? current.toLocaleString("en-US", { minimumFractionDigits: stat.decimals, maximumFractionDigits: stat.decimals })
    : current.toFixed(stat.decimals);
  return `${stat.prefix}${number}${stat.suffix}`;
}

/** Ease-out (cubic): fast at first, slowing into the final value. */
export function easeOutCubic(progress: number): number {
  return 1 - Math.pow(1 - Math.min(Math.max(progress, 0), 1), 3);
}

/** The value shown at `elapsed` ms of a `duration` ms count-up. */
export function countUpValue(stat: ParsedStat, elapsed: number, duration: number): number {
  if (duration <= 0) return stat.target;
  const raw = stat.target * easeOutCubic(elapsed / duration);
  const factor = 10 ** stat.decimals;
  return Math.round(raw * factor) / factor;
}
