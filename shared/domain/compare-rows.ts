// The comparison table's rules (issue 24 §4): properties aligned across models, and where they differ.

/** One property across the compared models: a cell per model, null where the model has no value. */
export interface CompareRow {
  key: string;
  label: string;
  cells: Array<string | null>;
  /** Some models' values differ (a missing value differs from a present one). */
  differs: boolean;
}

/** Values compare as a designer reads them: case, spacing and the order of a list do not matter. */
function comparable(value: string | null): string | null {
  if (value === null) return null;
  return value
    .split(/\s*,\s*/)
    .map((part) => part.replace(/\s+/g, ' ').trim().toLocaleLowerCase())
    .sort()
    .join(',');
}

export function rowDiffers(cells: ReadonlyArray<string | null>): boolean {
  const values = new Set(cells.map(comparable));
  return values.size > 1;
}

/** A row from the cells, or none when no model has a value. */
export function compareRow(key: string, label: string, cells: Array<string | null>): CompareRow | null {
  if (cells.every((cell) => cell === null)) return null;
  return { key, label, cells, differs: cells.length > 1 && rowDiffers(cells) };
}

/**
 * Properties named differently by each model (their attributes) aligned by name, in the order
 * they first appear; a model without the property gets an empty cell.
 */
export function alignNamedValues(models: ReadonlyArray<ReadonlyArray<{ name: string; value: string }>>, keyPrefix: string): CompareRow[] {
  const names: string[] = [];
  const byModel = models.map((values) => {
    const grouped = new Map<string, string[]>();
    for (const { name, value } of values) {
      const label = name.trim();
      if (label === '') continue;
      if (!names.includes(label)) names.push(label);
      const list = grouped.get(label) ?? [];
      if (!list.includes(value)) list.push(value);
      grouped.set(label, list);
    }
    return grouped;
  });
  return names
    .map((name) => compareRow(`${keyPrefix}:${name}`, name, byModel.map((grouped) => grouped.get(name)?.join(', ') ?? null)))
    .filter((row): row is CompareRow => row !== null);
}

/** 'RFA Revit 2023', 'IFC4' for an IFC file (its CAD name and version repeat the format): each word once. */
export function fileLabel(file: { ext: string; sapr: string; version: string }): string {
  const words: string[] = [];
  for (const word of [file.ext.toUpperCase(), ...`${file.sapr} ${file.version}`.split(/\s+/)]) {
    if (word === '' || words.some((seen) => seen.toLowerCase() === word.toLowerCase())) continue;
    // 'IFC' before 'IFC4' says nothing more.
    const last = words.at(-1);
    if (last !== undefined && word.toLowerCase().startsWith(last.toLowerCase())) words[words.length - 1] = word;
    else words.push(word);
  }
  return words.join(' ');
}
