import { Box, CloseButton, Link, Text } from "@chakra-ui/react";
import { useSite } from "../site/SiteContext";
import { AppLink } from "../site/AppLink";
import { shownBanner } from "./shownBanner";

/**
 * The announcement bar above the header, shown until the visitor dismisses it. Dismissing (handled by the
 * shell script) stores "true" under banner.storageKey and sets html[data-banner-dismissed], which hides it;
 * on later visits the shell script sets that attribute before the first paint, so it never flashes.
 */
export function AnnouncementBanner() {
  const banner = shownBanner(useSite());
  if (!banner) return null;
  return (
    <Box
      data-announcement-banner=""
      as="aside"
      aria-label="Announcement"
      position="relative"
      bgGradient="to-r"
      gradientFrom="brand.800"
      gradientTo="brand.700"
      color="white"
      fontSize="sm"
      _print={{ display: "none" }}
    >
      <Box maxW="7xl" mx="auto" ps={{ base: "5", md: "8" }} pe={{ base: "12", md: "14" }} py="2.5">
        <Text textAlign={{ base: "start", md: "center" }} lineHeight="1.5">
          {banner.text}{" "}
          <Link
            asChild
            color="white"
            fontWeight="semibold"
            textDecoration="underline"
            focusRingColor="white"
            whiteSpace="nowrap"
          >
            <AppLink href={banner.link.href} newTab={banner.link.newTab}>
              {banner.link.label}
            </AppLink>
          </Link>
        </Text>
      </Box>
      <CloseButton
        data-banner-dismiss=""
        position="absolute"
        top="50%"
        insetEnd={{ base: "2", md: "4" }}
        transform="translateY(-50%)"
        size="sm"
        variant="ghost"
        color="white"
        focusRingColor="white"
        _hover={{ bg: "whiteAlpha.200" }}
        aria-label={banner.dismissLabel}
      />
    </Box>
  );
}
