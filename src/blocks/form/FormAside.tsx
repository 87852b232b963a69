import { Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { SiteFacts } from "../../engine/resolve/resolvedTypes";
import type { FormAside as FormAsideConfig, FormAsideItem } from "../../generated/config-types";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { AppLink } from "../../site/AppLink";

function hrefOf(item: FormAsideItem, support: SiteFacts["support"]): string | undefined {
  if (item.linkTo === "email") return `mailto:${support.email}`;
  if (item.linkTo === "phone") return `tel:${support.phone.replace(/[^+\d]/g, "")}`;
  return item.href;
}

/** The column beside a form: other ways to get in touch, or what happens next. */
export function FormAside({
  aside,
  onDark,
  support,
  label,
}: {
  aside: FormAsideConfig;
  onDark: boolean;
  support: SiteFacts["support"];
  /** Its name when it has no title ("More information" in the page's language). */
  label: string;
}) {
  return (
    <Stack as="aside" gap="6" aria-label={aside.title ? aside.title : label}>
      {aside.title && (
        <Heading as="h3" fontSize="xl">
          {aside.title}
        </Heading>
      )}
      <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
        {aside.items.map((item) => {
          const href = hrefOf(item, support);
          return (
            <Flex as="li" key={item.title} gap="4" align="flex-start">
              <Box
                flexShrink={0}
                rounded="lg"
                p="2.5"
                bg={onDark ? "whiteAlpha.200" : "brand.50"}
                color={onDark ? "white" : "brand.700"}
              >
                <ConfigIcon name={item.icon} size={22} />
              </Box>
              <Box minW="0">
                <Text fontWeight="semibold">{item.title}</Text>
                {href ? (
                  <Link
                    asChild
                    color={onDark ? "white" : "brand.700"}
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                    wordBreak="break-word"
                  >
                    <AppLink href={href}>{item.text}</AppLink>
                  </Link>
                ) : (
                  <Text color={onDark ? "whiteAlpha.800" : "fg.muted"}>{item.text}</Text>
                )}
              </Box>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
