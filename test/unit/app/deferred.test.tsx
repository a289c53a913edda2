// client/app/deferred/deferred.tsx (decision 0018): what the server renders of a deferred part.
// What the browser does with it (hydration as the code arrives, a navigation that waits for a part's
// code) is held by test/e2e/deferred-parts.test.ts with the chunks held back.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, loadDeferred } from '#client/app/deferred/deferred.tsx';

describe('deferred parts', () => {
  it('render whole, nested ones too, once loadDeferred has loaded their modules', async () => {
    // The outer module declares a deferred part of its own only when it loads, as the header does its search.
    const Outer = deferred(async () => {
      const Inner = deferred(async () => ({ Inner: ({ word }: { word: string }) => <em>{word}</em> }), 'Inner');
      return { Outer: ({ word }: { word: string }) => <p>outer <Inner word={word} /></p> };
    }, 'Outer');
    await loadDeferred();
    const html = renderToString(<Outer word="inner" />);
    expect(html).toContain('<p>outer <!--$--><em>inner</em><!--/$--></p>');
  });

  it('render nothing but the boundary before their module has loaded (the case loadDeferred prevents)', () => {
    const Late = deferred(async () => ({ Late: () => <b>late</b> }), 'Late');
    expect(renderToString(<Late />)).not.toContain('<b>late</b>');
  });

  it('load their module once, however often preloaded', async () => {
    let loads = 0;
    const Once = deferred(async () => (loads++, { Once: () => <i>once</i> }), 'Once');
    await Promise.all([Once.preload(), Once.preload()]);
    await Once.preload();
    expect(loads).toBe(1);
    expect(renderToString(<Once />)).toContain('<i>once</i>');
  });
});
