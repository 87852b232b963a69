import { Badge, Box, Card, Flex, Heading, List, SimpleGrid, Text } from "@chakra-ui/react";
import type { Plan, PlanGridBlock } from "../../generated/config-types";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { CheckIcon } from "../../ui/CheckIcon";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

export default function PlanGrid({ title, subtitle, plans }: PlanGridBlock) {
  return (
    <Section title={title} subtitle={subtitle}>
      <SimpleGrid columns={{ base: 1, lg: plans.length }} gap="6" alignItems="stretch">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} headingLevel={itemHeading(title)} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function PlanCard({ plan, headingLevel }: { plan: Plan; headingLevel: ItemHeading }) {
  return (
    <Card.Root
      as="article"
      position="relative"
      variant="outline"
      borderWidth={plan.featured ? "2px" : "1px"}
      borderColor={plan.featured ? "brand.solid" : "border"}
      shadow={plan.featured ? "lg" : "sm"}
      rounded="2xl"
      data-featured={plan.featured ? "" : undefined}
    >
      {plan.featured && plan.badge && (
        <Badge
          position="absolute"
          top="-3"
          left="50%"
          transform="translateX(-50%)"
          colorPalette="brand"
          variant="solid"
          rounded="full"
          px="3"
        >
          {plan.badge}
        </Badge>
      )}
      <Card.Header gap="2">
        <Heading as={headingLevel} size="xl">
          {plan.name}
        </Heading>
        <Flex align="baseline" gap="2">
          <Text fontSize="4xl" fontWeight="extrabold" letterSpacing="tight">
            {plan.price}
          </Text>
          {plan.priceDescription && <Text color="fg.muted">{plan.priceDescription}</Text>}
        </Flex>
        <Text color="fg.muted">{plan.slogan}</Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {plan.features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <List.Indicator asChild color="green.600" mt="1">
                <Box as="span">
                  <CheckIcon />
                </Box>
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <LinkButton link={plan.cta} w="full" size="lg" variant={plan.featured ? "solid" : "outline"} />
      </Card.Footer>
    </Card.Root>
  );
}
