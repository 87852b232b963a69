import { distance } from "fastest-levenshtein";

/** The candidate closest to `input`, if it is close enough to be a plausible typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  const limit = Math.max(2, Math.floor(needle.length / 3));
  for (const candidate of candidates) {
    const hay = candidate.toLowerCase();
    const prefix = Math.min(hay.length, needle.length) >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
    const near = prefix ? Math.min(1, distance(needle, hay)) : distance(needle, hay);
    // a shortening ("prodName" for "productName", "btnText" for "buttonText"): as plausible as the furthest typo
    const score = near > limit && isShortening(needle, hay) ? limit : near;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore <= limit ? best : undefined;
}

/**
 * Whether `short` is `long` with letters left out: the same first letter, every letter of it in order in `long`,
 * and at least half as long (so "img" is "image", but "id" is not "inside").
 */
function isShortening(short: string, long: string): boolean {
  if (short.length < 3 || short.length * 2 < long.length || short[0] !== long[0]) return false;
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
}

export function didYouMean(input: string, candidates: Iterable<string>, quote = true): string {
  const match = closest(input, candidates);
  if (!match) return "";
  return quote ? ` Did you mean "${match}"?` : ` Did you mean ${match}?`;
}
