import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { NotFoundBlock } from "../../generated/config-types";
import { useText } from "../../site/SiteContext";
import { LinkButton } from "../../ui/LinkButton";

export default function NotFound({ code, title, message, link, logAttemptedPath = true }: NotFoundBlock) {
  const t = useText();
  const { pathname } = useLocation();
  useEffect(() => {
    if (logAttemptedPath) console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [logAttemptedPath, pathname]);
  return (
    <Container maxW="3xl" py={{ base: "20", md: "32" }}>
      <Stack align="center" textAlign="center" gap="4">
        {code && (
          <Text fontSize={{ base: "6xl", md: "8xl" }} fontWeight="black" color="brand.fg" lineHeight="1">
            {t(code)}
          </Text>
        )}
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {t(title)}
        </Heading>
        {message && (
          <Text color="fg.muted" fontSize="lg">
            {t(message)}
          </Text>
        )}
        <LinkButton link={link} size="lg" mt="4" />
      </Stack>
    </Container>
  );
}
