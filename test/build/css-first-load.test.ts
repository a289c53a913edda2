// Decision 0031: what a page shows before its deferred parts, tabs and on-demand code have arrived is
// styled by its first-load CSS (the shell's stylesheet and the page's, linked in the head). A chunk
// that a page loads later and that brought CSS of its own would have Vite link it when the chunk is
// imported: after the first paint of the server's HTML it hydrates. So every chunk a page can load
// brings only stylesheets already in that page's first-load set, except the few that show nothing
// before they run (OWN_STYLESHEETS).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from '#server/render/manifest.ts';
import { pageSources, type Manifest } from '../../scripts/size/first-load.ts';

const CLIENT_DIST = 'dist/client';
const ENTRY = 'client/entry.client.tsx';
/** The navigation's table of every page's stylesheets: what it brings is the next page's first-load CSS. */
const STYLES_TABLE = 'client/app/shell/page-stylesheets.ts';
/** Chunks that show nothing until they have run, so their stylesheet may come with them. */
const OWN_STYLESHEETS: Record<string, string> = {
  'client/layouts/ad-popup/ad-popup.tsx': 'the advertising popup, opened once the browser is idle',
  'client/components/request-model/request-model-form.tsx': 'the request form, in place of a box its page styles (the heading and lead) or a spinner',
  'client/layouts/header/mobile-menu.tsx': 'the mobile menu’s panel, opened from the burger the shell styles',
  'client/layouts/header/header-actions.tsx': 'the user menu’s panel, opened from the button the shell styles',
  'client/components/compare-tray/compare-tray.tsx': 'the comparison tray, shown once the browser has read the visitor’s set',
};

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest & Record<string, Chunk>;
const assets = assetsFromManifest(manifest);
const pages = pageSources(readFileSync('client/routes.ts', 'utf8')).map((page) => page.source);

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

/** The chunks a first load of `page` can import later, each with the page chunk that leads to it. */
function laterChunks(page: string): Map<string, string> {
  const later = new Map<string, string>();
  const queue = [...staticClosure(ENTRY), ...staticClosure(page)].map((key) => [key, key] as const);
  for (let i = 0; i < queue.length; i += 1) {
    const [key, via] = queue[i]!;
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      // Another page, its stylesheets or a language's texts come with a navigation, not with this page.
      if (pages.includes(dynamic) || dynamic === STYLES_TABLE || dynamic.startsWith('shared/i18n/') || later.has(dynamic)) continue;
      later.set(dynamic, via);
      for (const reached of staticClosure(dynamic)) queue.push([reached, dynamic]);
    }
  }
  return later;
}

const firstLoadCss = (page: string) => new Set([...assets.styles, ...(assets.routeStyles[page] ?? [])].map((href) => href.slice(1)));
const cssOf = (key: string) => [...staticClosure(key)].flatMap((k) => manifest[k]?.css ?? []);

describe('first-load CSS of every page type (decision 0031)', () => {
  it('the build has the pages and their stylesheets', () => {
    expect(pages.length).toBeGreaterThan(15);
    expect(Object.keys(assets.routeStyles).length).toBeGreaterThan(15);
  });

  for (const page of pages) {
    it(`${page}: its stylesheets exist, and no chunk it loads later brings CSS of its own`, () => {
      const first = firstLoadCss(page);
      for (const file of first) expect(existsSync(path.join(CLIENT_DIST, file)), file).toBe(true);
      const late: string[] = [];
      for (const [chunk, via] of laterChunks(page)) {
        if (chunk in OWN_STYLESHEETS) continue;
        for (const css of cssOf(chunk)) if (!first.has(css)) late.push(`${chunk} (loaded from ${via}) brings ${css}`);
      }
      expect(late).toEqual([]);
    });
  }

  it('the chunks allowed a stylesheet of their own do bring one', () => {
    for (const chunk of Object.keys(OWN_STYLESHEETS)) expect(cssOf(chunk).length, chunk).toBeGreaterThan(0);
  });
});
