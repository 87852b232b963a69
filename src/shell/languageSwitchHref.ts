/**
 * The language switch's links lead to the same page in each language, which differs page by page, while the
 * shell around it is rendered once per language (src/render/shellCache.server.ts). So the switch is rendered
 * with a marker per language, and src/entry.server.tsx puts in each page's own addresses. Random, so no config
 * text can produce it.
 */
const marker = `lang${Math.random().toString(36).slice(2)}-`;

export function languageSwitchHref(language: string): string {
  return `${marker}${language}`;
}

/** The page's HTML with each language's marker replaced by the address of the page in that language. */
export function fillLanguageSwitch(html: string, targets: Readonly<Record<string, string>>): string {
  return html.replace(new RegExp(`${marker}([A-Za-z0-9-]+)`, "g"), (found, code: string) =>
    Object.hasOwn(targets, code) ? targets[code] : found,
  );
}
