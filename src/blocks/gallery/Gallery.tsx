import { Box, Link, SimpleGrid, Text } from "@chakra-ui/react";
import type { GalleryBlock } from "../../generated/config-types";
import { pictureSetOf } from "../../engine/pictures/pictureSet";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";

/** A grid of pictures; each is a link to its large file (the browser shows it on its own: no script). */
export default function Gallery({ title, subtitle, pictures }: GalleryBlock) {
  return (
    <Section title={title} subtitle={subtitle}>
      {/* two to a row on phones: a gallery is browsed as a grid, and small files keep its first screen fast */}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3 }} gap={{ base: "3", md: "6" }}>
        {pictures.map((picture, index) => (
          <Box as="li" key={`${picture.src} ${index}`}>
            <Box as="figure">
              <Link href={pictureSetOf(picture)?.large ?? picture.src} display="block" rounded="xl" overflow="hidden">
                <Picture
                  image={picture}
                  display="block"
                  w="full"
                  h="auto"
                  aspectRatio="4 / 3"
                  objectFit="cover"
                  loading="lazy"
                  decoding="async"
                />
              </Link>
              {picture.caption && (
                <Text as="figcaption" mt="2" color="fg.muted" fontSize="sm">
                  {picture.caption}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
