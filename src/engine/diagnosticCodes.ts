/**
 * Every kind of problem `npm run validate` reports, by a stable code (like Astro's errors-data.ts). A diagnostic
 * must name one of these codes (the type says so), and the README's list of codes is generated from this table
 * (`npm run types`). Each entry: a title, a sample message as the CLI prints it, and the usual fix (the hint).
 * No node-only imports: the editor's browser code reads it too.
 */
export interface DiagnosticCodeInfo {
  /** Short plain-words name of the problem. */
  title: string;
  /** What the message looks like (one real case, without its "FILE:LINE:COL"). */
  example: string;
  /** The hint printed after that message, when there is one. */
  exampleHint?: string;
}

export const diagnosticCodes = {
  // --- reading the file ---
  "json-syntax": {
    title: "The file is not valid JSON",
    example: 'invalid JSON: comma after the last item. JSON allows no comma before "]": remove this comma.',
  },
  "nested-too-deep": {
    title: "Lists and groups nested too deep",
    example: "lists and groups are nested more than 100 levels deep here.",
    exampleHint: 'No config needs that many: remove the extra "[" and its closing "]".',
  },
  "duplicate-key": {
    title: "A key written twice in one object",
    example:
      'blocks[0].title: key "title" is written twice in this object (first on line 7); only the last one would be used.',
    exampleHint: "Remove one.",
  },
  // --- where files are ---
  "missing-site-file": {
    title: "No site.json in the config folder",
    example: "(file) site.json is missing.",
    exampleHint: "Every config folder needs a site.json with the site-wide settings.",
  },
  "file-not-read": {
    title: "A file in the config folder that the builder does not read (a warning)",
    example:
      '(file) the builder does not read this file: only files ending in ".json" are configs, so it is not part of the site.',
    exampleHint:
      'If it is meant as a config, rename it to "pages/about.json" (JSON without comments); else move it out of the config folder.',
  },
  "config-extension-case": {
    title: 'A config whose ".json" is not in lower case',
    example:
      '(file) the builder reads only files ending in ".json" in lower case, so this file is not read and its page is not built.',
    exampleHint: 'Rename it to "pages/about.json".',
  },
  "unexpected-file": {
    title: "A file in a place the builder does not read",
    example: "(file) this file is not in a known place.",
    exampleHint: "Configs live in site.json, data/<collection>.json, pages/<address>.json or not-found/<section>.json.",
  },
  "bad-address-name": {
    title: "A file or folder name that cannot be part of a web address",
    example: '(file) the name "Gen_AI" cannot be part of a web address.',
    exampleHint: 'Use lower-case letters, digits and dashes only (for example "gen-ai-suite").',
  },
  "reserved-address": {
    title: "A page at the address of the not-found page",
    example:
      '(file) the address "/404" is kept for the "page not found" page, which comes from not-found/<section>.json.',
    exampleHint: "Give this page another name.",
  },
  "duplicate-route": {
    title: "Two page files for one address",
    example: '(file) address "/about" is already taken by pages/about.json.',
    exampleHint: "Each address may have only one page file: remove or rename one of them.",
  },
  "unknown-language": {
    title: "A language code the builder does not know",
    example: 'languages[1]: "sp" is not a language code the builder knows. Did you mean "es" (Spanish)?',
    exampleHint:
      'Use a BCP 47 code: two letters in lower case ("es"), with a region if needed ("pt-BR"). docs/languages.md lists them.',
  },
  "duplicate-language": {
    title: "A language declared twice",
    example: 'languages[2]: "es" is declared twice.',
    exampleHint: "Remove the second one.",
  },
  "language-prefix-clash": {
    title: "Two languages that would share an address prefix",
    example: 'languages[2]: "pt-br" would be served under /pt-br/, like "pt-BR".',
    exampleHint: "Each language needs an address prefix of its own: keep one of them.",
  },
  "undeclared-translation": {
    title: "Translations for a language the site does not declare",
    example: 'translations.fr: "fr" is not one of the site\'s "languages".',
    exampleHint: 'Add "fr" to "languages", or rename or remove this entry.',
  },
  "undeclared-language-folder": {
    title: "A page folder named like a language the site does not declare (a warning)",
    example:
      '(file) pages/fr/ is named like French, but site.json "languages" does not declare "fr": its pages are served as default-language pages under /fr.',
    exampleHint: 'Add "fr" to "languages" in site.json if these are French pages; else ignore this.',
  },
  "link-to-untranslated": {
    title: "A link from a page in one language to a page that language lacks (a warning)",
    example:
      'blocks[0].href: this Spanish page links to "/order", which has no Spanish translation (pages/es/order.json).',
    exampleHint: "Translate that page, or link to it knowingly: visitors get it in the default language.",
  },
  "no-schema-for-data": {
    title: "A data file without a schema",
    example: '(file) there is no schema for the data collection "data/awards.json".',
    exampleHint: "Add schemas/data/awards.schema.json or move the file.",
  },
  "missing-data-file": {
    title: "A block whose data file is missing",
    example:
      'blocks[2].type: a "press-list" block shows the items of data/press.json, and there is no such file in the config folder.',
    exampleHint: "Add it, or remove the block.",
  },
  "old-format-version": {
    title: "Configs in an older format version",
    example: "(file) these configs are written in an older format (version 1), and this site builder reads version 2.",
    exampleHint:
      'Run "npm run migrate" to update them: it changes only what the new format needs, so the git diff shows exactly that.',
  },
  "newer-format-version": {
    title: "Configs in a newer format version than this builder reads",
    example:
      "(file) these configs are written in format version 3, which is newer than this site builder reads (version 2).",
    exampleHint: "Update the project (git pull, then npm install) before editing them.",
  },
  "missing-schema-key": {
    title: 'A config without "$schema"',
    example: '(top level): missing "$schema".',
    exampleHint:
      'Start the file with "$schema": "../../schemas/page.schema.json" so your editor can autocomplete and explain fields.',
  },
  "wrong-schema-key": {
    title: 'A "$schema" that names the wrong schema',
    example:
      '$schema: should be "../schemas/page.schema.json" for a file in this place, so your editor uses the right schema.',
  },
  // --- the shape of the config ---
  "unknown-block-type": {
    title: "A block type that does not exist",
    example: 'blocks[1].type: unknown block type "stat".',
    exampleHint: 'Did you mean "stats"? Known block types: hero, stats, …',
  },
  "missing-block-type": {
    title: 'A block without "type"',
    example: 'blocks[1]: this block has no "type".',
    exampleHint: 'Add "type" with one of the block types. Known block types: hero, stats, …',
  },
  "unknown-field": {
    title: "A field the schema does not know",
    example: 'blocks[0].subtitel: unknown field "subtitel".',
    exampleHint: 'Did you mean "subtitle"? Allowed fields: type, anchor, eyebrow, title, subtitle, …',
  },
  "missing-field": {
    title: "A required field is missing",
    example: 'blocks[1].items[0]: missing required field "label" (What the number counts).',
    exampleHint: 'Add it, for example: "label": "Active Users"',
  },
  "wrong-type": {
    title: "A value of the wrong kind",
    example: 'blocks[1].durationMs: expected a whole number but found text ("2000").',
    exampleHint: "Remove the quotes.",
  },
  "wrong-shape": {
    title: "A value that matches none of the allowed forms",
    example: "blocks[0].sections[0].content[1]: a number (3) is not allowed here.",
    exampleHint: 'Use one of these forms: A paragraph of plain text. | A list: { "list": ["first", "second"] }.',
  },
  "not-allowed-value": {
    title: "A value outside the allowed choices",
    example: 'blocks[0].size: text ("larg") is not one of the allowed values.',
    exampleHint: 'Did you mean "large"? Use one of: "large", "medium".',
  },
  "unknown-icon": {
    title: "An icon name that is not in Lucide's set",
    example: 'blocks[2].items[0].icon: "hart" is not the name of an icon.',
    exampleHint:
      'Did you mean "heart"? Use the name of any icon of lucide.dev/icons, as written there ("heart", "calendar-check").',
  },
  "empty-text": {
    title: "An empty text",
    example: "blocks[0].title: must not be empty.",
    exampleHint: "Write some text between the quotes, or remove the field if it is optional.",
  },
  "blank-text": {
    title: "A text of only white space",
    example: "blocks[0].title: is blank:",
    exampleHint: "write the text visitors should see, or remove the field if it is optional.",
  },
  "text-too-short": {
    title: "A text shorter than allowed",
    example: "seo.description: is too short; write at least 20 characters.",
  },
  "text-too-long": {
    title: "A text longer than allowed",
    example: "blocks[1].plans[0].cta.label: is 70 characters long; at most 60 are allowed here.",
    exampleHint: 'Shorten it: everything after "… Plan for Independen" is too much.',
  },
  "too-few-items": {
    title: "A list with too few items",
    example: "blocks[1].items: needs at least 1 item, found 0.",
  },
  "too-many-items": {
    title: "A list with too many items",
    example: "blocks[1].items: has 7 items; at most 6 are allowed.",
  },
  "duplicate-item": {
    title: "The same item twice in a list",
    example: "embeds.allowedHosts: items 0 and 2 are the same; each may appear only once.",
  },
  "number-too-small": {
    title: "A number below the smallest allowed",
    example: "blocks[1].durationMs: a number (-5) is too small; the smallest allowed is 0.",
  },
  "number-too-large": {
    title: "A number above the largest allowed",
    example: "blocks[1].columns: a number (9) is too large; the largest allowed is 4.",
  },
  "wrong-form": {
    title: "A text not in the expected form",
    example: 'blocks[0].anchor: text ("Demo Section") is not in the expected form.',
    exampleHint: "Expected: Lower-case letters, digits and dashes.",
  },
  "wrong-format": {
    title: "Not an e-mail or web address where one is needed",
    example: 'support.email: text ("help-at-example") is not an e-mail address such as name@example.com.',
  },
  "invalid-value": {
    title: "A value the schema refuses for another reason",
    example: "blocks[0]: must match the schema.",
  },
  // --- text ---
  "control-character": {
    title: "An invisible control character in a text or field name",
    example:
      "blocks[0].title: contains an invisible control character (U+0007) at character 8, often left by copying and pasting.",
    exampleHint: "Remove it.",
  },
  "invisible-character": {
    title: "An invisible character (zero-width space, direction mark, unusual space)",
    example:
      "blocks[0].actions[0].href: the address has an invisible character at character 5: a zero-width space (U+200B), often pasted from a web page or a word processor.",
    exampleHint: 'Remove it: "/pricing".',
  },
  "look-alike-character": {
    title: "A character that looks like a plain one but is not (Cyrillic letter, en dash, curly quote)",
    example:
      'blocks[0].anchor: the anchor has a look-alike character at character 2: Cyrillic small letter ie (U+0435), which looks like "e" but is another character, so the name does not match.',
    exampleHint: 'Type it again with plain characters: "demo".',
  },
  "no-page-heading": {
    title: "A page without a main heading",
    example:
      "blocks: the page has no main heading: none of its blocks shows one (the blocks that do: article, hero, legal-text, not-found).",
    exampleHint:
      'Start the page with one, for example { "type": "hero", "title": "…" }: its title is the heading visitors, search engines and screen readers read first.',
  },
  "second-page-heading": {
    title: "A second main heading on a page",
    example:
      "blocks[1]: a second main heading: this hero block shows its title as the page's main heading, and blocks[0] (hero) already does. A page has exactly one.",
    exampleHint:
      'Keep one of them; for a second banner further down, use a block with an ordinary heading (for example "cta").',
  },
  "duplicate-page-title": {
    title: "Two pages with the same search title",
    example:
      'seo.title: "Pricing" is also the title of /team (pages/team.json), so search results and browser tabs cannot tell the pages apart.',
    exampleHint: "Give each page its own title.",
  },
  "duplicate-page-description": {
    title: "Two pages with the same search description",
    example:
      'seo.description: "Plans and prices." is also the description of /team (pages/team.json), so search results cannot tell the pages apart.',
    exampleHint: "Give each page its own description.",
  },
  "broken-character": {
    title: "Half of an emoji or other character",
    example:
      "blocks[0].title: contains a broken character (\\ud83d, half of an emoji or other character) at character 29.",
    exampleHint: "Remove it, or write the whole character.",
  },
  "unknown-placeholder": {
    title: "A {placeholder} the site does not fill in",
    example: 'seo.title: "{prodcut}" is not a placeholder the site fills in, so visitors would see it as written.',
    exampleHint: 'Did you mean "{product}"? Known placeholders: {product}, {phone}, {email}, {privacyEmail}, {year}.',
  },
  "duplicate-anchor": {
    title: "An anchor name used twice in one page",
    example: 'blocks[3].anchor: "demo" is already the anchor of blocks[1] (line 14).',
    exampleHint: "Each section of a page needs its own anchor name.",
  },
  // --- links and files ---
  "bad-link": {
    title: "A link that is not a page path or a full address",
    example: 'blocks[0].actions[0].href: link "javascript:alert(1)" uses "javascript:", which is not allowed.',
    exampleHint: 'Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
  },
  "address-without-scheme": {
    title: "An e-mail address, phone number or website written without its scheme",
    example:
      'support.href: link "help@example.com" looks like an e-mail address written without its scheme, so browsers would take it for a page of this site.',
    exampleHint: 'Write "mailto:help@example.com".',
  },
  "own-site-full-address": {
    title: "An address of this very site written out in full",
    example:
      'blocks[0].actions[0].href: link "https://www.example.com/pricing" is an address of this very site written out in full, so it leaves previews and test copies for the live site, and the build cannot check the page is there.',
    exampleHint: 'Write "/pricing".',
  },
  "local-address": {
    title: "An address on the author's own computer",
    example:
      'blocks[0].actions[0].href: link "http://localhost:5173/pricing" is an address on your own computer (copied from the development server or the editor), which visitors cannot open.',
    exampleHint: 'Write the page\'s path: "/pricing".',
  },
  "address-has-a-name": {
    title: "An address written out that site.json names",
    example:
      'blocks[0].actions[0].href: link "https://app.example.com/signup" is written out, but site.json "links" names this address "signup".',
    exampleHint: 'Write "@signup", so that a change in site.json reaches this link too.',
  },
  "page-address-for-embed": {
    title: "A video's page address where its player address is needed",
    example:
      'blocks[0].embedUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" is the address of the video\'s page, which cannot be embedded; the player has its own address.',
    exampleHint: 'Use "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ".',
  },
  "link-to-missing-page": {
    title: "A link to a page that does not exist",
    example:
      'blocks[0].actions[0].href: link "/privacy" points to no page: there is no pages/privacy.json (or pages/privacy/index.json).',
    exampleHint: 'Did you mean "/privacy-policy"?',
  },
  "link-to-missing-anchor": {
    title: "A link to a section that does not exist",
    example:
      'blocks[0].actions[0].href: link "/#demos" points to no section: page "/" has no block with "anchor": "demos".',
    exampleHint: 'Did you mean "#demo"? Sections on that page: #features, #demo.',
  },
  "link-without-page": {
    title: 'A "#section" link in site.json without its page',
    example: 'navigation[2].href: link "#demo" has no page before the "#".',
    exampleHint: 'In site.json write the page too, for example "/#demo".',
  },
  "unknown-site-link": {
    title: 'An "@name" that is not in site.json "links"',
    example: 'blocks[0].actions[0].href: "@signpu" is not an address in site.json "links".',
    exampleHint: 'Did you mean "@signup"? Known addresses: @login, @signup, …',
  },
  "unknown-webhook": {
    title: 'A form\'s "webhook" that is not in site.json "webhooks"',
    example: 'blocks[0].action.webhook: "contcat" is not a name in site.json "webhooks".',
    exampleHint: 'Did you mean "contact"? Known names: contact, newsletter.',
  },
  "brand-color-contrast": {
    title: "A brand colour too light for readable buttons and text",
    example:
      'theme.brandColor: "#60a5fa" is too light: white text on buttons, and brand text and links on white (shade 700) 2.5:1, WCAG AA asks 4.5:1; also too pale: focus rings on white.',
    exampleHint: 'The nearest shade that passes is "#2b70c1": use it, or a darker colour of your own.',
  },
  "palette-contrast": {
    title: "A brand shade written out in theme.palette that fails WCAG AA contrast where it is used",
    example:
      'theme.palette.600: "#93c5fd" has too little contrast: focus rings on white (shade 600) 1.8:1, WCAG AA asks 3:1.',
    exampleHint: 'Make shade 600 darker. Or leave "palette" out to derive the shades from theme.brandColor.',
  },
  "palette-without-brand-color": {
    title: "theme.palette whose shade 700 is not the brand colour",
    example:
      'theme.palette.700: "#1d4ed8" should be the brand colour "#1e40af" (shade 700 is the colour of buttons and brand text).',
    exampleHint: 'Write "#1e40af" here, or make it theme.brandColor.',
  },
  "host-typo": {
    title: "A full address that looks like a typo of a site address",
    example:
      'blocks[0].actions[0].href: link "https://app.yourprodcut.com/signup" looks like a typo of app.yourproduct.com.',
    exampleHint: 'Did you mean "@signup"? Use the site address name so it\'s written in one place.',
  },
  "missing-public-file": {
    title: "A file that is not in public/",
    example: 'blocks[0].image.src: the file "/logos/acme.svg" is not in public/.',
    exampleHint: 'Put it at public/logos/acme.svg or fix the path. Did you mean "/logos/acme.png"?',
  },
  "unused-public-file": {
    title: "A file in public/ that no config uses (a warning)",
    example: "no config uses this file, yet it is published with the site.",
    exampleHint:
      'Delete it if the site does not need it, or use it: write "/docs/old-brochure.pdf" where a config takes a picture ("src") or a link ("href").',
  },
  "embed-not-https": {
    title: "Embedded content without an https:// address",
    example:
      'blocks[1].embedUrl: embedded content needs an address starting with https://, found "http://fast.wistia.net/embed/1".',
  },
  "embed-host-not-allowed": {
    title: "Embedded content from a host not allowed in site.json",
    example: 'blocks[1].embedUrl: "www.youtube.com" is not allowed to be embedded.',
    exampleHint:
      'Allowed hosts: www.youtube-nocookie.com, calendly.com, … Add it to "embeds.allowedHosts" in site.json if this service is trusted.',
  },
} as const satisfies Record<string, DiagnosticCodeInfo>;

/** A known diagnostic code: a diagnostic cannot name any other. */
export type DiagnosticCode = keyof typeof diagnosticCodes;

export const allDiagnosticCodes = Object.keys(diagnosticCodes) as DiagnosticCode[];
