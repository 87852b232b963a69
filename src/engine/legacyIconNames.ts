/**
 * Icon names the builder offered before any Lucide name was accepted, with the Lucide icon each one shows. They
 * keep showing that icon, so sites written with them look the same. Four of them (clipboard, key, pen, shield)
 * are also Lucide names of other icons: here the builder's older meaning wins.
 * No imports: the renderers read this in the browser too.
 */
export const legacyIconNames: Readonly<Record<string, string>> = {
  chart: "chart-column",
  clipboard: "clipboard-list",
  document: "file-text",
  key: "key-round",
  message: "message-square",
  pen: "pen-line",
  refresh: "refresh-cw",
  shield: "shield-check",
};

/** The Lucide name an icon name of a config shows. */
export function lucideIconName(name: string): string {
  return Object.hasOwn(legacyIconNames, name) ? legacyIconNames[name] : name;
}
