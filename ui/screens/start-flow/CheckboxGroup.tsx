/**
 * A question answered with one or more choices: a fieldset whose legend names the group, a Fluent
 * checkbox per option (each with an optional hint), and the group's inline message. The first
 * checkbox carries `id`, so an error summary link lands on the group.
 */
import { useId } from 'react';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { presentProps } from '../../components/fluent/present-props';
import { useStartFlowStyles } from './start-flow-styles';

export interface CheckboxOption {
  readonly value: string;
  readonly label: string;
  readonly hint?: string | undefined;
  /** Messages about this option (the registry's, for a line of authority). */
  readonly error?: string | undefined;
}

export interface CheckboxGroupProps {
  readonly id: string;
  readonly legend: string;
  readonly options: readonly CheckboxOption[];
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

export const checkboxId = (groupId: string, value: string, index: number): string => (index === 0 ? groupId : `${groupId}-${value}`);

export function CheckboxGroup({ id, legend, options, values, onChange, error, hint }: CheckboxGroupProps) {
  const styles = useStartFlowStyles();
  const hintId = useId();
  const errorId = useId();
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.note}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.groupError}>
          {error}
        </p>
      )}
      {options.map((o, i) => (
        <Field key={o.value} {...presentProps({ hint: o.hint, validationMessage: o.error })}>
          <Checkbox
            id={checkboxId(id, o.value, i)}
            label={o.label}
            checked={values.includes(o.value)}
            onChange={(_, data) => toggle(o.value, data.checked === true)}
          />
        </Field>
      ))}
    </fieldset>
  );
}
