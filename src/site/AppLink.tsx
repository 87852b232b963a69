import type { AnchorHTMLAttributes, Ref } from "react";
import { linkTextDirection } from "./linkDirection";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A resolved config href (the engine made it final): "/pricing", "/#demo", "https://…", "mailto:…". */
  href: string;
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link element of the site: a plain <a>, with rel="noopener noreferrer" for new tabs. Pages are
 * ordinary page loads (prefetched by the speculation rules); "/#demo" on "/" is an in-page jump, scrolled
 * smoothly by CSS. Style it with Chakra's asChild: <Button asChild><AppLink href="/pricing">…</AppLink></Button>.
 * A phone number or e-mail address as its text stays left to right on a right-to-left page.
 */
export function AppLink({ href, newTab, ref, ...rest }: AppLinkProps) {
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const dir = rest.dir ?? linkTextDirection(href, rest.children);
  return <a ref={ref} href={href} {...tab} {...rest} {...(dir ? { dir } : {})} />;
}
