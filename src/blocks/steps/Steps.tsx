import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { Step, StepsBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

/** Numbered steps: side by side with a connecting line ("row"), or one under the other ("list"). */
export default function Steps({ title, subtitle, layout = "row", tone = "plain", steps }: StepsBlock) {
  const row = layout === "row";
  const headingLevel = itemHeading(title);
  return (
    <Section title={title} subtitle={subtitle} tone={tone} width={row ? "wide" : "narrow"}>
      <Flex
        as="ol"
        listStyleType="none"
        direction={row ? { base: "column", md: "row" } : "column"}
        gap={row ? { base: "8", md: "6", lg: "10" } : "8"}
        maxW={row ? "6xl" : undefined}
        mx="auto"
      >
        {steps.map((step, index) => (
          <StepItem
            key={step.title}
            step={step}
            number={index + 1}
            row={row}
            last={index === steps.length - 1}
            headingLevel={headingLevel}
          />
        ))}
      </Flex>
    </Section>
  );
}

function StepItem({
  step,
  number,
  row,
  last,
  headingLevel,
}: {
  step: Step;
  number: number;
  row: boolean;
  last: boolean;
  headingLevel: ItemHeading;
}) {
  return (
    <Flex
      as="li"
      flex="1"
      position="relative"
      direction={row ? { base: "row", md: "column" } : "row"}
      align={row ? { base: "flex-start", md: "center" } : "flex-start"}
      textAlign={row ? { base: "start", md: "center" } : "start"}
      gap={{ base: "4", md: "5" }}
    >
      {/* line linking this step's number to the next one (decorative) */}
      {!last && (
        <Box
          aria-hidden="true"
          position="absolute"
          bg="brand.emphasized"
          // vertical: from under this circle (3.5rem) to the next one, across the 2rem gap;
          // horizontal: from beside this circle to beside the next one, across the column gap
          {...(row
            ? {
                top: { base: "calc(3.5rem + 0.5rem)", md: "calc(1.75rem - 1px)" },
                left: { base: "calc(1.75rem - 1px)", md: "calc(50% + 2.25rem)" },
                w: { base: "2px", md: "calc(100% + 1.5rem - 4.5rem)", lg: "calc(100% + 2.5rem - 4.5rem)" },
                h: { base: "calc(100% - 3.5rem - 1rem + 2rem)", md: "2px" },
              }
            : {
                top: "calc(3.5rem + 0.5rem)",
                left: "calc(1.75rem - 1px)",
                w: "2px",
                h: "calc(100% - 3.5rem - 1rem + 2rem)",
              })}
        />
      )}
      <Flex
        aria-hidden="true"
        flexShrink={0}
        w="14"
        h="14"
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        align="center"
        justify="center"
        fontSize="xl"
        fontWeight="bold"
        shadow="md"
        position="relative"
      >
        {number}
      </Flex>
      <Stack gap="2" pt={row ? { base: "1", md: "0" } : "1"} maxW={row ? { md: "xs" } : undefined}>
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.3">
          <Box as="span" srOnly>
            Step {number}:{" "}
          </Box>
          {step.icon && (
            <Box as="span" display="inline-flex" verticalAlign="middle" color="brand.fg" me="2" mt="-1">
              <ConfigIcon name={step.icon} size={20} />
            </Box>
          )}
          {step.title}
        </Heading>
        <Text color="fg.muted">{step.description}</Text>
      </Stack>
    </Flex>
  );
}
