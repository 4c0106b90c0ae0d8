/**
 * A module's components rendered with Fluent (docs/portal.md §Modules "Module config component kinds"): fields
 * (text with placeholder and mask, zipCode, radio, checkbox, select), groups (a disabled group
 * disables its children), lists (rows added and removed unless DISABLE_ADD), and questions
 * (header, supplemental and answer texts, comment). What is shown, required or disabled comes from
 * the core's rules (core/rules/modules.ts); this file only renders and reports what was typed.
 */
import { useId } from 'react';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Select } from '@fluentui/react-select';
import { Textarea } from '@fluentui/react-textarea';
import { PORTAL_WORDS } from '../../components/page/private-text';
import {
  listRowTitle,
  type Component,
  type Field as FieldConfig,
  type List,
  type ModuleData,
  type ModuleValue,
  type Question,
} from '../../../core/model/modules';
import { canAddRows, canRemoveRows, conditionsHold, isRequired, isVisible } from '../../../core/rules/modules';
import { presentProps } from '../../components/fluent/present-props';
import { MaskedInput } from '../../components/forms/MaskedInput';
import { useModulesStyles } from './modules-styles';

/** The id of a field's control (or of its first radio or checkbox) for a data path. */
export const fieldId = (path: string): string => `module-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
/** The id of a list's heading, where focus goes after a row is removed. */
export const listHeadingId = (path: string): string => `${fieldId(path)}-title`;

export interface ModuleFieldsContext {
  /** The whole module's data (conditions read a list row first, then this). */
  readonly root: ModuleData;
  /** Messages by data path. */
  readonly errors: Readonly<Record<string, string>>;
  readonly setValue: (path: string, value: ModuleValue) => void;
  readonly addRow: (path: string, list: List) => void;
  readonly removeRow: (path: string, index: number, list: List) => void;
}

interface Placement {
  readonly scope: ModuleData;
  readonly prefix: string;
  readonly disabled: boolean;
}

export function ModuleFields({ components, ctx }: { components: readonly Component[]; ctx: ModuleFieldsContext }) {
  return <Components components={components} ctx={ctx} at={{ scope: ctx.root, prefix: '', disabled: false }} />;
}

function Components({ components, ctx, at }: { components: readonly Component[]; ctx: ModuleFieldsContext; at: Placement }) {
  return (
    <>
      {components.map((component, i) => (
        <ComponentView key={`${component.kind}-${'key' in component ? component.key : i}-${i}`} component={component} ctx={ctx} at={at} />
      ))}
    </>
  );
}

function ComponentView({ component, ctx, at }: { component: Component; ctx: ModuleFieldsContext; at: Placement }) {
  const styles = useModulesStyles();
  const titleId = useId();
  switch (component.kind) {
    case 'field':
      return <FieldView field={component} ctx={ctx} at={at} />;
    case 'question':
      return <QuestionView question={component} ctx={ctx} at={at} />;
    case 'group': {
      if (component.when && !conditionsHold(component.when, at.scope, ctx.root)) return null;
      const inner = { ...at, disabled: at.disabled || component.disabled === true };
      if (!component.title) return <Components components={component.components} ctx={ctx} at={inner} />;
      return (
        <section className={styles.section} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.sectionTitle} {...PORTAL_WORDS}>
            {component.title}
          </h2>
          <Components components={component.components} ctx={ctx} at={inner} />
        </section>
      );
    }
    case 'list':
      return <ListView list={component} ctx={ctx} at={at} />;
  }
}

function ListView({ list, ctx, at }: { list: List; ctx: ModuleFieldsContext; at: Placement }) {
  const styles = useModulesStyles();
  const path = at.prefix + list.key;
  const value = at.scope[list.key];
  const rows = Array.isArray(value) ? (value as ModuleData[]).filter((r) => typeof r === 'object') : [];
  const headingId = listHeadingId(path);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle} tabIndex={-1} {...PORTAL_WORDS}>
        {list.title}
      </h2>
      {rows.length === 0 && <p className={styles.muted}>No entries yet.</p>}
      {rows.map((row, i) => {
        const rowTitle = listRowTitle(list.title, i);
        const rowTitleId = `${fieldId(`${path}.${i}`)}-title`;
        return (
          <div key={i} className={styles.row} role="group" aria-labelledby={rowTitleId}>
            <h3 id={rowTitleId} className={styles.rowTitle}>
              {rowTitle}
            </h3>
            <Components components={list.components} ctx={ctx} at={{ scope: row, prefix: `${path}.${i}.`, disabled: at.disabled }} />
            {canRemoveRows(list) && !at.disabled && (
              <div className={styles.rowActions}>
                <Button appearance="secondary" aria-label={`Remove ${rowTitle}`} onClick={() => ctx.removeRow(path, i, list)}>
                  Remove
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {canAddRows(list) && !at.disabled && (
        <div className={styles.rowActions}>
          <Button appearance="secondary" onClick={() => ctx.addRow(path, list)}>
            {`Add to ${list.title}`}
          </Button>
        </div>
      )}
    </section>
  );
}

function QuestionView({ question, ctx, at }: { question: Question; ctx: ModuleFieldsContext; at: Placement }) {
  const styles = useModulesStyles();
  const titleId = useId();
  const params = question.params ?? {};
  const body = (
    <>
      {params.supplementalText && <p className={styles.muted}>{params.supplementalText}</p>}
      <FieldView field={question.field} ctx={ctx} at={at} />
      {params.answerText && <p className={styles.text}>{params.answerText}</p>}
      {question.comment && <FieldView field={question.comment} ctx={ctx} at={at} multiline />}
    </>
  );
  if (!params.headerText) return <div className={styles.section}>{body}</div>;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle} {...PORTAL_WORDS}>
        {params.headerText}
      </h2>
      {body}
    </section>
  );
}

const strings = (value: ModuleValue | undefined): string[] =>
  typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function FieldView({ field, ctx, at, multiline }: { field: FieldConfig; ctx: ModuleFieldsContext; at: Placement; multiline?: boolean }) {
  const styles = useModulesStyles();
  const legendId = useId();
  if (!isVisible(field, at.scope, ctx.root)) return null;
  const path = at.prefix + field.key;
  const id = fieldId(path);
  const value = at.scope[field.key];
  const text = typeof value === 'string' ? value : '';
  const disabled = at.disabled || field.disabled === true;
  const required = !disabled && isRequired(field, at.scope, ctx.root);
  const error = ctx.errors[path];
  const set = (v: ModuleValue) => ctx.setValue(path, v);
  const hint = field.help;

  if (field.type === 'radio' || field.type === 'checkbox') {
    const options = field.options ?? [];
    const chosen = strings(value);
    return (
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend id={legendId} className={styles.legend} {...PORTAL_WORDS}>
          {field.title}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </legend>
        <Field required={required} {...presentProps({ validationMessage: error, hint })}>
          {field.type === 'radio' ? (
            <RadioGroup aria-labelledby={legendId} value={text} disabled={disabled} onChange={(_, data) => set(data.value)}>
              {options.map((o, i) => (
                <Radio key={o.value} id={i === 0 ? id : `${id}-${o.value}`} value={o.value} label={o.label} />
              ))}
            </RadioGroup>
          ) : (
            <div role="group" aria-labelledby={legendId}>
              {options.map((o, i) => (
                <Checkbox
                  key={o.value}
                  id={i === 0 ? id : `${id}-${o.value}`}
                  label={o.label}
                  disabled={disabled}
                  checked={chosen.includes(o.value)}
                  onChange={(_, data) => set(data.checked === true ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
                />
              ))}
            </div>
          )}
        </Field>
      </fieldset>
    );
  }

  // The module's own words (its configuration), kept by recordings; the values typed stay masked.
  const label = { children: field.title, htmlFor: id, ...PORTAL_WORDS };
  if (field.type === 'select') {
    return (
      <Field label={label} required={required} {...presentProps({ validationMessage: error, hint })}>
        <Select id={id} value={text} disabled={disabled} onChange={(_, data) => set(data.value)}>
          <option value="">Select…</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  // A sensitive value is shown masked (a password input) and never read back aloud or logged.
  const common = {
    id,
    disabled,
    placeholder: field.placeholder,
    ...(field.sensitive ? { type: 'password' as const, autoComplete: 'off' } : {}),
    ...(field.type === 'zipCode' ? { autoComplete: 'postal-code', maxLength: 10 } : {}),
  };
  return (
    <Field label={label} required={required} {...presentProps({ validationMessage: error, hint })}>
      {multiline ? (
        <Textarea id={id} disabled={disabled} value={text} resize="vertical" onChange={(_, data) => set(data.value)} />
      ) : field.mask ? (
        <MaskedInput {...common} mask={field.mask} value={text} onValueChange={set} />
      ) : (
        <Input {...common} value={text} onChange={(_, data) => set(data.value)} />
      )}
    </Field>
  );
}
