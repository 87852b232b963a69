import { CloseButton, Drawer, Link, Portal, Stack } from "@chakra-ui/react";
import { useRef, type MouseEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { samePageAnchor, scrollToAnchor } from "../site/anchors";
import { AppLink } from "../site/AppLink";
import { useSite, useText } from "../site/SiteContext";
import { AccountButtons } from "./AccountButtons";
import { currentState } from "./navState";

/**
 * The drawer of the small-screen menu, loaded the first time the menu is opened. Chakra's drawer does not
 * close on client navigation, so `open` belongs to MobileMenu: choosing a link closes it. A same-page
 * anchor (Demo on /) scrolls only once the drawer has closed, because the open drawer locks page scrolling.
 */
export default function MobileMenuDrawer({
  open,
  setOpen,
  menuButton,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const site = useSite();
  const t = useText();
  const { pathname } = useLocation();
  const pendingAnchor = useRef<string | undefined>(undefined);

  const choose = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = samePageAnchor(href, pathname, site.links);
    if (anchor && document.getElementById(anchor)) {
      event.preventDefault();
      pendingAnchor.current = anchor;
    }
    setOpen(false);
  };

  const scrollAfterClose = () => {
    const anchor = pendingAnchor.current;
    pendingAnchor.current = undefined;
    if (anchor) scrollToAnchor(anchor);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={scrollAfterClose}
      finalFocusEl={() => menuButton.current}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-mobile-menu="">
            <Drawer.Header borderBottomWidth="1px" pb="4">
              <Drawer.Title fontSize="lg" color="ink">
                Menu
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="3" px="3">
              <Stack as="nav" aria-label="Main" gap="0.5">
                {site.navigation.map((item) => (
                  <Link
                    key={item.href}
                    asChild
                    display="flex"
                    px="3"
                    py="3"
                    rounded="lg"
                    fontSize="md"
                    fontWeight="medium"
                    color="ink"
                    _hover={{ bg: "brand.subtle", color: "brand.fg", textDecoration: "none" }}
                    css={{ "&[aria-current]": { bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" } }}
                  >
                    <AppLink
                      href={item.href}
                      newTab={item.newTab}
                      aria-current={currentState(item.href, pathname, site.links)}
                      onClick={choose(item.href)}
                    >
                      {t(item.label)}
                    </AppLink>
                  </Link>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" pt="4" pb="6">
              <AccountButtons size="lg" w="full" onClick={() => setOpen(false)} />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild top="4" insetEnd="3">
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
