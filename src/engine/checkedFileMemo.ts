/**
 * The checks of one file on its own (its JSON, its schema, its content) depend on its place and its text only, so
 * the build remembers what they found in each file that had no problem (scripts/lib/build/validationMemo.ts), for
 * the version of the builder that checked it: a file unchanged since then is only parsed. So for a page made from
 * a template (keyed by the template and the page's value, which holds its item's fields) and a collection's item
 * (keyed by its text and its collection's schema). The checks across files (links, routes, headings, references)
 * always run over every file.
 */
export interface CheckedFileMemo {
  /** What an earlier clean check under this key found (the key names all the check read); undefined when not. */
  recall(key: string): unknown;
  remember(key: string, found: unknown): void;
}
