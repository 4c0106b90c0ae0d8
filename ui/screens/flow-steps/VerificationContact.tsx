/**
 * Verification contact: one question, how the registry may reach the licensee about this flow.
 * The submitter's email and phone are the first choice; another email and phone number,
 * prefilled from the submitter's, the second. Continue keeps the choice for this session
 * (core/use-cases/journey/records.ts) and leads to the next step; the words and the check are the
 * core's (core/use-cases/flow-steps/verification-contact.ts).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import type { FlowScreenType } from '../../../core/model/constants';
import { PHONE_MASK } from '../../../core/rules/masks';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { PHONE_HINT } from '../../../core/use-cases/submitter/use-case';
import { TYPE_NOUNS } from '../../../core/use-cases/flow-steps/steps';
import {
  CONTACT_FIELD_IDS,
  CONTACT_LABELS,
  contactChoices,
  contactFormOf,
  contactQuestion,
  contactQuestionLead,
  type ContactForm,
  type ContactUse,
} from '../../../core/use-cases/flow-steps/verification-contact';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { chooseVerificationContact } from '../../../core/use-cases/journey/kept-steps';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { ErrorSummary } from '../../components/forms/ErrorSummary';
import { TextField, type TextFieldProps } from '../../components/forms/FormField';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { journeyQueries } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';
import { useJourney } from './useJourney';

type Problems = ReadonlyArray<{ readonly fieldId: string; readonly message: string }>;

export default function VerificationContact({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const store = useService(TOKENS.SessionStore);
  const navigate = useNavigate();
  const submitter = submitterDefaults(useSuspenseQuery({ ...journeyQueries(api, type, flowId).submitter, staleTime: Infinity }).data);
  const next = useJourney(type, 'verification-contact').nextPath;
  const noun = TYPE_NOUNS[type];
  const [form, setForm] = useState<ContactForm>(() => contactFormOf(journeyRecords(store).get(flowId).contact, submitter));
  const [problems, setProblems] = useState<Problems>([]);
  const [attempt, setAttempt] = useState(0);
  const errorOf = (id: string) => problems.find((p) => p.fieldId === id)?.message;
  const edit = (field: 'email' | 'phone') => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((list) => list.filter((p) => p.fieldId !== CONTACT_FIELD_IDS[field]));
  };

  const field = (name: 'email' | 'phone', extra: Pick<TextFieldProps, 'hint' | 'mask' | 'className' | 'input'>) => (
    <TextField
      id={CONTACT_FIELD_IDS[name]}
      label={CONTACT_LABELS[name]}
      value={form[name]}
      onChange={edit(name)}
      error={errorOf(CONTACT_FIELD_IDS[name])}
      required
      {...extra}
    />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = chooseVerificationContact(store, flowId, form);
    if ('errors' in checked) {
      setAttempt((n) => n + 1);
      setProblems(checked.errors);
      return;
    }
    if (next) void navigate(next);
  };

  return (
    <FlowStepPage type={type} step="verification-contact" hasErrors={problems.length > 0}>
      <ErrorSummary items={problems} attempt={attempt} />
      <p className={styles.lead}>{contactQuestionLead(noun)}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ChoiceField<ContactUse>
          id={CONTACT_FIELD_IDS.use}
          legend={contactQuestion(noun)}
          options={contactChoices(submitter)}
          value={form.use}
          onChange={(use) => {
            setForm((f) => ({ ...f, use }));
            setProblems([]);
          }}
          required
        />
        {form.use === 'other' && (
          <div className={styles.fieldset}>
            {field('email', { input: { autoComplete: 'email', type: 'email' } })}
            {field('phone', { hint: PHONE_HINT, mask: PHONE_MASK, className: styles.short, input: { autoComplete: 'tel-national' } })}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">
            Continue
          </Button>
        </div>
      </form>
    </FlowStepPage>
  );
}
