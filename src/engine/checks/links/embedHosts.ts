import type { Problem } from "../../diagnostic.ts";
import { joinHint } from "../../diagnostic.ts";
import { embedAddressFor, pageAddressForEmbedProblem } from "../../addressForms.ts";

/**
 * The rule for embedded content (videos, the scheduling widget): a full https:// address whose host is listed in
 * site.json "embeds.allowedHosts". The one place this rule lives; no node-only imports, so the render side and
 * the browser can use it as well as the validator.
 */
export function embedProblem(address: string, allowedHosts: readonly string[] | undefined): Problem | undefined {
  const pageAddress = pageAddressForEmbedProblem(address);
  if (pageAddress) {
    const playerHost = new URL(embedAddressFor(address)!).hostname;
    return allowedHosts && !allowedHosts.includes(playerHost)
      ? {
          ...pageAddress,
          hint: `${pageAddress.hint} Its host, ${playerHost}, must also be in "embeds.allowedHosts" in site.json.`,
        }
      : pageAddress;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return {
      code: "embed-not-https",
      message: `"${address}" is not a full address.`,
      hint: "Embedded content needs an address starting with https://.",
    };
  }
  if (url.protocol !== "https:")
    return {
      code: "embed-not-https",
      message: `embedded content needs an address starting with https://, found "${address}".`,
    };
  if (allowedHosts && !allowedHosts.includes(url.hostname)) {
    return {
      code: "embed-host-not-allowed",
      message: `"${url.hostname}" is not allowed to be embedded.`,
      hint: joinHint(
        allowedHosts.length ? `Allowed hosts: ${allowedHosts.join(", ")}.` : undefined,
        'Add it to "embeds.allowedHosts" in site.json if this service is trusted.',
      ),
    };
  }
  return undefined;
}

/** True when the address may be embedded on the site. */
export function isEmbeddable(address: string, allowedHosts: readonly string[]): boolean {
  return embedProblem(address, allowedHosts) === undefined;
}
