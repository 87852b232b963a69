import { Badge, Box, Card, Flex, Heading, HStack, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { AgentCard, ArticleCard, IconCard } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { CardPhoto } from "../../ui/CardPhoto";
import { IconTile } from "../../icons/IconTile";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

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

export default function CardGrid(block: ResolvedBlockOf<"card-grid">) {
  const { title, subtitle, columns, tone = "plain" } = block;
  const variant = block.variant ?? "benefit";
  const perRow = columns ?? (variant === "article" ? 2 : 3);
  // Card titles sit one level below the section heading, or directly below the page's h1.
  const headingLevel = itemHeading(title);
  // each kind of grid renders its own kind of card (the schema gives each variant its card shape)
  const cards =
    block.variant === "agent"
      ? block.cards.map((card) => ({
          key: card.title,
          element: <AgentCardView card={card} headingLevel={headingLevel} tagsLabel={block.words.tags} />,
        }))
      : block.variant === "article"
        ? block.cards.map((card) => ({
            key: card.title,
            element: <ArticleCardView card={card} headingLevel={headingLevel} minRead={block.words.minRead} />,
          }))
        : block.cards.map((card) => ({
            key: card.title,
            element: (
              <IconCardView
                card={card}
                shadow={variant === "benefit" ? "xs" : "sm"}
                headingLevel={headingLevel}
                minRead={block.words.minRead}
              />
            ),
          }));
  return (
    <Section title={title} subtitle={subtitle} tone={tone} data-variant={variant}>
      <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap={gap}>
        {cards.map(({ key, element }) => (
          <Box
            as="li"
            key={key}
            data-card=""
            display="flex"
            flexBasis={{ base: "100%", md: basis(Math.min(perRow, 2)), lg: basis(perRow) }}
            maxW={{ base: "100%", md: basis(Math.min(perRow, 2)), lg: basis(perRow) }}
          >
            {element}
          </Box>
        ))}
      </Flex>
    </Section>
  );
}

/** An AI agent: coloured accent, status badge, tags and a button as its one link. */
function AgentCardView({
  card,
  headingLevel,
  tagsLabel,
}: {
  card: AgentCard;
  headingLevel: ItemHeading;
  tagsLabel: string;
}) {
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
      {card.image && <CardPhoto image={card.image} />}
      <Card.Body gap="4">
        <CardTop card={card} />
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.3">
          {card.title}
        </Heading>
        <Text color="fg.muted">{card.description}</Text>
        {card.tags && card.tags.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={tagsLabel}>
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
            link={card.link}
            w="full"
            variant="outline"
            _hover={{ bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" }}
          />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** A tool or a benefit: icon and badge on top, read time (if any) at the bottom; with a link, the whole card opens it. */
function IconCardView({
  card,
  shadow,
  headingLevel,
  minRead,
}: {
  card: IconCard;
  shadow: "xs" | "sm";
  headingLevel: ItemHeading;
  minRead: string;
}) {
  return (
    <LinkedCard
      card={card}
      top={<CardTop card={card} />}
      headingMargin="2"
      shadow={shadow}
      headingLevel={headingLevel}
      readTime={card.readTime}
      minRead={minRead}
    />
  );
}

/** An article: category and content type on top, read time at the bottom; the whole card opens the article. */
function ArticleCardView({
  card,
  headingLevel,
  minRead,
}: {
  card: ArticleCard;
  headingLevel: ItemHeading;
  minRead: string;
}) {
  return (
    <LinkedCard
      card={card}
      top={<ArticleMeta card={card} />}
      headingMargin="1"
      shadow="sm"
      headingLevel={headingLevel}
      readTime={card.readTime}
      minRead={minRead}
    />
  );
}

interface LinkedCardProps {
  card: IconCard | ArticleCard;
  /** What stands above the title. */
  top: ReactNode;
  headingMargin: "1" | "2";
  shadow: "xs" | "sm";
  headingLevel: ItemHeading;
  readTime?: number;
  /** "{minutes} min read" in the page's language. */
  minRead: string;
}

/** Tool, benefit and article cards: when the card has a link, the whole card is clickable (one link, on its title). */
function LinkedCard({ card, top, headingMargin, shadow, headingLevel, readTime, minRead }: LinkedCardProps) {
  const { link } = card;
  return (
    <LinkBox asChild>
      <Card.Root
        w="full"
        variant="outline"
        rounded="2xl"
        shadow={shadow}
        {...(card.image ? { overflow: "hidden" } : {})}
        transition="box-shadow 0.2s, transform 0.2s, border-color 0.2s"
        {...(link
          ? {
              _hover: { shadow: "lg", transform: "translateY(-2px)", borderColor: "brand.emphasized" },
              css: {
                "&:has(a:focus-visible)": {
                  outline: "2px solid",
                  outlineColor: "brand.focusRing",
                  outlineOffset: "2px",
                },
              },
            }
          : {})}
      >
        {card.image && <CardPhoto image={card.image} />}
        <Card.Body gap="3">
          {top}
          <Heading as={headingLevel} fontSize="xl" lineHeight="1.3" mt={headingMargin}>
            {link ? (
              <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                <AppLink href={link.href} newTab={link.newTab}>
                  {card.title}
                </AppLink>
              </LinkOverlay>
            ) : (
              card.title
            )}
          </Heading>
          <Text color="fg.muted">{card.description}</Text>
        </Card.Body>
        {(readTime || link) && (
          <Card.Footer justifyContent="space-between" fontSize="sm" gap="4">
            {readTime ? (
              <HStack gap="1.5" color="fg.muted" data-read-time={readTime}>
                <ConfigIcon name="clock" size={16} />
                <span>{minRead.replace("{minutes}", String(readTime))}</span>
              </HStack>
            ) : (
              <span />
            )}
            {link && (
              <Text as="span" color="brand.fg" fontWeight="semibold" aria-hidden="true">
                {link.label} →
              </Text>
            )}
          </Card.Footer>
        )}
      </Card.Root>
    </LinkBox>
  );
}

function CardTop({ card }: { card: AgentCard | IconCard }) {
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

function ArticleMeta({ card }: { card: ArticleCard }) {
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
