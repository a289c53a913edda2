// axe-core on one page of every page type of the route table, at 375 and
// 1440 px, after hydration: no violation of the WCAG 2.0–2.2 A and AA rules.
// A page added to client/routes.ts is checked without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { routes } from '#client/routes.ts';
import { pagePatterns } from '#test/support/route-table.ts';
import { neutralPattern, samplePages } from '#test/support/page-samples.ts';
import { openPage, startHarness, waitForAnimations, waitForHydration, WCAG_AA_TAGS, type Harness } from './browser.ts';

const WIDTHS = [375, 1440] as const;

// Page types: every language-neutral pattern, plus the English home (the other language's shell).
const PATTERNS = pagePatterns(routes).filter((pattern) => neutralPattern(pattern) === pattern);
let harness: Harness;
const pages = new Map<string, string>();
let violations = 0;

beforeAll(async () => {
  harness = await startHarness();
  // The Russian links (fetch itself sends 'Accept-Language: *', which spec §4 reads as English).
  const samples = await samplePages(PATTERNS, async (path) => (await fetch(harness.origin + path, { headers: { 'accept-language': 'ru' } })).json(), 1);
  for (const pattern of PATTERNS) {
    const path = pattern.includes(':') ? samples.get(pattern)?.[0] : pattern;
    if (path) pages.set(pattern, path);
  }
  pages.set('/en', '/en');
});
afterAll(async () => {
  console.info(`axe: ${pages.size} page types x ${WIDTHS.length} widths, ${violations} violations (WCAG 2.2 AA)`);
  await harness?.close();
});

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it('has a page for every page type', () => {
    for (const pattern of PATTERNS) expect(pages.get(pattern), pattern).toBeDefined();
  });

  for (const width of WIDTHS) {
    it.each([...PATTERNS, '/en'])(`%s at ${width} px has no violations`, async (pattern) => {
      const path = pages.get(pattern);
      expect(path, pattern).toBeDefined();
      const { page, context } = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
      try {
        const response = await page.goto(harness.origin + path!);
        expect(response?.status(), path).toBeLessThan(400);
        // A login step without its parameters leads elsewhere; axe checks where it lands.
        await waitForHydration(page);
        await waitForAnimations(page);
        const result = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
        const found = result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.length}× ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
        violations += result.violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
        expect(found, `${path} at ${width} px`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
