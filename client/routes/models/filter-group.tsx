import { memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OptionDto } from '#shared/api/dto.ts';
import { GROUP_COLLAPSED_COUNT } from './option-lists.ts';

/** Texts a group needs, looked up once by the panel (never per option). */
export interface GroupTexts {
  reset: string;
  resetLabel: string;
  showMore: (count: number) => string;
  showLess: string;
}

export interface ResetLinkProps {
  /** Where the reset leads without script: the address filter with this group reset. */
  href: string;
  onReset: () => void;
  texts: GroupTexts;
  testId?: string;
}

/** A real link (works before hydration); with script it resets the draft instead. */
export function ResetLink({ href, onReset, texts, testId }: ResetLinkProps): ReactElement {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onReset();
  };
  return (
    <Link to={href} className="filter-group__reset" aria-label={texts.resetLabel} onClick={onClick} preventScrollReset data-testid={testId}>
      {texts.reset}
    </Link>
  );
}

export interface FilterGroupProps {
  legend: string;
  /** Shown next to the legend when something in the group is chosen. */
  reset?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** One group of the panel: a fieldset with its legend and optional reset link. */
export function FilterGroup({ legend, reset, children, className, testId }: FilterGroupProps): ReactElement {
  return (
    <fieldset className={className ? `filter-group ${className}` : 'filter-group'} data-testid={testId}>
      <legend className="filter-group__legend">{legend}</legend>
      {reset ? <div className="filter-group__reset-slot">{reset}</div> : null}
      {children}
    </fieldset>
  );
}

export interface CheckboxListProps {
  /** Query key: the field name, so the form works without script. */
  name: string;
  /** Unique in the page: names the 'show all' toggle. */
  idPrefix: string;
  options: readonly OptionDto[];
  selected: readonly string[];
  onToggle: (name: string, value: string) => void;
  texts: GroupTexts;
  /** Values marked as VIP (the manufacturer list). */
  marked?: ReadonlySet<string>;
  mark?: ReactNode;
  /** Collapse long lists behind 'show all'. */
  collapsible?: boolean;
}

function CheckboxListView({ name, idPrefix, options, selected, onToggle, texts, marked, mark, collapsible = true }: CheckboxListProps): ReactElement {
  const chosen = new Set(selected);
  // A one-option tail is not worth a 'show all' control.
  const collapses = collapsible && options.length > GROUP_COLLAPSED_COUNT + 1;
  // Lean markup (no ids: the label wraps its box): this list is the bulk of the server-rendered panel.
  const list = (
    <ul className={collapses ? 'filter-options is-collapsed' : 'filter-options'}>
      {options.map((option, index) => {
        const checked = chosen.has(option.value);
        // Past the first GROUP_COLLAPSED_COUNT, an unticked option waits for 'show all'. Marked here
        // rather than counted in CSS (li:nth-child(n + 9)), so the count lives in one place.
        const extra = collapses && index >= GROUP_COLLAPSED_COUNT;
        const className = [checked ? 'is-checked' : '', extra ? 'is-extra' : ''].filter(Boolean).join(' ');
        return (
          <li key={option.value} className={className || undefined}>
            <label>
              <input type="checkbox" name={name} value={option.value} checked={checked} onChange={() => onToggle(name, option.value)} />
              {option.label}
              {marked?.has(option.value) ? mark : null}
              {option.count !== undefined ? <span className="filter-option__count">{option.count}</span> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
  if (!collapses) return list;
  // 'Show all' is a CSS toggle (an unnamed checkbox, never submitted): it works
  // before hydration and without script, and the server and browser markup agree.
  return (
    <>
      <input id={`${idPrefix}-more`} className="filter-more__toggle" type="checkbox" />
      {list}
      <label htmlFor={`${idPrefix}-more`} className="filter-group__more">
        <span className="filter-more__show">{texts.showMore(options.length)}</span>
        <span className="filter-more__hide">{texts.showLess}</span>
      </label>
    </>
  );
}

/** Equal values in the same order: list props compare by content, not identity. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Checkboxes of one list-valued filter. Memoised on the selected values, so
 * ticking one box re-renders only its own group.
 */
export const CheckboxList = memo(
  CheckboxListView,
  (before, after) =>
    before.options === after.options &&
    sameList(before.selected, after.selected) &&
    before.onToggle === after.onToggle &&
    before.texts === after.texts &&
    before.marked === after.marked &&
    before.name === after.name,
);
