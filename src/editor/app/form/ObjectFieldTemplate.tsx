import { Theme } from "@rjsf/chakra-ui";
import type { ObjectFieldTemplateProps } from "@rjsf/utils";
import { type ComponentType, useMemo } from "react";
import type { EditorFormContext } from "./formContext";
import { isPictureSchema, PictureFieldContext, pointerSegment } from "../pictures/pictureField";

const DefaultObjectFieldTemplate = Theme.templates!.ObjectFieldTemplate as ComponentType<ObjectFieldTemplateProps>;

/**
 * An object's fields as the form library lays them out; for a picture ({src, alt, focus}), its focus field is told
 * which picture it is, so it can show the focal-point picker and the picture as the build makes it.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { schema, formData, fieldPathId, registry, properties } = props;
  const picture = isPictureSchema(schema);
  const base = (registry.formContext as EditorFormContext | undefined)?.pointer ?? "";
  const data = (formData ?? {}) as { src?: unknown; alt?: unknown };
  const src = typeof data.src === "string" ? data.src : "";
  const alt = typeof data.alt === "string" ? data.alt : "";
  const pointer = base + fieldPathId.path.map((s) => `/${pointerSegment(s)}`).join("");
  const value = useMemo(() => ({ src, alt, pointer }), [src, alt, pointer]);
  if (!picture) return <DefaultObjectFieldTemplate {...props} />;
  const withPicture = properties.map((property) =>
    property.name === "focus"
      ? {
          ...property,
          content: <PictureFieldContext.Provider value={value}>{property.content}</PictureFieldContext.Provider>,
        }
      : property,
  );
  return <DefaultObjectFieldTemplate {...props} properties={withPicture} />;
}
