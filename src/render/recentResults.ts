/**
 * `compute` remembered for the last `size` distinct arguments: a page's render hashes texts most pages share (the
 * shared stylesheet, about 70 KB; the shell's inline script) and makes the same policy from the same hashes.
 * Comparing a text with the few remembered costs far less than hashing it again; a text met once costs a few
 * comparisons more. The result is the one `compute` gives, whatever was asked before.
 */
export function rememberRecent<T>(compute: (argument: string) => T, size = 4): (argument: string) => T {
  const recent: [string, T][] = [];
  return (argument) => {
    const known = recent.find(([seen]) => seen === argument);
    if (known) return known[1];
    const result = compute(argument);
    recent.unshift([argument, result]);
    if (recent.length > size) recent.length = size;
    return result;
  };
}
