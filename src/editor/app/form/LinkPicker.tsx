import { NativeSelect } from "@chakra-ui/react";
import type { LinkTargets } from "./formContext";

const imagePattern = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * A select next to a link field that fills it with a page, a section of a page, a site.json link or a file.
 * mode: true for links, "file" for images and files in public/, "embed" for embedded players.
 */
export function LinkPicker({
  mode,
  targets,
  label,
  onPick,
}: {
  mode: unknown;
  targets: LinkTargets;
  label: string;
  onPick: (value: string) => void;
}) {
  const groups: Array<[string, string[]]> =
    mode === "file"
      ? [["Files in public/", targets.publicFiles.filter((f) => imagePattern.test(f))]]
      : mode === "embed"
        ? [["Site links", targets.siteLinks.map((n) => "@" + n)]]
        : [
            ["Pages", targets.pages.map((p) => p.route)],
            ["Sections", targets.pages.flatMap((p) => p.anchors.map((a) => `${p.route === "/" ? "/" : p.route}#${a}`))],
            ["Site links", targets.siteLinks.map((n) => "@" + n)],
            ["Files", targets.publicFiles.filter((f) => !imagePattern.test(f))],
          ];
  return (
    <NativeSelect.Root size="sm" width="9rem" flexShrink={0}>
      <NativeSelect.Field
        aria-label={`Choose ${mode === "file" ? "a file" : "a link"} for ${label}`}
        value=""
        onChange={(event) => event.target.value && onPick(event.target.value)}
      >
        <option value="">Choose…</option>
        {groups
          .filter(([, options]) => options.length > 0)
          .map(([group, options]) => (
            <optgroup key={group} label={group}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </optgroup>
          ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
