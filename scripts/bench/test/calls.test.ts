import { describe, expect, it } from 'vitest';
import { collectCalls, compareColdCalls, tally, warmCalls, type CallLike } from '../calls.ts';

const get = (url: string): CallLike => ({ method: 'GET', url });
const post = (url: string): CallLike => ({ method: 'POST', url });

describe('tally', () => {
  it('counts per method and full URL', () => {
    const counts = tally([get('/web2/a?x=1'), get('/web2/a?x=1'), get('/web2/a?x=2'), post('/web2/a?x=1')]);
    expect([...counts]).toEqual([
      ['GET /web2/a?x=1', 2],
      ['GET /web2/a?x=2', 1],
      ['POST /web2/a?x=1', 1],
    ]);
  });
});

describe('compareColdCalls', () => {
  it('is 1 per call when concurrent views coalesce', () => {
    const single = [get('/a'), post('/search'), post('/search')];
    const result = compareColdCalls(single, [get('/a'), post('/search'), post('/search')], 100);
    expect(result.worstPerCall).toBe(1);
    expect(result.singleTotal).toBe(3);
    expect(result.concurrentTotal).toBe(3);
  });

  it('names the worst call when views do not coalesce', () => {
    const single = [get('/a'), get('/b')];
    const concurrent = [get('/a'), ...Array.from({ length: 100 }, () => get('/b'))];
    const result = compareColdCalls(single, concurrent, 100);
    expect(result.worstPerCall).toBe(100);
    expect(result.worstCall).toBe('GET /b');
  });

  it('counts a call the single view never made against one', () => {
    const result = compareColdCalls([get('/a')], [get('/a'), get('/late'), get('/late')], 100);
    expect(result.worstPerCall).toBe(2);
    expect(result.worstCall).toBe('GET /late');
  });

  it('is 0 when no call is made at all', () => {
    expect(compareColdCalls([], [], 100)).toMatchObject({ worstPerCall: 0, worstCall: null, rows: [] });
  });
});

describe('collectCalls', () => {
  it('drains the log so calls past its bound are still counted, and counts each once', async () => {
    let log: CallLike[] = [get('/before')];
    const source = { list: () => log.slice(), reset: () => void (log = []) };
    const collector = collectCalls(source, 5);
    expect(log).toEqual([]);
    for (let i = 0; i < 30; i += 1) {
      log.push(get('/x'));
      // A bounded log would drop old entries; the collector must have drained them first.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    log.push(post('/y'));
    const collected = collector.stop();
    expect(collected.total).toBe(31);
    expect(collected.counts.get('GET /x')).toBe(30);
    expect(collected.counts.get('POST /y')).toBe(1);
    expect(collected.counts.has('GET /before')).toBe(false);
  });
});

describe('warmCalls', () => {
  it('divides calls by views and by seconds and lists the most frequent first', () => {
    const counts = new Map([
      ['GET /a', 1],
      ['GET /b', 3],
    ]);
    expect(warmCalls({ total: 4, counts }, 1_000, 8)).toEqual({
      views: 1_000,
      seconds: 8,
      calls: 4,
      perView: 0.004,
      perSecond: 0.5,
      distinct: 2,
      maxPerCall: 3,
      top: [
        { call: 'GET /b', count: 3 },
        { call: 'GET /a', count: 1 },
      ],
    });
    expect(warmCalls({ total: 0, counts: new Map() }, 0, 0)).toMatchObject({ perView: 0, perSecond: 0, distinct: 0, maxPerCall: 0 });
  });
});
