import { Box, chakra, Container, Flex, Heading, IconButton, Image, Link } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import { useId } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { PressLogo } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";

const ChevronLeftIcon = drawnLucide(ChevronLeft);
const ChevronRightIcon = drawnLucide(ChevronRight);

/**
 * The press logo strip. The track holds the logos twice: position n (the first logo of the second copy)
 * looks exactly like position 0, so carousel.script.ts can step past the end, jump back without animation
 * and loop forever without a visible rewind. Without the script the first logos simply stay in place.
 */
export default function LogoCarousel({ title, logos, intervalMs = 2000, words }: ResolvedBlockOf<"logo-carousel">) {
  const headingId = useId();
  const count = logos.length;
  const slides = [...logos, ...logos];
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      py={{ base: "10", md: "14" }}
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="5xl" px={{ base: "4", md: "8" }}>
        <Heading
          as="h2"
          id={headingId}
          textAlign="center"
          fontSize="sm"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="widest"
          color="fg.muted"
          mb={{ base: "6", md: "8" }}
        >
          {title}
        </Heading>
        <Flex
          align="center"
          gap={{ base: "1", md: "3" }}
          role="region"
          aria-roledescription="carousel"
          aria-label={title}
          data-carousel=""
          data-state="playing"
          data-index="0"
          data-count={count}
          data-interval={intervalMs}
        >
          <IconButton aria-label={words.previousLogo} variant="ghost" size="sm" rounded="full" data-carousel-step="-1">
            <ChevronLeftIcon aria-hidden="true" />
          </IconButton>
          <Box flex="1" overflow="hidden" py="1" data-carousel-viewport="">
            <chakra.div
              display="flex"
              aria-live="off"
              data-carousel-track=""
              transition="transform 0.6s cubic-bezier(0.22, 1, 0.36, 1)"
              _motionReduce={{ transition: "none" }}
              css={{
                "--slide-basis": "100%",
                "@media screen and (min-width: 30rem)": { "--slide-basis": "50%" },
                "@media screen and (min-width: 48rem)": { "--slide-basis": "33.3333%" },
                transform: "translateX(calc(var(--slide-basis) * var(--carousel-position, 0) * -1))",
                "&[data-jump]": { transition: "none" },
              }}
            >
              {slides.map((logo, i) => {
                const copy = i >= count;
                return (
                  <chakra.div
                    key={i}
                    flex="0 0 var(--slide-basis)"
                    px={{ base: "1.5", md: "3" }}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${(i % count) + 1} of ${count}`}
                    aria-hidden={copy || undefined}
                    inert={copy || undefined}
                    data-slide={i}
                  >
                    <LogoLink logo={logo} />
                  </chakra.div>
                );
              })}
            </chakra.div>
          </Box>
          <IconButton aria-label={words.nextLogo} variant="ghost" size="sm" rounded="full" data-carousel-step="1">
            <ChevronRightIcon aria-hidden="true" />
          </IconButton>
        </Flex>
      </Container>
    </Box>
  );
}

function LogoLink({ logo }: { logo: PressLogo }) {
  return (
    <Link asChild display="block" rounded="xl" outlineOffset="2px">
      <AppLink href={logo.link} newTab>
        <Flex
          as="span"
          h={{ base: "20", md: "24" }}
          align="center"
          justify="center"
          px="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="bg"
          transition="border-color 0.2s, box-shadow 0.2s"
          _hover={{ borderColor: "brand.200", shadow: "sm" }}
          css={{
            "& img": { filter: "grayscale(1)", opacity: 0.8, transition: "filter 0.2s, opacity 0.2s" },
            "&:hover img": { filter: "none", opacity: 1 },
          }}
        >
          <Image
            src={logo.logoSrc}
            alt={`${logo.name} logo`}
            h={{ base: "9", md: "10" }}
            w="auto"
            maxW="full"
            objectFit="contain"
            loading="lazy"
          />
          <Box as="span" srOnly>
            {" "}
            (article, opens in a new tab)
          </Box>
        </Flex>
      </AppLink>
    </Link>
  );
}
