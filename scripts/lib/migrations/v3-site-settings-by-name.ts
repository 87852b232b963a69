import type { Migration } from "./migration";
import { insertProperty, jsonTree, nodeAt, oneLineObject, replaceValue } from "./jsonText";
import { isRecord } from "../../../src/engine/isRecord";

/** The spaces before the property that holds the value at `path`, and the line break the text uses. */
function layoutAt(text: string, path: (string | number)[]): { indent: string; eol: string } {
  const property = nodeAt(jsonTree(text)!, path)!.parent!;
  return { indent: /[ \t]*$/.exec(text.slice(0, property.offset))![0], eol: text.includes("\r\n") ? "\r\n" : "\n" };
}

/**
 * Version 3 → 4, step 1: the settings a version 3 site had to have under fixed names become the site's own.
 * - header: its two fixed buttons (login, signup) become a list of buttons, the first outlined, the second
 *   solid, as they were drawn;
 * - footer: the status link, always drawn with a pulse icon, asks for it ("statusIcon": true);
 * - logo: the footer showed the compact logo beside the name; it becomes its own setting, the same file.
 * "links" and "webhooks" keep their names and addresses (any name is allowed now), and so does the banner.
 */
export const siteSettingsByName: Migration = {
  from: 3,
  name: "site-settings-by-name",
  description:
    'site.json: header login/signup become "buttons"; the footer status link keeps its icon ("statusIcon"); the footer logo becomes its own setting',
  migrateFile(file) {
    if (file.what.kind !== "site") return file.text;
    let text = file.text;
    const site: unknown = JSON.parse(text);
    if (!isRecord(site)) return text;

    const header = site.header;
    if (isRecord(header) && !("buttons" in header)) {
      const buttons = [
        ["login", "outline"],
        ["signup", "solid"],
      ].flatMap(([name, style]) => (isRecord(header[name]) ? [{ ...header[name], style }] : []));
      const { indent, eol } = layoutAt(text, ["header"]);
      const list = buttons.map((b) => `${indent}    ${oneLineObject(b)}`).join("," + eol);
      const written = `{${eol}${indent}  "buttons": [${eol}${list}${eol}${indent}  ]${eol}${indent}}`;
      text = replaceValue(text, ["header"], { buttons }, written);
    }

    const footer = site.footer;
    if (isRecord(footer) && isRecord(footer.statusLink) && !("statusIcon" in footer))
      text = insertProperty(text, ["footer"], "statusIcon", true, "statusLink");

    const logo = site.logo;
    if (isRecord(logo) && isRecord(logo.compact) && typeof logo.compact.src === "string" && !("footer" in logo)) {
      const footerLogo = { src: logo.compact.src, alt: "" };
      text = insertProperty(text, ["logo"], "footer", footerLogo, "compact", oneLineObject(footerLogo));
    }
    return text;
  },
};
