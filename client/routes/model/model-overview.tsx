import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { stripTags } from '#shared/domain/text.ts';

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»', mdash: '—', ndash: '–',
  hellip: '…', times: '×', deg: '°', plusmn: '±', sup2: '²', sup3: '³', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’',
};

/** Plain text of an upstream HTML fragment keeps its entities (&laquo;); they are turned back into characters here. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,8});/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * The description as plain-text paragraphs: split at block ends and line
 * breaks, then stripped of every tag. Upstream HTML is never injected.
 */
export function descriptionParagraphs(html: string): string[] {
  return html
    .split(/<\/(?:p|div|li|h[1-6])\s*>|<br\s*\/?>|\n{2,}/i)
    .map((part) => decodeEntities(stripTags(part)).trim())
    .filter((part) => part !== '');
}

/** The model description as plain paragraphs (spec §5 tag stripping). */
export function ModelOverview({ description }: { description: string }): ReactElement {
  const { t } = useTranslation();
  const paragraphs = descriptionParagraphs(description);
  if (paragraphs.length === 0) return <p className="muted">{t('modelPage.noDescription')}</p>;
  return (
    <div className="model-overview">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
