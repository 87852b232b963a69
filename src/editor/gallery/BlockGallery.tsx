import { Badge, Box, Container, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { BlockList } from "../../render/BlockList";
import { UnknownBlock } from "../../blocks/UnknownBlock";
import { SiteProvider } from "../../site/SiteContext";
import type { GalleryBlockType, GalleryData, GalleryExample } from "./galleryData.server";

/** The id of a block type's section, for the table of contents. */
export const sectionId = (type: string) => `block-${type}`;

/**
 * The block gallery (/_blocks in `npm run dev`): every block type with its description and its schema's
 * examples, each rendered by the site's own BlockList and renderers, its JSON beside it to copy into a page.
 */
export function BlockGallery({ data }: { data: GalleryData }) {
  const count = data.types.reduce((sum, entry) => sum + entry.examples.length, 0);
  return (
    <Box as="main" id="main" bg="gray.50" minH="100vh" pb="16">
      <title>Block gallery · development</title>
      <Box as="header" bg="white" borderBottomWidth="1px" py="8">
        <Container maxW="7xl">
          <Heading as="h1" size="3xl">
            Block gallery
          </Heading>
          <Text mt="2" color="fg.muted" maxW="3xl">
            Every block type a page can use, shown with the examples from its schema ({data.types.length} types, {count}{" "}
            examples). Copy an example's JSON into the <code>blocks</code> list of a page in{" "}
            <code>pages-config/pages/</code>, then change its text. This page exists only in <code>npm run dev</code>.
          </Text>
          {data.siteProblem && <GalleryProblem>{data.siteProblem}</GalleryProblem>}
          <Box as="nav" aria-label="Block types" mt="6">
            <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
              {data.types.map((entry) => (
                <li key={entry.type}>
                  <Link
                    href={`#${sectionId(entry.type)}`}
                    px="3"
                    py="1"
                    rounded="full"
                    borderWidth="1px"
                    bg="white"
                    fontSize="sm"
                  >
                    {entry.type}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>
      <Stack gap="12" mt="10">
        {data.types.map((entry) => (
          <GalleryType key={entry.type} entry={entry} data={data} />
        ))}
      </Stack>
    </Box>
  );
}

function GalleryType({ entry, data }: { entry: GalleryBlockType; data: GalleryData }) {
  return (
    <Box
      as="section"
      id={sectionId(entry.type)}
      aria-labelledby={`${sectionId(entry.type)}-title`}
      data-gallery-type={entry.type}
    >
      <Container maxW="7xl">
        <Heading as="h2" id={`${sectionId(entry.type)}-title`} size="2xl" fontFamily="mono">
          {entry.type}
        </Heading>
        {entry.description && (
          <Text mt="1" fontSize="lg" maxW="3xl">
            {entry.description}
          </Text>
        )}
        <Text mt="1" fontSize="sm" color="fg.muted">
          Fields and their help: {entry.schemaFile} · <Link href="#main">back to the list</Link>
        </Text>
        {entry.problem && (
          <GalleryProblem>{`No example of "${entry.type}" can be shown. ${entry.problem}`}</GalleryProblem>
        )}
      </Container>
      {entry.examples.map((example, index) => (
        <Container key={index} maxW="7xl" mt="6">
          <Stack direction="row" align="center" gap="2" mb="2">
            <Badge>
              Example {index + 1} of {entry.examples.length}
            </Badge>
          </Stack>
          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }}
            gap="4"
            alignItems="start"
          >
            <Box bg="white" borderWidth="1px" rounded="md" overflow="hidden" data-gallery-preview={entry.type}>
              <GalleryPreview example={example} index={index} entry={entry} data={data} />
            </Box>
            <Box
              as="pre"
              data-gallery-json={entry.type}
              aria-label={`JSON of ${entry.type} example ${index + 1}`}
              m="0"
              p="4"
              maxH="32rem"
              overflow="auto"
              rounded="md"
              bg="gray.900"
              color="gray.100"
              fontSize="xs"
              fontFamily="mono"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
              position={{ xl: "sticky" }}
              top="4"
            >
              {example.json}
            </Box>
          </Grid>
        </Container>
      ))}
    </Box>
  );
}

/** A problem of the whole gallery or of a block type (an example's own problem is shown in its place, by UnknownBlock). */
function GalleryProblem({ children }: { children: string }) {
  return (
    <Box role="alert" mt="4" p="4" rounded="md" bg="red.50" color="red.900" borderWidth="1px" borderColor="red.300">
      {children}
    </Box>
  );
}

function GalleryPreview({
  example,
  index,
  entry,
  data,
}: {
  example: GalleryExample;
  index: number;
  entry: GalleryBlockType;
  data: GalleryData;
}) {
  const { preview } = example;
  if (!("block" in preview) || !data.site) {
    const problem = "problem" in preview ? preview.problem : (data.siteProblem ?? "It could not be resolved.");
    return <UnknownBlock type={entry.type} index={index} file={entry.schemaFile} problem={problem} />;
  }
  return (
    <SiteProvider site={data.site}>
      <BlockList blocks={[preview.block]} file={entry.schemaFile} firstIndex={index} />
    </SiteProvider>
  );
}
