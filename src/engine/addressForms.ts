import type { Problem } from "./diagnostic.ts";

/**
 * Addresses typed or pasted by hand that are not what the site means, and the form that is. No node-only imports:
 * the validator, the editor and the render side share these rules.
 */

function parseUrl(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** A service's page address pasted where its player (embed) address is needed: the player address. */
export function embedAddressFor(address: string): string | undefined {
  const url = parseUrl(address);
  if (!url || !/^https?:$/.test(url.protocol)) return undefined;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const path = url.pathname;
  let id: string | undefined;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (path.startsWith("/embed/")) return undefined;
    id =
      path === "/watch" ? (url.searchParams.get("v") ?? undefined) : /^\/(?:shorts|live|v)\/([\w-]+)/.exec(path)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (host === "youtu.be") {
    id = /^\/([\w-]+)/.exec(path)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (host === "vimeo.com") {
    id = /^\/(?:video\/)?(\d+)/.exec(path)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : undefined;
  }
  if (host.endsWith("wistia.com") || host === "wi.st") {
    id = /\/medias\/(\w+)/.exec(path)?.[1];
    return id ? `https://fast.wistia.net/embed/iframe/${id}` : undefined;
  }
  if (host === "loom.com") {
    id = /^\/share\/(\w+)/.exec(path)?.[1];
    return id ? `https://www.loom.com/embed/${id}` : undefined;
  }
  return undefined;
}

/** The problem of a service's page address where its player address is needed, or undefined. */
export function pageAddressForEmbedProblem(address: string): Problem | undefined {
  const player = embedAddressFor(address);
  if (!player) return undefined;
  return {
    code: "page-address-for-embed",
    message: `"${address}" is the address of the video's page, which cannot be embedded; the player has its own address.`,
    hint: `Use "${player}".`,
  };
}

const emailPattern = /^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i;
const phonePattern = /^\+?[\d\s().-]{6,}$/;
const domainPattern = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]|$)/i;

/** "+1 (555) 010-2030" → "tel:+15550102030". */
export function telAddress(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * An address written without its scheme ("help@example.com", "+1 555 010 2030", "www.example.com"), with the
 * form that works, or undefined when the text is none of these.
 */
export function addressWithScheme(href: string): string | undefined {
  const text = href.trim();
  if (emailPattern.test(text)) return `mailto:${text}`;
  if (phonePattern.test(text) && /\d{6}/.test(text.replace(/\D/g, ""))) return telAddress(text);
  if (domainPattern.test(text)) return `https://${text}`;
  return undefined;
}

/** The problem of a contact detail or website written without its scheme, or undefined. */
export function addressWithoutSchemeProblem(href: string): { message: string; hint: string } | undefined {
  const better = addressWithScheme(href);
  if (!better) return undefined;
  const what = better.startsWith("mailto:")
    ? "an e-mail address"
    : better.startsWith("tel:")
      ? "a phone number"
      : "a website";
  return {
    message: `link "${href}" looks like ${what} written without its scheme, so browsers would take it for a page of this site.`,
    hint: `Write "${better}".`,
  };
}

const localHosts = new Set(["localhost", "127.0.0.1", "0.0.0.0", "[::1]"]);

/**
 * A full address of this very site ("https://www.example.com/pricing" when the site is www.example.com), or of a
 * server on the author's own computer (copied from the dev server): the path to write instead.
 */
export function ownSiteAddressProblem(href: string, siteUrl: string | undefined): Problem | undefined {
  const url = parseUrl(href);
  if (!url || !/^https?:$/.test(url.protocol)) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (localHosts.has(url.hostname) || url.hostname.endsWith(".localhost")) {
    return {
      code: "local-address",
      message: `link "${href}" is an address on your own computer (copied from the development server or the editor), which visitors cannot open.`,
      hint: `Write the page's path: "${path}".`,
    };
  }
  const site = siteUrl ? parseUrl(siteUrl) : undefined;
  const bare = (host: string) => host.replace(/^www\./, "");
  if (!site || bare(site.hostname) !== bare(url.hostname)) return undefined;
  return {
    code: "own-site-full-address",
    message: `link "${href}" is an address of this very site written out in full, so it leaves previews and test copies for the live site, and the build cannot check the page is there.`,
    hint: `Write "${path}".`,
  };
}

/** An address written out that is one of site.json "links": the "@name" to use, so a change there reaches it. */
export function namedAddressProblem(href: string, siteLinks: Record<string, unknown>): Problem | undefined {
  const same = Object.entries(siteLinks).find(([, value]) => value === href);
  if (!same || !/^(https?|mailto|tel):/i.test(href)) return undefined;
  return {
    code: "address-has-a-name",
    message: `link "${href}" is written out, but site.json "links" names this address "${same[0]}".`,
    hint: `Write "@${same[0]}", so that a change in site.json reaches this link too.`,
  };
}
