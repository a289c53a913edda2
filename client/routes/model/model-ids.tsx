import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS, type ModelIfcFetch } from '#client/app/data/data-paths.ts';
import { useFormAnswer } from '#client/components/form/use-form-answer.ts';
import type { IdsCheckDto, IdsOfferedListDto } from '#shared/api/dto.ts';
import { IDS_QUERY } from './model-ifc-load.ts';
import { IDS_UPLOAD_INTENT, isIdsUploadAnswer, type IdsUploadAnswer } from './model-action.ts';

/** Where the chosen offered IDS is kept: it applies on every model page of this browser. */
export const IDS_CHOICE_STORAGE_KEY = 'bim.idsChoice';

function recall(): string | null {
  try {
    return window.localStorage.getItem(IDS_CHOICE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): void {
  try {
    window.localStorage.setItem(IDS_CHOICE_STORAGE_KEY, id);
  } catch {
    // Private mode or a full quota: the choice is simply not remembered.
  }
}

/** One check's result: the summary, then each specification with its failures. */
function IdsResult({ check }: { check: IdsCheckDto }): ReactElement {
  const { t } = useTranslation();
  if (check.state !== 'checked') {
    return (
      <p className="model-ids__message" data-testid="ids-result" data-state={check.state}>
        {t('modelIfc.idsNotChecked', { state: t(`modelIfc.idsState_${check.state}`) })}
      </p>
    );
  }
  return (
    <div className="model-ids__result" data-testid="ids-result" data-state="checked" data-ids={check.ids.id ?? ''}>
      <p className="model-ids__summary">
        <strong>{t('modelIfc.idsResultTitle', { title: check.ids.title })}</strong>: {t('modelIfc.idsSummary', check.summary)}
      </p>
      <ul className="model-ids__specs">
        {check.specifications.map((spec, index) => (
          <li key={`${index}:${spec.name}`} className="model-ids__spec" data-testid="ids-spec" data-status={spec.status}>
            <div className="model-ids__spec-head">
              <span className="model-ids__badge" data-status={spec.status}>
                {t(`modelIfc.status_${spec.status}`)}
              </span>
              <span className="model-ids__spec-name">{spec.name}</span>
            </div>
            {spec.description ? <p className="model-ids__spec-text">{spec.description}</p> : null}
            {spec.applicable > 0 ? <p className="model-ids__spec-text">{t('modelIfc.idsApplicable', { applicable: spec.applicable, passed: spec.passed })}</p> : null}
            {spec.note ? <p className="model-ids__spec-text">{spec.note}</p> : null}
            {spec.failures.length > 0 ? (
              <ul className="model-ids__failures">
                {spec.failures.map((failure, at) => (
                  <li key={at} data-testid="ids-failure">
                    <span>{failure.requirement}</span>{' '}
                    <span className="model-ids__found">— {failure.found === null ? t('modelIfc.idsFoundNothing') : t('modelIfc.idsFound', { found: failure.found })}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {check.unsupported.length > 0 ? (
        <details className="model-ifc__details">
          <summary>{t('modelIfc.idsUnsupported', { count: check.unsupported.length })}</summary>
          <ul className="model-ids__unsupported">
            {check.unsupported.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function uploadError(answer: Extract<IdsUploadAnswer, { error: string }>, t: ReturnType<typeof useTranslation>['t']): string {
  if (answer.error === 'no_file') return t('modelIfc.idsNoFile');
  if (answer.error === 'too_large') return t('modelIfc.idsTooLarge');
  if (answer.error === 'refused' && answer.message) return t('modelIfc.idsFailed', { message: answer.message });
  return t('modelIfc.idsFailedGeneric');
}

/**
 * Issue 24 §3: the model checked against an IDS. A portal IDS is picked with a plain GET
 * form (?ids=; the page's loader checks it on the server, so it works without JavaScript);
 * with JavaScript the pick loads through a fetcher and is remembered in localStorage, and
 * every model page checks the remembered one as it opens. An own .ids file is posted to the
 * page's action (without JavaScript too, within the page post's body limit).
 */
export function ModelIds({ modelId, offered, serverCheck }: { modelId: number; offered: IdsOfferedListDto['items']; serverCheck: IdsCheckDto | null }): ReactElement {
  const { t } = useTranslation();
  const uid = useId();
  const pick = useFetcher<ModelIfcFetch>();
  const upload = useFetcher<IdsUploadAnswer>();
  const answer = useFormAnswer(upload);
  const uploaded = isIdsUploadAnswer(answer) ? answer : undefined;
  const [chosen, setChosen] = useState(serverCheck?.ids.id ?? '');
  // Which of the two answers the visitor asked for last.
  const [latest, setLatest] = useState<'pick' | 'upload'>(uploaded ? 'upload' : 'pick');

  const load = (id: string) => {
    setChosen(id);
    setLatest('pick');
    pick.load(DATA_PATHS.modelIfc(modelId, `${IDS_QUERY}=${encodeURIComponent(id)}`));
  };

  useEffect(() => {
    // A check the address asked for is the visitor's latest choice; else the remembered one applies here too.
    if (serverCheck?.ids.id) return remember(serverCheck.ids.id);
    const stored = recall();
    if (stored && offered.some((item) => item.id === stored)) load(stored);
    // Once per model: the part is keyed by the model.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPick = (event: FormEvent<HTMLFormElement>) => {
    const id = new FormData(event.currentTarget).get(IDS_QUERY);
    if (typeof id !== 'string' || id === '') return;
    event.preventDefault();
    remember(id);
    load(id);
  };

  const picked = pick.data?.check;
  const busy = (latest === 'pick' ? pick.state : upload.state) !== 'idle';
  let result: ReactElement | null = null;
  if (latest === 'upload' && uploaded) {
    result = 'check' in uploaded ? <IdsResult check={uploaded.check} /> : <p className="model-ids__message model-ids__message--error" data-testid="ids-error" role="alert">{uploadError(uploaded, t)}</p>;
  } else if (picked) {
    result = picked.ok ? <IdsResult check={picked.data} /> : <p className="model-ids__message model-ids__message--error" data-testid="ids-error" role="alert">{t('modelIfc.idsFailedGeneric')}</p>;
  } else if (serverCheck) {
    result = <IdsResult check={serverCheck} />;
  }

  return (
    <div className="model-ids" id="model-ids" data-testid="model-ids">
      <h3 className="model-ifc__subtitle">{t('modelIfc.idsTitle')}</h3>
      <p className="model-ifc__note">{t('modelIfc.idsLead')}</p>
      <div className="model-ids__forms">
        {offered.length > 0 ? (
          <form method="get" action="#model-ids" className="model-ids__form" onSubmit={onPick} data-testid="ids-picker">
            <label htmlFor={`${uid}-pick`} className="model-ids__label">
              {t('modelIfc.idsPick')}
            </label>
            <div className="model-ids__row">
              <select id={`${uid}-pick`} name={IDS_QUERY} className="model-ids__select" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{t('modelIfc.idsChoose')}</option>
                {offered.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--secondary">
                {t('modelIfc.idsCheck')}
              </button>
            </div>
            <p className="model-ids__hint">{t('modelIfc.idsRemembered')}</p>
          </form>
        ) : null}
        <upload.Form method="post" encType="multipart/form-data" className="model-ids__form" onSubmit={() => setLatest('upload')} data-testid="ids-upload">
          <input type="hidden" name="intent" value={IDS_UPLOAD_INTENT} />
          <label htmlFor={`${uid}-file`} className="model-ids__label">
            {t('modelIfc.idsUpload')}
          </label>
          <div className="model-ids__row">
            <input id={`${uid}-file`} type="file" name="ids" accept=".ids,.xml,application/xml,text/xml" className="model-ids__file" required />
            <button type="submit" className="button button--secondary">
              {t('modelIfc.idsUploadButton')}
            </button>
          </div>
        </upload.Form>
      </div>
      <div aria-live="polite" className="model-ids__output">
        {busy ? (
          <p className="model-ids__message" role="status">
            {t('modelIfc.idsChecking')}
          </p>
        ) : (
          result
        )}
      </div>
    </div>
  );
}
