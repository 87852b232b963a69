import { describe, expect, it } from "vitest";
import { breadcrumbTrails } from "./breadcrumbTrail";

const page = (route: string, title: string) => ({ route, config: { seo: { title } } });
const pages = [page("/", "Home"), page("/menu", "Menu"), page("/es", "Inicio"), page("/es/menu", "Carta")];

describe("breadcrumbTrails", () => {
  it("walks from the home page through each section that is a page", () => {
    expect(breadcrumbTrails(pages)("/menu")).toEqual([
      { route: "/", name: "Home" },
      { route: "/menu", name: "Menu" },
    ]);
  });

  it("starts a page's trail at its own language's home, never at another language's", () => {
    const trailOf = breadcrumbTrails(pages, (route) => (route === "/es" || route.startsWith("/es/") ? "/es" : "/"));
    expect(trailOf("/es/menu")).toEqual([
      { route: "/es", name: "Inicio" },
      { route: "/es/menu", name: "Carta" },
    ]);
    expect(trailOf("/menu").map((s) => s.route)).toEqual(["/", "/menu"]);
  });
});
