import { Box, chakra, CloseButton, IconButton, Stack, Text } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { useSite } from "../site/SiteContext";
import { HeaderButtons } from "./HeaderButtons";
import { LanguageSwitch } from "./LanguageSwitch";
import { MainNavLinks } from "./MainNavLinks";
import { useWords } from "../site/useWords";

const menuId = "site-menu";
const titleId = "site-menu-title";

/**
 * The menu below the xl breakpoint: a button and a drawer from the right with the same links as the full
 * menu plus the header's buttons. The drawer is a modal <dialog>: the browser keeps focus inside,
 * closes it on Escape and gives focus back to the button. The shell script opens it and closes it on a
 * chosen link or a tap outside; no React runs in the browser for it.
 */
export function MobileMenu() {
  const hasButtons = useSite().header.buttons.length > 0;
  const words = useWords();
  return (
    <>
      <IconButton
        aria-label={words.menu}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={menuId}
        data-menu-open=""
        variant="ghost"
        size="md"
        hideFrom="xl"
        color="ink"
      >
        <Menu aria-hidden="true" />
      </IconButton>
      <Drawer id={menuId} role="dialog" data-menu="" aria-labelledby={titleId} data-mobile-menu="">
        <Box display="flex" flexDirection="column" h="full">
          <Box
            px="6"
            pt="5"
            pb="4"
            borderBottomWidth="1px"
            display="flex"
            alignItems="center"
            justifyContent="space-between"
          >
            {/* a dialog is its own sectioning root: its title is the dialog's name, not a heading of the page */}
            <Text id={titleId} fontSize="lg" fontWeight="bold" color="ink">
              {words.menu}
            </Text>
            <CloseButton size="sm" aria-label={words.closeMenu} data-menu-close="" />
          </Box>
          <Box flex="1" overflowY="auto" py="3" px="3">
            <Stack as="nav" aria-label="Main" gap="0.5">
              <MainNavLinks
                display="flex"
                px="3"
                py="3"
                rounded="lg"
                fontSize="md"
                fontWeight="medium"
                color="ink"
                _hover={{ bg: "brand.subtle", color: "brand.fg", textDecoration: "none" }}
                current={{ bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" }}
              />
            </Stack>
            <LanguageSwitch px="3" pt="3" flexWrap="wrap" />
          </Box>
          {hasButtons && (
            <Box px="6" pt="4" pb="6" borderTopWidth="1px">
              <HeaderButtons size="lg" w="full" />
            </Box>
          )}
        </Box>
      </Drawer>
    </>
  );
}

/** A <dialog> laid out as a drawer that slides in from the right (no motion for those who prefer less). */
const Drawer = chakra("dialog", {
  base: {
    position: "fixed",
    insetInlineStart: "auto",
    insetInlineEnd: "0",
    top: "0",
    margin: "0",
    height: "100dvh",
    maxHeight: "100dvh",
    width: "xs",
    maxWidth: "calc(100vw - 3rem)",
    padding: "0",
    border: "none",
    bg: "bg",
    color: "fg",
    boxShadow: "lg",
    "&[open]": { animation: "menu-slide-in 0.25s ease-out" },
    "&::backdrop": { bg: "blackAlpha.600" },
    "@media (prefers-reduced-motion: reduce)": { "&[open]": { animation: "none" } },
  },
});
