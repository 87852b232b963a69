import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { useSite, useText } from "./SiteContext";
import { samePageAnchor, scrollToAnchor } from "./anchors";
import { resolveHref } from "./resolveHref";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A config href: "/page", "/#anchor", "@siteLink", https://…, mailto:…, tel:… */
  href: string;
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link element of the site: client-side navigation for pages, smooth scrolling for anchors
 * on the current page, rel="noopener noreferrer" for new tabs, and no link at all for a refused address.
 * Style it with Chakra's asChild: <Button asChild><AppLink href="/pricing">Pricing</AppLink></Button>.
 */
export function AppLink({ href, newTab, onClick, ref, ...rest }: AppLinkProps) {
  const site = useSite();
  const t = useText();
  const location = useLocation();
  // {email} and {phone} work in addresses too: "mailto:{email}"
  const resolved = resolveHref(t(href), site.links);
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};

  if (!resolved) return <span {...rest} />;
  if (resolved.kind === "external") {
    return <a ref={ref} href={resolved.url} {...tab} onClick={onClick} {...rest} />;
  }
  const anchor = samePageAnchor(t(href), location.pathname, site.links);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || newTab || !anchor) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToAnchor(anchor)) event.preventDefault();
  };
  return <RouterLink ref={ref} to={resolved.to} {...tab} onClick={handleClick} {...rest} />;
}
