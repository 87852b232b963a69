import { Box, Card, Flex, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Quote } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { Testimonial } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { pickTestimonials } from "./pickTestimonials";

const QuoteIcon = drawnLucide(Quote);

export default function Testimonials({
  title,
  subtitle,
  pick,
  limit,
  tone = "muted",
  items,
}: ResolvedBlockOf<"testimonials">) {
  const quotes = pickTestimonials(items, pick, limit);
  const single = quotes.length === 1;
  return (
    <Section title={title} subtitle={subtitle} tone={tone} width={single ? "narrow" : "wide"}>
      <SimpleGrid as="ul" listStyleType="none" columns={single ? 1 : { base: 1, md: 2 }} gap={{ base: "4", md: "6" }}>
        {quotes.map((quote) => (
          <Box as="li" key={quote.id} display="flex" data-testimonial>
            <QuoteCard quote={quote} />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function QuoteCard({ quote }: { quote: Testimonial }) {
  const initial = quote.author.charAt(0);
  return (
    <Card.Root variant="outline" rounded="2xl" w="full" bg="bg" shadow="xs">
      <Card.Body gap="5" p={{ base: "6", md: "8" }}>
        <Icon color="brand.300" boxSize="8" aria-hidden="true">
          <QuoteIcon />
        </Icon>
        {/* a figcaption must be a child of its figure */}
        <Stack as="figure" gap="5" flex="1" m="0">
          <Text as="blockquote" fontSize={{ base: "md", md: "lg" }} lineHeight="tall" flex="1">
            {`“${quote.quote}”`}
          </Text>
          <Flex as="figcaption" align="center" gap="3">
            <Flex
              aria-hidden="true"
              boxSize="10"
              rounded="full"
              bg="brand.solid"
              color="white"
              align="center"
              justify="center"
              fontWeight="bold"
            >
              {initial}
            </Flex>
            <Stack gap="0">
              <Text fontWeight="semibold">{quote.author}</Text>
              {quote.role && (
                <Text fontSize="sm" color="fg.muted">
                  {quote.role}
                </Text>
              )}
            </Stack>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
