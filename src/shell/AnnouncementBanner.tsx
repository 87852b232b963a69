import { Box, CloseButton, Container, Flex, Link, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { AppLink } from "../site/AppLink";
import { useSite, useText } from "../site/SiteContext";

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
    <Box data-announcement-banner="" _print={{ display: "none" }} bg="brand.950" color="white" fontSize="sm" role="region" aria-label="Announcement">
      <Container maxW="7xl" py="2">
        <Flex align="center" gap="3" justify="center">
          <Text textAlign="center" flex="1">
            {t(banner.text)}{" "}
            <Link asChild color="white" fontWeight="semibold" textDecoration="underline">
              <AppLink href={banner.link.href} newTab={banner.link.newTab}>
                {t(banner.link.label)}
              </AppLink>
            </Link>
          </Text>
          <CloseButton size="sm" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} aria-label={banner.dismissLabel} onClick={dismiss} />
        </Flex>
      </Container>
    </Box>
  );
}
