import { Box, Container, Flex, Grid, Heading, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Activity, Mail, Phone } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { FooterColumn, Link as ConfigLink } from "../generated/config-types";
import { AppLink } from "../site/AppLink";
import { useLogoSize } from "./logoSize";
import { useSite } from "../site/SiteContext";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
// Long link groups are laid out in two columns, so the footer stays short.
const isLong = (column: FooterColumn) => column.links.length + (column.includeSupportContacts ? 2 : 0) > 7;
const desktopColumns = (columns: FooterColumn[]) =>
  ["minmax(0, 1.1fr)", ...columns.map((column) => (isLong(column) ? "minmax(0, 1.7fr)" : "minmax(0, 1fr)"))].join(" ");

export function SiteFooter({ year }: { year: number }) {
  const site = useSite();
  const footerLogo = useLogoSize(site.logo.footer?.src);
  return (
    <Box as="footer" bg="brand.950" color="gray.300" mt="auto" fontSize="sm">
      <Container maxW="7xl" px={{ base: "5", md: "8" }} pt={{ base: "12", md: "16" }} pb="8">
        <Grid
          templateColumns={{
            base: "minmax(0, 1fr)",
            md: "repeat(2, minmax(0, 1fr))",
            lg: desktopColumns(site.footer.columns),
          }}
          gap={{ base: "10", md: "12" }}
        >
          <Stack gap="4" gridColumn={{ md: "1 / -1", lg: "auto" }} maxW="sm">
            <HStack gap="2.5">
              {site.logo.footer && (
                <Image
                  src={site.logo.footer.src}
                  alt={site.logo.footer.alt}
                  height="8"
                  width="auto"
                  htmlWidth={footerLogo.width}
                  htmlHeight={footerLogo.height}
                />
              )}
              <Text fontWeight="bold" fontSize="lg" color="white">
                {site.productName}
              </Text>
            </HStack>
            <Text lineHeight="1.7">{site.footer.tagline}</Text>
          </Stack>
          {site.footer.columns.map((column) => (
            <FooterLinks key={column.title} column={column} />
          ))}
        </Grid>
        <Flex
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          gap="3"
          mt={{ base: "10", md: "14" }}
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
        >
          <Text>
            <WithCurrentYear text={site.footer.copyright} year={year} />
          </Text>
          {site.footer.statusLink && (
            <FooterLink
              link={site.footer.statusLink}
              icon={site.footer.statusIcon ? <Activity size={16} aria-hidden="true" /> : undefined}
            />
          )}
        </Flex>
      </Container>
    </Box>
  );
}

function FooterLinks({ column }: { column: FooterColumn }) {
  const { support } = useSite();
  return (
    <Box as="nav" aria-label={column.title}>
      <Heading as="h2" fontSize="sm" fontWeight="semibold" color="white" letterSpacing="wide" mb="4">
        {column.title}
      </Heading>
      <Box
        as="ul"
        columnCount={isLong(column) ? 2 : 1}
        columnGap="6"
        listStyleType="none"
        css={{ "& > li": { mb: "2.5", breakInside: "avoid" } }}
      >
        {column.links.map((link) => (
          <li key={link.href + link.label}>
            <FooterLink link={link} />
          </li>
        ))}
        {column.includeSupportContacts && (
          <>
            <li>
              <FooterLink
                link={{ label: support.email, href: `mailto:${support.email}` }}
                icon={<Mail size={16} aria-hidden="true" />}
              />
            </li>
            <li>
              <FooterLink
                link={{ label: support.phone, href: telHref(support.phone) }}
                icon={<Phone size={16} aria-hidden="true" />}
              />
            </li>
          </>
        )}
      </Box>
    </Box>
  );
}

function FooterLink({ link, icon }: { link: ConfigLink; icon?: ReactNode }) {
  return (
    <Link asChild color="gray.300" focusRingColor="brand.300" _hover={{ color: "white", textDecoration: "underline" }}>
      <AppLink href={link.href} newTab={link.newTab}>
        {icon}
        {link.label}
      </AppLink>
    </Link>
  );
}

/**
 * The copyright line was filled with the build's year; the shell script sets the year of each element
 * marked data-clock="year" to the reader's, so the line is right on the day it is read.
 */
function WithCurrentYear({ text, year }: { text: string; year: number }) {
  const parts = text.split(String(year));
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <span data-clock="year">{year}</span>}
      {part}
    </Fragment>
  ));
}
