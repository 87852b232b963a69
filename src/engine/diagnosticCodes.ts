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
    exampleHint:
      "Configs live in site.json, pages/<address>.json, not-found/<section>.json or collections/ (see docs/content.md).",
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
  "bad-page-address": {
    title: "A translated page's own address that cannot be served",
    example: 'address: "/shops" does not start with "/en/", where the English pages are.',
    exampleHint: 'Write the whole address, starting with its language: "/en/shops".',
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
  "direction-mark": {
    title: "An invisible direction mark in a text that mixes no directions (a warning)",
    example:
      "title: the text holds an invisible right-to-left mark (U+200F) at character 6, but nothing in it mixes writing directions, so the mark settles nothing (it travels with every copy of the text).",
    exampleHint:
      "Remove it. A mark is needed only between a right-to-left and a left-to-right run, or beside numbers and punctuation among them.",
  },
  "text-in-other-direction": {
    title: "A sentence written wholly left to right on a right-to-left page (a warning)",
    example:
      'blocks[0].subtitle: this Arabic page reads right to left, and "Bread baked before sunrise." is written wholly left to right: is it not translated yet?',
    exampleHint:
      "Translate it into Arabic. A name, a brand or an address in another script is fine: words in Latin letters inside Arabic text are shown in their own direction.",
  },
  "link-to-untranslated": {
    title: "A link from a page in one language to a page that language lacks (a warning)",
    example:
      'blocks[0].href: this Spanish page links to "/order", which has no Spanish translation (pages/es/order.json).',
    exampleHint: "Translate that page, or link to it knowingly: visitors get it in the default language.",
  },
  // --- a site's own collections (src/engine/content) ---
  "no-collection-schema": {
    title: "Items of a collection without a schema",
    example: '(file) the collection "clinics" has no schema, so its items cannot be checked.',
    exampleHint: "Add collections/clinics.schema.json: the JSON Schema of one item.",
  },
  // --- a site's own blocks (blocks/<type>/, src/engine/siteBlocks/) ---
  "site-block-place": {
    title: "A file directly in a site's blocks/ folder",
    example:
      "(file) a site block lives in a folder of its own: blocks/<type>/, with <type>.schema.json and its component.",
    exampleHint: "Move it into blocks/<type>/ (for example blocks/price-list/), or out of blocks/.",
  },
  "site-block-name": {
    title: "A site block folder whose name cannot be a block type",
    example:
      '(file) the folder name "Price_List" cannot be a block type: a type is lower-case letters, digits and dashes, starting with a letter.',
    exampleHint: 'Rename the folder (and its schema and "type") to something like "price-list".',
  },
  "site-block-schema": {
    title: "A site block schema that is missing or breaks the rules of a block schema",
    example: 'properties.type.const: the type "pricelist" differs from its folder\'s name, blocks/price-list/.',
    exampleHint:
      'A block\'s type is its folder\'s name: write "price-list" here, or rename the folder and the schema file to "pricelist".',
  },
  "site-block-clash": {
    title: "A site block named like one of the builder's blocks",
    example:
      'properties.type.const: "hero" is already a block type of the builder, so the site\'s block cannot take that name.',
    exampleHint:
      'Rename the folder, the schema file and the "type" const to a name of the site\'s own, such as "site-hero" or "hero-list".',
  },
  "site-block-component": {
    title: "A site block without a component, or whose component has no default export",
    example:
      '(file) the block "price-list" has no component: it is drawn by a React component in blocks/price-list/PriceList.tsx.',
    exampleHint:
      "Add blocks/price-list/PriceList.tsx with a default export: export default function PriceList(block: PriceListBlock) { … } (see docs/site-blocks.md).",
  },
  "site-block-script": {
    title:
      "A site block's browser script or island that is misnamed, does not say when it starts, or has no default export",
    example: "(file) this script does not say when it starts, so the builder cannot tell when to run it.",
    exampleHint:
      'Add a line such as: export const wakeUp = "visible"; (one of "load", "idle", "visible", "interaction": see docs/site-blocks.md).',
  },
  "site-block-compile": {
    title: "A site block's code that does not compile",
    example: "this code does not compile: Unexpected token.",
    exampleHint: "Fix it here: a site block's code is TypeScript with JSX (see docs/site-blocks.md).",
  },
  "site-block-import": {
    title: "A site block importing a part of the builder that is not for sites",
    example: '"Nope" is not exported by "config-page-builder/blocks".',
    exampleHint: "It exports ConfigIcon, itemHeading, LinkButton, … (docs/site-blocks.md).",
  },
  "site-block-invalid-schema": {
    title: "A site block schema that is not a JSON Schema the builder can use",
    example: 'properties.price.type: "numbr" is not a JSON Schema type.',
    exampleHint: 'Did you mean "number"? Use one of: string, number, integer, boolean, object, array, null.',
  },
  "site-block-types-stale": {
    title: "A site block's props type (its .d.ts) missing or written from an earlier schema (a warning)",
    example:
      "blocks/price-list/price-list.d.ts was written from an earlier version of this schema, so the component's type check reads the old fields.",
    exampleHint: "Run npx config-page-builder types (then commit both files).",
  },
  "bad-collection-schema": {
    title: "A collection schema that is not a usable JSON Schema",
    example: 'properties.name.type: "strin" is not a JSON Schema type.',
    exampleHint: 'Did you mean "string"? Use one of: string, number, integer, boolean, object, array, null.',
  },
  "front-matter-syntax": {
    title: "The fields at the top of a Markdown item are not valid YAML",
    example: 'the text of "title" holds ": ", which YAML reads as the start of another field.',
    exampleHint: 'Put the text in quotes: title: "Desk neck: seven changes"',
  },
  "bad-item-list": {
    title: "A list file of a collection without its list of items",
    example: '(file) a list of items is written as { "items": [ … ] }.',
    exampleHint: 'Put the items in a list named "items"; each has a "slug" (or an "id") that names it.',
  },
  "bad-item-slug": {
    title: "An item whose name cannot be part of a web address",
    example: '(item) the slug "Riverside Clinic" cannot be part of a web address.',
    exampleHint: 'Use lower-case letters, digits and dashes only (for example "riverside-clinic").',
  },
  "duplicate-item-slug": {
    title: "Two items of a collection with the same name",
    example:
      '(item) the slug "riverside" is already taken by site/collections/clinics/Riverside.json: both would have the same address.',
    exampleHint: "Give one of them another name.",
  },
  "undeclared-item-language": {
    title: "An item's translation for a language the site does not declare",
    example:
      '(file) "sp" is not one of the site\'s languages (site.json "languages": en, es), so this translation of "rye" is never shown.',
    exampleHint: 'Did you mean "es"?, or add "sp" to "languages" in site.json.',
  },
  "translation-without-item": {
    title: "An item's translation whose item the default language lacks",
    example:
      '(file) this translates the item "ryee" of "posts", which the default language (en) does not have: a translation only changes an item\'s fields.',
    exampleHint: 'Did you mean "rye"?; the fields a translation leaves out are taken from it.',
  },
  "unknown-reference": {
    title: "A reference to an item that does not exist",
    example: 'clinic: there is no item "riversid" in the collection "clinics".',
    exampleHint: 'Did you mean "riverside"? (a slug is the item\'s file name without .json or .md).',
  },
  "reference-cycle": {
    title: "References that go round in a circle",
    example: "clinic: the references go round in a circle: clinics/a → physios/b → clinics/a.",
    exampleHint: "A page would read its item's references without end: remove one reference of the circle.",
  },
  "template-without-collection": {
    title: "A page template that names no collection of the site",
    example: 'collection: the site has no collection "clinic".',
    exampleHint: 'Did you mean "clinics"?',
  },
  "group-slug-collision": {
    title: "Two values of a page-per-value template make one address",
    example:
      'groupBy: the tags "Rye bread" and "rye-bread" both make the address segment "rye-bread", so they would share one page.',
    exampleHint:
      'Write the two alike in the items of "posts" (the item "ovens" has "rye-bread"), or make them differ in letters or digits.',
  },
  "group-value-without-slug": {
    title: "A value of a page-per-value template has no letter or digit for its address",
    example: 'groupBy: the tags "!!" of the item "ovens" of "posts" has no letter or digit to make its address from.',
    exampleHint: "Give it at least one letter or digit (a-z, 0-9).",
  },
  "item-named-like-translation": {
    title: "An item named like a translation of another item, but not as one (a warning)",
    example:
      '(file) this is named like the es translation of "rye", but is an item of its own, with a page of its own; "rye" has no es translation.',
    exampleHint:
      'To translate "rye", name the file collections/posts/rye.es.md. Leave the name as it is if "rye-es" is an item of its own.',
  },
  "lone-group-value": {
    title: "A value of a page-per-value field that one item alone has, a letter from one others share (a warning)",
    example:
      'tags[1]: "sourdogh" is on this item alone, so it makes a page of its own (/blog/tags/sourdogh), and the item is not on the page of "sourdough", which 4 items have.',
    exampleHint: 'Did you mean "sourdough"? Leave "sourdogh" as it is if it is meant to be new.',
  },
  "empty-collection": {
    title: "A page template whose collection has no item to build (a warning)",
    example: 'collection: "clinics" has no item to build, so this template makes no page.',
    exampleHint: 'Add items in collections/clinics/ (items with "draft": true are not built).',
  },
  "item-field-missing": {
    title: "A page template shows a field one of its items lacks",
    example:
      'blocks[0].subtitle: "{item.phone}" names "phone", which the item "hilltop" of "clinics" (collections/clinics/hilltop.md) does not have.',
    exampleHint:
      'Give that item a "phone", make the field required in the collection\'s schema, or remove "{item.phone}" from the template.',
  },
  "item-field-not-text": {
    title: "A list or a group of an item written inside a text",
    example:
      'blocks[0].title: "{item.services}" is a list in the item "hilltop" of "clinics", so it cannot stand inside a text.',
    exampleHint:
      'Write "{item.services}" alone as the whole value of a field that takes a list or a group, or name one of its texts ("{item.services.<field>}").',
  },
  "unknown-format": {
    title: "A placeholder's format the builder does not know",
    example: 'blocks[1].cards.each.title: "{item.date|dat}": "dat" is not a format.',
    exampleHint: 'Did you mean "date"? Formats: currency, number, date, time, list, code.',
  },
  "format-not-for-value": {
    title: "A placeholder's format that does not fit its value (a date format on a number)",
    example:
      'blocks[1].cards.each.title: "{item.price|date}": "date" shows a date written YYYY-MM-DD (date, date:long, date:short), and this value is a number.',
    exampleHint: 'Show a number with "number" or "currency".',
  },
  "unknown-currency": {
    title: "A currency code that is not ISO 4217",
    example: 'blocks[1].cards.each.title: "{item.price|currency:CAN}": "CAN" is not a currency code (ISO 4217).',
    exampleHint: 'Did you mean "CAD"? A currency is its three-letter ISO 4217 code: CAD, EUR, USD, GBP, CHF…',
  },
  "bad-list-comparison": {
    title: "A list's where or sort on a field its items do not have, or of another kind",
    example:
      'blocks[1].cards.where.date.after: "date" of "workshops" is a text, not a date or a number, so it cannot be compared with "today".',
    exampleHint: 'Give the field "format": "date" in collections/workshops.schema.json, or compare a date field.',
  },
  "list-without-collection": {
    title: "A list taken from a collection the site does not have",
    example: 'blocks[1].cards.collection: the site has no collection "post" to take this list from.',
    exampleHint: 'Did you mean "posts"?',
  },
  "bad-list-option": {
    title: "A wrong option of a list taken from a collection",
    example: 'blocks[1].cards.sortBy: "sortBy" is not an option of a list taken from a collection.',
    exampleHint: 'Did you mean "sort"? Options: collection, each, where, sort, limit, perPage.',
  },
  "feed-item-incomplete": {
    title: "An item of a feed without its title or date",
    example:
      'feed: the item "spring-menu" of "posts" (collections/posts/spring-menu.md) has no date in "date" (YYYY-MM-DD), which a feed entry needs.',
    exampleHint:
      'Give every item a "title" and a "date" (make them required in collections/posts.schema.json), or name the date field with "date".',
  },
  "structured-data-field-missing": {
    title: "A page template's structured data names a field its items lack",
    example:
      'structuredData.date: the item "spring-menu" of "posts" (collections/posts/spring-menu.md) has no date (YYYY-MM-DD) in "date", which a BlogPosting needs.',
    exampleHint:
      'Give every item a "date" (make it required in collections/posts.schema.json), or name the item\'s date field with "date".',
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
  "builder-schema-with-site-block": {
    title: "A page or section that shows a site block but names the builder's schema (a warning)",
    example:
      "$schema: the builder's page schema does not know the site's own blocks, so VS Code marks \"price-list\" (blocks[1].columns[0].blocks[0]) as an unknown block type.",
    exampleHint:
      'Write "$schema": "../blocks/.schemas/page.schema.json", the page schema `npx config-page-builder types` writes for this site.',
  },
  // --- the shape of the config ---
  "unknown-block-type": {
    title: "A block type that does not exist",
    example: 'blocks[1].type: unknown block type "stat".',
    exampleHint: 'Did you mean "stats"? Known block types: hero, stats, …',
  },
  "unusable-site-block": {
    title: "A block of one of the site's own types that has a problem of its own (told in its file)",
    example:
      'blocks[1].type: the site\'s block "price-list" has a problem of its own (see blocks/price-list/price-list.schema.json), so this block cannot be checked or shown.',
    exampleHint: "Fix that file; the block is checked again then.",
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
  "block-not-allowed-here": {
    title: "A block in a slot that does not take its type",
    example:
      'blocks[1].columns[0].blocks[0].type: a "columns" block cannot go in this list (it takes every block but "columns", "not-found").',
    exampleHint: "Move it out to the page's own blocks, or use one of the blocks this list takes: cta, faq, …",
  },
  "blocks-nested-too-deep": {
    title: "Blocks inside blocks more levels deep than the limit",
    example:
      "blocks[0].blocks[0].columns[0].blocks[0].blocks[0]: this block sits 5 levels deep; blocks go at most 4 deep.",
    exampleHint: "Move it up into the list of its parent's parent: a page reads better with fewer levels.",
  },
  "unknown-section": {
    title: "A linked section that does not exist",
    example: 'blocks[3].ref: there is no section "order-for-event" (no file sections/order-for-event.json).',
    exampleHint: 'Did you mean "order-for-events"? The sections: newsletter, order-for-events.',
  },
  "unreadable-section": {
    title: "A linked section whose file cannot be read (its own problem is said there)",
    example:
      'blocks[3].ref: the section "visit-us" cannot be read: sections/visit-us.json has a problem of its own (said there), so its blocks and inputs are unknown.',
    exampleHint: "Fix sections/visit-us.json; this use is checked once it can be read.",
  },
  "undeclared-section-language": {
    title: "A section translation in a language the site does not declare",
    example:
      '(file) "sp" is not one of the site\'s languages (site.json "languages": en, es), so no page shows this section.',
    exampleHint: 'Did you mean "es"?, or add "sp" to "languages" in site.json.',
  },
  "section-translation-inputs": {
    title: "A section translation whose inputs differ from its section's",
    example:
      'inputs: this translation of the section "order-for-events" declares the inputs heading (required), and sections/order-for-events.json declares heading (required), target: a use gives the same inputs in every language.',
    exampleHint:
      "Declare the inputs of sections/order-for-events.json here, with the same names (their descriptions may be in es).",
  },
  "undeclared-section-input": {
    title: "An input a linked section does not declare",
    example:
      'blocks[3].inputs.title: the section "order-for-events" has no input "title" (sections/order-for-events.json).',
    exampleHint: 'Did you mean "heading"? Its inputs: heading, target.',
  },
  "missing-section-input": {
    title: "A required input of a linked section left out",
    example: 'blocks[3]: the section "order-for-events" needs the input "heading", which this use does not give.',
    exampleHint: 'Add "inputs": { "heading": "…" } (sections/order-for-events.json says what it is for).',
  },
  "section-loop": {
    title: "A linked section that holds itself",
    example: 'blocks[0].ref: the section "a" would hold itself: a → b → a.',
    exampleHint: "Remove one of the uses in that loop: a section cannot contain itself.",
  },
  "unknown-except-page": {
    title: "A site-wide section's exception that names no page",
    example: 'sections.beforeFooter[0].except[0]: no page is at "/contacts", so this leaves out no page.',
    exampleHint:
      'Did you mean "/contact"? Name a page by its address ("/contact"), as in its "route" or its file\'s place under pages/.',
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
    title: "Not an e-mail address, web address or date (YYYY-MM-DD) where one is needed",
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
    title: "Two pages of one language with the same search title",
    example:
      'seo.title: "Pricing" is also the title of /team (pages/team.json), so search results and browser tabs cannot tell the pages apart.',
    exampleHint: "Give each page its own title.",
  },
  "duplicate-page-description": {
    title: "Two pages of one language with the same search description",
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
  "column-widths-count": {
    title: "A columns block whose widths are not one number a column",
    example: "blocks[2].widths: 3 widths for 2 columns: one number a column, from left to right.",
    exampleHint: 'Write "widths": [1,2], or leave "widths" out for columns of one width.',
  },
  "duplicate-question-anchor": {
    title: "Two FAQ questions of one page with the same link name",
    example:
      'blocks[2].items[1].question: this question\'s link name "#opening-hours" is already taken by blocks[2].items[0].question, so a link to it would reach the other one.',
    exampleHint: "Word the two differently (or, for a section's anchor, rename the anchor).",
  },
  "hours-close-before-open": {
    title: "Opening hours that close before they open",
    example: 'blocks[0].places[0].openingHours[1].closes: closes at "02:00", before it opens at "20:00".',
    exampleHint:
      'Hours past midnight are two entries: close at "24:00", then open the next day at "00:00" (for example { "days": ["saturday"], "opens": "00:00", "closes": "02:00" }).',
  },
  "hours-overlap": {
    title: "A day given two opening spans that overlap",
    example:
      'blocks[0].places[0].openingHours[1].days[0]: "monday" is open 12:00–18:00 here and 08:00–12:30 in blocks[0].places[0].openingHours[0], and the two overlap.',
    exampleHint:
      "Give each day its hours once; for a break in the day, let the first span close before the second opens.",
  },
  "special-day-hours": {
    title: "A special day neither closed nor with its opening and closing times",
    example: 'blocks[0].places[0].hoursExceptions[0]: "2026-12-24" is neither closed nor given hours.',
    exampleHint: 'Add "closed": true for a day closed all day, or both "opens" and "closes".',
  },
  "not-a-phone": {
    title: "A phone number that is not one",
    example: 'blocks[0].places[0].phone: "call us" is not a phone number: it holds other characters than digits.',
    exampleHint:
      'Write the number with its digits, best with the country code ("+1 541 555 0100"): digits, spaces and "+ - . ( )" only.',
  },
  "field-without-label": {
    title: "A form field without a label",
    example: "blocks[1].fields[4]: this tick box has no label, so visitors cannot tell what they agree to.",
    exampleHint:
      'Add "label", for example "label": "I agree to the", with "labelLink": { "label": "privacy policy", "href": "/privacy" }.',
  },
  "choice-without-options": {
    title: 'A "select" or "radio" field without options',
    example: 'blocks[1].fields[2]: a "select" field needs "options" to choose from.',
    exampleHint: 'Add "options": [{ "value": "…", "label": "…" }, …].',
  },
  "duplicate-option-value": {
    title: "Two options of one field with the same value",
    example:
      'blocks[1].fields[2].options[1].value: "riverside" is already the value of options[0], so the answer could not tell the two apart.',
    exampleHint: "Give each option its own value.",
  },
  "default-not-an-option": {
    title: "A field's default that is none of its options",
    example: 'blocks[1].fields[2].default: "riverdale" is not the value of any of this field\'s options.',
    exampleHint: 'Use one of: "riverside", "old-town".',
  },
  "range-reversed": {
    title: "A date or number range that ends before it starts",
    example:
      'blocks[1].fields[3].latest: the range of days ends ("2026-01-01") before it starts ("earliest": "2026-06-01"), so no answer would be accepted.',
    exampleHint: 'Swap the two, or correct one: "latest" must not be before "earliest".',
  },
  // --- links and files ---
  "html-in-markdown": {
    title: "HTML in Markdown text",
    example: 'blocks[0].text: line 3 of the text has the HTML tag "<b>", and Markdown here may hold no HTML.',
    exampleHint:
      "Raw HTML is never published. Write it in Markdown instead: **bold**, *italic*, [label](/page), ![description](/photos/x.jpg); to show a tag as text, put it in backticks: `<b>`.",
  },
  "markdown-picture-path": {
    title: "A picture in Markdown that is not a picture file of public/",
    example: 'blocks[0].text: line 5: picture "https://example.com/cat.jpg" is not the path of a picture in public/.',
    exampleHint:
      'Put the picture in public/ and write its path from "/", for example ![Our bakery at dawn](/photos/bakery.jpg) (.jpg, .png, .webp, .avif or .svg).',
  },
  "markdown-in-text": {
    title: "Markdown in a plain-text field, which visitors would see as written",
    example:
      'blocks[1].subtitle: "**Fresh**" is Markdown, and this field is plain text: visitors would see the ** as written.',
    exampleHint:
      'Write the text without the marks, or put long formatted text in a "markdown" block ({ "type": "markdown", "text": "…" }).',
  },
  "html-in-text": {
    title: "An HTML tag in a plain-text field, which visitors would see as written",
    example:
      'blocks[1].subtitle: "<b>" is an HTML tag, and this field is plain text: visitors would see it as written.',
    exampleHint:
      'Remove the tag; for formatted text use a "markdown" block and write **bold**, *italic* or [label](/page).',
  },
  "doubled-braces": {
    title: "A placeholder written with doubled braces",
    example: 'blocks[0].title: "{{product}}" has doubled braces: visitors would see "{" and "}" around the value.',
    exampleHint: 'Write "{product}", with one brace on each side.',
  },
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
  "business-needs-address": {
    title: "A local business in site.json without its address",
    example: 'business: a "Dentist" needs its "address": search engines show a local business only with one.',
    exampleHint:
      'Add "address": { "street": …, "locality": …, "postalCode": …, "country": "US" }, or set "type": "Organization" for a business customers do not visit.',
  },
  "public-file-replaced": {
    title: "A file in public/ that the build writes itself (a warning)",
    example: "(file) the build writes robots.txt from site.json and replaces this file.",
    exampleHint: 'Remove it; set what it said in site.json "robots" (see docs/seo.md).',
  },
  "brand-color-contrast": {
    title: "A brand colour too light for readable buttons and text",
    example:
      'theme.brandColor: "#60a5fa" is too light: white text on buttons, and brand text and links on white (shade 700) 2.5:1, WCAG AA asks 4.5:1; also too pale: focus rings on white.',
    exampleHint: 'The nearest shade that passes is "#2b70c1": use it, or a darker colour of your own.',
  },
  "font-file-not-a-font": {
    title: "A theme font file that is not a font of its kind",
    example:
      'theme.font.files[0].src: "/fonts/inter-400.woff2" is not a font file: it starts with "<", like a web page (an HTML page saved in place of the font?); a WOFF2 file starts with "wOF2".',
    exampleHint:
      "Put the font file itself at public/fonts/inter-400.woff2 (download the .woff2 file, not the page that offers it).",
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
  "public-link-to-nothing": {
    title: "A link in public/ that leads to no file",
    example: "(file) this is a link that leads to no file (../../shared/logo.svg): the build cannot publish it.",
    exampleHint: "Point the link at an existing file, or delete it.",
  },
  // --- pictures (the build's picture step: src/engine/pictures, scripts/lib/pictures) ---
  "public-names-differ-by-case": {
    title: "Two files in public/ whose names differ only by letter case (a warning)",
    example:
      '(file) "/photos/logo.png" and "/photos/Logo.png" differ only by letter case: on macOS and Windows they are one file, and one of them is lost.',
    exampleHint: "Rename one of them (or remove the copy), and use that name in the configs.",
  },
  "picture-unreadable": {
    title: "A picture file the build cannot read",
    example:
      'blocks[0].members[0].photo.src: "/team/sam.jpg" is not a picture the build can read (unsupported image format).',
    exampleHint: "Save it as JPEG, PNG, WebP or AVIF (renaming a file does not change what it is).",
  },
  "picture-heic": {
    title: "A phone's HEIC photo, which browsers do not show",
    example:
      'blocks[0].src: "/photos/IMG_0042.heic" is a HEIC photo (the format iPhones and many Android phones save), which browsers do not show and the build cannot read.',
    exampleHint:
      'Export it as JPEG (on a Mac: open it in Preview, File › Export, Format "JPEG"; on Windows: open it in Photos, Save as JPEG; on an iPhone, for later photos: Settings › Camera › Formats › "Most Compatible"), then use the .jpg file.',
  },
  "picture-too-many-pixels": {
    title: "A picture declaring more pixels than the build reads (a decompression bomb)",
    example:
      'blocks[0].src: "/photos/x.png" declares 30000×30000 px, more than the build reads (100 million pixels) from a 0.1 MB file.',
    exampleHint: "Save a smaller copy (at most 6000 px on its longer side).",
  },
  "picture-source-too-large": {
    title: "A picture source over 6000 px or 15 MB (a warning)",
    example:
      'blocks[0].src: "/photos/pano.jpg" is 20000×4000 px and 18.2 MB; sources over 6000 px or 15 MB slow every cold build.',
    exampleHint: "Save a copy at most 6000 px on its longer side (the build makes the sizes visitors need).",
  },
  "picture-too-small": {
    title: "A picture smaller than the place that shows it (a warning)",
    example:
      'blocks[0].src: "/photos/shop.jpg" shows 480 px wide here, but this place draws it up to 720 px wide: it will look blurry.',
    exampleHint: "Use a source at least 1440 px wide (twice the width shown, for sharp screens).",
  },
  "share-picture-too-small": {
    title: "A share picture smaller than link previews show it (a warning)",
    example:
      'seo.ogImage: "/og/shop.jpg" is 800×600 px; link previews show 1200×630 px, so it is made at 800×420 and looks blurry or small there.',
    exampleHint: "Use a picture at least 1200×630 px (it is cropped to that shape around its focus).",
  },
  "picture-alt-file-name": {
    title: "A picture description that is a file name (a warning)",
    example: 'blocks[0].alt: the description "IMG_2041.jpg" is a file name; screen readers read it aloud as it is.',
    exampleHint: 'Say what the picture shows ("Sam Rivera at the front desk"), or write "" when it is only decoration.',
  },
  "picture-animated": {
    title: "An animated picture, shown still (a warning)",
    example: 'blocks[0].src: "/photos/tour.gif" is animated (12 frames); the site shows its first frame, still.',
    exampleHint:
      'For a moving picture, save it as a video (MP4) and show it with a "video" block; for a still one, save its frame as JPEG or PNG.',
  },
  "unsafe-svg": {
    title: "An SVG in public/ that could run code or load other files",
    example: "(file) this SVG is not published: it has a <script> element.",
    exampleHint: "Export it again as a plain SVG (no scripts, no links to other files), or use a PNG.",
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
