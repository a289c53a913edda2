// web-ifc for the parse workers, loaded through require: the package's CommonJS build
// (web-ifc-api-node.js, 6 MB) is then compiled as CommonJS directly, instead of first
// being parsed whole by ESM's format detection. With the compile cache the worker
// enables, a worker (re)start no longer compiles it at all after the first time.
import { createRequire } from 'node:module';
import type * as WebIfc from 'web-ifc';

export type { WebIfc };
export const webIfc = createRequire(import.meta.url)('web-ifc') as typeof WebIfc;
