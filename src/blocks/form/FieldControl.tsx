import { chakra, Flex, Input, Text, Textarea } from "@chakra-ui/react";
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField } from "../../generated/config-types";

interface FieldControlProps {
  field: FormField;
  registration: UseFormRegisterReturn;
  /** The message of the field's broken rule, if any. */
  error?: string;
  /** False when errors are shown in a toast instead: the field is still marked invalid. */
  showError: boolean;
  /** Span both columns of the form grid (true unless the field is "half"). */
  fullWidth: boolean;
}

/** One labelled field: its error appears under it and is tied to it for screen readers. */
export function FieldControl({ field, registration, error, showError, fullWidth }: FieldControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  const describedBy = [field.hint && hintId, invalid && showError && errorId].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    ...registration,
    required: field.required,
    placeholder: field.placeholder && field.placeholder,
    autoComplete: field.autocomplete,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    bg: "bg",
    size: "lg" as const,
    borderColor: "gray.300",
    _invalid: { borderColor: "red.600", focusRingColor: "red.600" },
  };
  return (
    <Flex direction="column" gap="1.5" gridColumn={fullWidth ? "1 / -1" : { base: "1 / -1", md: "auto" }} minW="0">
      <Flex justify="space-between" align="baseline" gap="3">
        <chakra.label htmlFor={id} fontWeight="semibold" fontSize="sm" color="fg">
          {field.label}
          {field.required && (
            <chakra.span aria-hidden="true" color="red.700" ms="0.5">
              *
            </chakra.span>
          )}
        </chakra.label>
        {field.hint && (
          <Text id={hintId} fontSize="xs" color="fg.muted">
            {field.hint}
          </Text>
        )}
      </Flex>
      {field.input === "textarea" ? (
        <Textarea {...control} rows={field.rows ?? 5} resize="vertical" />
      ) : (
        <Input {...control} type={field.input ?? "text"} />
      )}
      {/* always present, so screen readers announce a message that appears */}
      <Text
        id={errorId}
        aria-live="polite"
        fontSize="sm"
        color="red.700"
        display="flex"
        gap="1.5"
        alignItems="center"
        minH={showError && invalid ? undefined : "0"}
      >
        {showError && invalid && (
          <>
            <CircleAlert size={16} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }} />
            {error}
          </>
        )}
      </Text>
    </Flex>
  );
}
