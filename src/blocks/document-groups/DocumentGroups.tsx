import { Card, Heading, HStack, List, SimpleGrid } from "@chakra-ui/react";
import type { DocumentGroup, DocumentGroupsBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { IconTile } from "../../icons/IconTile";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

export default function DocumentGroups({ title, subtitle, tone = "plain", groups }: DocumentGroupsBlock) {
  const headingLevel = itemHeading(title);
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <SimpleGrid columns={{ base: 1, md: groups.length > 1 ? 2 : 1 }} gap="6" maxW="6xl" mx="auto">
        {groups.map((group) => (
          <GroupCard key={group.title} group={group} headingLevel={headingLevel} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function GroupCard({ group, headingLevel }: { group: DocumentGroup; headingLevel: ItemHeading }) {
  return (
    <Card.Root variant="outline" rounded="2xl" shadow="sm" data-document-group="">
      <Card.Header>
        <HStack gap="3">
          <IconTile name={group.icon} size="sm" />
          <Heading as={headingLevel} fontSize="lg" lineHeight="1.3">
            {group.title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body pt="4">
        <List.Root
          variant="plain"
          display="grid"
          gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }}
          columnGap="6"
          rowGap="3"
        >
          {group.documents.map((doc) => (
            <List.Item key={doc} alignItems="flex-start" color="fg" data-document="">
              <List.Indicator asChild color="brand.fg" mt="0.5">
                <span>
                  <ConfigIcon name="file-check" size={18} />
                </span>
              </List.Indicator>
              {doc}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
