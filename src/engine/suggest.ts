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

/**
 * The one candidate made of words ("feature-grid") one of which is the input's word, in the singular or plural
 * ("features", "testimonial"): a name half remembered, too far in spelling for `closest`. Undefined when none or
 * several are.
 */
export function closestByWord(input: string, candidates: Iterable<string>): string | undefined {
  const singular = (word: string) => word.toLowerCase().replace(/s$/, "");
  const words = new Set(
    input
      .split(/[-_\s]+/)
      .filter((w) => w.length >= 3)
      .map(singular),
  );
  const found = [...candidates].filter((c) => c.split("-").some((part) => words.has(singular(part))));
  return found.length === 1 ? found[0] : undefined;
}

export function didYouMeanByWord(input: string, candidates: Iterable<string>): string {
  const match = closestByWord(input, candidates);
  return match ? ` Did you mean "${match}"?` : "";
}
