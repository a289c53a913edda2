// The entry of a parse worker (server/ifc/parser-pool.ts). It turns on Node's compile
// cache before anything loads web-ifc, so its 6 MB of JavaScript is compiled once per
// machine rather than at every worker start or replacement (docs/decisions/0023).
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./parse-worker-main.ts');
