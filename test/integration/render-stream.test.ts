// Issue 15: a page rendered per request reaches the compressor and the socket in a few
// large writes, not as React's 4 KB views (brotli over 4 KB pieces costs about three
// times the CPU of brotli over 64 KB pieces). Chunk boundaries of a chunked HTTP
// response are the writes the server made, so they are read off the raw bytes.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** The raw response to one GET on a fresh connection that asks for no compression. */
function rawGet(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${BROWSER}\r\nAccept-Language: ru\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    });
    const parts: Buffer[] = [];
    socket.on('data', (part) => parts.push(part));
    socket.on('end', () => resolve(Buffer.concat(parts)));
    socket.on('error', reject);
  });
}

/** Sizes of the chunks of a chunked body, the closing 0 excluded. */
function chunkSizes(response: Buffer): number[] {
  const head = response.indexOf('\r\n\r\n');
  expect(response.subarray(0, head).toString('latin1')).toMatch(/transfer-encoding: chunked/i);
  const sizes: number[] = [];
  let at = head + 4;
  for (;;) {
    const end = response.indexOf('\r\n', at);
    const size = Number.parseInt(response.subarray(at, end).toString('latin1'), 16);
    if (!(size > 0)) return sizes;
    sizes.push(size);
    at = end + 2 + size + 2;
  }
}

describe('a page rendered per request', () => {
  it('is written in a few large pieces, not in 4 KB views', async () => {
    const sizes = chunkSizes(await rawGet('/models'));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    // A catalogue page is over 100 KB: React alone would write it in about 40 pieces.
    expect(total).toBeGreaterThan(100_000);
    expect(sizes.length).toBeLessThanOrEqual(6);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(32 * 1024);
  });
});

describe('turns at rendering (RENDER_CONCURRENCY)', () => {
  let single: FastifyInstance;
  let origin = '';
  beforeAll(async () => {
    // One turn for the whole server: a turn that is never handed back would hang every later page.
    // No shedding: on a busy machine the burst's last pages would wait past the bound (test/integration/shedding.test.ts).
    single = await buildTestApp({ PAGE_CACHE_TTL_MS: '0', RENDER_CONCURRENCY: '1', ADMISSION_MAX_WAIT_MS: '0' });
    await single.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(single.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await single?.close();
  });

  const page = (path: string) => fetch(`${origin}${path}`, { headers: { 'user-agent': BROWSER, 'accept-language': 'ru', connection: 'close' } });

  /** A visitor who sends the request and leaves before any answer. */
  const leave = (path: string) =>
    new Promise<void>((resolve) => {
      const { port } = new URL(origin);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${BROWSER}\r\n\r\n`, () => {
          socket.destroy();
          resolve();
        });
      });
      socket.on('error', () => resolve());
    });

  it('answer every page of a burst in full, and hand the turn on when a visitor leaves mid-page or asks with HEAD', async () => {
    const paths = ['/models', '/manufacturers', '/articles', '/models?page=2', '/', '/statreport', '/no/such/page', '/models?page=3'];
    // Half the visitors leave as soon as their request is sent, the others read their page.
    const leaving = paths.map((path) => leave(path));
    const staying = await Promise.all(
      paths.map(async (path) => {
        const response = await page(path);
        return { status: response.status, html: await response.text() };
      }),
    );
    // A HEAD request renders the page too, and its body is never read.
    const head = await fetch(`${origin}/models?page=5`, { method: 'HEAD', headers: { 'user-agent': BROWSER, connection: 'close' } });
    expect(head.status).toBe(200);
    await Promise.all(leaving);
    expect(staying.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 200]);
    for (const { html } of staying) expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // Every turn came back: one more page is answered at once, not after a render timeout.
    const started = Date.now();
    expect((await page('/models?page=4')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
