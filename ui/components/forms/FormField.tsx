/**
 * Labeled form controls on Fluent's Field: the label is tied to the control by id (so an error
 * summary can link to the control), required is marked, and the inline validation message is the
 * control's aria-describedby and sets aria-invalid (Field does both).
 */
import { Field } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { presentProps } from '../fluent/present-props';
import { MaskedInput } from './MaskedInput';
import { PORTAL_WORDS } from '../page/private-text';

interface FieldBaseProps {
  /** The control's id: the label's `for` and the error summary's link target. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The inline message; `undefined` while the value is valid. */
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
}

export interface TextFieldProps extends FieldBaseProps {
  /** A mask of core/rules/masks.ts; the value is kept in the mask's shape. */
  readonly mask?: string | undefined;
  readonly input?: Omit<InputProps, 'id' | 'value' | 'defaultValue' | 'onChange'> | undefined;
}

export function TextField({ id, label, value, onChange, error, required, hint, className, mask, input }: TextFieldProps) {
  return (
    <Field label={{ children: label, htmlFor: id, ...PORTAL_WORDS }} {...presentProps({ required, validationMessage: error, hint, className })}>
      {mask ? (
        <MaskedInput id={id} mask={mask} value={value} onValueChange={onChange} {...input} />
      ) : (
        <Input id={id} value={value} onChange={(_, data) => onChange(data.value)} {...input} />
      )}
    </Field>
  );
}

export interface SelectFieldProps extends FieldBaseProps {
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** The text of the empty first option, which stands for "nothing chosen yet". */
  readonly placeholder?: string | undefined;
}

export function SelectField({ id, label, value, onChange, error, required, hint, className, options, placeholder = 'Select…' }: SelectFieldProps) {
  return (
    <Field label={{ children: label, htmlFor: id, ...PORTAL_WORDS }} {...presentProps({ required, validationMessage: error, hint, className })}>
      <Select id={id} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
