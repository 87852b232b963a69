import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, problems, test } from "./fixtures";

const signup = /^https:\/\/[^/]+\/signup$/;

/** The card-grid section whose heading is `title`. */
function cardGrid(page: Page, title: string): Locator {
  return page.locator("section[data-variant]").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
}

test.describe("/ai-agents", () => {
  test("seven agent cards with icon, two tags and a sign-up button; BETA first, Auto Join second", async ({ page }) => {
    await gotoHydrated(page, "/ai-agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Agents That Work Alongside Your Team");
    const cards = cardGrid(page, "Meet Your AI Agents").locator("[data-card]");
    await expect(cards).toHaveCount(7);
    const titles = [
      "AI Meeting Notetaker",
      "Calendar Agent",
      "Market Commentary Bot",
      "Tone Profiler",
      "Compliance Email Bot",
      "Meeting Prep Bot",
      "Client Data Email Extractor",
    ];
    for (const [i, title] of titles.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("[data-tag]")).toHaveCount(2);
      const button = card.getByRole("link");
      await expect(button).toHaveCount(1);
      await expect(button).toHaveText("Signup today to learn more");
      await expect(button).toHaveAttribute("href", signup);
    }
    await expect(page.getByRole("link", { name: "Signup today to learn more" })).toHaveCount(7);
    await expect(cards.nth(0).locator("[data-badge]")).toHaveText("BETA");
    await expect(cards.nth(1).locator("[data-badge]")).toHaveText("Auto Join");
    for (let i = 2; i < 7; i++) await expect(cards.nth(i).locator("[data-badge]")).toHaveCount(0);
  });

  test("the closing call to action asks for AI notifications on the contact page", async ({ page }) => {
    await gotoHydrated(page, "/ai-agents");
    const closing = page.locator("main section").last();
    await expect(closing.getByRole("link", { name: "Get AI Agent Updates" })).toHaveAttribute(
      "href",
      "/contact?subject=AI_Notifications",
    );
  });
});

test.describe("/gen-ai-marketing-suite", () => {
  test("hero sign-up, six Free Tier tools under a 'seven tools' heading, three steps, closed beta, testimonial, free sign-up", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gen-ai-marketing-suite");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", signup);
    await expect(hero).toContainText("Seven AI-powered tools");
    await expect(hero).toContainText("New tools are added every week");

    const tools = cardGrid(page, "7 AI Tools, Free to Start").locator("[data-card]");
    await expect(tools).toHaveCount(6);
    const names = [
      "Social Post Generator",
      "Marketing Email Generator",
      "Press Release Generator",
      "Market Commentary Generator",
      "Blog/Podcast Topic Generator",
      "New Client Welcome Email",
    ];
    for (const [i, name] of names.entries()) {
      await expect(tools.nth(i).getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(tools.nth(i).locator("[data-badge]")).toHaveText("Free Tier");
    }

    const steps = page.locator("#how-it-works ol > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0).getByRole("heading", { level: 3 })).toContainText("Step 1:");

    const beta = page.locator("main section").filter({ hasText: "Closed Beta" });
    await expect(beta.getByRole("heading", { level: 2 })).toHaveText("AI Email Campaign Builder");
    await expect(beta).toContainText("Pro plan");
    await expect(page.locator("main figure, main blockquote").first()).toContainText("Gen AI Marketing Suite");

    const closing = page.locator("main section").last();
    await expect(closing.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", signup);
    await expect(closing).toContainText("Sign-up is free. No credit card required.");
  });
});

test.describe("/document-automation", () => {
  test("hero, six benefits, four groups of four documents and the closing call to action", async ({ page }) => {
    await gotoHydrated(page, "/document-automation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Automation That Actually Works");
    await expect(page.locator("main section").first().getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      signup,
    );

    const benefits = cardGrid(page, "Why Advisors Automate Their Paperwork").locator("[data-card] h3");
    await expect(benefits).toHaveText([
      "Save 10+ Hours Weekly",
      "Professional Templates",
      "Error-Free Documents",
      "Client Data Integration",
      "Instant Generation",
      "Compliance Ready",
    ]);

    const expected: Record<string, string[]> = {
      "Client Onboarding": [
        "Account Opening Forms",
        "Risk Assessment Questionnaires",
        "Investment Policy Statements",
        "KYC Forms",
      ],
      "Client Communications": [
        "Portfolio Review Reports",
        "Investment Proposals",
        "Market Commentary Letters",
        "Meeting Summary Reports",
      ],
      "Compliance Documents": ["ADV Form Updates", "Trade Confirmations", "Regulatory Filings", "Disclosure Documents"],
      "Business Operations": ["Fee Schedules", "Service Agreements", "Performance Reports", "Marketing Materials"],
    };
    const groups = page.locator("[data-document-group]");
    await expect(groups).toHaveCount(4);
    for (const [i, [title, documents]] of Object.entries(expected).entries()) {
      await expect(groups.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(groups.nth(i).locator("[data-document]")).toHaveText(documents);
    }

    const closing = page.locator("main section").last();
    await expect(closing.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", signup);
    await expect(closing.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("/advisory-intelligence", () => {
  test("intro badges, five category chips with counts, four article cards in order, calls to action", async ({
    page,
  }) => {
    await gotoHydrated(page, "/advisory-intelligence");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main section").first().getByText("Expert Insights")).toBeVisible();

    const chips = page.locator("[data-category]");
    await expect(chips).toHaveCount(5);
    const categories: [string, number][] = [
      ["AI Strategy", 8],
      ["Practice Growth", 12],
      ["Client Relations", 6],
      ["Technology", 9],
      ["Automation", 5],
    ];
    for (const [i, [name, count]] of categories.entries()) {
      await expect(chips.nth(i)).toHaveAttribute("data-category", name);
      await expect(chips.nth(i)).toContainText(name);
      await expect(chips.nth(i).locator("[data-count]")).toHaveText(`${count} articles`);
      await expect(chips.nth(i).locator("a, button")).toHaveCount(0);
    }

    const cards = cardGrid(page, "Featured Articles").locator("[data-card]");
    await expect(cards).toHaveCount(4);
    const articles: [string, number][] = [
      ["/advisory-intelligence/ai-revolution-financial-advisory", 8],
      ["/advisory-intelligence/building-ai-powered-practice", 12],
      ["/advisory-intelligence/client-communication-digital-age", 6],
      ["/blog/small-crm-wins", 5],
    ];
    for (const [i, [href, minutes]] of articles.entries()) {
      const links = cards.nth(i).getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", href);
      await expect(cards.nth(i)).toContainText(`${minutes} min read`);
    }

    const closing = page.locator("main section").last();
    await expect(closing.getByRole("link").first()).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link").nth(1)).toHaveAttribute("href", "/pricing");
  });

  test("the whole article card is clickable, not just its title", async ({ page }) => {
    await gotoHydrated(page, "/advisory-intelligence");
    const card = cardGrid(page, "Featured Articles").locator("[data-card]").nth(1);
    // a real mouse click on the description text (the title's link covers the whole card)
    // instant: the site scrolls smoothly (CSS), and the click must land where the card has come to rest
    await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const description = await card.getByText("A step-by-step guide", { exact: false }).boundingBox();
    if (!description) throw new Error("card description is not visible");
    await page.mouse.click(description.x + 10, description.y + description.height / 2);
    await expect(page).toHaveURL(/\/advisory-intelligence\/building-ai-powered-practice$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building an AI-Powered Practice");
  });
});

const articlePages: [string, string, number][] = [
  ["/advisory-intelligence/ai-revolution-financial-advisory", "The AI Revolution in Financial Advisory", 8],
  ["/advisory-intelligence/building-ai-powered-practice", "Building an AI-Powered Practice", 12],
  ["/advisory-intelligence/client-communication-digital-age", "Client Communication in the Digital Age", 6],
];

test.describe("advisory articles", () => {
  for (const [path, title, minutes] of articlePages) {
    test(`${path}: substantial article with back link and a call to action to /contact`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("link", { name: "Back to Advisory Intelligence" })).toHaveAttribute(
        "href",
        "/advisory-intelligence",
      );
      await expect(page.locator("main article")).toContainText(`${minutes} min read`);
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      const words = (await page.locator("main article").innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(550);
      await expect(page.locator("main section").last().getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute(
        "href",
        "/contact",
      );
    });
  }

  test("the back link returns to the hub on the client", async ({ page }) => {
    await gotoHydrated(page, articlePages[0][0]);
    await page.getByRole("link", { name: "Back to Advisory Intelligence" }).click();
    await expect(page).toHaveURL(/\/advisory-intelligence$/);
    await expect(page.locator("[data-category]")).toHaveCount(5);
  });
});

test.describe("quiz pages", () => {
  test("/blog/small-crm-wins: the article, a back link and four benefit cards", async ({ page }) => {
    await gotoHydrated(page, "/blog/small-crm-wins");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "5 Small CRM Wins That Save Advisors Hours Every Week",
    );
    await expect(page.getByRole("link", { name: "Back to Advisory Intelligence" })).toHaveAttribute(
      "href",
      "/advisory-intelligence",
    );
    await expect(page.locator("main article")).toContainText("5 min read");
    await expect(cardGrid(page, "Get the Free CRM Quiz").locator("[data-card]")).toHaveCount(4);
  });

  test("/crm-quiz: hero describes 10 questions in under 5 minutes; four benefit cards", async ({ page }) => {
    await gotoHydrated(page, "/crm-quiz");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero).toContainText("10 quick questions");
    await expect(hero).toContainText("under 5 minutes");
    await expect(cardGrid(page, "What You'll Learn").locator("[data-card]")).toHaveCount(4);
  });
});

test("content pages hydrate without console errors or warnings and make no outside requests", async ({
  page,
  consoleEntries,
  externalRequests,
}) => {
  const paths = [
    "/ai-agents",
    "/gen-ai-marketing-suite",
    "/advisory-intelligence",
    ...articlePages.map(([path]) => path),
    "/blog/small-crm-wins",
    "/crm-quiz",
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
  }
  expect(externalRequests.map((r) => r.url())).toEqual([]);
  // its demo video player loads from the video host on purpose (and is aborted here), so only its console is checked
  await gotoHydrated(page, "/document-automation");
  expect(problems(consoleEntries)).toEqual([]);
});
