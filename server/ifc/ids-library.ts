// The IDS files the portal offers (issue 24 §3), shipped in ./ids-library/ and read
// once, on first use. Each is checked with the same reader an uploaded file goes
// through, so a broken offered file fails the tests, not a visitor.
import { readFile } from 'node:fs/promises';
import type { IdsOfferedDto } from '#shared/api/dto.ts';
import type { IdsDocument } from '#shared/domain/ids/model.ts';
import { readIds } from '#shared/domain/ids/read-ids.ts';

/** The offered files, in the order the page lists them: id (the file's name without .ids). */
export const OFFERED_IDS = ['manufacturer-data', 'dimensions-and-classification', 'common-properties'] as const;

export interface OfferedIds {
  id: string;
  xml: string;
  document: IdsDocument;
}

export interface IdsLibrary {
  list(): Promise<IdsOfferedDto[]>;
  /** null for an id the portal does not offer. */
  get(id: string): Promise<OfferedIds | null>;
}

/** Where an offered file is served, under /api. */
export const offeredIdsHref = (id: string) => `/api/ids/${id}.ids`;

export function createIdsLibrary(folder = new URL('./ids-library/', import.meta.url)): IdsLibrary {
  let loaded: Promise<Map<string, OfferedIds>> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const entries = await Promise.all(
        OFFERED_IDS.map(async (id) => {
          const xml = await readFile(new URL(`${id}.ids`, folder), 'utf8');
          return [id, { id, xml, document: readIds(xml) }] as const;
        }),
      );
      return new Map<string, OfferedIds>(entries);
    })());
  return {
    async list() {
      const all = await load();
      return [...all.values()].map(({ id, document }) => ({
        id,
        title: document.title,
        description: document.description ?? '',
        href: offeredIdsHref(id),
        specifications: document.specifications.length,
      }));
    },
    async get(id) {
      if (!(OFFERED_IDS as readonly string[]).includes(id)) return null;
      return (await load()).get(id) ?? null;
    },
  };
}
