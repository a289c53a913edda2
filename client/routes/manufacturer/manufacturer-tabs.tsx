import { useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTab } from '#shared/domain/links.ts';
import { DEFAULT_MANUFACTURER_TAB } from '#shared/domain/manufacturers.ts';

/**
 * The address of a tab: products keeps the current products filter (its one
 * address has no tab key); the others are `?tab=` alone.
 */
export function tabHref(path: string, tab: ManufacturerTab, search: string): string {
  if (tab !== DEFAULT_MANUFACTURER_TAB) return `${path}?tab=${tab}`;
  const params = new URLSearchParams(search);
  params.delete('tab');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The offered tabs as real links (crawlable, working without script); with script they switch in place.
 * `onIntent` hears a tab link hovered, focused or touched, so its code can start loading before the click.
 */
export function ManufacturerTabs({
  tabs,
  current,
  path,
  search,
  onIntent,
}: {
  tabs: readonly ManufacturerTab[];
  current: ManufacturerTab;
  path: string;
  search: string;
  onIntent: (tab: ManufacturerTab) => void;
}): ReactElement {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // On narrow screens the tab row scrolls sideways: keep the open tab in view.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('.is-active');
    const row = list.current;
    if (!active || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2);
  }, [current]);
  return (
    <nav className="manufacturer-tabs" aria-label={t('manufacturer.tabsLabel')} data-testid="manufacturer-tabs">
      <ul ref={list} className="manufacturer-tabs__list">
        {tabs.map((tab) => (
          <li key={tab} className="manufacturer-tabs__item">
            <Link
              id={`manufacturer-tab-${tab}`}
              to={tabHref(path, tab, current === DEFAULT_MANUFACTURER_TAB ? search : '')}
              className={tab === current ? 'manufacturer-tabs__link is-active' : 'manufacturer-tabs__link'}
              aria-current={tab === current ? 'page' : undefined}
              preventScrollReset
              data-tab={tab}
              onMouseEnter={() => onIntent(tab)}
              onFocus={() => onIntent(tab)}
              onTouchStart={() => onIntent(tab)}
            >
              {t(`manufacturer.tab_${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
