// A plugin post's own facts, read from its body (issue 22). The upstream contract has no
// version or size fields (spec §3 Plugin), so editors write them into the post: a table or
// definition list of labelled rows, a "What's new" section, a link to the installer. This
// reads them out of the sanitised body and returns the body without them, so nothing is
// shown twice. A body in which nothing is recognised comes back as it was.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = ReturnType<typeof DomUtils.findAll>[number];
const isElement = (node: { type: string } | null | undefined): node is Element => !!node && ElementType.isTag(node as Parameters<typeof ElementType.isTag>[0]);

export const PLUGIN_FACT_KINDS = ['version', 'cad', 'size', 'released', 'other'] as const;
export type PluginFactKind = (typeof PLUGIN_FACT_KINDS)[number];

export interface PluginFact {
  kind: PluginFactKind;
  /** The label as the editor wrote it (the page names the known kinds in its own words). */
  label: string;
  value: string;
  /** For a release date: the day as `yyyy-mm-dd` when the value reads as one. */
  date: string | null;
}

export interface PluginChange {
  version: string;
  /** `yyyy-mm-dd`, or null when the entry names no readable date. */
  date: string | null;
  notes: string[];
}

export interface PluginPostParts {
  facts: PluginFact[];
  changelog: PluginChange[];
  /** The installer's address, only when it is on the uploads host or this site (see installerHref). */
  download: string | null;
  /** The body without the parts above. */
  body: string;
}

export interface PluginPostOptions {
  /** The uploads host's base URL as the browser reaches it: absolute (`https://uploads.example/`) or a path on this site (`/uploads`). */
  uploadsUrl: string;
}

/** Labels in either language; the CAD row comes first because its label also says "version". */
const FACT_LABELS: ReadonlyArray<readonly [PluginFactKind, RegExp]> = [
  ['cad', /^(?:поддерживаемые версии|поддержка версий|версии сапр|версии (?:revit|archicad|renga|civil 3d|model studio cs)|совместимость|supported (?:cad )?versions|supported (?:revit|archicad|renga|civil 3d|model studio cs) versions|compatibility|compatible with|works with|cad versions)(?=\s|$)/],
  ['version', /^(?:(?:текущая |последняя )?версия(?: плагина)?|(?:current |latest |plugin )?version)$/],
  ['size', /^(?:размер(?: установщика| файла| дистрибутива)?|(?:installer |file |download )?size)$/],
  ['released', /^(?:дата (?:выпуска|релиза|обновления)|обновлено|выпущено|release date|released|updated|last updated)$/],
];

const CHANGELOG_HEADING = /^(?:что нового|история (?:изменений|версий)|список изменений|изменения|what[’']?s new|changelog|change log|release notes|version history)$/;
const VERSION = /^(?:(?:version|версия|v\.?)\s*)?(\d+(?:\.\d+){1,3}(?:-?[a-z][a-z0-9]*)?)(?![\w.])/i;
const INSTALLER = /\.(?:zip|7z|rar|msi|exe|dmg|pkg|apx|bundle|rnp)$/i;

const RU_MONTHS = ['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
const EN_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const text = (node: Node | Node[]): string => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
const label = (node: Node): string =>
  text(node)
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .trim();
const isTag = (node: Node, ...names: string[]): node is Element => isElement(node) && names.includes(node.name);
const childTags = (node: Element, ...names: string[]): Element[] => node.children.filter((child): child is Element => isTag(child, ...names));

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function monthOf(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const en = EN_MONTHS.findIndex((name) => name === lower || (lower.length >= 3 && name.startsWith(lower)));
  if (en >= 0) return en + 1;
  // Russian months, nominative or genitive: "март", "марта", "май", "мая", "январь", "января".
  const ru = RU_MONTHS.findIndex((stem) => (stem === 'ма' ? /^ма[йя]$/.test(lower) : lower === stem || lower === `${stem}а` || lower === `${stem}ь` || lower === `${stem}я`));
  return ru >= 0 ? ru + 1 : null;
}

/** A day as editors write it (12.03.2025, 2025-03-12, 12 марта 2025 г., 12 March 2025, March 12, 2025) to `yyyy-mm-dd`. */
export function parseDay(value: string): string | null {
  const input = value.trim().replace(/\s*(?:г\.|года?)$/i, '');
  let match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(input);
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\s+([\p{L}.]+)\s+(\d{4})$/u.exec(input);
  if (match) {
    const month = monthOf(match[2]!);
    return month === null ? null : isoDay(Number(match[3]), month, Number(match[1]));
  }
  match = /^([\p{L}.]+)\s+(\d{1,2}),?\s+(\d{4})$/u.exec(input);
  if (match) {
    const month = monthOf(match[1]!);
    return month === null ? null : isoDay(Number(match[3]), month, Number(match[2]));
  }
  return null;
}

function factOf(labelText: string, displayLabel: string, value: string): PluginFact {
  const kind = FACT_LABELS.find(([, pattern]) => pattern.test(labelText))?.[0] ?? 'other';
  return { kind, label: displayLabel, value, date: kind === 'released' ? parseDay(value) : null };
}

/** Rows of a two-column table (a header cell or a cell, then a cell), or null when it is another kind of table. */
function tableFacts(table: Element): PluginFact[] | null {
  const rows = DomUtils.findAll((el) => el.name === 'tr', table.children);
  if (rows.length === 0) return null;
  const facts: PluginFact[] = [];
  for (const row of rows) {
    const cells = childTags(row, 'th', 'td');
    if (cells.length !== 2) return null;
    facts.push(factOf(label(cells[0]!), text(cells[0]!).replace(/[:：]\s*$/, ''), text(cells[1]!)));
  }
  return facts;
}

/** dt/dd pairs (a dt with its dd, also when wrapped in a div as HTML allows). */
function listFacts(list: Element): PluginFact[] | null {
  const items = list.children.flatMap((child) => (isTag(child, 'div') ? childTags(child, 'dt', 'dd') : isTag(child, 'dt', 'dd') ? [child] : []));
  const facts: PluginFact[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const term = items[index]!;
    const detail = items[index + 1];
    if (term.name !== 'dt' || detail?.name !== 'dd') return null;
    facts.push(factOf(label(term), text(term).replace(/[:：]\s*$/, ''), text(detail)));
    index += 1;
  }
  return facts.length > 0 ? facts : null;
}

/** The first table or definition list whose rows are labelled facts, at least one of them a known kind. */
function readFacts(nodes: Node[]): PluginFact[] {
  for (const block of DomUtils.findAll((el) => el.name === 'table' || el.name === 'dl', nodes)) {
    const facts = block.name === 'table' ? tableFacts(block) : listFacts(block);
    if (facts && facts.some((fact) => fact.kind !== 'other') && facts.every((fact) => fact.label && fact.value)) {
      DomUtils.removeElement(block);
      return facts;
    }
  }
  return [];
}

const headingLevel = (node: Node): number | null => (isTag(node, 'h2', 'h3', 'h4', 'h5', 'h6') ? Number(node.name.slice(1)) : null);

/** "2.4.1 — 12.03.2025", "Версия 2.4 (12 марта 2025)": a version and maybe a day. */
function changeHeading(value: string): { version: string; date: string | null } | null {
  const match = VERSION.exec(value);
  if (!match) return null;
  const rest = value
    .slice(match[0].length)
    .replace(/^[\s—–\-:,(]+|[\s)]+$/g, '')
    .trim();
  return { version: match[1]!, date: rest ? parseDay(rest) : null };
}

function notesOf(nodes: Node[]): string[] {
  return nodes.flatMap((node) => {
    if (isTag(node, 'ul', 'ol')) return childTags(node, 'li').map((item) => text(item));
    if (isTag(node, 'p')) return [text(node)];
    return [];
  }).filter(Boolean);
}

/** The "What's new" heading, its entries (a sub-heading naming the version, then its notes), removed together. */
function readChangelog(nodes: Node[]): PluginChange[] {
  for (const heading of DomUtils.findAll((el) => headingLevel(el) !== null, nodes)) {
    if (!CHANGELOG_HEADING.test(label(heading))) continue;
    const level = headingLevel(heading)!;
    const section: Node[] = [];
    for (let next = heading.next; next; next = next.next) {
      const nextLevel = headingLevel(next);
      if (nextLevel !== null && nextLevel <= level) break;
      section.push(next);
    }
    const entries: PluginChange[] = [];
    let current: { change: PluginChange; nodes: Node[] } | null = null;
    const close = () => {
      if (current) entries.push({ ...current.change, notes: notesOf(current.nodes) });
    };
    for (const node of section) {
      if (headingLevel(node) !== null) {
        const found = changeHeading(text(node));
        if (!found) return [];
        close();
        current = { change: { ...found, notes: [] }, nodes: [] };
      } else if (current) current.nodes.push(node);
      else if (text(node)) return [];
    }
    close();
    if (entries.length === 0 || entries.some((entry) => entry.notes.length === 0)) return [];
    for (const node of [heading, ...section]) DomUtils.removeElement(node);
    return entries;
  }
  return [];
}

/**
 * The address a download button may use: a path on this site, or a file under the uploads
 * host's base, ending in an archive or installer extension. Anything else (another host,
 * a `javascript:` or `data:` address, a protocol-relative one, a page) is no button.
 */
export function installerHref(href: string, options: PluginPostOptions): string | null {
  const value = href.trim();
  if (!value || /[\\\s\u0000-\u001f]/.test(value)) return null;
  let path: string;
  if (value.startsWith('/') && !value.startsWith('//')) {
    path = value;
  } else {
    let url: URL;
    let base: URL;
    try {
      url = new URL(value);
      base = new URL(options.uploadsUrl);
    } catch {
      return null;
    }
    const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== base.origin || !url.pathname.startsWith(basePath)) return null;
    if (url.username || url.password) return null;
    path = url.pathname;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return INSTALLER.test(decoded) ? value : null;
}

/** Removes an element and then the blocks it leaves empty (a paragraph or list item holding only the link, an emptied list). */
function removeWithEmptyParents(element: Element): void {
  let parent = element.parent;
  DomUtils.removeElement(element);
  while (parent && isElement(parent) && ['p', 'li', 'ul', 'ol', 'div', 'strong', 'b', 'span'].includes(parent.name) && !/[\p{L}\p{N}]/u.test(text(parent)) && DomUtils.findAll((el) => el.name === 'img' || el.name === 'iframe', parent.children).length === 0) {
    const up: typeof parent.parent = parent.parent;
    DomUtils.removeElement(parent);
    parent = up;
  }
}

function readDownload(nodes: Node[], options: PluginPostOptions): string | null {
  for (const link of DomUtils.findAll((el) => el.name === 'a' && typeof el.attribs.href === 'string', nodes)) {
    const href = installerHref(link.attribs.href!, options);
    if (href) {
      removeWithEmptyParents(link);
      return href;
    }
  }
  return null;
}

/** The facts, changelog and installer link of a sanitised plugin post body, and the body without them. */
export function readPluginPost(html: string, options: PluginPostOptions): PluginPostParts {
  if (!html.trim()) return { facts: [], changelog: [], download: null, body: html };
  const document = parseDocument(html);
  const facts = readFacts(document.children);
  const changelog = readChangelog(document.children);
  const download = readDownload(document.children, options);
  if (facts.length === 0 && changelog.length === 0 && download === null) return { facts, changelog, download, body: html };
  const body = DomUtils.getOuterHTML(document.children, { encodeEntities: 'utf8' })
    .replace(/\n{2,}/g, '\n')
    .trim();
  return { facts, changelog, download, body };
}
