/**
 * The link name of a question (an FAQ item): its words in lower case joined by dashes, accents dropped, so
 * "¿Dónde está la clínica?" is "#donde-esta-la-clinica". Letters of any script are kept. The renderer gives it
 * to the question and the validator checks that no two questions (or sections) of a page share one.
 */
export function questionAnchor(question: string): string {
  const words = question
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let anchor = "";
  for (const word of words) {
    const next = anchor ? `${anchor}-${word}` : word;
    if (anchor && next.length > maxLength) break;
    anchor = next;
  }
  return anchor.slice(0, maxLength) || "question";
}

/** Long enough to tell questions apart, short enough for an address one can read. */
const maxLength = 60;
