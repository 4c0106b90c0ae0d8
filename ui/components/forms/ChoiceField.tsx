/**
 * A required choice among a few options: a fieldset whose legend names the group (read out
 * before each option), Fluent radios, and Fluent Field's inline message tied to the group.
 * The first radio carries `id`, so an error summary link lands on the group.
 */
import { useId } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { PORTAL_WORDS } from '../page/private-text';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { presentProps } from '../fluent/present-props';

export interface ChoiceOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface ChoiceFieldProps<V extends string> {
  readonly id: string;
  readonly legend: string;
  readonly options: ReadonlyArray<ChoiceOption<V>>;
  readonly value: V | '';
  readonly onChange: (value: V) => void;
  /** The inline message; `undefined` while a choice is made as needed. */
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  readonly className?: string | undefined;
}

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
});

export const radioId = (groupId: string, value: string, index: number): string => (index === 0 ? groupId : `${groupId}-${value}`);

export function ChoiceField<V extends string>({ id, legend, options, value, onChange, error, required, className }: ChoiceFieldProps<V>) {
  const styles = useStyles();
  const legendId = useId();
  return (
    <fieldset className={`${styles.fieldset} ${className ?? ''}`}>
      <legend id={legendId} className={styles.legend} {...PORTAL_WORDS}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <Field {...presentProps({ required, validationMessage: error })}>
        <RadioGroup aria-labelledby={legendId} value={value} onChange={(_, data) => onChange(data.value as V)}>
          {options.map((o, i) => (
            <Radio key={o.value} id={radioId(id, o.value, i)} value={o.value} label={o.label} />
          ))}
        </RadioGroup>
      </Field>
    </fieldset>
  );
}
