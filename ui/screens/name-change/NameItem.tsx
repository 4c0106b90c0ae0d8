/**
 * One name-change entry: the current name, the requested name (a person's four parts, or a
 * company), and a checkbox per jurisdiction with the registry's message beside each one that
 * refused the last request.
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { Name } from '../../../core/model/names';
import type { NameField } from '../../../core/rules/names';
import { NAME_LABELS } from '../../../core/rules/names';
import type { NameFormEvent, NameFormItem, NameFormState } from '../../../core/use-cases/names/name-form';
import { jurisdictionLabel, jurisdictionMessage, nameChangeText, nameText } from '../../../core/use-cases/names/name-page';
import { TextField } from '../../components/forms/FormField';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { PRIVATE_TEXT } from '../../components/page/private-text';

export const fieldId = (index: number, field: NameField) => `name-${index}-${field}`;
export const jurisdictionId = (index: number, code: string) => `name-${index}-jurisdiction-${code}`;
/** The first checkbox of an entry: where the error summary sends the user for "Select at least one jurisdiction". */
export const jurisdictionsId = (index: number, item: NameFormItem | undefined) => jurisdictionId(index, item?.jurisdictions[0]?.jurisdiction ?? '');

const useStyles = makeStyles({
  fieldset: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  legend: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  current: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  currentTerm: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  inner: { margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  innerLegend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface NameItemProps {
  index: number;
  count: number;
  item: NameFormItem;
  state: NameFormState;
  dispatch: (event: NameFormEvent) => void;
}

export function NameItem({ index, count, item, state, dispatch }: NameItemProps) {
  const styles = useStyles();
  const errors = state.nameErrors[index] ?? {};
  const edit = (changes: Partial<Record<NameField, string>>) =>
    dispatch({ type: 'EDIT_NAME', index, requestedName: { ...item.requestedName, ...changes } as Name });
  const requested = item.requestedName;
  const text = (field: NameField, value: string, required: boolean, autoComplete: string) => (
    <TextField
      id={fieldId(index, field)}
      label={NAME_LABELS[field]}
      value={value}
      required={required}
      error={errors[field]}
      onChange={(v) => edit({ [field]: v })}
      input={{ autoComplete }}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{count > 1 ? `Name ${index + 1}` : 'Your name'}</legend>
      <dl className={styles.current}>
        <dt className={styles.currentTerm}>Current name</dt>
        <dd {...PRIVATE_TEXT}>{nameText(item.currentName)}</dd>
      </dl>
      <fieldset className={styles.inner}>
        <legend className={styles.innerLegend}>Requested name</legend>
        {requested.type === 'BUSINESS' ? (
          text('company', requested.company, true, 'organization')
        ) : (
          <>
            {text('first', requested.first, true, 'given-name')}
            {text('middle', requested.middle ?? '', false, 'additional-name')}
            {text('last', requested.last, true, 'family-name')}
            {text('suffix', requested.suffix ?? '', false, 'honorific-suffix')}
          </>
        )}
        <p className={styles.hint}>{nameChangeText(item)}</p>
      </fieldset>
      <fieldset className={styles.inner}>
        <legend className={styles.innerLegend}>Change it in</legend>
        {errors.jurisdictions && (
          <p className={styles.problem} id={`name-${index}-jurisdictions-error`}>
            {errors.jurisdictions}
          </p>
        )}
        {item.jurisdictions.map((j) => {
          const message = jurisdictionMessage(state, j.jurisdiction);
          return (
            <CheckboxField
              key={j.jurisdiction}
              id={jurisdictionId(index, j.jurisdiction)}
              label={jurisdictionLabel(j)}
              checked={j.checked !== false}
              error={message}
              onChange={(checked) => dispatch({ type: 'CHECK_JURISDICTION', index, jurisdiction: j.jurisdiction, checked })}
            />
          );
        })}
      </fieldset>
    </fieldset>
  );
}
