import type { FocusEvent, ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { isQuickTagActive, type QuickTag } from '#shared/domain/quick-tags.ts';

export interface QuickTagsProps {
  /** null until local storage was read (always on the server): a fixed-height placeholder keeps the layout still (and, script-only, takes no room without JavaScript, where no tags come). */
  tags: readonly QuickTag[] | null;
  draft: CatalogueFilter;
  onToggle: (tag: QuickTag) => void;
}

/** The quick-tag row above the results (spec §4): each chip toggles its value in the filter. */
export function QuickTags({ tags, draft, onToggle }: QuickTagsProps): ReactElement | null {
  const { t } = useTranslation();
  if (tags === null) return <div className="quick-tags quick-tags--placeholder script-only" aria-hidden="true" />;
  if (tags.length === 0) return null;
  return (
    <ul className="quick-tags" aria-label={t('catalogue.quickTags.label')} data-testid="quick-tags" onFocus={revealFocused}>
      {tags.map((tag) => {
        const active = isQuickTagActive(draft, tag);
        return (
          <li key={`${tag.tagName}:${tag.value}`}>
            <button
              type="button"
              className={active ? 'chip quick-tag is-active' : 'chip quick-tag'}
              aria-pressed={active}
              onClick={() => onToggle(tag)}
              data-testid="quick-tag"
              data-tag={`${tag.tagName}:${tag.value}`}
            >
              {tag.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * On a narrow screen the tags scroll sideways, and the browser scrolls a
 * focused tag only partly into view: bring it in whole (WCAG 2.4.11).
 */
function revealFocused(event: FocusEvent<HTMLUListElement>): void {
  if (event.target instanceof HTMLElement && event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
