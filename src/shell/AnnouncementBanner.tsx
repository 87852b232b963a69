import { Box, CloseButton, Link, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { AppLink } from "../site/AppLink";
import { useSite, useText } from "../site/SiteContext";

/**
 * The announcement bar above the header. Shown until the visitor dismisses it; dismissing stores "true"
 * under banner.storageKey. The first render always shows it (as the pre-rendered HTML does); for a visitor
 * who dismissed it earlier, BannerGate has already hidden it with a style before the first paint.
 */
export function AnnouncementBanner() {
  const { banner } = useSite();
  const t = useText();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(banner.storageKey) === "true") setDismissed(true);
    } catch {
      // storage blocked: keep showing the banner
    }
  }, [banner.storageKey]);
  if (!banner.enabled || dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(banner.storageKey, "true");
    } catch {
      // storage blocked: hide for this visit only
    }
    setDismissed(true);
  };
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
          {t(banner.text)}{" "}
          <Link asChild color="white" fontWeight="semibold" textDecoration="underline" focusRingColor="white" whiteSpace="nowrap">
            <AppLink href={banner.link.href} newTab={banner.link.newTab}>
              {t(banner.link.label)}
            </AppLink>
          </Link>
        </Text>
      </Box>
      <CloseButton
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
        onClick={dismiss}
      />
    </Box>
  );
}
