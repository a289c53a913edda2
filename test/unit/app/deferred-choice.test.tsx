// client/app/deferred-choice.tsx (decision 0018, third pass): parts that take turns in one place.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDeferred } from '#client/app/deferred/deferred.tsx';
import { deferredChoice } from '#client/app/deferred-choice.tsx';

describe('a deferred choice', () => {
  it('renders the chosen part whole on the server, each choice in the same one boundary', async () => {
    const requested: string[] = [];
    const part = (name: string) => async () => {
      requested.push(name);
      return { default: ({ word }: { word: string }) => <p>{`${name} ${word}`}</p> };
    };
    const Tabs = deferredChoice({ first: part('first'), second: part('second') });
    await loadDeferred();
    expect(requested.sort()).toEqual(['first', 'second']);
    expect(renderToString(<Tabs which="first" word="shown" />)).toBe('<!--$--><p>first shown</p><!--/$-->');
    expect(renderToString(<Tabs which="second" word="shown" />)).toBe('<!--$--><p>second shown</p><!--/$-->');
  });

  it('loads only the part asked for by preload, once, and ignores a name that is no choice', async () => {
    const requested: string[] = [];
    const Tabs = deferredChoice({
      one: async () => (requested.push('one'), { default: () => <i>one</i> }),
      two: async () => (requested.push('two'), { default: () => <i>two</i> }),
    });
    await Tabs.preload('two');
    await Tabs.preload('two');
    await Tabs.preload('constructor');
    await Tabs.preload('nothing');
    expect(requested).toEqual(['two']);
    expect(renderToString(<Tabs which="two" />)).toContain('<i>two</i>');
    expect(renderToString(<Tabs which="one" />)).not.toContain('<i>one</i>');
  });

  it('preload resolves when a part fails to load (the failure shows when the part is shown)', async () => {
    const Tabs = deferredChoice({ broken: () => Promise.reject(new Error('chunk failed')) });
    await expect(Tabs.preload('broken')).resolves.toBeUndefined();
  });
});
