// The 3D view's element list and the selected element's properties, loaded with
// the scene when the visitor opens the view. Until then model-viewer.tsx lays out
// both boxes with a hint in the same place and size, so opening moves nothing.

import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation, type TFunction } from '#client/app/i18n/i18n.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { formatSizes } from '#shared/domain/dimensions.ts';
import { INTL_LOCALES, formatNumber } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';
import { LISTED_ELEMENTS, elementLabel, type ExtraValue, type SceneElement } from './scene-elements.ts';

/** Extras the portal knows by name get a label in the page's language; others show their key. */
const KNOWN_EXTRAS: Record<string, string> = { volume_m3: 'modelViewer.volume_m3' };

const extraFormats = new Map<Language, Intl.NumberFormat>();
/** A value from a file: small volumes (0.00012 m³) keep their digits, large counts stay whole. */
function formatExtra(lang: Language, value: ExtraValue, t: TFunction): string {
  if (typeof value === 'boolean') return t(value ? 'modelViewer.yes' : 'modelViewer.no');
  if (typeof value === 'string') return value;
  let format = extraFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 3, maximumSignificantDigits: 4, roundingPriority: 'morePrecision' });
    extraFormats.set(lang, format);
  }
  return format.format(value);
}

export interface ElementListProps {
  elements: readonly SceneElement[];
  selected: number | null;
  onSelect(index: number): void;
}

export function ElementList({ elements, selected, onSelect }: ElementListProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);
  const shown = elements.slice(0, LISTED_ELEMENTS);
  const more = elements.length - shown.length;

  // An element picked on the model scrolls into the list's view, without moving the page or the focus.
  useEffect(() => {
    const list = listRef.current;
    const button = selected === null ? null : list?.querySelector<HTMLElement>(`[data-element="${selected}"]`);
    if (!list || !button) return;
    const top = button.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + button.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + button.offsetHeight - list.clientHeight;
  }, [selected]);

  return (
    <div className="model-viewer-parts">
      <h3 id="model-viewer-elements-title" className="model-viewer-parts__title">
        {t('modelViewer.elements')}
        <span className="model-viewer-parts__count"> ({formatNumber(lang, elements.length)})</span>
      </h3>
      <ul ref={listRef} className="model-viewer-parts__list" aria-labelledby="model-viewer-elements-title" data-testid="model-viewer-elements">
        {shown.map((element) => (
          <li key={element.index} style={{ paddingInlineStart: `${Math.min(element.depth, 6) * 14}px` }}>
            <button
              type="button"
              className={`model-viewer-parts__element${element.depth === 0 ? ' model-viewer-parts__element--root' : ''}`}
              aria-pressed={selected === element.index}
              data-element={element.index}
              onClick={() => onSelect(element.index)}
            >
              {elementLabel(element, t)}
            </button>
          </li>
        ))}
        {more > 0 ? <li className="model-viewer-parts__more">{t('modelViewer.more', { count: more })}</li> : null}
      </ul>
    </div>
  );
}

export interface ElementPropertiesProps {
  element: SceneElement | null;
  onDeselect(): void;
}

export function ElementProperties({ element, onDeselect }: ElementPropertiesProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="model-viewer-parts__properties" aria-labelledby="model-viewer-properties-title" data-testid="model-viewer-properties">
      <div className="model-viewer-parts__head">
        <h3 id="model-viewer-properties-title" className="model-viewer-parts__title">
          {t('modelViewer.properties')}
        </h3>
        {element ? (
          <button type="button" className="model-viewer-parts__clear" onClick={onDeselect}>
            {t('modelViewer.deselect')}
          </button>
        ) : null}
      </div>
      {element ? (
        <dl className="model-viewer-parts__facts">
          <div data-testid="model-viewer-property-name">
            <dt>{t('modelViewer.name')}</dt>
            <dd>{elementLabel(element, t)}</dd>
          </div>
          <div data-testid="model-viewer-property-material">
            <dt>{t('modelViewer.material')}</dt>
            <dd>{element.materials.length > 0 ? element.materials.join(', ') : t('modelViewer.noMaterial')}</dd>
          </div>
          {element.size ? (
            <div data-testid="model-viewer-property-size">
              <dt>{t('modelViewer.size')}</dt>
              <dd>{formatSizes(lang, element.size)}</dd>
            </div>
          ) : null}
          <div data-testid="model-viewer-property-triangles">
            <dt>{t('modelViewer.triangles')}</dt>
            <dd>{formatNumber(lang, element.triangles)}</dd>
          </div>
          {element.extras.map(([key, value]) => (
            <div key={key} data-testid={`model-viewer-extra-${key}`}>
              <dt>{KNOWN_EXTRAS[key] ? t(KNOWN_EXTRAS[key]) : key}</dt>
              <dd>{formatExtra(lang, value, t)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="model-viewer-parts__hint model-viewer-parts__placeholder">{t('modelViewer.pick')}</p>
      )}
    </section>
  );
}
