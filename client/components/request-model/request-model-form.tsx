import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { TFunction } from '#client/app/i18n/i18n.ts';
import type { NeedModelOptionsDto } from '#shared/api/dto.ts';
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
  validateNeedModelStep,
  type NeedModelDraft,
  type NeedModelErrorCode,
  type NeedModelErrors,
  type NeedModelField,
  type NeedModelStep,
} from '#shared/domain/need-model.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { DOCUMENT_LINKS } from '#shared/links.ts';
import { DATA_PATHS, type LoadResult, type RequestModelResult } from '#client/app/data/data-paths.ts';
import { useFetchState } from '#client/hooks/use-fetch-state.ts';
import { identifyContact, trackGoal } from '#client/app/tracking/track.ts';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';
import { TextField } from './text-field.tsx';
import { FormatChecklist, ManufacturerPicker } from './option-pickers.tsx';
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
  origin: 'model' | 'catalogue';
  /** The model the visitor was looking at (model page). */
  modelId?: number;
  /** The catalogue search text that found nothing (catalogue). */
  search?: string;
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

type FormError = { kind: 'rate_limited'; minutes: number } | { kind: 'failed' } | { kind: 'rejected' };

type OptionsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; data: NeedModelOptionsDto };

/** The second step's lists, loaded the first time the step is shown (and again on demand after a failure). */
function useNeedModelOptions(active: boolean): { state: OptionsState; reload: () => void; showPending: boolean } {
  const fetcher = useFetcher<LoadResult<NeedModelOptionsDto>>();
  // Spec §4: the spinner waits FETCH_MIN_DELAY_MS, so cached lists appear without a flash.
  const { showPending } = useFetchState(fetcher);
  const { load } = fetcher;
  const reload = useCallback(() => void load(DATA_PATHS.needModelOptions), [load]);
  const answer = fetcher.data;
  const state: OptionsState =
    fetcher.state !== 'idle' ? { status: 'loading' } : answer === undefined ? { status: 'idle' } : answer.ok ? { status: 'ready', data: answer.data } : { status: 'error' };
  useEffect(() => {
    if (active && state.status === 'idle') reload();
  }, [active, state.status, reload]);
  return { state, reload, showPending };
}

/**
 * Spec §1 'request a model you cannot find': three steps (describe the need;
 * file formats and manufacturers; contact details), checked per step with the
 * rules the server applies again. The draft lives in sessionStorage per origin
 * from the first keystroke until a successful send; it is restored after mount,
 * so the server HTML and the first client render are the same empty form.
 */
export function RequestModelForm({ origin, modelId, search }: RequestModelFormProps): ReactElement {
  const { t } = useTranslation();
  const uid = useId();
  const fieldId = (field: NeedModelField) => `${uid}-${field}`;
  const headingId = `${uid}-step-heading`;
  const titleId = `${uid}-title`;

  const [step, setStep] = useState<NeedModelStep>(1);
  const [draft, setDraft] = useState<NeedModelDraft>(EMPTY_NEED_MODEL_DRAFT);
  const [errors, setErrors] = useState<NeedModelErrors>({});
  const [summary, setSummary] = useState(false);
  const [restored, setRestored] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  // The form goes to the route action; the router keeps its pending state and its answer.
  const sender = useFetcher<RequestModelResult>();
  const sending = sender.state !== 'idle';
  // A second click in the same frame, before the router's pending state renders, must not send twice.
  const inFlight = useRef(false);
  const handled = useRef<RequestModelResult | undefined>(undefined);
  const pendingFocus = useRef<string | null>(null);
  const options = useNeedModelOptions(step === 2 && sent === null);

  // Focus moves only in answer to the visitor (Next, Back, Submit), after the new step has rendered.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  useEffect(() => {
    const stored = readDraft(origin);
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
    void sender.submit(result.value as unknown as SubmitTarget, { method: 'post', action: DATA_PATHS.requestModel, encType: 'application/json' });
  };

  // The action's answer, once per answer.
  useEffect(() => {
    const answer = sender.data;
    if (sender.state !== 'idle' || answer === undefined || handled.current === answer) return;
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
    } else if (answer.status === 429) {
      setFormError({ kind: 'rate_limited', minutes: Math.max(1, Math.ceil((answer.retryAfterS ?? 60) / 60)) });
      pendingFocus.current = `${uid}-form-error`;
    } else {
      setFormError(answer.status === 400 ? { kind: 'rejected' } : { kind: 'failed' });
      pendingFocus.current = `${uid}-form-error`;
    }
    // showErrors reads only stable values; the answer is the trigger.
  }, [sender.state, sender.data]);

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
  const descriptionLength = [...draft.description.trim()].length;

  return (
    <section id="request-model" className="request-model" data-testid="request-model" aria-labelledby={titleId}>
      <div className="request-model__intro">
        <h2 id={titleId} className="section-title request-model__title">
          {t('requestModelIntro.title')}
        </h2>
        <p className="request-model__lead">{t('requestModelIntro.lead')}</p>
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
          <form
            className="request-model__form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('requestModel.formLabel')}
            aria-busy={sending || undefined}
            data-step={step}
          >
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
                  id={fieldId('description')}
                  label={t('requestModel.fields.description.label')}
                  hint={t('requestModel.fields.description.hint')}
                  placeholder={t('requestModel.fields.description.placeholder')}
                  optionalText={optional}
                  multiline
                  rows={5}
                  value={draft.description}
                  error={error('description')}
                  onChange={(value) => update('description', value)}
                  meta={
                    <p className={`request-model__counter${descriptionLength > NEED_MODEL_BOUNDS.description.max ? ' is-over' : ''}`} aria-hidden="true">
                      {t('requestModel.fields.description.counter', { length: descriptionLength, max: NEED_MODEL_BOUNDS.description.max })}
                    </p>
                  }
                />
                <TextField
                  id={fieldId('links')}
                  label={t('requestModel.fields.links.label')}
                  hint={t('requestModel.fields.links.hint')}
                  optional
                  optionalText={optional}
                  multiline
                  rows={2}
                  value={draft.links}
                  error={error('links')}
                  onChange={(value) => update('links', value)}
                />
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
                    <FormatChecklist
                      id={fieldId('files')}
                      legend={t('requestModel.fields.files.legend')}
                      hint={t('requestModel.fields.files.hint')}
                      optionalText={optional}
                      options={options.state.data.files}
                      selected={draft.files}
                      error={error('files')}
                      onChange={(value) => update('files', value)}
                    />
                    <ManufacturerPicker
                      id={fieldId('manufacturers')}
                      legend={t('requestModel.fields.manufacturers.legend')}
                      hint={t('requestModel.fields.manufacturers.hint')}
                      optionalText={optional}
                      options={options.state.data.manufacturers}
                      selected={draft.manufacturers}
                      error={error('manufacturers')}
                      onChange={(value) => update('manufacturers', value)}
                    />
                  </>
                ) : null}
              </div>
            ) : null}

            {step === 3 ? (
              <div className="request-model__fields request-model__fields--grid">
                <TextField
                  id={fieldId('name')}
                  label={t('requestModel.fields.name.label')}
                  hint={t('requestModel.fields.name.hint')}
                  optionalText={optional}
                  autoComplete="name"
                  value={draft.name}
                  error={error('name')}
                  onChange={(value) => update('name', value)}
                />
                <TextField
                  id={fieldId('email')}
                  label={t('requestModel.fields.email.label')}
                  hint={t('requestModel.fields.email.hint')}
                  optionalText={optional}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={draft.email}
                  error={error('email')}
                  onChange={(value) => update('email', value)}
                />
                <TextField
                  id={fieldId('phone')}
                  label={t('requestModel.fields.phone.label')}
                  hint={t('requestModel.fields.phone.hint')}
                  optional
                  optionalText={optional}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={draft.phone}
                  error={error('phone')}
                  onChange={(value) => update('phone', value)}
                  // Spec §5 'country (area) xxx-xx-xx', once the number is complete and valid.
                  onBlur={() => {
                    if (!draft.phone.trim() || checkNeedModelField('phone', draft.phone)) return;
                    const formatted = formatPhone(draft.phone);
                    if (formatted !== draft.phone) update('phone', formatted);
                  }}
                />
                <TextField
                  id={fieldId('company')}
                  label={t('requestModel.fields.company.label')}
                  hint={t('requestModel.fields.company.hint')}
                  optional
                  optionalText={optional}
                  autoComplete="organization"
                  value={draft.company}
                  error={error('company')}
                  onChange={(value) => update('company', value)}
                />
                <div className={`request-model__field request-model__consent${errors.consent ? ' request-model__field--invalid' : ''}`}>
                  <label className="request-model__check request-model__check--consent">
                    <input
                      id={fieldId('consent')}
                      type="checkbox"
                      checked={draft.consent}
                      required
                      aria-invalid={errors.consent ? true : undefined}
                      aria-describedby={errors.consent ? `${fieldId('consent')}-error` : undefined}
                      onChange={(event) => update('consent', event.target.checked)}
                    />
                    <span>
                      {t('requestModel.fields.consent.text')}{' '}
                      <a href={DOCUMENT_LINKS.privacyPolicy} target="_blank" rel="noopener noreferrer">
                        {t('requestModel.fields.consent.link')}
                        <span className="visually-hidden"> {t('externalHint')}</span>
                      </a>
                      <span className="request-model__required" aria-hidden="true">
                        {' '}*
                      </span>
                    </span>
                  </label>
                  {errors.consent ? (
                    <p id={`${fieldId('consent')}-error`} className="request-model__error">
                      {error('consent')}
                    </p>
                  ) : null}
                </div>
              </div>
            ) : null}

            {formError ? (
              <div id={`${uid}-form-error`} className="request-model__alert" role="alert" tabIndex={-1} data-testid="request-model-error">
                <p>
                  {formError.kind === 'rate_limited'
                    ? t('requestModel.formErrors.rateLimited', { count: formError.minutes })
                    : t(`requestModel.formErrors.${formError.kind}`)}
                </p>
                {formError.kind === 'failed' ? (
                  <button type="button" className="button button--secondary" disabled={sending} onClick={submit}>
                    {t('requestModel.actions.retry')}
                  </button>
                ) : null}
              </div>
            ) : null}

            <div className="request-model__actions">
              {step > 1 ? (
                <button type="button" className="button button--secondary button--large" disabled={sending} onClick={() => goTo((step - 1) as NeedModelStep)}>
                  {t('requestModel.actions.back')}
                </button>
              ) : null}
              <button type="submit" className="button button--primary button--large request-model__next" disabled={sending}>
                {sending ? <span className="request-model__spinner request-model__spinner--light" aria-hidden="true" /> : null}
                {step < 3 ? t('requestModel.actions.next') : sending ? t('requestModel.actions.sending') : t('requestModel.actions.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
