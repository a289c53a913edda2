// Decision 0031: the shell's stylesheet (app.css, imported by the entries) is on every page; a page's
// other stylesheets are those its folder's styles.ts imports, linked with the page; no other module
// imports CSS but the few that show nothing before their chunk has run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleInfo, reach, renderedClasses, stylesheetClasses, stylesheetsUnder, withImports, type Ref } from '../support/rendered-classes.ts';

const ROOT = process.cwd();
const ENTRIES = ['client/entry.client.tsx', 'client/entry.server.tsx'];
const SHELL_STYLESHEET = 'client/styles/app.css';

/** Modules whose chunk brings its own stylesheet: what they show appears only after the chunk has run. */
const OWN_STYLESHEETS: Record<string, string> = {
  'client/layouts/ad-popup/ad-popup.tsx': 'the advertising popup, opened once the browser is idle',
  'client/components/request-model/request-model-form.tsx': 'the request form, in place of a box its page styles (the heading and lead) or a spinner',
  'client/layouts/header/mobile-menu.tsx': 'the mobile menu’s panel, opened from the burger the shell styles',
  'client/layouts/header/header-actions.tsx': 'the user menu’s panel, opened from the button the shell styles',
  'client/components/compare-tray/compare-tray.tsx': 'the comparison tray, shown once the browser has read the visitor’s set',
};

/** Classes a page's modules could render but the page never shows. */
const NEVER_SHOWN: Record<string, { classes: RegExp; why: string }> = {
  'client/routes/enter.tsx': { classes: /^breadcrumbs/, why: 'its PageIntro has no crumbs' },
  'client/routes/validate/route.tsx': { classes: /^breadcrumbs/, why: 'its PageIntro has no crumbs' },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const abs = (file: string) => path.join(ROOT, file);
const rel = (file: string) => path.relative(ROOT, file);
const classesOf = (stylesheets: string[]) => new Set(stylesheets.flatMap(withImports).flatMap((file) => [...stylesheetClasses(file)]));
/** Any class some stylesheet styles: other words in a className (state flags read by tests) need none. */
const styledAnywhere = classesOf(stylesheetsUnder('client'));
const pages = [...new Set([...readFileSync('client/routes.ts', 'utf8').matchAll(/source:\s*'([^']+)'/g)].map((match) => match[1] ?? ''))];
const pageStylesOf = (page: string) => path.join(path.dirname(page), 'styles.ts');
const stylesheetsOf = (module: string) => (existsSync(module) ? moduleInfo(abs(module)).stylesheets : []);

const skipInShell = (file: string) => pages.includes(rel(file)) || rel(file) in OWN_STYLESHEETS;
const shell = reach(
  ENTRIES.map((file): Ref => ({ file: abs(file), name: '*' })),
  skipInShell,
);
const shellClasses = classesOf([SHELL_STYLESHEET]);

function unstyled(rendered: Map<string, Set<string>>, available: Set<string>, never?: RegExp): string[] {
  return [...rendered]
    .filter(([name]) => styledAnywhere.has(name) && !available.has(name) && !never?.test(name))
    .map(([name, modules]) => `${name} (${[...modules].join(', ')})`)
    .sort();
}

describe('stylesheets by page (decision 0031)', () => {
  it('only the entries, the pages’ styles.ts and the modules that bring their own stylesheet import CSS', () => {
    const importers = sources('client')
      .filter((file) => moduleInfo(abs(file)).stylesheets.length > 0)
      .map(rel)
      .filter((file) => !ENTRIES.includes(file) && !/^client\/routes\/[\w-]+\/styles\.ts$/.test(file) && !(file in OWN_STYLESHEETS));
    expect(importers).toEqual([]);
    for (const entry of ENTRIES) expect(moduleInfo(abs(entry)).stylesheets, entry).toEqual([SHELL_STYLESHEET]);
  });

  it('a page’s styles.ts imports stylesheets and nothing else', () => {
    for (const page of pages.map(pageStylesOf).filter(existsSync)) {
      const code = readFileSync(page, 'utf8').replace(/^\/\/.*$/gm, '').replace(/^import '[^']+\.css';$/gm, '');
      expect(code.trim(), page).toBe('');
    }
  });

  it('the shell renders only classes of its own stylesheet', () => {
    expect(unstyled(renderedClasses(shell), shellClasses)).toEqual([]);
  });

  for (const page of pages) {
    it(`${page} renders no class whose stylesheet it does not link`, () => {
      const reached = reach([{ file: abs(page), name: '*' }], (file) => rel(file) in OWN_STYLESHEETS);
      const rendered = renderedClasses(reached, shell);
      const own = stylesheetsOf(pageStylesOf(page));
      expect(unstyled(rendered, new Set([...shellClasses, ...classesOf(own)]), NEVER_SHOWN[page]?.classes)).toEqual([]);
      // And every stylesheet it links styles something it renders.
      for (const stylesheet of own) expect([...stylesheetClasses(stylesheet)].some((name) => rendered.has(name)), `${page} links ${stylesheet}`).toBe(true);
    });
  }

  for (const [module, why] of Object.entries(OWN_STYLESHEETS)) {
    it(`${module} (${why}) renders only classes of the shell’s stylesheet and its own`, () => {
      const rendered = renderedClasses(reach([{ file: abs(module), name: '*' }]), shell);
      const own = [...reach([{ file: abs(module), name: '*' }]).keys()].flatMap((file) => moduleInfo(file).stylesheets);
      expect(own.length).toBeGreaterThan(0);
      expect(unstyled(rendered, new Set([...shellClasses, ...classesOf(own)]))).toEqual([]);
    });
  }
});
