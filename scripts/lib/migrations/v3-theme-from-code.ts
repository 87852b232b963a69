import type { Migration } from "./migration";
import { insertProperty, jsonTree, nodeAt } from "./jsonText";

/**
 * The brand shades every version 3 site had, written in the builder's code (its theme file) until version 4
 * made the theme a setting. Shade 700 is the colour of buttons and brand text.
 */
export const version3Palette = {
  "50": "#eef5ff",
  "100": "#d9e8ff",
  "200": "#bcd7ff",
  "300": "#8ebeff",
  "400": "#599aff",
  "500": "#3375fc",
  "600": "#1d56f1",
  "700": "#1542dd",
  "800": "#1836b3",
  "900": "#1a338d",
  "950": "#0f1d4f",
};

/**
 * Version 3 → 4, step 2: the theme moves from the builder's code into site.json "theme". A version 3 site gets
 * the look it had: its brand colour with the exact shades written out. The font (the system font) and the
 * corners ("medium") were what version 4 takes when "font" and "radius" are left out.
 */
export const themeFromCode: Migration = {
  from: 3,
  name: "theme-from-code",
  description: 'site.json: "theme" with the brand colour and shades the site had (font and corners stay as they were)',
  migrateFile(file) {
    if (file.what.kind !== "site") return file.text;
    const tree = jsonTree(file.text)!;
    if (tree.type !== "object" || nodeAt(tree, ["theme"])) return file.text;
    const keys = (tree.children ?? []).map((property) => property.children?.[0].value as string);
    // before "seo" when the site has it (the schema's order), else at the end
    const seo = keys.indexOf("seo");
    const after = seo > 0 ? keys[seo - 1] : keys[keys.length - 1];
    const first = tree.children?.[0];
    const indent = first ? /[ \t]*$/.exec(file.text.slice(0, first.offset))![0] : "  ";
    const eol = file.text.includes("\r\n") ? "\r\n" : "\n";
    const shades = Object.entries(version3Palette)
      .map(([shade, color]) => `${indent}${indent}${indent}${JSON.stringify(shade)}: ${JSON.stringify(color)}`)
      .join("," + eol);
    const written = [
      "{",
      `${indent}${indent}"brandColor": ${JSON.stringify(version3Palette["700"])},`,
      `${indent}${indent}"palette": {`,
      shades,
      `${indent}${indent}}`,
      `${indent}}`,
    ].join(eol);
    const theme = { brandColor: version3Palette["700"], palette: version3Palette };
    return insertProperty(file.text, [], "theme", theme, after, written);
  },
};
