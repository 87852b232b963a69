/** Each section's id: its "anchor" when given, otherwise made from its heading ("2. Cookies & Tracking" → "cookies-tracking"). */
export function sectionIds(sections: ReadonlyArray<{ heading: string; anchor?: string }>): string[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    const base =
      section.anchor ??
      (section.heading
        .toLowerCase()
        .replace(/^[\d.\s]+/, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") ||
        `section-${index + 1}`);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
