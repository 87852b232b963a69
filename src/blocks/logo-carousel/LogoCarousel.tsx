import { Box, chakra, Container, Flex, Heading, IconButton, Image, Link } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import type { LogoCarouselBlock, PressLogo } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { useText } from "../../site/SiteContext";
import { useAutoplay } from "./useAutoplay";

/**
 * The track holds the logos twice. Position n (the first logo of the second copy) looks exactly
 * like position 0, so stepping past the end jumps back to the same picture without animation
 * and the strip loops forever without a visible rewind.
 */
export default function LogoCarousel({ title, logos, intervalMs = 2000 }: LogoCarouselBlock) {
  const t = useText();
  const headingId = useId();
  const count = logos.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const positionRef = useRef(position);
  positionRef.current = position;

  const go = (delta: number) => {
    let from = positionRef.current;
    const to = from + delta;
    if (to > count || to < 0) {
      from = from >= count ? from - count : from + count;
      flushSync(() => {
        setAnimated(false);
        setPosition(from);
      });
      trackRef.current?.getBoundingClientRect(); // apply the jump before the animated step starts
    }
    setAnimated(true);
    setPosition(from + delta);
  };

  const autoplay = useAutoplay(intervalMs, count > 1, () => go(1));

  const onKeyDown = (event: KeyboardEvent) => {
    autoplay.stop();
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  const slides = [...logos, ...logos];
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: "10", md: "14" }} borderBottomWidth="1px" borderColor="border.muted">
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
          {t(title)}
        </Heading>
        <Flex
          align="center"
          gap={{ base: "1", md: "3" }}
          role="region"
          aria-roledescription="carousel"
          aria-label={t(title)}
          data-state={autoplay.state}
          data-index={position % count}
          onPointerDown={autoplay.stop}
          onFocus={autoplay.stop}
          onKeyDown={onKeyDown}
          onWheel={autoplay.stop}
        >
          <IconButton aria-label="Previous logo" variant="ghost" size="sm" rounded="full" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <Box
            flex="1"
            overflow="hidden"
            py="1"
            // focusing a logo that is out of view must not scroll the strip sideways behind our back
            onScroll={(event) => (event.currentTarget.scrollLeft = 0)}
          >
            <chakra.div
              ref={trackRef}
              display="flex"
              aria-live={autoplay.state === "playing" ? "off" : "polite"}
              transition={animated ? "transform 0.6s cubic-bezier(0.22, 1, 0.36, 1)" : "none"}
              _motionReduce={{ transition: "none" }}
              css={{
                "--slide-basis": "100%",
                "@media screen and (min-width: 30rem)": { "--slide-basis": "50%" },
                "@media screen and (min-width: 48rem)": { "--slide-basis": "33.3333%" },
                transform: `translateX(calc(var(--slide-basis) * ${-position}))`,
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
                    onFocus={copy ? undefined : () => setPosition(i)}
                  >
                    <LogoLink logo={logo} />
                  </chakra.div>
                );
              })}
            </chakra.div>
          </Box>
          <IconButton aria-label="Next logo" variant="ghost" size="sm" rounded="full" onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </Flex>
      </Container>
    </Box>
  );
}

function LogoLink({ logo }: { logo: PressLogo }) {
  const t = useText();
  const name = t(logo.name);
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
        css={{ "& img": { filter: "grayscale(1)", opacity: 0.8, transition: "filter 0.2s, opacity 0.2s" }, "&:hover img": { filter: "none", opacity: 1 } }}
      >
        <Image src={logo.logoSrc} alt={`${name} logo`} h={{ base: "9", md: "10" }} w="auto" maxW="full" objectFit="contain" loading="lazy" />
        <Box as="span" srOnly>
          {" "}
          (article, opens in a new tab)
        </Box>
      </Flex>
      </AppLink>
    </Link>
  );
}
