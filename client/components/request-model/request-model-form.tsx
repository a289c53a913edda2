import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { TFunction } from '#client/app/i18n/i18n.ts';
import type { NeedModelOptionsDto, OptionDto } from '#shared/api/dto.ts';
import {
  EMPTY_NEED_MODEL_DRAFT,
  NEED_MODEL_BOUNDS,
  needModelErrorBounds,
  NEED_MODEL_STEP_FIELDS,
  NEED_MODEL_STEPS,
  checkNeedModelField,
  firstInvalidField,
  firstInvalidStep,
  readNeedModelErrors,
  validateNeedModel,
  type NeedModelOrigin,
  validateNeedModelStep,
  type NeedModelDraft,
  type NeedModelErrorCode,
  type NeedModelErrors,
  type NeedModelField,
  type NeedModelStep,
} from '#shared/domain/need-model.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import { DATA_PATHS, type LoadResult } from '#client/app/data/data-paths.ts';
import { useFetchState } from '#client/hooks/use-fetch-state.ts';
import { identifyContact, trackGoal } from '#client/app/tracking/track.ts';
import type { FormFailure } from '#shared/domain/form-result.ts';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';
import { TextField } from '../form/text-field.tsx';
import { ConsentDocumentLink, ConsentField } from '../form/consent-field.tsx';
import { FormFailureMessage } from '../form/form-failure-message.tsx';
import { useFormAnswer } from '../form/use-form-answer.ts';
import { FormatChecklist, ManufacturerPicker } from './option-pickers.tsx';
import { needModelDraftOf, needModelFields } from './request-model-entries.ts';
import type { RequestModelAnswer, RequestModelStep } from './request-model-action.ts';
import { requestModelTexts } from '#shared/i18n/texts/request-model.ts';
// Shown only once this chunk has run, so its styles come with it (decision 0031).
import './request-model-intro.css';
import './fields.css';
import './request-model.css';

/** The analytics goal of a sent model request (spec §7 goals). */
export const REQUEST_MODEL_GOAL = 'request_model';

// The form's own texts come with its (lazy) code (see registerTexts).
registerTexts('requestModel', requestModelTexts);

export interface RequestModelFormProps {
  /** Where the form is shown: the model page or the catalogue's not-found state. */
  origin: NeedModelOrigin;
  /** The model the visitor was looking at (model page). */
  modelId?: number;
  /** The catalogue search text that found nothing (catalogue). */
  search?: string;
  /** False when the page shows the heading and lead already (the model page's slot, for a visitor without JavaScript). */
  intro?: boolean;
}

const STEP_TITLE_KEYS: Record<NeedModelStep, string> = {
  1: 'requestModel.steps.describe',
  2: 'requestModel.steps.formats',
  3: 'requestModel.steps.contacts',
};
/** Narrow screens show the steps side by side, where only a word fits. */
const STEP_SHORT_TITLE_KEYS: Record<NeedModelStep, string> = {
  1: 'requestModel.stepsShort.describe',
  2: 'requestModel.stepsShort.formats',
  3: 'requestModel.stepsShort.contacts',
};

function errorText(t: TFunction, field: NeedModelField, code: NeedModelErrorCode | undefined): string | undefined {
  return code ? t(`requestModel.errors.${field}.${code}`, needModelErrorBounds(field, code)) : undefined;
}

const FIELD_LABEL_KEYS: Record<NeedModelField, string> = {
  description: 'requestModel.fields.description.label',
  links: 'requestModel.fields.links.label',
  files: 'requestModel.fields.files.legend',
  manufacturers: 'requestModel.fields.manufacturers.legend',
  name: 'requestModel.fields.name.label',
  email: 'requestModel.fields.email.label',
  phone: 'requestModel.fields.phone.label',
  company: 'requestModel.fields.company.label',
  consent: 'requestModel.fields.consent.label',
};

/** The fields typed in as text (the others are checkbox lists and the consent). */
type TextFieldName = 'description' | 'links' | 'name' | 'email' | 'phone' | 'company';

type OptionsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; data: NeedModelOptionsDto };

/**
 * The second step's lists, loaded the first time the step is shown (and again on demand after
 * a failure); a post without JavaScript brings them with the step (`posted`).
 */
function useNeedModelOptions(active: boolean, posted: NeedModelOptionsDto | null | undefined): { state: OptionsState; reload: () => void; showPending: boolean } {
  const fetcher = useFetcher<LoadResult<NeedModelOptionsDto>>();
  // Spec §4: the spinner waits FETCH_MIN_DELAY_MS, so cached lists appear without a flash.
  const { showPending } = useFetchState(fetcher);
  const { load } = fetcher;
  const reload = useCallback(() => void load(DATA_PATHS.needModelOptions), [load]);
  const answer = fetcher.data;
  const fetched: OptionsState =
    fetcher.state !== 'idle' ? { status: 'loading' } : answer === undefined ? { status: 'idle' } : answer.ok ? { status: 'ready', data: answer.data } : { status: 'error' };
  const state: OptionsState = fetched.status === 'idle' && posted !== undefined ? (posted ? { status: 'ready', data: posted } : { status: 'error' }) : fetched;
  useEffect(() => {
    if (active && state.status === 'idle') reload();
  }, [active, state.status, reload]);
  return { state, reload, showPending };
}

const isStep = (answer: RequestModelAnswer | undefined): answer is RequestModelStep => answer !== undefined && 'step' in answer;
// `ok === false`, not a falsy `ok`: the page's action also answers its other form (the IDS upload), which has no `ok`.
const failureOf = (answer: RequestModelAnswer | undefined): FormFailure | undefined => (answer !== undefined && !isStep(answer) && answer.ok === false ? answer : undefined);
/** A refused send's answer shown as a message (field errors go to their fields). */
const formErrorOf = (failure: FormFailure | undefined): FormFailure | null =>
  failure && !(failure.status === 400 && firstInvalidStep(readNeedModelErrors(failure.fields))) ? failure : null;

/**
 * Spec §1 'request a model you cannot find': three steps (describe the need;
 * file formats and manufacturers; contact details), checked per step with the
 * rules the server applies again. The draft lives in sessionStorage per origin
 * from the first keystroke until a successful send; it is restored after mount,
 * so the server HTML and the first client render are the same form.
 * It posts to the page's action (request-model-action.ts): whole, by a fetcher; or,
 * without JavaScript (the page renders it for that case), step by step, each post
 * answered with the next step and what was typed (docs/decisions/0029).
 */
export function RequestModelForm({ origin, modelId, search, intro = true }: RequestModelFormProps): ReactElement {
  const { t } = useTranslation();
  const uid = useId();
  const fieldId = (field: NeedModelField) => `${uid}-${field}`;
  const headingId = `${uid}-step-heading`;
  const titleId = `${uid}-title`;

  // The form goes to the route action; the router keeps its pending state and its answer.
  const sender = useFetcher<RequestModelAnswer>();
  const answer = useFormAnswer(sender);
  // What the page shows right after a post: the step it answered with, or the refused send's fields.
  const [step, setStep] = useState<NeedModelStep>(() => (isStep(answer) ? answer.step : failureOf(answer) ? (firstInvalidStep(readNeedModelErrors(failureOf(answer)?.fields)) ?? 3) : 1));
  const [draft, setDraft] = useState<NeedModelDraft>(() => {
    const entries = isStep(answer) ? answer.entries : failureOf(answer)?.entries;
    return entries ? needModelDraftOf(entries) : EMPTY_NEED_MODEL_DRAFT;
  });
  const [errors, setErrors] = useState<NeedModelErrors>(() => (isStep(answer) ? (answer.fields ?? {}) : readNeedModelErrors(failureOf(answer)?.fields)));
  const [summary, setSummary] = useState(() => Object.keys(errors).length > 0);
  const [restored, setRestored] = useState(false);
  const [formError, setFormError] = useState<FormFailure | null>(() => formErrorOf(failureOf(answer)));
  const [sent, setSent] = useState<{ id: number; email: string } | null>(() => (answer && !isStep(answer) && answer.ok ? { id: answer.id, email: answer.email } : null));
  const sending = sender.state !== 'idle';
  // A second click in the same frame, before the router's pending state renders, must not send twice.
  const inFlight = useRef(false);
  // The answer the page came with is already shown: only the fetcher's later ones are handled below.
  const handled = useRef<RequestModelAnswer | undefined>(answer);
  const pendingFocus = useRef<string | null>(null);
  const options = useNeedModelOptions(step === 2 && sent === null, isStep(answer) ? answer.options : undefined);
  const context = { origin, modelId, search };

  // Focus moves only in answer to the visitor (Next, Back, Submit), after the new step has rendered.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  useEffect(() => {
    // What a post brought back is newer than any stored draft.
    const stored = handled.current === undefined ? readDraft(origin) : null;
    if (stored) {
      setDraft(stored.draft);
      setStep(stored.step);
    }
    setRestored(true);
  }, [origin]);

  useEffect(() => {
    if (restored && sent === null) writeDraft(origin, { step, draft });
  }, [restored, sent, origin, step, draft]);

  const update = <K extends NeedModelField>(field: K, value: NeedModelDraft[K]) => {
    setDraft({ ...draft, [field]: value });
    // A field shown as wrong is re-checked as the visitor fixes it; a fresh one is left alone until Next.
    const shown = errors[field];
    if (!shown) return;
    const code = checkNeedModelField(field, value);
    if (code === shown) return;
    const updated = { ...errors };
    if (code) updated[field] = code;
    else delete updated[field];
    setErrors(updated);
  };

  const showErrors = (found: NeedModelErrors) => {
    setErrors(found);
    setSummary(true);
    const first = firstInvalidField(found);
    if (first) pendingFocus.current = fieldId(first);
  };

  const goTo = (target: NeedModelStep) => {
    setStep(target);
    setErrors({});
    setSummary(false);
    pendingFocus.current = headingId;
  };

  const next = () => {
    const result = validateNeedModelStep(step, draft);
    if (!result.ok) return showErrors(result.errors);
    if (step < 3) goTo((step + 1) as NeedModelStep);
  };

  const submit = () => {
    if (inFlight.current || sending) return;
    const result = validateNeedModel({ ...draft, origin, ...(modelId !== undefined ? { modelId } : {}), ...(search ? { search } : {}) });
    if (!result.ok) {
      setStep(firstInvalidStep(result.errors) ?? 3);
      return showErrors(result.errors);
    }
    inFlight.current = true;
    setFormError(null);
    // The form as typed; the action and the services read and check it as they would a post without JavaScript.
    const data = new FormData();
    for (const [name, value] of needModelFields(draft, context)) data.append(name, value);
    data.set('intent', 'send');
    void sender.submit(data, { method: 'post' });
  };

  // The fetcher's answer, once per answer.
  useEffect(() => {
    if (answer === undefined || handled.current === answer || isStep(answer)) return;
    handled.current = answer;
    inFlight.current = false;
    if (answer.ok) {
      trackGoal(REQUEST_MODEL_GOAL);
      identifyContact({ name: draft.name, email: answer.email, phone: draft.phone });
      clearDraft(origin);
      setSent({ id: answer.id, email: answer.email });
      setDraft(EMPTY_NEED_MODEL_DRAFT);
      setStep(1);
      setErrors({});
      setSummary(false);
      pendingFocus.current = `${uid}-success`;
      return;
    }
    const fromServer = answer.status === 400 ? readNeedModelErrors(answer.fields) : {};
    const invalidStep = firstInvalidStep(fromServer);
    if (invalidStep) {
      setStep(invalidStep);
      showErrors(fromServer);
    } else {
      setFormError(answer);
      pendingFocus.current = `${uid}-form-error`;
    }
    // showErrors reads only stable values; the answer is the trigger.
  }, [answer]);

  // With JavaScript the steps change here and the fetcher sends; the buttons' own posts are for a page without it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < 3) next();
    else submit();
  };

  const startAgain = () => {
    setSent(null);
    setFormError(null);
    pendingFocus.current = fieldId('description');
  };

  const error = (field: NeedModelField) => errorText(t, field, errors[field]);
  const stepErrors = NEED_MODEL_STEP_FIELDS[step].filter((field) => errors[field]);
  const optional = t('requestModel.optional');
  /** What every text field is given: its id and name, label and hint, value, error and change. */
  const textField = (field: TextFieldName) => ({
    id: fieldId(field),
    name: field,
    label: t(`requestModel.fields.${field}.label`),
    hint: t(`requestModel.fields.${field}.hint`),
    optionalText: optional,
    value: draft[field],
    error: error(field),
    onChange: (value: string) => update(field, value),
  });
  /** The same for a checkbox list, whose heading is a legend. */
  const listField = (field: 'files' | 'manufacturers', choices: readonly OptionDto[]) => ({
    id: fieldId(field),
    name: field,
    legend: t(`requestModel.fields.${field}.legend`),
    hint: t(`requestModel.fields.${field}.hint`),
    optionalText: optional,
    options: choices,
    selected: draft[field],
    error: error(field),
    onChange: (value: string[]) => update(field, value),
  });
  const descriptionLength = [...draft.description.trim()].length;

  // A post without JavaScript carries every field: those of the other steps go along hidden.
  const shownFields = new Set<string>(step !== 2 || options.state.status === 'ready' ? NEED_MODEL_STEP_FIELDS[step] : []);
  const carried = needModelFields(draft, context).filter(([name]) => !shownFields.has(name));

  // Without its intro the form sits inside the page's own request section (the slot's <noscript>):
  // a second landmark of the same name would be a duplicate, so it is a plain block.
  const Wrapper = intro ? 'section' : 'div';
  return (
    <Wrapper
      id={intro ? 'request-model' : undefined}
      className="request-model"
      data-testid={intro ? 'request-model' : 'request-model-form'}
      aria-labelledby={intro ? titleId : undefined}
    >
      <div className="request-model__intro">
        {intro ? (
          <>
            <h2 id={titleId} className="section-title request-model__title">
              {t('requestModelIntro.title')}
            </h2>
            <p className="request-model__lead">{t('requestModelIntro.lead')}</p>
          </>
        ) : null}
        {origin === 'model' && modelId !== undefined ? <p className="request-model__context">{t('requestModel.contextModel')}</p> : null}
        {origin === 'catalogue' && search ? <p className="request-model__context">{t('requestModel.contextSearch', { search })}</p> : null}
        {sent === null ? (
          <ol className="request-model__steps" aria-label={t('requestModel.stepsLabel')}>
            {NEED_MODEL_STEPS.map((n) => (
              <li
                key={n}
                className={`request-model__step${n === step ? ' is-current' : ''}${n < step ? ' is-done' : ''}`}
                aria-current={n === step ? 'step' : undefined}
              >
                <span className="request-model__step-number" aria-hidden="true">
                  {n < step ? '✓' : n}
                </span>
                <span className="request-model__step-title">
                  <span className="request-model__step-title-short">{t(STEP_SHORT_TITLE_KEYS[n])}</span>
                  <span className="request-model__step-title-full">{t(STEP_TITLE_KEYS[n])}</span>
                  {n < step ? <span className="visually-hidden"> {t('requestModel.stepDone')}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>

      <div className="panel request-model__panel">
        {sent !== null ? (
          <div className="request-model__success" data-testid="request-model-success" role="status">
            <span className="request-model__success-mark" aria-hidden="true">
              ✓
            </span>
            <h3 id={`${uid}-success`} className="request-model__success-title" tabIndex={-1}>
              {t('requestModel.success.title')}
            </h3>
            <p>{t('requestModel.success.text', { id: sent.id })}</p>
            <p className="request-model__success-next">{t('requestModel.success.next', { email: sent.email })}</p>
            <button type="button" className="button button--secondary" onClick={startAgain}>
              {t('requestModel.actions.another')}
            </button>
          </div>
        ) : (
          <sender.Form
            method="post"
            className="request-model__form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('requestModel.formLabel')}
            aria-busy={sending || undefined}
            data-step={step}
          >
            {step > 1 ? (
              // Enter in a field moves on, as with JavaScript: the first submit button is the form's default.
              <button type="submit" name="intent" value="next" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
            ) : null}
            <input type="hidden" name="step" value={step} />
            {carried.map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
            <h3 id={headingId} className="request-model__step-heading" tabIndex={-1}>
              <span className="request-model__step-of">{t('requestModel.stepOf', { step, total: NEED_MODEL_STEPS.length })}</span>
              {t(STEP_TITLE_KEYS[step])}
            </h3>
            {step !== 2 ? (
              <p className="request-model__required-note">
                <span className="request-model__required" aria-hidden="true">
                  *
                </span>{' '}
                — {t('requestModel.required')}
              </p>
            ) : null}

            {summary && stepErrors.length > 0 ? (
              <div className="request-model__summary" role="alert" data-testid="request-model-summary">
                <p className="request-model__summary-title">{t('requestModel.summary.title', { count: stepErrors.length })}</p>
                <ul>
                  {stepErrors.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${fieldId(field)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(fieldId(field))?.focus();
                        }}
                      >
                        {t(FIELD_LABEL_KEYS[field])}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            {step === 1 ? (
              <div className="request-model__fields">
                <TextField
                  {...textField('description')}
                  placeholder={t('requestModel.fields.description.placeholder')}
                  multiline
                  rows={5}
                  meta={
                    <p className={`request-model__counter${descriptionLength > NEED_MODEL_BOUNDS.description.max ? ' is-over' : ''}`} aria-hidden="true">
                      {t('requestModel.fields.description.counter', { length: descriptionLength, max: NEED_MODEL_BOUNDS.description.max })}
                    </p>
                  }
                />
                <TextField {...textField('links')} optional multiline rows={2} />
              </div>
            ) : null}

            {step === 2 ? (
              <div className="request-model__fields">
                {(options.state.status === 'loading' || options.state.status === 'idle') && options.showPending ? (
                  <p className="request-model__loading" role="status">
                    <span className="request-model__spinner" aria-hidden="true" />
                    {t('requestModel.options.loading')}
                  </p>
                ) : null}
                {options.state.status === 'error' ? (
                  <div className="request-model__notice" role="alert">
                    <p>{t('requestModel.options.failed')}</p>
                    <button type="button" className="button button--secondary" onClick={options.reload}>
                      {t('requestModel.options.retry')}
                    </button>
                  </div>
                ) : null}
                {options.state.status === 'ready' ? (
                  <>
                    <FormatChecklist {...listField('files', options.state.data.files)} />
                    <ManufacturerPicker {...listField('manufacturers', options.state.data.manufacturers)} />
                  </>
                ) : null}
              </div>
            ) : null}

            {step === 3 ? (
              <div className="request-model__fields request-model__fields--grid">
                <TextField {...textField('name')} autoComplete="name" />
                <TextField {...textField('email')} type="email" inputMode="email" autoComplete="email" />
                <TextField
                  {...textField('phone')}
                  optional
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  // Spec §5 'country (area) xxx-xx-xx', once the number is complete and valid.
                  onBlur={() => {
                    if (!draft.phone.trim() || checkNeedModelField('phone', draft.phone)) return;
                    const formatted = formatPhone(draft.phone);
                    if (formatted !== draft.phone) update('phone', formatted);
                  }}
                />
                <TextField {...textField('company')} optional autoComplete="organization" />
                <ConsentField id={fieldId('consent')} name="consent" block="request-model" checked={draft.consent} error={error('consent')} onChange={(checked) => update('consent', checked)}>
                  {t('requestModel.fields.consent.text')}{' '}
                  <ConsentDocumentLink href={DOCUMENT_LINKS.privacyPolicy}>{t('requestModel.fields.consent.link')}</ConsentDocumentLink>
                </ConsentField>
              </div>
            ) : null}

            {formError ? (
              <FormFailureMessage
                id={`${uid}-form-error`}
                className="request-model__alert"
                testId="request-model-error"
                failure={formError}
                failed={formError.status === 400 ? t('requestModel.formErrors.rejected') : t('requestModel.formErrors.failed')}
              >
                {formError.status !== 400 && formError.status !== 429 ? (
                  <button type="button" className="button button--secondary" disabled={sending} onClick={submit}>
                    {t('requestModel.actions.retry')}
                  </button>
                ) : null}
              </FormFailureMessage>
            ) : null}

            <div className="request-model__actions">
              {step > 1 ? (
                <button
                  type="submit"
                  name="intent"
                  value="back"
                  formNoValidate
                  className="button button--secondary button--large"
                  disabled={sending}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo((step - 1) as NeedModelStep);
                  }}
                >
                  {t('requestModel.actions.back')}
                </button>
              ) : null}
              <button type="submit" name="intent" value={step < 3 ? 'next' : 'send'} className="button button--primary button--large request-model__next" disabled={sending}>
                {sending ? <span className="request-model__spinner request-model__spinner--light" aria-hidden="true" /> : null}
                {step < 3 ? t('requestModel.actions.next') : sending ? t('requestModel.actions.sending') : t('requestModel.actions.submit')}
              </button>
            </div>
          </sender.Form>
        )}
      </div>
    </Wrapper>
  );
}
