import { memo, useEffect, useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { OptionDto } from '#shared/api/dto.ts';
import { CheckboxList, sameList, type GroupTexts } from './filter-group.tsx';
import { SearchIcon } from '../../components/icons.tsx';
import { manufacturerEntries } from './option-lists.ts';

export interface ManufacturerTexts extends GroupTexts {
  search: string;
  noMatches: string;
  loading: string;
}

export interface ManufacturerFilterProps {
  /** The light list of the page data, or every manufacturer once `complete`. */
  options: readonly OptionDto[];
  /** How many manufacturers there are in all. */
  total: number;
  complete: boolean;
  loading: boolean;
  /** Asks for the full list (a search or 'show all' needs it). */
  onNeedAll: () => void;
  vipIds: ReadonlySet<string>;
  selected: readonly string[];
  onToggle: (name: string, value: string) => void;
  texts: ManufacturerTexts;
  vipMark: ReactNode;
}

/**
 * The manufacturer checkboxes (VIP first and marked) with a search box that
 * filters the list in the browser. The server renders the selected, the VIP
 * and the first 20 only; the rest appear on a search or 'show all'.
 */
function ManufacturerFilterView({ options, total, complete, loading, onNeedAll, vipIds, selected, onToggle, texts, vipMark }: ManufacturerFilterProps): ReactElement {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const wantsAll = expanded || query.trim() !== '';
  useEffect(() => {
    if (wantsAll && !complete) onNeedAll();
  }, [wantsAll, complete, onNeedAll]);
  const list = useMemo(() => manufacturerEntries(options, vipIds, selected, query, expanded), [options, vipIds, selected, query, expanded]);
  const shown = useMemo(() => list.entries.map((entry) => entry.option), [list]);
  const hidden = complete ? list.hidden : Math.max(0, total - shown.length);
  return (
    <>
      {options.length > 0 ? (
        <div className="filter-search script-only">
          <label htmlFor={searchId} className="visually-hidden">
            {texts.search}
          </label>
          <span className="filter-search__icon">
            <SearchIcon size={16} />
          </span>
          <input
            id={searchId}
            className="input filter-search__input"
            type="search"
            placeholder={texts.search}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="manufacturer-search"
          />
        </div>
      ) : null}
      {loading ? (
        <p className="filter-group__empty" role="status">
          {texts.loading}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <CheckboxList
          name="manufacturers"
          idPrefix="filter-manufacturers"
          options={shown}
          selected={selected}
          onToggle={onToggle}
          texts={texts}
          marked={vipIds}
          mark={vipMark}
          collapsible={false}
        />
      ) : loading ? null : (
        <p className="filter-group__empty">{texts.noMatches}</p>
      )}
      {(hidden > 0 && !query) || expanded ? (
        <button type="button" className="filter-group__more script-only" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)} data-testid="manufacturers-more">
          {expanded ? texts.showLess : texts.showMore(total)}
        </button>
      ) : null}
    </>
  );
}

export const ManufacturerFilter = memo(
  ManufacturerFilterView,
  (before, after) =>
    before.options === after.options &&
    before.complete === after.complete &&
    before.loading === after.loading &&
    before.total === after.total &&
    before.vipIds === after.vipIds &&
    sameList(before.selected, after.selected) &&
    before.onToggle === after.onToggle &&
    before.texts === after.texts,
);
