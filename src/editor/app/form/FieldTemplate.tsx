import { Box, Button, Fieldset, HStack, Text } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import {
  descriptionId,
  errorId,
  getTemplate,
  getUiOptions,
  titleId,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type OptionalDataControlsTemplateProps,
  type TitleFieldProps,
} from "@rjsf/utils";
import { itemLabel } from "./labels";

/** One field: its input (with label), its description as help text under it, then its problems. */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    hidden,
    displayLabel,
    rawDescription,
    rawErrors = [],
    errors,
    help,
    registry,
    uiSchema,
  } = props;
  if (hidden) return <div style={{ display: "none" }}>{children}</div>;
  const WrapIfAdditionalTemplate = getTemplate("WrapIfAdditionalTemplate", registry, getUiOptions(uiSchema));
  const isLeaf = props.schema.type !== "object" && props.schema.type !== "array";
  return (
    // getTemplate looks the component up in the form's template registry (the same one each time): not made here
    // eslint-disable-next-line react-hooks/static-components
    <WrapIfAdditionalTemplate {...props}>
      <Fieldset.Root invalid={rawErrors.length > 0} mb={2} minW={0}>
        <Fieldset.Content gap={1}>{children}</Fieldset.Content>
        {displayLabel && isLeaf && rawDescription ? (
          <Text id={descriptionId(id)} fontSize="xs" color="fg.muted">
            {rawDescription}
          </Text>
        ) : null}
        {errors}
        {help}
      </Fieldset.Root>
    </WrapIfAdditionalTemplate>
  );
}

/** A field's problems in the words of `npm run validate`, read out with the field (aria-describedby). */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  return (
    <Box id={errorId(fieldPathId)} data-field-error="" color="fg.error" fontSize="sm">
      {errors.map((error, i) => (
        <Text key={i}>{String(error)}</Text>
      ))}
    </Box>
  );
}

/** The description of a group of fields (a link, a list), as plain help text. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} fontSize="xs" color="fg.muted" mb={1}>
      {typeof description === "string" ? description : null}
    </Text>
  );
}

/** The name of a group of fields (a link, an author): bold text, not a heading, so page headings stay in order. */
export function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  return (
    <HStack mt={1} mb={1} borderBottomWidth="1px" justify="space-between">
      <Text id={id} fontWeight="semibold" fontSize="sm">
        {itemLabel(title)}
      </Text>
      {optionalDataControl}
    </HStack>
  );
}

/**
 * Adds or removes an optional group (a link, an image) as a whole: "Add" / "Remove", named with the group's title
 * for screen readers ("Remove Back link"). Without the group the file has no key for it at all.
 */
export function OptionalDataControlsTemplate({
  id,
  label,
  onAddClick,
  onRemoveClick,
}: OptionalDataControlsTemplateProps) {
  const group = id.replace(/__optional(Add|Remove|Msg)$/, "");
  const named = { id, "aria-labelledby": `${id} ${titleId(group)}`, size: "2xs" as const, variant: "outline" as const };
  if (onAddClick) {
    return (
      <Button {...named} onClick={onAddClick} data-optional-add="">
        <Plus aria-hidden /> Add
      </Button>
    );
  }
  if (onRemoveClick) {
    return (
      <Button {...named} colorPalette="red" onClick={onRemoveClick} data-optional-remove="">
        <Trash2 aria-hidden /> Remove
      </Button>
    );
  }
  return (
    <Text as="em" id={id} fontSize="xs" color="fg.muted">
      {label}
    </Text>
  );
}
