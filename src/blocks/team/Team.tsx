import { Avatar, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { TeamBlock, TeamMember } from "../../generated/config-types";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";
import { initials } from "./initials";

export default function Team({ title, subtitle, members, tone = "plain" }: TeamBlock) {
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: Math.min(members.length, 3) }}
        gap={{ base: "5", md: "6" }}
      >
        {members.map((member) => (
          <Card.Root as="li" key={member.name} variant="outline" rounded="2xl" bg="bg" shadow="xs" data-team-member>
            <MemberCard member={member} headingLevel={itemHeading(title)} />
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function MemberCard({ member, headingLevel }: { member: TeamMember; headingLevel: ItemHeading }) {
  return (
    <Card.Body gap="5" p={{ base: "6", md: "8" }}>
      <Stack direction="row" align="center" gap="4">
        <Avatar.Root size="2xl" colorPalette="brand" variant="solid" flexShrink="0">
          {/* a plain image: Chakra's Avatar.Image stays hidden until a script sees it load, and the built page
              runs none for this block */}
          {member.photo ? (
            <Picture
              image={member.photo}
              htmlWidth={64}
              htmlHeight={64}
              loading="lazy"
              decoding="async"
              w="full"
              h="full"
              objectFit="cover"
              rounded="inherit"
            />
          ) : (
            <Avatar.Fallback aria-hidden="true">{initials(member.name)}</Avatar.Fallback>
          )}
        </Avatar.Root>
        <Stack gap="0.5">
          <Heading as={headingLevel} size="lg">
            {member.name}
          </Heading>
          <Text color="brand.fg" fontWeight="medium" fontSize="sm">
            {member.title}
          </Text>
        </Stack>
      </Stack>
      <Stack gap="3">
        {member.bio.map((paragraph) => (
          <Text key={paragraph} color="fg.muted" lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Card.Body>
  );
}
