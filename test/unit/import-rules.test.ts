import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md import rules: shared -> nothing internal; server -> shared; client -> shared, client.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function resolvesInto(file: string, specifier: string, folder: string): boolean {
  if (specifier.startsWith(`#${folder}/`)) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.relative(process.cwd(), path.resolve(path.dirname(file), specifier));
  return target === folder || target.startsWith(`${folder}${path.sep}`);
}

const cases: Array<{ folder: string; forbidden: string[]; packages: RegExp }> = [
  { folder: 'shared', forbidden: ['server', 'client', 'test'], packages: /^(node:|react|react-dom|react-router|fastify|undici|@fastify\/)/ },
  { folder: 'client', forbidden: ['server', 'test'], packages: /^(fastify|undici|@fastify\/|lru-cache|prom-client|pino)/ },
  { folder: 'server', forbidden: ['client', 'test'], packages: /^(react|react-dom|react-router)$/ },
];

describe('import rules', () => {
  for (const { folder, forbidden, packages } of cases) {
    it(`${folder}/ imports none of ${forbidden.join(', ')} and no forbidden package`, () => {
      const offences: string[] = [];
      for (const file of sourceFiles(folder)) {
        for (const specifier of importsOf(file)) {
          if (forbidden.some((other) => resolvesInto(file, specifier, other))) offences.push(`${file} -> ${specifier}`);
          // The SSR entry runs on Node only and may use node:stream.
          if (packages.test(specifier) && !(folder === 'client' && file.endsWith('entry.server.tsx'))) offences.push(`${file} -> ${specifier}`);
        }
      }
      expect(offences).toEqual([]);
    });
  }

  // The shell owns the language and root-data hooks; shared hooks build on neither side of it.
  for (const [from, to] of [['client/app', 'client/hooks'], ['client/hooks', 'client/app']] as const) {
    it(`${from}/ does not import ${to}/`, () => {
      const offences = sourceFiles(from).flatMap((file) => importsOf(file).filter((specifier) => resolvesInto(file, specifier, to)).map((specifier) => `${file} -> ${specifier}`));
      expect(offences).toEqual([]);
    });
  }
});

// README 'Where client code lives': data reaches components through the router (loaders,
// actions, fetchers), never through an API client of their own; the shell imports no page.
const placement: Array<{ folder: string; forbidden: string[]; why: string }> = [
  { folder: 'client/components', forbidden: ['client/api'], why: 'components read loader and fetcher data' },
  { folder: 'client/hooks', forbidden: ['client/api'], why: 'hooks read loader and fetcher data' },
  { folder: 'client/app', forbidden: ['client/routes'], why: 'the shell imports no page' },
  // Forms post to their page's action and reads go through /_data loaders (decisions 0029, 0030).
  { folder: 'client/app', forbidden: ['client/api'], why: 'the runtime reads through the router, the API client is the entry’s' },
];

describe('client placement rules', () => {
  for (const { folder, forbidden, why } of placement) {
    it(`${folder}/ imports nothing from ${forbidden.join(', ')} (${why})`, () => {
      const offences: string[] = [];
      for (const file of sourceFiles(folder)) {
        for (const specifier of importsOf(file)) if (forbidden.some((other) => resolvesInto(file, specifier, other))) offences.push(`${file} -> ${specifier}`);
      }
      expect(offences).toEqual([]);
    });
  }

  it('creates the browser API client in one place: the client entry (through its deferred loader, decision 0018)', () => {
    const uses = (pattern: RegExp, except: string) => sourceFiles('client').filter((file) => pattern.test(readFileSync(file, 'utf8')) && !file.endsWith(except));
    expect(uses(/\bcreateDeferredBrowserApi\(/, path.join('api', 'deferred-browser-api.ts'))).toEqual([path.join('client', 'entry.client.tsx')]);
    expect(uses(/\bcreateBrowserApi\(/, path.join('api', 'browser-api.ts'))).toEqual([path.join('client', 'api', 'deferred-browser-api.ts')]);
  });
});


// Issue 21 §5: the house shows its rooms. The shell (client/app: root, document, head, data layer,
// deferred parts, browser behaviours, tracking) reaches the chrome only through the layouts, and
// no client module takes part in an import circle.
describe('client rooms', () => {
  it('client/app/ imports no component: the root reaches the chrome only through client/layouts/', () => {
    const offences = sourceFiles('client/app').flatMap((file) =>
      importsOf(file)
        .filter((specifier) => resolvesInto(file, specifier, 'client/components') || (resolvesInto(file, specifier, 'client/layouts') && !file.endsWith(path.join('shell', 'root.tsx'))))
        .map((specifier) => `${file} -> ${specifier}`),
    );
    expect(offences).toEqual([]);
  });

  it('no import circle among client/ modules (static imports)', () => {
    const staticImports = (file: string): string[] =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm)]
        .map((m) => m[1]!)
        .map((specifier) => (specifier.startsWith('#client/') ? path.join('client', specifier.slice('#client/'.length)) : specifier.startsWith('.') ? path.relative(process.cwd(), path.resolve(path.dirname(file), specifier)) : null))
        .filter((target): target is string => target !== null && target.startsWith(`client${path.sep}`));
    const graph = new Map(sourceFiles('client').map((file) => [file, staticImports(file)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});

// Issue 21 §5: the layers inside server/, shared/ and scripts/.
const layers: Array<{ folder: string; forbidden: string; why: string }> = [
  { folder: 'server/upstream', forbidden: 'shared/domain', why: 'the upstream layer speaks the hosts’ protocol; services apply the spec’s rules' },
  { folder: 'shared/domain', forbidden: 'shared/i18n', why: 'the rules know no texts and no formatting' },
  { folder: 'scripts', forbidden: 'server/demo-upstream/dataset', why: 'scripts ask the demo or the portal, not its generated data' },
];

describe('server, shared and scripts layer rules', () => {
  for (const { folder, forbidden, why } of layers) {
    it(`${folder}/ imports nothing from ${forbidden}/ (${why})`, () => {
      const offences = sourceFiles(folder).flatMap((file) => importsOf(file).filter((specifier) => resolvesInto(file, specifier, forbidden)).map((specifier) => `${file} -> ${specifier}`));
      expect(offences).toEqual([]);
    });
  }
});
