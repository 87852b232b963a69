import { createContext, useContext } from "react";

/** The picture object a focus field belongs to: what its picker and preview show. */
export interface PictureOfField {
  src: string;
  alt: string;
  /** Its JSON pointer in the file ("/blocks/2/members/0/photo"), for the build's messages. */
  pointer: string;
}

export const PictureFieldContext = createContext<PictureOfField | undefined>(undefined);

/** The picture whose focus field this is, when it is one (see form/ObjectFieldTemplate). */
export const usePictureOfField = () => useContext(PictureFieldContext);

/** A picture's schema: an object with a file field "src" (x-link: file), an "alt" and a "focus". */
export function isPictureSchema(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, Record<string, unknown> | undefined> } | undefined)
    ?.properties;
  return Boolean(properties?.src?.["x-link"] === "file" && properties.alt && properties.focus);
}

/** A JSON pointer segment ("a/b" → "a~1b"). */
export const pointerSegment = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
