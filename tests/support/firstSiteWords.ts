/**
 * Words of the first site (pages-config/): its product, audience and trade. A new site, the starter and the second
 * site's fixture hold none of them (matched case-insensitively as regular expressions).
 */
export const firstSiteWords = [
  "AdvisorBase",
  "advisor",
  "financial",
  "\\bCRM\\b",
  "wealth",
  "portfolio",
  "\\bRIA\\b",
  "fiduciar",
  "\\bAUM\\b",
];
