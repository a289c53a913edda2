import { useEffect, useId, useRef, type ReactElement } from 'react';
import { Form, Link, redirect, useActionData, useLocation, useNavigation, type ActionFunctionArgs } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { PageIntro } from '#client/components/page-intro.tsx';
import { ConsentDocumentLink, ConsentField } from '#client/components/form/consent-field.tsx';
import { useSessionUser } from '#client/app/data/use-root-data.ts';
import { formFailure, isTicked, readFormEntries, textOf, type FormFailure } from '#shared/domain/form-result.ts';
import { DOCUMENT_LINKS, loginHref } from '#shared/links.ts';
import { checkRegistration, REGISTRATION_ERROR_CODES, REGISTRATION_FIELDS, registrationReturnPath, type RegistrationErrors } from '#shared/domain/registration-form.ts';
import { RETURN_QUERY } from '#shared/domain/registration.ts';
import { validateTexts } from '#shared/i18n/texts/validate.ts';

registerTexts('validate', validateTexts);

/** Sign-up's answer when it did not go through (done, it redirects): the fields to fix, or a failure, with what was typed. */
export type ValidateActionResult = FormFailure;

/** Keeps only the known field codes of a server 400 (anything else is a plain failure). */
function fieldsOf(error: unknown): RegistrationErrors | null {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const known: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const code = (fields as Record<string, unknown>)[field];
    if ((REGISTRATION_ERROR_CODES as readonly unknown[]).includes(code)) known[field] = code as RegistrationErrors[typeof field];
  }
  return Object.keys(known).length > 0 ? known : null;
}

/**
 * Completes sign-up (spec §4 §5), from the router's form or posted without JavaScript
 * (docs/decisions/0029). The shared rule checks the form here and again on the server;
 * success goes back to the page the gate stopped (a 303; the root loader revalidates, so
 * the session shows the user as registered).
 */
export async function action(args: ActionFunctionArgs): Promise<ValidateActionResult> {
  const url = new URL(args.request.url);
  const entries = await readFormEntries(args.request);
  const checked = checkRegistration({ firstName: textOf(entries, 'firstName'), lastName: textOf(entries, 'lastName'), privacyConsent: isTicked(entries, 'privacyConsent'), mailing: isTicked(entries, 'mailing') });
  if (!checked.ok) return { ok: false, status: 400, fields: checked.errors, entries };
  try {
    await args.context.get(loaderEnv).api.completeRegistration(checked.value);
  } catch (error) {
    const fields = fieldsOf(error);
    return fields ? { ok: false, status: 400, fields, entries } : { ...formFailure(error), entries };
  }
  throw redirect(registrationReturnPath(url.searchParams.get(RETURN_QUERY), url.pathname), 303);
}

export function Component(): ReactElement {
  const user = useSessionUser();
  return <PageIntro page="validate">{user === null ? <LoginPrompt /> : user.registered ? <Registered /> : <RegistrationForm />}</PageIntro>;
}

function LoginPrompt(): ReactElement {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="validate-panel panel" data-testid="validate-login">
      <p className="validate-panel__text">{t('validate.anonymousText')}</p>
      <a className="button button--primary" href={loginHref(`${pathname}${search}`)}>
        {t('validate.login')}
      </a>
    </div>
  );
}

function Registered(): ReactElement {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const next = registrationReturnPath(new URLSearchParams(search).get(RETURN_QUERY), pathname);
  return (
    <div className="validate-panel panel" data-testid="validate-done">
      <p className="validate-panel__text">{t('pages.validate.done')}</p>
      <Link className="button button--primary" to={next}>
        {t('pages.validate.continue')}
      </Link>
    </div>
  );
}

function RegistrationForm(): ReactElement {
  const { t } = useTranslation();
  const uid = useId();
  const { pathname, search } = useLocation();
  const result = useActionData() as ValidateActionResult | undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith(pathname) === true;
  const alertRef = useRef<HTMLDivElement>(null);
  const fields: RegistrationErrors = result?.fields ?? {};
  const typed = (field: string) => (result?.entries ? textOf(result.entries, field) : undefined);
  const returnTo = new URLSearchParams(search).get(RETURN_QUERY);
  const next = registrationReturnPath(returnTo, pathname);

  // After a failed submit, the summary takes focus so a screen reader announces what to fix.
  useEffect(() => {
    if (result) alertRef.current?.focus();
  }, [result]);

  const id = (field: string) => `${uid}-${field}`;
  const errorText = (field: 'firstName' | 'lastName') => (fields[field] ? t(`validate.errors.${fields[field]}`) : undefined);

  return (
    <div className="validate-layout">
      <aside className="validate-next" aria-labelledby={id('next')}>
        <h2 id={id('next')} className="validate-next__title">
          {t('validate.nextTitle')}
        </h2>
        <p className="validate-next__text">{t('validate.nextSteps')}</p>
        {returnTo && next !== '/' && next !== '/en' ? <p className="validate-next__return">{t('validate.returnTo', { path: next })}</p> : null}
      </aside>

      <Form method="post" className="validate-form panel" noValidate aria-labelledby={id('title')} data-testid="validate-form">
        <h2 id={id('title')} className="validate-form__title">
          {t('validate.formTitle')}
        </h2>

        {result ? (
          <div ref={alertRef} className="validate-form__alert" role="alert" tabIndex={-1} data-testid="validate-error">
            {result.fields ? t('validate.errors.invalid') : t('validate.errors.failed')}
          </div>
        ) : null}

        {(['firstName', 'lastName'] as const).map((field) => (
          <div key={field} className={`validate-form__field${fields[field] ? ' validate-form__field--invalid' : ''}`}>
            <label htmlFor={id(field)} className="validate-form__label">
              {t(`validate.${field}`)}
              <span className="validate-form__required" aria-hidden="true">
                {' '}*
              </span>
            </label>
            <input
              id={id(field)}
              name={field}
              className="input validate-form__control"
              type="text"
              required
              maxLength={100}
              defaultValue={typed(field)}
              autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
              aria-invalid={fields[field] ? true : undefined}
              aria-describedby={fields[field] ? `${id(field)}-error` : undefined}
            />
            {fields[field] ? (
              <p id={`${id(field)}-error`} className="validate-form__error">
                {errorText(field)}
              </p>
            ) : null}
          </div>
        ))}

        <ConsentField
          id={id('privacy')}
          name="privacyConsent"
          block="validate-form"
          defaultChecked={result?.entries ? isTicked(result.entries, 'privacyConsent') : false}
          error={fields.privacyConsent ? t('validate.errors.privacyRequired') : undefined}
          testId="validate-privacy"
        >
          {t('validate.privacyText')}{' '}
          <ConsentDocumentLink href={DOCUMENT_LINKS.privacyPolicy}>{t('validate.privacyLink')}</ConsentDocumentLink>
        </ConsentField>

        <ConsentField id={id('mailing')} name="mailing" block="validate-form" required={false} defaultChecked={result?.entries ? isTicked(result.entries, 'mailing') : false}>
          {t('validate.mailing')}
        </ConsentField>

        <button type="submit" className="button button--primary validate-form__submit" disabled={submitting} data-testid="validate-submit">
          {submitting ? t('validate.submitting') : t('validate.submit')}
        </button>
      </Form>
    </div>
  );
}
