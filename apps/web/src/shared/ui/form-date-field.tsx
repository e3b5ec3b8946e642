import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field';
import { Field } from './field';

/** A form's date (react-hook-form's `name` of `control`) under its label, with its error; it can be cleared. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error: string | null | undefined;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={error}>
          <DateField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            data-testid={testId}
          />
        </Field>
      )}
    />
  );
}
