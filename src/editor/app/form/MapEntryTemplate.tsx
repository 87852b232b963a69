import { chakra, Grid, GridItem, Input } from "@chakra-ui/react";
import { ADDITIONAL_PROPERTY_FLAG, buttonId, type WrapIfAdditionalTemplateProps } from "@rjsf/utils";

/**
 * One entry of a map whose names the site chooses (site.json "links", "webhooks"): its name, its value and a
 * remove button. The name box always has its label ("Name of login"), also where the value's own label is not
 * shown, so every box is named for screen readers (the library's template labelled it only beside a shown label).
 */
export function MapEntryTemplate(props: WrapIfAdditionalTemplateProps) {
  const { children, classNames, style, disabled, id, label, onRemoveProperty, onKeyRenameBlur, readonly, registry } =
    props;
  if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr) auto" gap={2} alignItems="start" className={classNames}>
      <GridItem>
        <chakra.label htmlFor={keyId} fontSize="xs" color="fg.muted" display="block">
          Name of {label}
        </chakra.label>
        <Input
          key={label}
          id={keyId}
          name={keyId}
          size="sm"
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={readonly ? undefined : onKeyRenameBlur}
        />
      </GridItem>
      <GridItem>{children}</GridItem>
      <GridItem pt={5}>
        <RemoveButton
          id={buttonId(id, "remove")}
          className="rjsf-object-property-remove"
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={props.uiSchema}
          registry={registry}
        />
      </GridItem>
    </Grid>
  );
}
