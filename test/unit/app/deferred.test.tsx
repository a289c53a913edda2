// client/app/deferred/deferred.tsx (decision 0018): what the server renders of a deferred part.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, loadDeferred, loadPageParts, pagesLoadTheirParts } from '#client/app/deferred/deferred.tsx';

describe('deferred parts', () => {
  it('render whole, nested ones too, once loadDeferred has loaded their modules', async () => {
    // The outer module declares a deferred part of its own only when it loads, as the header does its search.
    const Outer = deferred(async () => {
      const Inner = deferred(async () => ({ default: ({ word }: { word: string }) => <em>{word}</em> }));
      return { default: ({ word }: { word: string }) => <p>outer <Inner word={word} /></p> };
    });
    await loadDeferred();
    const html = renderToString(<Outer word="inner" />);
    expect(html).toContain('<p>outer <!--$--><em>inner</em><!--/$--></p>');
  });

  it('render nothing but the boundary before their module has loaded (the case loadDeferred prevents)', () => {
    const Late = deferred(async () => ({ default: () => <b>late</b> }));
    expect(renderToString(<Late />)).not.toContain('<b>late</b>');
  });

  it('come with their page on a client navigation, never on the first load, and a shell part never does', async () => {
    const loaded: string[] = [];
    const part = (name: string) => async () => {
      loaded.push(name);
      return { default: () => <i>{name}</i> };
    };
    deferred(part('page part'), { pagePart: true });
    deferred(part('shell part'));
    // Before hydration (the first load): a page's lazy does not wait for its parts.
    await loadPageParts();
    expect(loaded).toEqual([]);
    pagesLoadTheirParts();
    await loadPageParts();
    await loadPageParts();
    expect(loaded).toEqual(['page part']);
  });
});
