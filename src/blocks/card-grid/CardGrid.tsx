import { Badge, Box, Card, Flex, Heading, HStack, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import type { Card as CardConfig, CardGridBlock } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { IconTile } from "../../icons/IconTile";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

type Variant = NonNullable<CardGridBlock["variant"]>;

const badgePalettes = {
  // orange.700, not Chakra's default solid orange (white on it is only 3.5:1)
  beta: { colorPalette: "orange", variant: "solid", bg: "orange.700" },
  highlight: { colorPalette: "brand", variant: "solid" },
  success: { colorPalette: "green", variant: "subtle" },
  neutral: { colorPalette: "gray", variant: "subtle" },
} as const;

/** Gap between cards, also used to size them so a short last row stays centred. */
const gap = "1.5rem";
const basis = (columns: number) => `calc((100% - ${columns - 1} * ${gap}) / ${columns})`;

export default function CardGrid({ title, subtitle, variant = "benefit", columns, tone = "plain", cards }: CardGridBlock) {
  const perRow = columns ?? (variant === "article" ? 2 : 3);
  // Card titles sit one level below the section heading, or directly below the page's h1.
  const headingLevel = itemHeading(title);
  return (
    <Section title={title} subtitle={subtitle} tone={tone} data-variant={variant}>
      <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap={gap}>
        {cards.map((card) => (
          <Box
            as="li"
            key={card.title}
            data-card=""
            display="flex"
            flexBasis={{ base: "100%", md: basis(Math.min(perRow, 2)), lg: basis(perRow) }}
            maxW={{ base: "100%", md: basis(Math.min(perRow, 2)), lg: basis(perRow) }}
          >
            {variant === "agent" ? (
              <AgentCard card={card} headingLevel={headingLevel} />
            ) : (
              <LinkedCard card={card} variant={variant} headingLevel={headingLevel} />
            )}
          </Box>
        ))}
      </Flex>
    </Section>
  );
}

interface CardProps {
  card: CardConfig;
  headingLevel: ItemHeading;
}

/** An AI agent: coloured accent, status badge, tags and a button as its one link. */
function AgentCard({ card, headingLevel }: CardProps) {
  return (
    <Card.Root
      w="full"
      variant="outline"
      rounded="2xl"
      shadow="sm"
      overflow="hidden"
      borderTopWidth="4px"
      borderTopColor={`${card.color ?? "brand"}.500`}
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: "lg", transform: "translateY(-2px)" }}
    >
      <Card.Body gap="4">
        <CardTop card={card} />
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.3">
          {card.title}
        </Heading>
        <Text color="fg.muted">{card.description}</Text>
        {card.tags && card.tags.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Tags">
            {card.tags.map((tag) => (
              <Badge as="li" key={tag} variant="outline" colorPalette="gray" rounded="full" px="2.5" data-tag="">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Body>
      {card.link && (
        <Card.Footer>
          <LinkButton
            link={{ label: card.linkLabel ?? "Learn more", href: card.link, newTab: card.newTab }}
            w="full"
            variant="outline"
            _hover={{ bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" }}
          />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** Tool, benefit and article cards: when the card has a link, the whole card is clickable (one link, on its title). */
function LinkedCard({ card, variant, headingLevel }: CardProps & { variant: Exclude<Variant, "agent"> }) {
  const linked = Boolean(card.link);
  const cue = card.linkLabel ?? (variant === "article" ? "Read article" : "Learn more");
  return (
    <LinkBox asChild>
      <Card.Root
        w="full"
        variant="outline"
        rounded="2xl"
        shadow={variant === "benefit" ? "xs" : "sm"}
        transition="box-shadow 0.2s, transform 0.2s, border-color 0.2s"
        {...(linked
          ? {
              _hover: { shadow: "lg", transform: "translateY(-2px)", borderColor: "brand.emphasized" },
              css: { "&:has(a:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } },
            }
          : {})}
      >
        <Card.Body gap="3">
          {variant === "article" ? <ArticleMeta card={card} /> : <CardTop card={card} />}
          <Heading as={headingLevel} fontSize="xl" lineHeight="1.3" mt={variant === "article" ? "1" : "2"}>
            {card.link ? (
              <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                <AppLink href={card.link} newTab={card.newTab}>
                  {card.title}
                </AppLink>
              </LinkOverlay>
            ) : (
              card.title
            )}
          </Heading>
          <Text color="fg.muted">{card.description}</Text>
        </Card.Body>
        {(card.readTime || linked) && (
          <Card.Footer justifyContent="space-between" fontSize="sm" gap="4">
            {card.readTime ? (
              <HStack gap="1.5" color="fg.muted" data-read-time={card.readTime}>
                <ConfigIcon name="clock" size={16} />
                <span>{card.readTime} min read</span>
              </HStack>
            ) : (
              <span />
            )}
            {linked && (
              <Text as="span" color="brand.fg" fontWeight="semibold" aria-hidden="true">
                {cue} →
              </Text>
            )}
          </Card.Footer>
        )}
      </Card.Root>
    </LinkBox>
  );
}

function CardTop({ card }: { card: CardConfig }) {
  if (!card.icon && !card.badge) return null;
  return (
    <Flex justify="space-between" align="flex-start" gap="3">
      {card.icon ? <IconTile name={card.icon} color={card.color} /> : <span />}
      {card.badge && (
        <Badge {...badgePalettes[card.badgeStyle ?? "highlight"]} rounded="full" px="2.5" size="md" data-badge="">
          {card.badge}
        </Badge>
      )}
    </Flex>
  );
}

function ArticleMeta({ card }: { card: CardConfig }) {
  if (!card.category && !card.type) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      {card.category && (
        <Badge colorPalette={card.color ?? "brand"} variant="subtle" rounded="full" px="2.5" size="md">
          {card.category}
        </Badge>
      )}
      {card.type && (
        <Text as="span" color="fg.muted" fontWeight="medium">
          {card.type}
        </Text>
      )}
    </HStack>
  );
}
