// What is known about models' IFC files without reading anything: each model's class
// and completeness, recorded whenever its facts are served (issue 24 §2's catalogue
// badge and filter work "over the models whose results are known"). Per process and
// bounded, like the response cache; never a reason to download or parse a file.
import { LRUCache } from 'lru-cache';

export interface IfcSummary {
  state: 'read' | 'unreadable';
  ifcClass: string | null;
  /** Completeness of the standard property set; null without a table for the class or without a product. */
  percent: number | null;
}

export interface IfcSummaryIndex {
  record(modelId: number, summary: IfcSummary): void;
  get(modelId: number): IfcSummary | undefined;
}

/** About 100 bytes an entry: 50,000 models cost a few megabytes. */
export const IFC_SUMMARY_INDEX_MAX = 50_000;

export function createIfcSummaryIndex(max = IFC_SUMMARY_INDEX_MAX): IfcSummaryIndex {
  const entries = new LRUCache<number, IfcSummary>({ max });
  return {
    record: (modelId, summary) => void entries.set(modelId, summary),
    get: (modelId) => entries.get(modelId),
  };
}
