import { Box, Flex, Text } from "@chakra-ui/react";
import type { CategoryChipsBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";

/** Topic labels with article counts. Display only: nothing here is clickable. */
export default function CategoryChips({ title, subtitle, countLabel = "articles", categories }: CategoryChipsBlock) {
  return (
    <Section title={title} subtitle={subtitle} py={{ base: "10", md: "14" }}>
      <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap={{ base: "2", md: "3" }}>
        {categories.map((category) => (
          <Flex
            as="li"
            key={category.name}
            colorPalette={category.color}
            align="center"
            gap="2.5"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            borderWidth="1px"
            borderColor="colorPalette.muted"
            rounded="full"
            ps={{ base: "3", md: "4" }}
            pe="1.5"
            py="1.5"
            fontSize={{ base: "sm", md: "md" }}
            fontWeight="semibold"
            data-category={category.name}
          >
            <Text as="span">{category.name}</Text>
            <Box
              as="span"
              // a shade darker than the palette's "solid": white digits on every accent colour reach 4.5:1
              bg="colorPalette.700"
              color="white"
              rounded="full"
              minW={{ base: "6", md: "7" }}
              h={{ base: "6", md: "7" }}
              px="2"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              fontSize="sm"
              data-count={category.count}
            >
              {category.count}
              <Box as="span" srOnly>
                {" "}
                {countLabel}
              </Box>
            </Box>
          </Flex>
        ))}
      </Flex>
    </Section>
  );
}
