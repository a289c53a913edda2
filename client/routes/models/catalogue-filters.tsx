import { useCallback, useEffect, useMemo, useRef, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import {
  catalogueFilterCount,
  catalogueQueryString,
  catalogueFieldChange,
  changeCatalogueFilter,
  resetCatalogueFilter,
  toggleCatalogueValue,
  type CatalogueFilter,
} from '#shared/domain/catalogue-filter.ts';
import { useBodyScrollLock } from '#client/hooks/use-body-scroll-lock.ts';
import { useFocusClearance } from '#client/hooks/use-focus-clearance.ts';
import type { AllManufacturers, DependentOptions } from '#client/app/data/use-dependent-options.ts';
import type { CataloguePageFacets } from './catalogue-data.ts';
import { CheckboxList, FilterGroup, ResetLink, type GroupTexts } from './filter-group.tsx';
import { ManufacturerFilter, type ManufacturerTexts } from './manufacturer-filter.tsx';
import { ClassificationSelects, SelectFilter } from '../../components/select-filter.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { trapTabKey } from '../../hooks/focus-trap.ts';

/** Id of the panel: the drawer's fragment target before hydration (CSS :target) and aria-controls. */
export const FILTERS_PANEL_ID = 'catalogue-filters';

type ResetTarget = Parameters<typeof resetCatalogueFilter>[1];
type ListKey = Parameters<typeof toggleCatalogueValue>[1];

export interface CatalogueFiltersProps {
  formId: string;
  /** The catalogue path (/models or /en/models): the form's action and the reset links' base. */
  basePath: string;
  /** What the controls show (the draft). */
  draft: CatalogueFilter;
  /** The filter of the address: reset links and hidden fields follow it. */
  address: CatalogueFilter;
  /** countModels is written in the address (kept by a no-script submit). */
  explicitPageSize: boolean;
  facets: CataloguePageFacets;
  vipIds: ReadonlySet<string>;
  manufacturers: AllManufacturers & { total: number };
  types: DependentOptions;
  classes: DependentOptions;
  onChange: (next: CatalogueFilter, options?: { immediate?: boolean }) => void;
  /** Drawer state on narrow screens; ignored on wide ones. */
  open: boolean;
  onClose: () => void;
}

/**
 * The catalogue filter panel (spec §2): a real GET form whose field names are
 * the query keys, so it works without script (the server's 301 makes what it
 * submits canonical). With script every change goes to the draft at once and
 * is applied after the debounce; the submit button applies at once. A left
 * sidebar on wide screens, an off-canvas drawer below 960 px.
 */
export function CatalogueFilters(props: CatalogueFiltersProps): ReactElement {
  const { formId, basePath, draft, address, explicitPageSize, facets, vipIds, manufacturers, types, classes, onChange, open, onClose } = props;
  const { t } = useTranslation();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  // From 960 px the buttons stick to the viewport's bottom over the panel's own fields: focus on one of them scrolls it clear.
  const actionsRef = useRef<HTMLDivElement>(null);
  useFocusClearance(actionsRef);

  // Handlers read the latest draft from a ref so their identity never changes (memoised groups).
  const latest = useRef({ draft, onChange });
  latest.current = { draft, onChange };
  const onToggle = useCallback((name: string, value: string) => {
    const { draft: current, onChange: change } = latest.current;
    change(toggleCatalogueValue(current, name as ListKey, value));
  }, []);
  const onSelect = useCallback((name: string, value: string) => {
    const { draft: current, onChange: change } = latest.current;
    const fieldChange = catalogueFieldChange(name, value);
    if (fieldChange) change(changeCatalogueFilter(current, fieldChange));
  }, []);
  const onFlag = useCallback((name: string, value: boolean) => onSelect(name, String(value)), [onSelect]);
  const onReset = useCallback((target: ResetTarget) => {
    const { draft: current, onChange: change } = latest.current;
    change(resetCatalogueFilter(current, target), { immediate: true });
  }, []);

  const texts = useMemo(() => {
    const group = (key: string): GroupTexts => ({
      reset: t('catalogue.filters.reset'),
      resetLabel: t('catalogue.filters.resetGroup', { group: t(`catalogue.groups.${key}`) }),
      showMore: (count: number) => t('catalogue.filters.showMore', { count }),
      showLess: t('catalogue.filters.showLess'),
    });
    const manufacturerTexts: ManufacturerTexts = {
      ...group('manufacturers'),
      search: t('catalogue.filters.manufacturerSearch'),
      noMatches: t('catalogue.filters.noMatches'),
      loading: t('catalogue.filters.loadingOptions'),
    };
    return {
      manufacturers: manufacturerTexts,
      files: group('files'),
      rooms: group('rooms'),
      sapr: group('sapr'),
      standards: group('standards'),
      attributes: group('attributes'),
      preview: group('preview'),
      category: group('classification'),
      materials: group('materials'),
      objects: group('objects'),
      aparts: group('aparts'),
    };
  }, [t]);

  const vipMark = useMemo(
    () => (
      <span className="filter-vip" title={t('catalogue.filters.vipHint')}>
        {t('catalogue.filters.vip')}
      </span>
    ),
    [t],
  );

  const resetHref = (target: ResetTarget): string => basePath + catalogueQueryString(resetCatalogueFilter(address, target));
  const resetLink = (target: Exclude<ResetTarget, 'all'>, active: boolean) =>
    active ? <ResetLink href={resetHref(target)} onReset={() => onReset(target)} texts={texts[target]} testId={`reset-${target}`} /> : null;

  // Drawer: focus, Escape, scroll lock, and closing when the window grows past the breakpoint.
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    // Focus goes back where it came from (the Filters button) when the drawer closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onWide = (): void => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    return () => {
      wide.removeEventListener('change', onWide);
      if (opener?.isConnected && panelRef.current?.contains(document.activeElement)) opener.focus();
    };
  }, [open, onClose]);

  // Crossing the breakpoint (a tablet turned, a window resized) moves the panel between the page's
  // flow and the off-screen drawer; its slide belongs to opening and closing, not to that move, so
  // the transition is held off until the new layout has been drawn.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    let frame = 0;
    const onCross = (): void => {
      const panel = panelRef.current;
      if (!panel) return;
      panel.dataset.still = '';
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => delete panel.dataset.still);
      });
    };
    wide.addEventListener('change', onCross);
    return () => {
      wide.removeEventListener('change', onCross);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTabKey(event, panelRef.current);
  };

  const onCloseClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange(latest.current.draft, { immediate: true });
    onClose();
  };

  const onResetAll = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onReset('all');
    onClose();
  };

  const count = catalogueFilterCount(draft);
  const oneManufacturer = draft.manufacturers.length === 1 && address.manufacturers.length === 1 && draft.manufacturers[0] === address.manufacturers[0];
  const anyLabel = t('catalogue.filters.any');
  const hasPreview = draft.view3d || draft.viewAr;

  return (
    <>
      <section
        ref={panelRef}
        id={FILTERS_PANEL_ID}
        className={open ? 'catalogue-drawer is-open' : 'catalogue-drawer'}
        aria-label={t('catalogue.filters.label')}
        onKeyDown={onKeyDown}
        data-testid="catalogue-filters"
      >
        <div className="catalogue-drawer__bar">
          <h2 className="catalogue-drawer__title">
            {t('catalogue.filters.title')}
            {count > 0 ? (
              <span className="filter-count" data-testid="filters-panel-count">
                {count}
              </span>
            ) : null}
          </h2>
          <a ref={closeRef} href="#catalogue-results" className="icon-button catalogue-drawer__close" aria-label={t('catalogue.filters.close')} onClick={onCloseClick}>
            <CloseIcon size={22} />
          </a>
        </div>
        <form id={formId} className="catalogue-form" method="get" action={basePath} onSubmit={onSubmit} data-testid="catalogue-form">
          <div className="catalogue-form__body">
            {facets.categories.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.classification')} reset={resetLink('category', draft.categories !== '')} testId="group-category">
                <div className="filter-selects">
                  <ClassificationSelects
                    ids={{ categories: 'filter-categories', types: 'filter-types', classes: 'filter-classes' }}
                    {...{ value: draft, categories: facets.categories, types, classes, onChange: onSelect }}
                    texts={{ categories: t('catalogue.groups.categories'), types: t('catalogue.groups.types'), classes: t('catalogue.groups.classes'), any: anyLabel, anyDependent: anyLabel, chooseCategory: t('catalogue.filters.chooseCategoryFirst'), chooseType: t('catalogue.filters.chooseTypeFirst'), loading: t('catalogue.filters.loadingOptions') }}
                  />
                </div>
              </FilterGroup>
            ) : null}

            {manufacturers.options.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.manufacturers')} reset={resetLink('manufacturers', draft.manufacturers.length > 0)} testId="group-manufacturers">
                <ManufacturerFilter
                  options={manufacturers.options}
                  total={manufacturers.total}
                  complete={manufacturers.complete}
                  loading={manufacturers.loading}
                  onNeedAll={manufacturers.requestAll}
                  vipIds={vipIds}
                  selected={draft.manufacturers}
                  onToggle={onToggle}
                  texts={texts.manufacturers}
                  vipMark={vipMark}
                />
              </FilterGroup>
            ) : null}

            {oneManufacturer && facets.sections.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.sections')} testId="group-sections">
                <SelectFilter id="filter-sections" name="sections" label={t('catalogue.groups.sections')} value={draft.sections} options={facets.sections} anyLabel={anyLabel} onChange={onSelect} />
              </FilterGroup>
            ) : draft.sections !== '' ? (
              <input type="hidden" name="sections" value={draft.sections} />
            ) : null}

            {facets.files.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.files')} reset={resetLink('files', draft.files.length > 0)} testId="group-files">
                <CheckboxList name="files" idPrefix="filter-files" options={facets.files} selected={draft.files} onToggle={onToggle} texts={texts.files} />
              </FilterGroup>
            ) : null}

            <FilterGroup legend={t('catalogue.groups.preview')} reset={resetLink('preview', hasPreview)} testId="group-preview">
              <ul className="filter-options">
                {(['view3d', 'viewAr'] as const).map((flag) => (
                  <li key={flag} className={draft[flag] ? 'is-checked' : undefined}>
                    <label>
                      <input type="checkbox" name={flag} value="1" checked={draft[flag]} onChange={(event) => onFlag(flag, event.target.checked)} />
                      {t(`catalogue.flags.${flag}`)}
                    </label>
                  </li>
                ))}
              </ul>
            </FilterGroup>

            {facets.sapr.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.sapr')} testId="group-sapr">
                <CheckboxList name="sapr" idPrefix="filter-sapr" options={facets.sapr} selected={draft.sapr} onToggle={onToggle} texts={texts.sapr} />
              </FilterGroup>
            ) : null}

            {facets.standards.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.standards')} testId="group-standards">
                <CheckboxList name="standards" idPrefix="filter-standards" options={facets.standards} selected={draft.standards} onToggle={onToggle} texts={texts.standards} />
              </FilterGroup>
            ) : null}

            {facets.rooms.length > 0 ? (
              <FilterGroup legend={t('catalogue.groups.rooms')} testId="group-rooms">
                <CheckboxList name="rooms" idPrefix="filter-rooms" options={facets.rooms} selected={draft.rooms} onToggle={onToggle} texts={texts.rooms} />
              </FilterGroup>
            ) : null}

            {facets.attributes.map((attribute) =>
              attribute.options.length > 0 ? (
                <FilterGroup key={attribute.id} legend={attribute.label} testId={`group-attribute-${attribute.id}`}>
                  <CheckboxList
                    name="attributes"
                    idPrefix={`filter-attribute-${attribute.id}`}
                    options={attribute.options}
                    selected={draft.attributes}
                    onToggle={onToggle}
                    texts={texts.attributes}
                  />
                </FilterGroup>
              ) : null,
            )}

            <FilterGroup legend={t('catalogue.groups.details')} testId="group-details">
              <div className="filter-selects">
                {facets.objects.length > 0 ? (
                  <SelectFilter id="filter-objects" name="objects" label={t('catalogue.groups.objects')} value={draft.objects} options={facets.objects} anyLabel={anyLabel} onChange={onSelect} reset={resetLink('objects', true)} />
                ) : null}
                {facets.aparts.length > 0 ? (
                  <SelectFilter id="filter-aparts" name="aparts" label={t('catalogue.groups.aparts')} value={draft.aparts} options={facets.aparts} anyLabel={anyLabel} onChange={onSelect} reset={resetLink('aparts', true)} />
                ) : null}
                {facets.materials.length > 0 ? (
                  <SelectFilter id="filter-materials" name="materials" label={t('catalogue.groups.materials')} value={draft.materials} options={facets.materials} anyLabel={anyLabel} onChange={onSelect} reset={resetLink('materials', true)} />
                ) : null}
                {facets.regions.length > 0 ? (
                  <SelectFilter id="filter-regions" name="regions" label={t('catalogue.groups.regions')} value={draft.regions} options={facets.regions} anyLabel={anyLabel} onChange={onSelect} />
                ) : null}
              </div>
            </FilterGroup>

            {/* Keys without a control of their own, kept by a submit without script. */}
            {draft.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
            {explicitPageSize ? <input type="hidden" name="countModels" value={String(draft.countModels)} /> : null}
            {draft.is_viewer3d ? <input type="hidden" name="is_viewer3d" value="1" /> : null}
            {draft.is_iphone_viewer3d ? <input type="hidden" name="is_iphone_viewer3d" value="1" /> : null}
          </div>
          <div ref={actionsRef} className="catalogue-form__actions">
            <Link to={resetHref('all')} className="button button--secondary catalogue-form__reset" onClick={onResetAll} data-testid="reset-all">
              {t('catalogue.filters.resetAll')}
            </Link>
            <button type="submit" className="button button--primary catalogue-form__submit" data-testid="filters-submit">
              {t('catalogue.filters.submit')}
            </button>
          </div>
        </form>
      </section>
      <a href="#catalogue-results" className="catalogue-drawer__backdrop" aria-hidden="true" tabIndex={-1} onClick={onCloseClick} />
    </>
  );
}
