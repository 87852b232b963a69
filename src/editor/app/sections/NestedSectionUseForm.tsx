import { Box, Heading } from "@chakra-ui/react";
import type { BlockSchemaInfo, EditorDiagnostic, SectionInputDeclaration } from "../../shared/api";
import { ConfigForm } from "../form/ConfigForm";
import type { EditorFormContext } from "../form/formContext";
import { sectionUseSchema } from "./sectionUseSchema";

interface Props {
  /** The use chosen inside a block (a column's or a group's list). */
  use: Record<string, unknown>;
  /** Where it sits in the page's file ("/blocks/3/blocks/1"). */
  pointer: string;
  /** The block schema of a section's use. */
  sectionSchema: BlockSchemaInfo;
  /** The inputs its section's file declares (in this page's language), when there is such a file. */
  declared: Record<string, SectionInputDeclaration> | undefined;
  diagnostics: EditorDiagnostic[];
  context: EditorFormContext;
  onChange: (use: unknown, key: string) => void;
}

/**
 * The form of a linked section's use inside a column or a group: a field for each input its file declares, with the
 * file's descriptions, as a use at the page's top level gets (the block's own form shows a nested use's inputs only
 * as names and values, its schema being the same for every use).
 */
export function NestedSectionUseForm({ use, pointer, sectionSchema, declared, diagnostics, context, onChange }: Props) {
  return (
    <Box as="section" aria-label="This use's inputs" data-nested-use-form={pointer} mb={4}>
      <Heading as="h3" size="sm" mb={2}>
        This use&apos;s inputs
      </Heading>
      <ConfigForm
        key={pointer}
        idPrefix={`use${pointer.replaceAll("/", "_")}`}
        schema={sectionUseSchema(sectionSchema.schema, declared)}
        value={use}
        diagnostics={diagnostics}
        pointer={pointer}
        context={context}
        onChange={onChange}
      />
    </Box>
  );
}
