import * as W from 'web-ifc';
import { readFileSync } from 'node:fs';
import { extractFacts } from './server/ifc/extract-facts.ts';
const api = new W.IfcAPI();
await api.Init();
api.SetLogLevel(W.LogLevel.LOG_LEVEL_OFF);
const id = api.OpenModel(new Uint8Array(readFileSync(process.argv[2])), { MEMORY_LIMIT: 256*1024*1024 });
console.log(JSON.stringify(extractFacts(api, id)));
