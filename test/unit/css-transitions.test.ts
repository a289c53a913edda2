// Decision 0031, addendum: a transition applies only once the page has hydrated. A browser may
// compute an element's style before the head's stylesheets arrive; every property with a transition
// then eases from the browser's defaults into the first frame (CI caught the Revit page's download
// button fading in from link blue). Each transition is declared in a nested
// `:where(:root[data-hydrated]) &` rule; test/e2e/page-styles.test.ts checks the result in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetsUnder } from '../support/rendered-classes.ts';

const GATE = ':where(:root[data-hydrated]) &';

/** Splits at the top level only (outside parentheses and brackets). */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && separator.test(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Whether a selector's subject (its last compound) names what it matches: a class, an id, an
 * attribute or a tag, outside :not(). Setting data-hydrated invalidates the subjects of the gated
 * rules; a subject with none of these (`.list > :not(.spinner)`) makes the browser restyle every
 * element under <html> at hydration instead (1,337 on /models, 100-240 ms at 4x CPU, issue 26).
 */
function subjectIsNamed(selector: string): boolean {
  const subject = splitTopLevel(selector, /[\s>+~]/).at(-1) ?? '';
  const positive = subject.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return /^[a-z]/i.test(positive) || /[.#][\w-]|\[/.test(positive);
}

/** Each `transition` or `transition-property` declaration with the preludes of the blocks around it, innermost last. */
function transitionDeclarations(css: string): Array<{ declaration: string; blocks: string[] }> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Array<{ declaration: string; blocks: string[] }> = [];
  const blocks: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      blocks.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (char === ';' || char === '}') {
      const declaration = text.slice(start, i).trim().replace(/\s+/g, ' ');
      if (/^transition(-property)?\s*:/.test(declaration)) found.push({ declaration, blocks: [...blocks] });
      if (char === '}') blocks.pop();
      start = i + 1;
    }
  }
  return found;
}

describe('transitions wait for hydration', () => {
  it('reads declarations and the blocks around them', () => {
    const found = transitionDeclarations('.a { color: red; transition: color 1s; }\n@media (x) { .b { :where(:root[data-hydrated]) & { transition: none } } }');
    expect(found).toEqual([
      { declaration: 'transition: color 1s', blocks: ['.a'] },
      { declaration: 'transition: none', blocks: ['@media (x)', '.b', GATE] },
    ]);
  });

  it('tells a named subject from an anonymous one', () => {
    expect(subjectIsNamed('.button')).toBe(true);
    expect(subjectIsNamed('.home-section__more svg')).toBe(true);
    expect(subjectIsNamed('.loading-bar[aria-busy="false"]')).toBe(true);
    expect(subjectIsNamed('.body > :is(.grid, .pagination)')).toBe(true);
    expect(subjectIsNamed('.body > :not(.spinner)')).toBe(false);
    expect(subjectIsNamed('.list :hover')).toBe(false);
    expect(subjectIsNamed('.list > *')).toBe(false);
  });

  it('every gated rule names its subject, so hydration restyles those elements only', () => {
    const anonymous = stylesheetsUnder(path.join(process.cwd(), 'client')).flatMap((file) =>
      transitionDeclarations(readFileSync(file, 'utf8'))
        .filter(({ blocks }) => blocks.at(-1) === GATE)
        .flatMap(({ blocks }) => splitTopLevel(blocks.at(-2) ?? '', /,/).filter((selector) => !subjectIsNamed(selector)))
        .map((selector) => `${path.relative(process.cwd(), file)}: ${selector}`),
    );
    expect(anonymous).toEqual([]);
  });

  it('every stylesheet of the client declares its transitions in the hydrated rule', () => {
    const files = stylesheetsUnder(path.join(process.cwd(), 'client'));
    expect(files.length).toBeGreaterThan(10);
    const ungated = files.flatMap((file) =>
      transitionDeclarations(readFileSync(file, 'utf8'))
        // `none` starts nothing, so it needs no gate (a media rule that switches the drawer's off).
        .filter(({ declaration, blocks }) => blocks.at(-1) !== GATE && !/:\s*none$/.test(declaration))
        .map(({ declaration, blocks }) => `${path.relative(process.cwd(), file)}: ${blocks.join(' > ')} { ${declaration} }`),
    );
    expect(ungated).toEqual([]);
  });
});
