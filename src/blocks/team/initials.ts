// Titles before a name and qualifications after it, compared without dots and case: "Dr." → "dr", "Ph.D." → "phd".
const titles = new Set([
  "dr",
  "prof",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "sir",
  "dame",
  "rev",
  "fr",
  "hon",
  "lord",
  "lady",
]);
const suffixes = new Set([
  "jr",
  "sr",
  "ii",
  "iii",
  "iv",
  "phd",
  "md",
  "dmd",
  "dds",
  "do",
  "rn",
  "np",
  "pa",
  "dvm",
  "pharmd",
  "mba",
  "cpa",
  "cfa",
  "cfp",
  "esq",
  "msc",
  "bsc",
  "ma",
  "ms",
  "ba",
  "bs",
  "llm",
  "jd",
]);

const plain = (word: string) => word.replace(/\./g, "").toLowerCase();
// a word's first letter or digit (skips opening quotes and brackets), upper-cased; undefined if it has none
const firstLetter = (word: string) => /[\p{L}\p{N}]/u.exec(word)?.[0].toLocaleUpperCase();

/**
 * The initials shown for a person without a photo: the first letters of their first and last names, titles
 * ("Dr.", "Prof.", "Mrs.") and qualifications (", DMD", "PhD", "Jr.") left out. "Dr. Emily Chen, DMD" → "EC".
 */
export function initials(fullName: string): string {
  // everything after the first comma is qualifications: "Emily Chen, DMD, MS"
  const words = fullName
    .split(",")[0]
    .split(/\s+/)
    .filter((word) => firstLetter(word));
  let first = 0;
  let last = words.length - 1;
  while (first < last && titles.has(plain(words[first]))) first++;
  while (last > first && suffixes.has(plain(words[last]))) last--;
  const name = words.slice(first, last + 1);
  if (name.length === 0) return firstLetter(fullName) ?? "";
  const head = firstLetter(name[0])!;
  return name.length > 1 ? head + firstLetter(name[name.length - 1])! : head;
}
