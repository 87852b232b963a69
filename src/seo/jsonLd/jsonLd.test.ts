import { describe, expect, it } from "vitest";
import { checkAgainstSchemaOrg } from "../../../tests/unit/support/schemaOrg";
import { blogPostingJsonLd } from "./blogPosting";
import { breadcrumbsJsonLd } from "./breadcrumbs";
import { businessJsonLd } from "./business";
import { faqPageJsonLd } from "./faqPage";
import { jsonLdScript } from "./serialize";

const siteUrl = "https://www.example.com";
const physio = {
  type: "Physiotherapy" as const,
  name: "Río Physio",
  logo: "/brand/logo.png",
  address: { street: "12 River Walk", locality: "Springfield", region: "Oregon", postalCode: "97477", country: "US" },
  phone: "+1 541 555 0134",
  email: "hola@example.com",
  priceRange: "$$",
  geo: { latitude: 44.0462, longitude: -123.022 },
  openingHours: [
    { days: ["monday" as const, "friday" as const], opens: "08:00", closes: "18:00" },
    { days: ["saturday" as const], opens: "09:00", closes: "13:00" },
  ],
  hoursExceptions: [
    { date: "2026-12-25", closed: true as const },
    { date: "2026-12-24", opens: "09:00", closes: "12:00" },
  ],
  sameAs: ["https://www.instagram.com/example"],
};

/** The node as a page carries it: serialised, read back as JSON, then expanded and checked. */
const checked = async (nodes: Parameters<typeof jsonLdScript>[0]) =>
  checkAgainstSchemaOrg(JSON.parse(jsonLdScript(nodes)));

describe("the business", () => {
  it("a local business with everything Google reads, every type and property in schema.org's vocabulary", async () => {
    const node = businessJsonLd(physio, siteUrl, "/og/default.jpg");
    expect(node).toMatchObject({
      "@type": "Physiotherapy",
      name: "Río Physio",
      url: "https://www.example.com/",
      logo: "https://www.example.com/brand/logo.png",
      image: "https://www.example.com/og/default.jpg",
      telephone: "+1 541 555 0134",
      address: { "@type": "PostalAddress", streetAddress: "12 River Walk", addressCountry: "US", postalCode: "97477" },
      geo: { "@type": "GeoCoordinates", latitude: 44.0462 },
    });
    expect(node.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "08:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "09:00",
        closes: "12:00",
      },
    ]);
    const { types, problems } = await checked([node]);
    expect(problems).toEqual([]);
    expect(types).toEqual(
      expect.arrayContaining(["Physiotherapy", "PostalAddress", "GeoCoordinates", "OpeningHoursSpecification"]),
    );
  });

  it("an organisation: no address needed, no picture made up, the optional parts left out", async () => {
    const node = businessJsonLd({ type: "Organization", name: "Acme" }, siteUrl, "/og/default.jpg");
    expect(node).toEqual({
      "@type": "Organization",
      "@id": "https://www.example.com/#business",
      name: "Acme",
      url: "https://www.example.com/",
    });
    expect((await checked([node])).problems).toEqual([]);
  });

  it("every business type the schema offers is a schema.org type", async () => {
    const { default: site } = await import("../../../schemas/site.schema.json");
    const offered = site.properties.business.properties.type.enum as string[];
    for (const type of offered) {
      const node = businessJsonLd({ ...physio, type: type as typeof physio.type }, siteUrl, "/og/default.jpg");
      expect((await checked([node])).problems, type).toEqual([]);
    }
  });
});

it("breadcrumbs: one ListItem per step with its position, name and served address; none for the home page", async () => {
  const trail = [
    { route: "/", name: "Home" },
    { route: "/integrations", name: "Integrations" },
    { route: "/integrations/salesforce", name: "Salesforce" },
  ];
  const node = breadcrumbsJsonLd(trail, siteUrl)!;
  expect(node.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
    { "@type": "ListItem", position: 2, name: "Integrations", item: "https://www.example.com/integrations/" },
    { "@type": "ListItem", position: 3, name: "Salesforce", item: "https://www.example.com/integrations/salesforce/" },
  ]);
  expect((await checked([node])).problems).toEqual([]);
  expect(breadcrumbsJsonLd(trail.slice(0, 1), siteUrl)).toBeUndefined();
});

it("FAQPage from a faq block's items: each a Question with its accepted Answer; none without items", async () => {
  const node = faqPageJsonLd([
    { question: "Do you take walk-ins?", answer: "Yes, before noon." },
    { question: "¿Hablan español?", answer: "Sí." },
  ])!;
  expect(node.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "Do you take walk-ins?",
      acceptedAnswer: { "@type": "Answer", text: "Yes, before noon." },
    },
    { "@type": "Question", name: "¿Hablan español?", acceptedAnswer: { "@type": "Answer", text: "Sí." } },
  ]);
  const { types, problems } = await checked([node]);
  expect(problems).toEqual([]);
  expect(types).toEqual(["FAQPage", "Question", "Answer", "Question", "Answer"]);
  expect(faqPageJsonLd([])).toBeUndefined();
});

it("BlogPosting for a dated item, its author a person when named, else the publisher", async () => {
  const post = blogPostingJsonLd(
    {
      title: "Knee care",
      published: "2026-03-14",
      route: "/blog/knee-care",
      image: "/blog/knee.jpg",
      author: "Ana Ruiz",
    },
    siteUrl,
    "Río Physio",
  );
  expect(post).toMatchObject({
    headline: "Knee care",
    datePublished: "2026-03-14",
    dateModified: "2026-03-14",
    url: "https://www.example.com/blog/knee-care/",
    image: "https://www.example.com/blog/knee.jpg",
    author: { "@type": "Person", name: "Ana Ruiz" },
  });
  const unsigned = blogPostingJsonLd({ title: "News", published: "2026-01-01" }, siteUrl, "Río Physio");
  expect(unsigned.author).toEqual({ "@type": "Organization", name: "Río Physio" });
  expect((await checked([post, unsigned])).problems).toEqual([]);
});

describe("serialised into a script element", () => {
  it("a name holding </script> or <!-- cannot end the element: < > & are \\u escapes, the JSON the same", () => {
    const node = businessJsonLd(
      { type: "Organization", name: "A </script><script>alert(1)</script> <!-- & co" },
      siteUrl,
      "/x.png",
    );
    const text = jsonLdScript([node]);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text).name).toBe("A </script><script>alert(1)</script> <!-- & co");
  });

  it("one node with its context; several as a @graph; none: nothing", () => {
    const a = { "@type": "Organization", name: "A" };
    expect(JSON.parse(jsonLdScript([a]))).toEqual({ "@context": "https://schema.org", ...a });
    expect(JSON.parse(jsonLdScript([a, a]))["@graph"]).toHaveLength(2);
    expect(jsonLdScript([])).toBe("");
  });
});

it("the vocabulary check can fail: an unknown type, an unknown property, a property of another type", async () => {
  const { problems } = await checkAgainstSchemaOrg({
    "@context": "https://schema.org",
    "@type": "Organization",
    openingHours: "Mo-Fr",
    streetAddress: "1 Main St",
    founder: { "@type": "Wizard" },
  });
  expect(problems.join("\n")).toMatch(/streetAddress is not one of Organization's/);
  expect(problems.join("\n")).toMatch(/type Wizard is not in schema.org's vocabulary/);
  expect(problems.length).toBeGreaterThanOrEqual(3);
});

it("the second fixture site's bakery, as its site.json says it, is a Bakery in schema.org's vocabulary", async () => {
  const { loadResolved } = await import("../../../tests/unit/support/renderPage");
  const { site } = loadResolved("tests/fixtures/sites/bakery");
  const node = businessJsonLd(site.business!, site.siteUrl, site.seo.ogImage);
  expect(node).toMatchObject({ "@type": "Bakery", name: "Linden Street Bakery", address: { addressCountry: "US" } });
  expect((await checked([node])).problems).toEqual([]);
});
