/**
 * A single required checkbox (an agreement, an attestation) in a Fluent Field, so its inline
 * message describes it and marks it invalid like any other control.
 */
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';

export interface CheckboxFieldProps {
  readonly id: string;
  /** The checkbox's own label (the Field shows none, so the checkbox is not named twice). */
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly className?: string;
}

export function CheckboxField({ id, label, checked, onChange, error, required, hint, className }: CheckboxFieldProps) {
  return (
    <Field required={required} validationMessage={error} hint={hint} className={className}>
      <Checkbox id={id} label={label} checked={checked} required={required} onChange={(_, data) => onChange(data.checked === true)} />
    </Field>
  );
}
