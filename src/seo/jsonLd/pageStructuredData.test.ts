import { describe, expect, it } from "vitest";
import { checkAgainstSchemaOrg } from "../../../tests/unit/support/schemaOrg";
import type { ResolvedBlock } from "../../engine/resolve/resolvedTypes";
import type { SiteConfig } from "../../generated/config-types";
import { pageStructuredData } from "./pageStructuredData";
import { jsonLdScript } from "./serialize";

const site = {
  productName: "Acme",
  siteUrl: "https://www.example.com",
  logo: { full: { src: "/brand/logo.svg", alt: "Acme home" }, compact: { src: "/brand/mark.svg", alt: "Acme home" } },
  support: { phone: "+1 541 555 0134", email: "hello@example.com", privacyEmail: "privacy@example.com" },
  seo: { titleSuffix: "", ogImage: "/og/default.jpg" },
} as SiteConfig;
const trail = [
  { route: "/", name: "Home" },
  { route: "/help", name: "Help" },
];
const faq = (items: { question: string; answer: string }[]) => ({ type: "faq", items }) as ResolvedBlock;
const hero = { type: "hero", title: "Help" } as unknown as ResolvedBlock;

describe("FAQPage from the page's faq blocks", () => {
  it("the questions of every faq block of the page, in order, answers without their Markdown marks", async () => {
    const blocks = [
      faq([{ question: "Do you take walk-ins?", answer: "**Yes**, see [hours](/hours).\n\nCall first." }]),
      hero,
      faq([{ question: "¿Hablan español? </script>", answer: "Sí." }]),
    ];
    const nodes = pageStructuredData(site, { route: "/help", trail, blocks });
    expect(nodes.map((node) => node["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(nodes[1]!.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Do you take walk-ins?",
        acceptedAnswer: { "@type": "Answer", text: "Yes, see hours.\n\nCall first." },
      },
      {
        "@type": "Question",
        name: "¿Hablan español? </script>",
        acceptedAnswer: { "@type": "Answer", text: "Sí." },
      },
    ]);
    const script = jsonLdScript(nodes);
    expect(script).not.toContain("</script>");
    const { types, problems } = await checkAgainstSchemaOrg(JSON.parse(script));
    expect(problems).toEqual([]);
    expect(types).toEqual(expect.arrayContaining(["FAQPage", "Question", "Answer", "BreadcrumbList"]));
  });

  it("a page without a faq block gets no FAQPage; the home page keeps only its business", () => {
    expect(pageStructuredData(site, { route: "/help", trail, blocks: [hero] }).map((n) => n["@type"])).toEqual([
      "BreadcrumbList",
    ]);
    const withBusiness = { ...site, business: { type: "Organization" as const, name: "Acme" } };
    const home = pageStructuredData(withBusiness, { route: "/", trail: trail.slice(0, 1), blocks: [] });
    expect(home.map((n) => n["@type"])).toEqual(["Organization"]);
  });
});

describe("a site without a business section", () => {
  it("says on its home page who it is: an Organization from its name, address, logo and contacts, and its WebSite", async () => {
    const home = pageStructuredData(site, { route: "/", trail: trail.slice(0, 1), blocks: [] });
    expect(home).toEqual([
      {
        "@type": "Organization",
        "@id": "https://www.example.com/#organization",
        name: "Acme",
        url: "https://www.example.com/",
        logo: "https://www.example.com/brand/logo.svg",
        telephone: "+1 541 555 0134",
        email: "hello@example.com",
      },
      {
        "@type": "WebSite",
        "@id": "https://www.example.com/#website",
        name: "Acme",
        url: "https://www.example.com/",
        publisher: { "@id": "https://www.example.com/#organization" },
      },
    ]);
    const { types, problems } = await checkAgainstSchemaOrg(JSON.parse(jsonLdScript(home)));
    expect(problems).toEqual([]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    // other pages do not repeat them
    expect(pageStructuredData(site, { route: "/help", trail, blocks: [hero] }).map((n) => n["@type"])).toEqual([
      "BreadcrumbList",
    ]);
  });
});

it("BlogPosting on the page of a dated item: its address, its author, the business as publisher", async () => {
  const withBusiness = { ...site, business: { type: "Organization" as const, name: "Río Physio" } };
  const nodes = pageStructuredData(withBusiness, {
    route: "/help",
    trail,
    blocks: [hero],
    blogPosting: { title: "Knee care", published: "2026-03-14", modified: "2026-04-01", author: "Ana Ruiz" },
  });
  expect(nodes.map((node) => node["@type"])).toEqual(["BreadcrumbList", "BlogPosting"]);
  expect(nodes[1]).toMatchObject({
    headline: "Knee care",
    datePublished: "2026-03-14",
    dateModified: "2026-04-01",
    url: "https://www.example.com/help/",
    author: { "@type": "Person", name: "Ana Ruiz" },
    publisher: { "@type": "Organization", name: "Río Physio" },
  });
  expect((await checkAgainstSchemaOrg(JSON.parse(jsonLdScript(nodes)))).problems).toEqual([]);
  const unsigned = pageStructuredData(site, {
    route: "/help",
    trail,
    blocks: [],
    blogPosting: { title: "N", published: "2026-01-01" },
  });
  expect(unsigned[1]).toMatchObject({ author: { "@type": "Organization", name: "Acme" }, dateModified: "2026-01-01" });
});

it("a local business of the site's type per place of the page's locations blocks, in schema.org's vocabulary", async () => {
  const business = {
    type: "Physiotherapy" as const,
    name: "Río Physio",
    address: { street: "1 Main St", locality: "Springfield", country: "US" },
  };
  const locations = {
    type: "locations",
    places: [
      {
        name: "Riverside",
        address: { street: "12 River Walk", locality: "Springfield", postalCode: "97477", country: "US" },
        phone: "+1 541 555 0100",
        geo: { latitude: 44.0462, longitude: -123.022 },
        openingHours: [{ days: ["monday", "friday"], opens: "08:00", closes: "18:00" }],
        hoursExceptions: [{ date: "2026-12-25", closed: true }],
      },
      { name: "Hilltop </script>", address: { street: "3 Hill Rd", locality: "Eugene", country: "US" } },
    ],
  } as unknown as ResolvedBlock;
  const nodes = pageStructuredData({ ...site, business }, { route: "/clinics", trail, blocks: [locations] });
  expect(nodes.map((node) => node["@type"])).toEqual(["BreadcrumbList", "Physiotherapy", "Physiotherapy"]);
  expect(nodes[1]).toEqual({
    "@type": "Physiotherapy",
    name: "Riverside",
    url: "https://www.example.com/clinics/",
    image: "https://www.example.com/og/default.jpg",
    address: {
      "@type": "PostalAddress",
      streetAddress: "12 River Walk",
      addressLocality: "Springfield",
      postalCode: "97477",
      addressCountry: "US",
    },
    telephone: "+1 541 555 0100",
    geo: { "@type": "GeoCoordinates", latitude: 44.0462, longitude: -123.022 },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "08:00", closes: "18:00" },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
    ],
    parentOrganization: { "@id": "https://www.example.com/#business" },
  });
  const script = jsonLdScript(nodes);
  expect(script).not.toContain("</script>");
  expect((await checkAgainstSchemaOrg(JSON.parse(script))).problems).toEqual([]);
  // a site without a business (or an organisation): plain LocalBusiness nodes, no parent named
  const plain = pageStructuredData(site, { route: "/clinics", trail, blocks: [locations] });
  expect(plain[1]).toMatchObject({ "@type": "LocalBusiness", name: "Riverside" });
  expect(plain[1]).not.toHaveProperty("parentOrganization");
  expect((await checkAgainstSchemaOrg(JSON.parse(jsonLdScript(plain)))).problems).toEqual([]);
});
