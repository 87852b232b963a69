import type { IslandStyles } from "../../islands/IslandClasses";

/**
 * The Chakra styles of the form's island (FormCard): turned into class names when the form block renders
 * (src/islands/IslandClasses.tsx), so the island's browser code has no styling code. `inline`: the "inline"
 * layout (fields and button on one row from md up).
 */
export const formCardStyles = (inline: boolean) =>
  ((recipe) => {
    const fieldBox = { display: "flex", flexDirection: "column", gap: "1.5", gridColumn: "1 / -1", minW: "0" } as const;
    const control = {
      bg: "bg",
      borderColor: "gray.300",
      _invalid: { borderColor: "red.600", focusRingColor: "red.600" },
    };
    return {
      form: { position: "relative" },
      row: {
        display: "flex",
        gap: "5",
        flexDirection: inline ? { base: "column", md: "row" } : "column",
        alignItems: inline ? { md: "flex-start" } : "stretch",
      },
      fields: {
        display: "grid",
        gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
        columnGap: "5",
        rowGap: "4",
        flex: "1",
      },
      field: fieldBox,
      halfField: [fieldBox, { gridColumn: { base: "1 / -1", md: "auto" } }],
      labelRow: { display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "3" },
      label: { fontWeight: "semibold", fontSize: "sm", color: "fg" },
      requiredMark: { color: "red.700", ms: "0.5" },
      hint: { fontSize: "xs", color: "fg.muted" },
      input: [recipe("input", { size: "lg" }), control],
      textarea: [recipe("textarea", { size: "lg" }), control, { resize: "vertical" }],
      select: [recipe("input", { size: "lg" }), control, { appearance: "auto", cursor: "pointer" }],
      fieldset: { border: "0", p: "0", m: "0", minW: "0", display: "flex", flexDirection: "column", gap: "1.5" },
      choices: { display: "flex", flexDirection: "column", gap: "2", pt: "1" },
      choice: { display: "flex", alignItems: "flex-start", gap: "2.5", fontSize: "md", cursor: "pointer" },
      choiceInput: { w: "5", h: "5", mt: "0.5", flexShrink: "0", accentColor: "brand.solid", cursor: "pointer" },
      labelLink: { color: "brand.fg", textDecoration: "underline", fontWeight: "semibold" },
      // always in the page, so screen readers announce a message that appears (empty, it takes no height)
      error: { fontSize: "sm", color: "red.700", display: "flex", gap: "1.5", alignItems: "center" },
      errorIcon: { flexShrink: "0" },
      actions: { pt: inline ? { md: "7" } : "1", flexShrink: "0" },
      submit: [recipe("button", { size: "lg" }), { colorPalette: "brand", w: { base: "full", sm: "auto" }, px: "8" }],
      note: { fontSize: "sm", color: "fg.muted", mt: inline ? { base: "3", md: "1" } : "3" },
      noteLink: { color: "brand.fg", textDecoration: "underline" },
      honeypot: {
        position: "absolute",
        left: "-10000px",
        top: "auto",
        width: "1px",
        height: "1px",
        overflow: "hidden",
      },
      thankYou: {
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: "4",
        py: { base: "4", md: "6" },
      },
      thankYouIcon: { color: "green.600" },
      thankYouTitle: [
        recipe("heading"),
        { fontSize: { base: "2xl", md: "3xl" }, letterSpacing: "tight", outline: "none" },
      ],
      thankYouText: { fontSize: { base: "md", md: "lg" }, color: "fg.muted", maxW: "xl" },
      thankYouLinks: {
        display: "flex",
        flexDirection: { base: "column", sm: "row" },
        gap: "3",
        pt: "2",
        w: { base: "full", sm: "auto" },
      },
      linkButton: [recipe("button", { size: "lg" }), { colorPalette: "brand" }],
      outlineLinkButton: [recipe("button", { size: "lg", variant: "outline" }), { colorPalette: "brand" }],
    };
  }) satisfies IslandStyles<string>;

export type FormCardClasses = Record<keyof ReturnType<ReturnType<typeof formCardStyles>>, string>;
