import { useOptionalPageContext } from "../render/pageContext";

/**
 * The `width` and `height` attributes of a logo file (read by the resolve step): with CSS's fixed height and
 * `width: auto`, the browser keeps the logo's place from them before the file arrives, so nothing beside it moves.
 * None where the size is not known (a logo of another kind, the editor's preview).
 */
export function useLogoSize(src: string | undefined): { width?: number; height?: number } {
  const sizes = useOptionalPageContext()?.logoSizes;
  const size = src === undefined ? undefined : sizes?.[src];
  return size ? { width: size.width, height: size.height } : {};
}
