import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';

type CopyState = 'idle' | 'copied' | 'failed';
const RESET_MS = 2500;

/**
 * A promo code with a copy button. Without JavaScript the code is plain,
 * selectable text; where the clipboard is refused, the code is selected so
 * the visitor can copy it by hand.
 */
export function PromoCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      const node = codeRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setState('failed');
    }
  };

  return (
    <div className="promo-code">
      <span className="promo-code__label">{t('content.partners.promoCode')}</span>
      <code className="promo-code__value" ref={codeRef} data-testid="promo-code">
        {code}
      </code>
      <button type="button" className="button button--primary promo-code__copy" onClick={() => void copy()} aria-label={t('content.partners.copyLabel', { code })}>
        {state === 'copied' ? t('content.partners.copied') : t('content.partners.copy')}
      </button>
      <span className="promo-code__status" role="status">
        {state === 'copied' ? t('content.partners.copied') : state === 'failed' ? t('content.partners.copyFailed') : ''}
      </span>
    </div>
  );
}
