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
