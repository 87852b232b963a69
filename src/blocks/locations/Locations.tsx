import { Box, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import type { ReactNode } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { LocationsLabels, Place } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { itemHeading } from "../../ui/itemHeading";
import { OpeningHoursTable, SpecialDaysTable } from "./HoursTables";
import { mapHref, telHref, townLine, type MapLinks } from "./placeLinks";
import { linkTextDirection } from "../../site/linkDirection";

const MailIcon = drawnLucide(Mail);
const MapPinIcon = drawnLucide(MapPin);
const PhoneIcon = drawnLucide(Phone);

/** Places with their address, links to call, write and find them, and their hours. Static: no script. */
export default function Locations({
  title,
  subtitle,
  tone = "plain",
  places,
  mapLinks = "google",
  labels,
  site,
  words: builderWords,
}: ResolvedBlockOf<"locations">) {
  // the block's own labels, else the builder's words in the page's language
  const words: Required<LocationsLabels> = {
    hours: builderWords.openingHours,
    closed: builderWords.closed,
    specialDays: builderWords.specialDays,
    mapLink: builderWords.showOnMap,
    map: builderWords.mapOf,
    ...labels,
  };
  const placeHeading = itemHeading(title);
  const columns = Math.min(places.length, 3);
  return (
    <Section title={title} subtitle={subtitle} tone={tone} width={places.length === 1 ? "narrow" : "wide"}>
      <Grid
        templateColumns={{ base: "1fr", md: `repeat(${Math.min(columns, 2)}, 1fr)`, lg: `repeat(${columns}, 1fr)` }}
        gap="6"
      >
        {places.map((place, i) => (
          <PlaceCard
            key={i}
            place={place}
            heading={placeHeading}
            words={words}
            mapLinks={mapLinks}
            language={site.language ?? "en"}
          />
        ))}
      </Grid>
    </Section>
  );
}

function PlaceCard({
  place,
  heading,
  words,
  mapLinks,
  language,
}: {
  place: Place;
  heading: "h2" | "h3";
  words: Required<LocationsLabels>;
  mapLinks: MapLinks;
  language: string;
}) {
  const subHeading = heading === "h2" ? "h3" : "h4";
  const map = mapHref(place, mapLinks);
  return (
    <Stack gap="5" data-place="" bg="bg" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: "5", md: "6" }}>
      {/* a name or an address in another script than the page's keeps its own order (bdi), aligned as the page */}
      <Heading as={heading} fontSize="xl" lineHeight="1.3">
        <bdi>{place.name}</bdi>
      </Heading>
      <Box as="address" fontStyle="normal" lineHeight="1.6">
        <Text>
          <bdi>{place.address.street}</bdi>
        </Text>
        <Text>
          <bdi>{townLine(place.address)}</bdi>
        </Text>
      </Box>
      {(map || place.phone || place.email) && (
        <Stack as="ul" listStyleType="none" gap="2">
          {map && (
            <ContactLink href={map} icon={<MapPinIcon size={18} aria-hidden="true" />} newTab>
              {words.mapLink}
            </ContactLink>
          )}
          {place.phone && (
            <ContactLink href={telHref(place.phone)} icon={<PhoneIcon size={18} aria-hidden="true" />}>
              {place.phone}
            </ContactLink>
          )}
          {place.email && (
            <ContactLink href={`mailto:${place.email}`} icon={<MailIcon size={18} aria-hidden="true" />}>
              {place.email}
            </ContactLink>
          )}
        </Stack>
      )}
      {place.openingHours && place.openingHours.length > 0 && (
        <Stack gap="2">
          <Heading as={subHeading} fontSize="md">
            {words.hours}
          </Heading>
          <OpeningHoursTable hours={place.openingHours} language={language} closed={words.closed} />
        </Stack>
      )}
      {place.hoursExceptions && place.hoursExceptions.length > 0 && (
        <Stack gap="2">
          <Heading as={subHeading} fontSize="md">
            {words.specialDays}
          </Heading>
          <SpecialDaysTable days={place.hoursExceptions} language={language} closed={words.closed} />
        </Stack>
      )}
      {place.mapEmbedUrl && (
        <Box
          w="full"
          aspectRatio="4 / 3"
          rounded="md"
          overflow="hidden"
          css={{ "& iframe": { width: "100%", height: "100%", border: 0 } }}
        >
          <iframe src={place.mapEmbedUrl} title={`${words.map} ${place.name}`} loading="lazy" />
        </Box>
      )}
    </Stack>
  );
}

function ContactLink({
  href,
  icon,
  newTab,
  children,
}: {
  href: string;
  icon: ReactNode;
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="li" display="flex" alignItems="center" gap="2">
      <Box as="span" color="brand.fg" display="inline-flex">
        {icon}
      </Box>
      <Link
        href={href}
        color="brand.fg"
        textDecoration="underline"
        dir={linkTextDirection(href, children)}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </Link>
    </Box>
  );
}
