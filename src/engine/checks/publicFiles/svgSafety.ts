/**
 * Why an SVG must not be published, or undefined. An SVG opened on its own runs scripts, so the check refuses
 * whatever can run code or fetch from elsewhere: script and foreign elements, event handler attributes
 * (on…), javascript: URLs, references outside the file (href, src, CSS url() and @import), DOCTYPEs and
 * entities (which can hide any of those). What it cannot read as plain XML tags it refuses too.
 */
export function svgProblem(text: string): string | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return "it declares a DOCTYPE or entities, which SVG images do not need";
  let at = 0;
  let inStyle = false;
  while (at < text.length) {
    const open = text.indexOf("<", at);
    const chunk = text.slice(at, open === -1 ? text.length : open);
    if (inStyle) {
      const problem = cssProblem(decode(chunk));
      if (problem) return problem;
    }
    if (open === -1) break;
    const rest = text.slice(open);
    if (rest.startsWith("<!--")) {
      const end = text.indexOf("-->", open + 4);
      if (end === -1) return "it has a comment that never ends";
      at = end + 3;
      continue;
    }
    if (rest.startsWith("<![CDATA[")) {
      const end = text.indexOf("]]>", open + 9);
      if (end === -1) return "it has a CDATA section that never ends";
      if (inStyle) {
        const problem = cssProblem(text.slice(open + 9, end));
        if (problem) return problem;
      }
      at = end + 3;
      continue;
    }
    if (rest.startsWith("<?")) {
      const end = text.indexOf("?>", open + 2);
      if (end === -1 || !/^<\?xml\s/.test(rest) || /^<\?xml-/.test(rest))
        return "it has a processing instruction (such as an external stylesheet)";
      at = end + 2;
      continue;
    }
    const closing = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest);
    if (closing) {
      if (localName(closing[1]) === "style") inStyle = false;
      at = open + closing[0].length;
      continue;
    }
    const tag = tagPattern.exec(rest);
    if (!tag) return `it has markup that cannot be read as SVG near "${rest.slice(0, 30)}"`;
    const element = localName(tag[1]);
    if (refusedElements.has(element)) return `it has a <${tag[1]}> element, which can run code or show outside content`;
    const problem = attributesProblem(tag[1], element, tag[2] ?? "");
    if (problem) return problem;
    if (element === "style" && !tag[0].endsWith("/>")) inStyle = true;
    at = open + tag[0].length;
  }
  return undefined;
}

const tagPattern = /^<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*\/?>/;
const attributePattern = /([A-Za-z_:][\w.:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
const refusedElements = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "handler",
  "listener",
  "audio",
  "video",
  "canvas",
]);
/** Attributes that name a resource: only a reference inside the file (#id) or an embedded raster image. */
const linking = new Set(["href", "src", "action", "formaction"]);
const animating = new Set(["set", "animate", "animatemotion", "animatetransform", "animatecolor"]);

function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

function attributesProblem(tagName: string, element: string, source: string): string | undefined {
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1];
    const local = localName(name);
    const value = decode(match[2] ?? match[3] ?? "");
    const squeezed = value.replace(/[\s\x00-\x1f]+/g, "").toLowerCase();
    if (local.startsWith("on")) return `it has an event handler (${name} on <${tagName}>), which runs code`;
    if (/javascript:|vbscript:/.test(squeezed)) return `it has a javascript: URL (${name} on <${tagName}>)`;
    if (linking.has(local) && !isLocalReference(squeezed))
      return `it refers to something outside the file (${name}="${value.slice(0, 60)}" on <${tagName}>); only references inside the file (#id) are allowed`;
    if (name.toLowerCase() === "xml:base") return `it changes where its links point (xml:base on <${tagName}>)`;
    if (animating.has(element) && local === "attributename" && /^(?:.*:)?(?:href|on.*)$/i.test(value.trim()))
      return `it animates a link or an event handler (<${tagName} attributeName="${value}">)`;
    if (local === "style") {
      const problem = cssProblem(value);
      if (problem) return problem;
    }
    // presentation attributes such as fill="url(#gradient)" may refer only inside the file too
    if (/url\(/.test(squeezed)) {
      const problem = cssProblem(value);
      if (problem) return problem;
    }
  }
  return undefined;
}

function isLocalReference(value: string): boolean {
  return value.startsWith("#") || /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=]*$/i.test(value);
}

function cssProblem(css: string): string | undefined {
  // an escape can spell anything (\75rl is url): an image's CSS has no need for one
  if (css.includes("\\")) return "its CSS has escaped characters (\\), which could hide a reference";
  const squeezed = css.replace(/\/\*[\s\S]*?\*\//g, "").toLowerCase();
  if (squeezed.includes("@import")) return "its CSS imports another stylesheet (@import)";
  if (/javascript:|expression\s*\(/.test(squeezed)) return "its CSS has a javascript: URL or an expression";
  for (const match of squeezed.matchAll(/url\(\s*(["']?)([^)]*?)\1\s*\)/g)) {
    if (!isLocalReference(match[2].trim()))
      return `its CSS refers to something outside the file (url(${match[2].slice(0, 60)})); only url(#id) is allowed`;
  }
  if (/url\(/.test(squeezed.replace(/url\(\s*(["']?)([^)]*?)\1\s*\)/g, "")))
    return "its CSS has a url() that cannot be read";
  return undefined;
}

/** XML character references and the predefined entities, so an encoded "javascript:" is seen as one. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);?/gi, (_, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith("#x")) return safeChar(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return safeChar(parseInt(lower.slice(1), 10));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower] ?? "";
  });
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}
