/**
 * A Fluent Input that lays what is typed into a mask of the core (core/rules/masks.ts: 9 is a
 * digit, anything else a literal), so an SSN or FEIN always reaches validation in its one shape.
 * No maxLength: a pasted '123 45 6789' is longer than its mask, and the mask already drops extra digits.
 * Inside a Fluent Field it picks up the label, aria-describedby and aria-invalid like any Input.
 */
import { Input, type InputProps } from '@fluentui/react-input';
import { applyMask } from '../../../core/rules/masks';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The pattern, e.g. SSN_MASK '999-99-9999'. */
  readonly mask: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

export function MaskedInput({ mask, value, onValueChange, ...rest }: MaskedInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={mask.replace(/9/g, '#')}
      {...rest}
      value={value}
      onChange={(_, data) => onValueChange(applyMask(mask, data.value))}
    />
  );
}
