/**
 * A single required checkbox (an agreement, an attestation) in a Fluent Field, so its inline
 * message describes it and marks it invalid like any other control.
 */
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { presentProps } from '../fluent/present-props';
import { PORTAL_WORDS } from '../page/private-text';

export interface CheckboxFieldProps {
  readonly id: string;
  /** The checkbox's own label (the Field shows none, so the checkbox is not named twice). */
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The inline message; `undefined` while the box is checked as needed. */
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
}

export function CheckboxField({ id, label, checked, onChange, error, required, hint, className }: CheckboxFieldProps) {
  return (
    <Field {...presentProps({ required, validationMessage: error, hint, className })}>
      <Checkbox
        id={id}
        label={{ children: label, ...PORTAL_WORDS }}
        checked={checked}
        {...presentProps({ required })}
        onChange={(_, data) => onChange(data.checked === true)}
      />
    </Field>
  );
}
