// What the pool and a parse worker say to each other.
import type { IfcFacts } from '#shared/types/ifc.ts';

export interface ParseRequest {
  jobId: number;
  /** The file's bytes, transferred (not copied) to the worker. */
  bytes: ArrayBuffer;
}

export type ParseReply =
  | { type: 'ready' }
  | { type: 'done'; jobId: number; facts: IfcFacts; ms: number }
  /** `touched`: web-ifc had read part of it (its memory is then not trusted for the next file). */
  | { type: 'failed'; jobId: number; reason: 'malformed'; message: string; touched: boolean };
