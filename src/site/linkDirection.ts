import { rightToLeftLetter } from "../engine/i18n/scriptDirection";

/**
 * The direction a link's text keeps whatever the page's: a phone number or an e-mail address written as the
 * link's text reads left to right, also on a right-to-left page ("+1 (503) 555-0199" would otherwise show its
 * "+" and parentheses on the wrong side). A label in words ("اتصل بنا") follows the page.
 */
export function linkTextDirection(href: string, children: unknown): "ltr" | undefined {
  if (!/^(tel|mailto):/i.test(href)) return undefined;
  // the text of the link beside an icon
  const text = (Array.isArray(children) ? children : [children]).filter((c) => typeof c === "string").join("");
  return text === "" || rightToLeftLetter.test(text) ? undefined : "ltr";
}
