import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { humanize } from "./form/labels";
import { isListSource as isSource } from "./form/listSourceForm";

const written = "";

/**
 * Where each of a block's lists comes from: written on the page, or taken from one of the site's collections
 * ({ "collection": "posts", … }: see docs/content.md). Switching to a collection keeps the source's other settings
 * (its sort, limit, "each") when it had one; switching to "written" starts an empty list (Ctrl+Z brings the source
 * back). The block's form then shows the list, or the source's settings, in that place.
 */
export function ListSourceSwitch({
  idPrefix,
  block,
  listProperties,
  collections,
  onChange,
}: {
  idPrefix: string;
  block: Record<string, unknown>;
  /** The block's lists that may come from a collection (BlockSchemaInfo.listProperties). */
  listProperties: readonly string[];
  /** The site's collections, by name. */
  collections: readonly string[];
  onChange: (block: Record<string, unknown>, key: string) => void;
}) {
  // nothing to choose: the block has no such list, or the site no collection and no list of the block names one
  if (listProperties.length === 0) return null;
  if (collections.length === 0 && !listProperties.some((name) => isSource(block[name]))) return null;
  return (
    <Stack gap={2} mb={3} data-list-sources="">
      {listProperties.map((name) => {
        const value = block[name];
        const source = isSource(value) ? value : undefined;
        const current = source ? String(source.collection) : written;
        const choices = source && !collections.includes(current) ? [...collections, current] : collections;
        const label = `Where the ${humanize(name).toLowerCase()} come from`;
        return (
          <Field.Root key={name}>
            <Field.Label htmlFor={`${idPrefix}__source_${name}`} fontSize="sm">
              {label}
            </Field.Label>
            <NativeSelect.Root size="sm" maxW="24rem">
              <NativeSelect.Field
                id={`${idPrefix}__source_${name}`}
                value={current}
                onChange={(event) => {
                  const chosen = event.target.value;
                  if (chosen === current) return;
                  const next =
                    chosen === written ? [] : source ? { ...source, collection: chosen } : { collection: chosen };
                  onChange({ ...block, [name]: next }, `source:${name}`);
                }}
              >
                <option value={written}>Written on this page</option>
                {choices.map((collection) => (
                  <option key={collection} value={collection}>
                    From the collection “{collection}”{collections.includes(collection) ? "" : " (not in the site)"}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        );
      })}
    </Stack>
  );
}
