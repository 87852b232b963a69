import { Box, Field, Input, InputGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { IntegrationGridBlock } from "../../generated/config-types";
import { useCollection, useText } from "../../site/SiteContext";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { IntegrationCard } from "./IntegrationCard";
import { useIntegrationSearch } from "./useIntegrationSearch";
import { itemHeading } from "../../ui/itemHeading";

export default function IntegrationGrid({
  collection,
  title,
  subtitle,
  searchable = false,
  searchLabel = "Search integrations",
  searchPlaceholder = "Try “calendar” or “custodian”",
  emptyMessage = "No integrations found matching your search.",
  limit,
  moreLink,
  tone = "plain",
}: IntegrationGridBlock) {
  const t = useText();
  const all = useCollection(collection);
  const items = useMemo(() => (limit ? all.slice(0, limit) : all), [all, limit]);
  const [query, setQuery] = useState("");
  const { results: shown, ready } = useIntegrationSearch(items, query, searchable);
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is left uncontrolled so words typed before the page finished loading are kept and searched.
  useEffect(() => {
    if (inputRef.current?.value) setQuery(inputRef.current.value);
  }, []);

  return (
    <Section title={title} subtitle={subtitle} tone={tone === "muted" ? "muted" : "plain"}>
      <Stack gap={{ base: "6", md: "8" }}>
        {searchable && (
          <Stack gap="2" maxW="xl" w="full" mx="auto" data-search-ready={ready ? "" : undefined}>
            <Field.Root>
              <Field.Label fontWeight="semibold">{t(searchLabel)}</Field.Label>
              <InputGroup w="full" startElement={<Search size={18} aria-hidden="true" />}>
                <Input
                  type="search"
                  size="lg"
                  bg="bg"
                  rounded="xl"
                  ref={inputRef}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={t(searchPlaceholder)}
                  autoComplete="off"
                  aria-controls={statusId}
                  data-testid="integration-search"
                />
              </InputGroup>
            </Field.Root>
            <Text id={statusId} aria-live="polite" fontSize="sm" color="fg.muted">
              {query.trim() === "" ? `${items.length} integrations` : `${shown.length} of ${items.length} integrations match`}
            </Text>
          </Stack>
        )}
        {shown.length > 0 ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap={{ base: "3", sm: "4", xl: "5" }}>
            {shown.map((item) => (
              <Box as="li" key={item.id} display="flex" data-integration={item.slug}>
                <IntegrationCard item={item} headingLevel={itemHeading(title)} />
              </Box>
            ))}
          </SimpleGrid>
        ) : (
          <Box textAlign="center" py="12" px="6" rounded="2xl" borderWidth="1px" borderStyle="dashed" bg="bg">
            <Text fontSize="lg" fontWeight="medium">
              {t(emptyMessage)}
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
