import { selectedConfigDir } from "../../src/engine/projectPaths";
import { pageRoutes } from "../../src/engine/routePaths";

/**
 * The routes the browser tests visit: one per page config of the config folder in use (PAGES_CONFIG_DIR or
 * pages-config/), read when the tests start. A page added by the "Add a page" steps of docs/authoring.md is tested with
 * the others, and no test has to be edited for it.
 */
export function testedRoutes(configDir = selectedConfigDir()): string[] {
  return pageRoutes(configDir);
}

/**
 * This site's specification, a fixed fact about this site rather than the source of the route list: every
 * route it names must exist as a page config. Pages the specification does not name are fine.
 */
export const specificationRoutes = [
  "/",
  "/about",
  "/ai-agents",
  "/apis",
  "/integrations",
  ...[
    "google-suite",
    "microsoft-suite",
    "nitrogen-wealth",
    "zoom",
    "docusign",
    "charles-schwab",
    "calendly",
    "egnyte",
    "smartdata",
    "typeform",
  ].map((s) => `/integrations/${s}`),
  "/all-features",
  "/pricing",
  "/in-the-news",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/document-automation",
  "/sms-policy",
  "/crm-quiz",
  "/advisory-intelligence",
  "/gen-ai-marketing-suite",
  "/advisory-intelligence/ai-revolution-financial-advisory",
  "/advisory-intelligence/building-ai-powered-practice",
  "/advisory-intelligence/client-communication-digital-age",
  "/blog/small-crm-wins",
  "/news/gen-ai-marketing-suite-launch",
  "/security",
];

/** Headlines the specification gives verbatim. */
export const specificationHeadlines: Record<string, string> = {
  "/": "The AI-Powered Hub for Financial Advisors",
  "/pricing": "Simple, Transparent Pricing",
  "/document-automation": "Document Automation That Actually Works",
  "/contact": "Get in Touch",
};

/** Routes of the specification that have no page config among `routes` (empty when the site meets it). */
export function specificationRoutesMissing(routes: string[]): string[] {
  return specificationRoutes.filter((route) => !routes.includes(route));
}
