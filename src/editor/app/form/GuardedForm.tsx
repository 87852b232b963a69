import CoreForm, { type FormProps } from "@rjsf/core";
import type { FieldPathList } from "@rjsf/utils";

export interface GuardedFormProps extends FormProps {
  /** Every change a field makes, as the field reported it: its path in the value and its new value. */
  onFieldChange: (path: FieldPathList, value: unknown, id: string | undefined) => void;
}

/**
 * The form library's form, with each field's change heard where it enters the form (path and value), before the
 * library merges it into its own copy of the data. The editor applies that one change to the document itself
 * (see fieldChanges.ts), so what the library does to the rest of its copy (defaults, key order, shapes it cannot
 * show) never reaches the file.
 */
export class GuardedForm extends CoreForm {
  declare props: Readonly<GuardedFormProps>;

  constructor(props: GuardedFormProps) {
    super(props);
    const applyToOwnCopy = this.onChange;
    this.onChange = (newValue, path, newErrorSchema, id) => {
      this.props.onFieldChange(path, newValue, id);
      applyToOwnCopy(newValue, path, newErrorSchema, id);
    };
  }
}
