import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { NEED_MODEL_DRAFT_STORAGE_KEY } from '#shared/constants.ts';
import type { RequestModelFormProps } from '../../components/request-model/request-model-form.tsx';

// The form is ~9 KB gzip of code few visitors use: its own chunk, fetched as the
// end of the page nears the viewport, so it never counts against the first load.
const RequestModelForm = lazy(() => import('../../components/request-model/request-model-form.tsx').then((module) => ({ default: module.RequestModelForm })));
// The same form for a visitor without JavaScript: the server renders it whole (it loads every
// deferred part's code first) inside <noscript>, which the browser's React never renders.
const RequestModelFormWithoutScript = deferred(() => import('../../components/request-model/request-model-form.tsx'), 'RequestModelForm');

/** How far below the viewport the slot starts loading the form, so it is there when scrolled to. */
const LOAD_MARGIN = '600px 0px';

function hasDraft(origin: RequestModelFormProps['origin']): boolean {
  try {
    return window.sessionStorage.getItem(`${NEED_MODEL_DRAFT_STORAGE_KEY}.${origin}`) !== null;
  } catch {
    return false;
  }
}

/**
 * The request form at the end of a page. The server renders its heading and
 * lead; the form itself loads when the slot nears the viewport, at once when a
 * draft is waiting in session storage or the address points at #request-model.
 * Without JavaScript the server's own copy of the form (in <noscript>) posts to
 * the page step by step (docs/decisions/0029).
 */
export function RequestModelSlot(props: RequestModelFormProps): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (hasDraft(props.origin) || window.location.hash === '#request-model') {
      setWanted(true);
      return;
    }
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWanted(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [props.origin]);

  const placeholder = (
    <section id="request-model" className="request-model" data-testid="request-model" data-state="loading" aria-labelledby={titleId}>
      <div className="request-model__intro">
        <h2 id={titleId} className="section-title request-model__title">
          {t('requestModelIntro.title')}
        </h2>
        <p className="request-model__lead">{t('requestModelIntro.lead')}</p>
      </div>
    </section>
  );

  return (
    <div ref={ref} className="request-model-slot">
      {wanted ? (
        <Suspense fallback={placeholder}>
          <RequestModelForm {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
      <noscript>
        <RequestModelFormWithoutScript {...props} intro={false} />
      </noscript>
    </div>
  );
}
