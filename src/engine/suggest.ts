import { distance } from "fastest-levenshtein";

/** The candidate closest to `input`, if it is close enough to be a plausible typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const hay = candidate.toLowerCase();
    const prefix = Math.min(hay.length, needle.length) >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
    const score = prefix ? Math.min(1, distance(needle, hay)) : distance(needle, hay);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const limit = Math.max(2, Math.floor(needle.length / 3));
  return bestScore <= limit ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>, quote = true): string {
  const match = closest(input, candidates);
  if (!match) return "";
  return quote ? ` Did you mean "${match}"?` : ` Did you mean ${match}?`;
}
