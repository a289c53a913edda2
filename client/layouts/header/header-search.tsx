import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Form, useFetcher, useLocation, useNavigate } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { DATA_PATHS, type LoadResult } from '#client/app/data/data-paths.ts';
import { useFetchState } from '#client/hooks/use-fetch-state.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import { CATALOGUE_MAX_SEARCH_LENGTH, cleanCatalogueSearch } from '#shared/domain/catalogue-filter.ts';
import { SEARCH_SUGGEST_DEBOUNCE_MS, SEARCH_SUGGEST_MIN_CHARS } from '#shared/constants.ts';
import { headerSearchTexts } from '#shared/i18n/texts/header-search.ts';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';

registerTexts('headerSearch', headerSearchTexts);

interface Option {
  key: string;
  href: string;
  label: string;
  detail?: string;
  group: 'models' | 'manufacturers' | 'all';
}

const GROUPS = ['models', 'manufacturers', 'all'] as const;

function optionsOf(data: SearchSuggestionsDto, allHref: string, allLabel: string): Option[] {
  const options: Option[] = [
    ...data.models.map((model): Option => ({ key: `m${model.id}`, href: model.href, label: model.name, detail: model.companyName, group: 'models' })),
    ...data.manufacturers.map((company): Option => ({ key: `c${company.id}`, href: company.href, label: company.name, group: 'manufacturers' })),
  ];
  if (data.totalModels > 0) options.push({ key: 'all', href: allHref, label: allLabel, group: 'all' });
  return options;
}

/**
 * The header's model search (issue 13): a GET form to the catalogue that works
 * without script; with script a WAI-ARIA combobox that suggests models and
 * manufacturers after a short pause (a newer load replaces a stale one). Below
 * 960 px it is a row under the header, opened by its toggle (an in-page link
 * to the form, so the row opens by :target without script too).
 */
export function HeaderSearch(): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const fetcher = useFetcher<LoadResult<SearchSuggestionsDto>>();
  const state = useFetchState(fetcher);
  const [value, setValue] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [rowOpen, setRowOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { load } = fetcher;

  const query = cleanCatalogueSearch(value);
  const searchable = Array.from(query).length >= SEARCH_SUGGEST_MIN_CHARS;
  const action = localize('/models');
  const allHref = `${action}?${new URLSearchParams({ search: query })}`;
  const answer = fetcher.data;
  const data = answer?.ok ? answer.data : null;
  const options = data && data.query === query ? optionsOf(data, allHref, t('headerSearch.all', { count: data.totalModels })) : [];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new page closes the suggestions and the phone row.
  useEffect(() => {
    setExpanded(false);
    setRowOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setValue(next);
    setActive(-1);
    clearTimeout(timer.current);
    const cleaned = cleanCatalogueSearch(next);
    if (Array.from(cleaned).length < SEARCH_SUGGEST_MIN_CHARS) {
      setExpanded(false);
      return;
    }
    setExpanded(true);
    timer.current = setTimeout(() => void load(DATA_PATHS.searchSuggestions(cleaned)), SEARCH_SUGGEST_DEBOUNCE_MS);
  };

  const go = (option: Option) => {
    setExpanded(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!searchable) return;
      event.preventDefault();
      setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The field itself (-1) is a stop in the cycle, as in a native datalist.
      setActive((current) => {
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setExpanded(false);
        setActive(-1);
      } else if (rowOpen) {
        event.preventDefault();
        setRowOpen(false);
        toggleRef.current?.focus();
      } else if (value !== '') {
        event.preventDefault();
        setValue('');
      }
    }
  };

  const showList = expanded && searchable;
  const status = !showList ? '' : state.showPending && options.length === 0 ? t('headerSearch.searching') : state.error ? t('headerSearch.failed') : data && data.query === query && options.length === 0 ? t('headerSearch.nothing') : '';
  const announcement = showList && options.length > 0 ? t('headerSearch.found', { count: options.length }) : status;

  return (
    <>
      <a
        ref={toggleRef}
        href="#site-search"
        className="header-search-toggle"
        aria-label={t('headerSearch.open')}
        aria-expanded={rowOpen}
        aria-controls="site-search"
        onClick={(event) => {
          event.preventDefault();
          setRowOpen(true);
          // The row is display:none until it opens; focus once it is shown.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon size={22} />
      </a>
      <Form
        id="site-search"
        role="search"
        method="get"
        action={action}
        className={`header-search${rowOpen ? ' is-open' : ''}`}
        data-testid="header-search"
        onSubmit={() => setExpanded(false)}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('headerSearch.label')}
        </label>
        <div className="header-search__field">
          <SearchIcon size={18} className="header-search__icon" />
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="header-search__input"
            type="search"
            name="search"
            value={value}
            maxLength={CATALOGUE_MAX_SEARCH_LENGTH}
            placeholder={t('headerSearch.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList && options.length > 0 ? listId : undefined}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            data-testid="header-search-input"
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => searchable && setExpanded(true)}
            onBlur={() => setExpanded(false)}
          />
          <button type="submit" className="header-search__submit">
            {t('headerSearch.submit')}
          </button>
          <button
            type="button"
            className="header-search__close"
            aria-label={t('headerSearch.close')}
            onClick={() => {
              setRowOpen(false);
              toggleRef.current?.focus();
            }}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {/* Rendered only while open: a listbox in the server's HTML would be an empty widget to crawlers and validators. */}
        {showList && options.length > 0 ? (
          <div id={listId} role="listbox" aria-label={t('headerSearch.label')} className="header-search__list" data-testid="header-search-list">
            {GROUPS.map((group) => {
              const members = options.map((option, index) => ({ option, index })).filter((entry) => entry.option.group === group);
              if (members.length === 0) return null;
              const items = members.map(({ option, index }) => (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`header-search__option header-search__option--${group}${index === active ? ' is-active' : ''}`}
                  // Keeps focus in the field, so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                >
                  <span className="header-search__option-label">{option.label}</span>
                  {option.detail ? <span className="header-search__option-detail">{option.detail}</span> : null}
                </div>
              ));
              if (group === 'all') return items;
              return (
                <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="header-search__group">
                  <div id={`${id}-${group}`} role="presentation" className="header-search__group-title">
                    {t(`headerSearch.${group}`)}
                  </div>
                  {items}
                </div>
              );
            })}
          </div>
        ) : null}
        {showList && options.length === 0 && status !== '' ? (
          <div className="header-search__list header-search__status" data-testid="header-search-status">
            {status}
          </div>
        ) : null}
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
      </Form>
    </>
  );
}
