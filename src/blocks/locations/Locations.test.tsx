// The locations block ships no script: what the HTML shows is what visitors get.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import Locations from "./Locations";
import { builderWords } from "../../engine/i18n/builderWords";
import type { LocationsBlock } from "../../generated/config-types";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const block: LocationsBlock = {
  type: "locations",
  title: "Find Us",
  places: [
    {
      name: "River Studio",
      address: {
        street: "12 River Walk",
        locality: "Springfield",
        region: "Oregon",
        postalCode: "97477",
        country: "US",
      },
      phone: "+1 (541) 555-0100",
      email: "river@example.com",
      openingHours: [
        { days: ["monday", "tuesday"], opens: "14:00", closes: "18:00" },
        { days: ["monday"], opens: "08:00", closes: "12:30" },
        { days: ["saturday"], opens: "20:00", closes: "24:00" },
      ],
      hoursExceptions: [
        { date: "2026-12-25", closed: true, note: "Christmas Day" },
        { date: "2026-12-24", opens: "09:00", closes: "12:00" },
      ],
    },
    {
      name: "Markt",
      address: { street: "Marktplatz 1", locality: "Köln", postalCode: "50667", country: "DE" },
      geo: { latitude: 50.9375, longitude: 6.9603 },
      mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=6.95,50.93,6.97,50.94",
    },
  ],
};

async function render(b: LocationsBlock = block, language?: string) {
  const props = {
    ...b,
    site: { support: site.support, webhooks: site.webhooks, language },
    words: builderWords(language ?? "en"),
  } as ResolvedBlockOf<"locations">;
  const page = parse(await renderPage(<Locations {...props} />, site));
  page.querySelectorAll("style").forEach((style) => style.remove());
  return page;
}

/** Text with Intl's narrow and thin spaces written as plain ones. */
const text = (node: { text: string } | null | undefined) => node?.text.replace(/\s+/g, " ");

const rows = (table: ReturnType<typeof parse> | null) =>
  table?.querySelectorAll("tr").map((tr) => [text(tr.querySelector("th")), text(tr.querySelector("td"))]) ?? [];

describe("locations", () => {
  it("writes the week Monday to Sunday in English with 12-hour times, spans in order, other days closed", async () => {
    const [first] = (await render()).querySelectorAll("[data-place]");
    expect(rows(first.querySelector("table"))).toEqual([
      ["Monday", "8:00 AM – 12:30 PM,2:00 PM – 6:00 PM"],
      ["Tuesday", "2:00 PM – 6:00 PM"],
      ["Wednesday", "Closed"],
      ["Thursday", "Closed"],
      ["Friday", "Closed"],
      ["Saturday", "8:00 PM – 12:00 AM"],
      ["Sunday", "Closed"],
    ]);
    expect(first.querySelector("time")?.getAttribute("datetime")).toBe("08:00");
  });

  it("writes days and times in the site's language, 24-hour where the language is", async () => {
    const [first] = (await render(block, "de")).querySelectorAll("[data-place]");
    expect(rows(first.querySelector("table"))[0]).toEqual(["Montag", "8:00 – 12:30,14:00 – 18:00"]);
  });

  it("lists special days with their date, note, and hours or closed", async () => {
    const [first] = (await render()).querySelectorAll("[data-place]");
    const special = first.querySelectorAll("table")[1];
    expect(rows(special)).toEqual([
      ["Friday, December 25, 2026Christmas Day", "Closed"],
      ["Thursday, December 24, 2026", "9:00 AM – 12:00 PM"],
    ]);
  });

  it("links the phone, e-mail and map; writes the town line the country's way", async () => {
    const [first, second] = (await render()).querySelectorAll("[data-place]");
    const hrefs = first.querySelectorAll("a").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "https://www.google.com/maps/search/?api=1&query=12%20River%20Walk%2C%2097477%2C%20Springfield%2C%20Oregon%2C%20US",
      "tel:+15415550100",
      "mailto:river@example.com",
    ]);
    expect(first.querySelector("address")?.text).toBe("12 River WalkSpringfield, Oregon 97477");
    expect(second.querySelector("address")?.text).toBe("Marktplatz 150667 Köln");
    expect(second.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=50.9375%2C6.9603",
    );
  });

  it("keeps the name, the address and the phone in their own direction, whatever the page's", async () => {
    const [first] = (await render()).querySelectorAll("[data-place]");
    // each an isolated run (bdi) aligned as the page; the phone and e-mail links read left to right
    expect(first.querySelectorAll("h2 bdi, h3 bdi, address bdi").map((b) => b.text)).toEqual([
      first.querySelector("h2, h3")!.text,
      "12 River Walk",
      "Springfield, Oregon 97477",
    ]);
    const dirs = first.querySelectorAll("a").map((a) => [a.getAttribute("href")?.split(":")[0], a.getAttribute("dir")]);
    expect(dirs).toEqual([
      ["https", undefined],
      ["tel", "ltr"],
      ["mailto", "ltr"],
    ]);
  });

  it("embeds a map lazily with a title, only for the place that has one", async () => {
    const [first, second] = (await render()).querySelectorAll("[data-place]");
    expect(first.querySelector("iframe")).toBeNull();
    const iframe = second.querySelector("iframe");
    expect(iframe?.getAttribute("loading")).toBe("lazy");
    expect(iframe?.getAttribute("title")).toBe("Map of Markt");
  });

  it("uses the chosen map service, or none, and the site's own words", async () => {
    const osm = await render({
      ...block,
      mapLinks: "openstreetmap",
      labels: { mapLink: "Ver mapa", closed: "Cerrado" },
    });
    const second = osm.querySelectorAll("[data-place]")[1];
    expect(second.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=50.9375&mlon=6.9603#map=17/50.9375/6.9603",
    );
    expect(second.querySelector("a")?.text).toBe("Ver mapa");
    expect(osm.querySelector("td")?.text).not.toBe("Closed");
    const none = await render({ ...block, mapLinks: "none" });
    expect(none.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([
      "tel:+15415550100",
      "mailto:river@example.com",
    ]);
  });

  it("shows a place with only a name and address, without empty sections", async () => {
    const page = await render({
      type: "locations",
      places: [block.places[1]].map(({ mapEmbedUrl: _, geo: __, ...p }) => p),
      mapLinks: "none",
    });
    expect(page.querySelectorAll("table, ul, iframe, h3")).toHaveLength(0);
    expect(page.querySelector("h2")?.text).toBe("Markt");
  });
});
