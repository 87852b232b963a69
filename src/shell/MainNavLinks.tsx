import { Link, type LinkProps } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { AppLink } from "../site/AppLink";
import { useSite } from "../site/SiteContext";
import { currentState } from "./navState";

/** The site.json navigation as links, the current page marked with aria-current; styled by the menu that shows them. */
export function MainNavLinks({
  current,
  ...style
}: { current: LinkProps["css"] } & Omit<LinkProps, "css" | "asChild">) {
  const { navigation } = useSite();
  const { pathname } = useLocation();
  return navigation.map((item) => (
    <Link key={item.href} asChild {...style} css={{ "&[aria-current]": current }}>
      <AppLink href={item.href} newTab={item.newTab} aria-current={currentState(item.href, pathname)}>
        {item.label}
      </AppLink>
    </Link>
  ));
}
