import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { buttonId, type ArrayFieldTemplateProps, type ErrorSchema, type RJSFSchema } from "@rjsf/utils";
import { useState } from "react";

/** Whether an error schema holds any message. */
function hasErrors(schema: ErrorSchema | undefined): boolean {
  if (!schema || typeof schema !== "object") return false;
  return Object.entries(schema).some(([key, value]) =>
    key === "__errors" ? (value as unknown as unknown[]).length > 0 : hasErrors(value as ErrorSchema),
  );
}

/** Whether list items offer choices (oneOf/anyOf) somewhere inside: those forms are slow to build, so they start folded. */
function offersChoices(node: unknown, root: RJSFSchema, seen = new Set<string>()): boolean {
  if (!node || typeof node !== "object") return false;
  const schema = node as Record<string, unknown>;
  if (schema.oneOf || schema.anyOf) return true;
  if (typeof schema.$ref === "string") {
    if (seen.has(schema.$ref)) return false;
    seen.add(schema.$ref);
    const target = schema.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], root);
    return offersChoices(target, root, seen);
  }
  return Object.values(schema).some((child) => typeof child === "object" && offersChoices(child, root, seen));
}

/**
 * A list: its items with add/remove/reorder buttons. Long lists and lists of complex items start folded
 * ("Show 12 items") so a big block opens at once; a list with a problem inside opens by itself.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, schema, fieldPathId, errorSchema, registry, disabled, readonly, uiSchema } =
    props;
  const folded = items.length > 4 || offersChoices(schema.items, registry.rootSchema);
  const problem = hasErrors(errorSchema);
  const [open, setOpen] = useState(!folded || problem);
  // a problem appearing inside opens the list (React's "adjusting state when a prop changes" pattern)
  const [hadProblem, setHadProblem] = useState(problem);
  if (problem !== hadProblem) {
    setHadProblem(problem);
    if (problem) setOpen(true);
  }
  const { AddButton } = registry.templates.ButtonTemplates;
  const listId = `${fieldPathId.$id}__items`;
  return (
    <Box borderLeftWidth="2px" pl={3} py={1}>
      <HStack gap={2}>
        <Text fontWeight="semibold" fontSize="sm">
          {title} ({items.length})
        </Text>
        {folded && (
          <Button
            size="2xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? "Hide" : "Show"} {title.toLowerCase()}
          </Button>
        )}
      </HStack>
      {schema.description && (
        <Text fontSize="xs" color="fg.muted">
          {schema.description}
        </Text>
      )}
      {open && (
        <Stack id={listId} gap={1} mt={1}>
          {items}
          {canAdd && (
            <Box>
              <AddButton
                id={buttonId(fieldPathId, "add")}
                onClick={onAddClick}
                disabled={disabled || readonly}
                uiSchema={uiSchema}
                registry={registry}
              />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
