import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { NotFoundBlock } from "../../generated/config-types";
import { LinkButton } from "../../ui/LinkButton";

/** The not-found page. The attempted path is logged by logPath.script.ts (see the registry). */
export default function NotFound({ code, title, message, link }: NotFoundBlock) {
  return (
    <Container maxW="3xl" py={{ base: "20", md: "32" }}>
      <Stack align="center" textAlign="center" gap="4">
        {code && (
          <Text fontSize={{ base: "6xl", md: "8xl" }} fontWeight="black" color="brand.fg" lineHeight="1">
            {code}
          </Text>
        )}
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        {message && (
          <Text color="fg.muted" fontSize="lg">
            {message}
          </Text>
        )}
        <LinkButton link={link} size="lg" mt="4" />
      </Stack>
    </Container>
  );
}
