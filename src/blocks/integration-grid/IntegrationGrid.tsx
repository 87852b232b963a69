import { Box, Field, Input, InputGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import { useId } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { itemHeading } from "../../ui/itemHeading";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { IntegrationCard } from "./IntegrationCard";

const SearchIcon = drawnLucide(Search);

/**
 * The integrations, every one in the HTML. A searchable grid also has a search box: search.script.ts filters
 * the cards live as the visitor types (words typed before the script arrived are searched as soon as it does).
 */
export default function IntegrationGrid({
  words,
  items: all,
  title,
  subtitle,
  searchable = false,
  searchLabel = words.searchIntegrations,
  searchPlaceholder = words.searchPlaceholder,
  emptyMessage = words.noIntegrationsFound,
  limit,
  moreLink,
  tone = "plain",
}: ResolvedBlockOf<"integration-grid">) {
  const items = limit ? all.slice(0, limit) : all;
  const statusId = useId();
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <Stack gap={{ base: "6", md: "8" }}>
        {searchable && (
          <Stack gap="2" maxW="xl" w="full" mx="auto" data-integration-search="">
            <Field.Root>
              <Field.Label fontWeight="semibold">{searchLabel}</Field.Label>
              <InputGroup w="full" startElement={<SearchIcon size={18} aria-hidden="true" />}>
                <Input
                  type="search"
                  size="lg"
                  bg="bg"
                  rounded="xl"
                  placeholder={searchPlaceholder}
                  autoComplete="off"
                  aria-controls={statusId}
                  data-testid="integration-search"
                />
              </InputGroup>
            </Field.Root>
            <Text
              id={statusId}
              aria-live="polite"
              fontSize="sm"
              color="fg.muted"
              data-search-status=""
              data-total={items.length}
            >
              {items.length} integrations
            </Text>
          </Stack>
        )}
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3, xl: 5 }}
          gap={{ base: "3", sm: "4", xl: "5" }}
        >
          {items.map((item) => (
            <Box as="li" key={item.id} display="flex" data-integration={item.slug}>
              <IntegrationCard item={item} headingLevel={itemHeading(title)} />
            </Box>
          ))}
        </SimpleGrid>
        {searchable && (
          <Box
            textAlign="center"
            py="12"
            px="6"
            rounded="2xl"
            borderWidth="1px"
            borderStyle="dashed"
            bg="bg"
            data-search-empty=""
            hidden
          >
            <Text fontSize="lg" fontWeight="medium">
              {emptyMessage}
            </Text>
          </Box>
        )}
        {moreLink && (
          <Box textAlign="center">
            <LinkButton link={moreLink} size="lg" variant="outline" />
          </Box>
        )}
      </Stack>
    </Section>
  );
}
