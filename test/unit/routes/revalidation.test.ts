// The one revalidation rule (client/app/data/revalidation.ts): a form's submission reloads no
// page and only reloads the root when the session changed; a language change reloads; otherwise
// each page's data key decides, and the same address again is React Router's default.
import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { revalidateOn, rootShouldRevalidate } from '#client/app/data/revalidation.ts';
import { shouldRevalidate as aboutRule } from '#client/routes/about/route.tsx';
import { shouldRevalidate as modelRule } from '#client/routes/model/route.tsx';
import { shouldRevalidate as catalogueRule } from '#client/routes/models/route.tsx';

const ORIGIN = 'http://portal.test';
function args(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs {
  return { currentUrl: new URL(ORIGIN + from), nextUrl: new URL(ORIGIN + to), defaultShouldRevalidate: true, ...extra } as ShouldRevalidateFunctionArgs;
}
const post = (formAction: string, actionResult: unknown): Partial<ShouldRevalidateFunctionArgs> => ({ formMethod: 'POST', formAction, actionResult });

describe('a page (revalidateOn)', () => {
  const byPath = revalidateOn();
  it('reloads on a language change, by the path or the lang query, and for another path', () => {
    expect(byPath(args('/about', '/en/about'))).toBe(true);
    expect(byPath(args('/about', '/about?lang=en'))).toBe(true);
    expect(byPath(args('/product/1', '/product/2'))).toBe(true);
  });

  it('keeps its data for a query it only shows and leaves the same address to the default (a revalidate() call)', () => {
    expect(byPath(args('/about', '/about?utm_source=mail'))).toBe(false);
    expect(byPath(args('/about', '/about'))).toBe(true);
    expect(byPath(args('/about', '/about', { defaultShouldRevalidate: false }))).toBe(false);
  });

  it('reloads nothing after a form: sent, refused or a like (a /_data action)', () => {
    expect(aboutRule(args('/about', '/about', post('/about', { ok: true, ticketId: 1, email: 'a@b.ru' })))).toBe(false);
    expect(aboutRule(args('/about', '/about', post('/about', { ok: false, status: 429, retryAfterS: 60 })))).toBe(false);
    expect(modelRule(args('/model/door/7', '/model/door/7', post('/model/door/7', { ok: true, id: 3, email: 'a@b.ru' })))).toBe(false);
    expect(modelRule(args('/model/door/7', '/model/door/7', post('/_data/likes', null)))).toBe(false);
  });

  it('treats a GET form (a search box) as the navigation it is', () => {
    expect(catalogueRule(args('/models', '/models?search=door', { formMethod: 'GET', formAction: '/models' }))).toBe(true);
  });

  it('the catalogue reloads for its query, never for the view switch', () => {
    expect(catalogueRule(args('/models', '/models?view=list'))).toBe(false);
    expect(catalogueRule(args('/models', '/models?search=door'))).toBe(true);
    expect(catalogueRule(args('/models?search=door', '/en/models?search=door'))).toBe(true);
  });
});

describe('the root (rootShouldRevalidate)', () => {
  it('reloads with the language only, not for a revalidate() of the same address', () => {
    expect(rootShouldRevalidate(args('/models', '/en/models'))).toBe(true);
    expect(rootShouldRevalidate(args('/models', '/models?lang=en'))).toBe(true);
    expect(rootShouldRevalidate(args('/models', '/about'))).toBe(false);
    expect(rootShouldRevalidate(args('/models', '/models'))).toBe(false);
  });

  it('reloads after the agreement is recorded and after a redirect (sign-up done), not after other forms or a logout', () => {
    expect(rootShouldRevalidate(args('/about', '/about', post('/', { ok: true, location: '/about', session: true })))).toBe(true);
    expect(rootShouldRevalidate(args('/validate', '/models', post('/validate?return=%2Fmodels', undefined)))).toBe(true);
    expect(rootShouldRevalidate(args('/about', '/about', post('/', { ok: true, location: '/about' })))).toBe(false);
    expect(rootShouldRevalidate(args('/about', '/about', post('/about', { ok: true, ticketId: 1, email: 'a@b.ru' })))).toBe(false);
    expect(rootShouldRevalidate(args('/model/door/7', '/model/door/7', post('/_data/model-views', null)))).toBe(false);
  });
});
