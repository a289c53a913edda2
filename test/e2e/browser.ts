import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createServer } from 'node:net';

/** axe-core's tags for WCAG 2.2 level AA, which includes every A and AA rule of 2.0 and 2.1. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  app: FastifyInstance;
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Start the demo upstream with fault injection on (harness.app.demoUpstream.faults). */
  demoFaults?: boolean;
  /** Leave PUBLIC_ORIGIN unset, as `npm start` on a fresh machine does (origin stays http://127.0.0.1:port). */
  noPublicOrigin?: boolean;
  /** Extra Chromium flags, e.g. --host-resolver-rules to reach the server by another name. */
  chromiumArgs?: string[];
  /** Extra environment for the server's configuration (e.g. TAG_MANAGER_ID). */
  env?: Record<string, string>;
}

/** The production build on the demo upstream, listening on loopback, and one Chromium. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { app, origin } = await listenOnFreePort(options);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...(options.chromiumArgs ?? [])] });
  return {
    app,
    origin,
    browser,
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors included: any of them fails a test. */
  problems: string[];
  /** URLs of document (HTML) requests the page made. */
  documents: string[];
  /** /api requests the page made for its own data and actions. */
  apiCalls: string[];
  /** Site-wide background requests, on every page after it is idle: analytics beacons and the ad popup's ads. */
  backgroundCalls: string[];
}

/** Requests every page makes on its own once idle, whatever the test does (see backgroundCalls). */
const BACKGROUND_API = /^\/api\/(events(\/ads)?|ads)$/;

/** A desktop Chrome's user agent: headless Chromium's own names it HeadlessChrome, which the server (isbot) takes for a crawler. */
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export async function openPage(
  harness: Harness,
  options: { width?: number; height?: number; storage?: boolean; javaScript?: boolean; userAgent?: string } = {},
): Promise<WatchedPage> {
  const context = await harness.browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'ru-RU',
    // false: the page as a visitor without JavaScript gets it (its forms post to the server, docs/decisions/0029).
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const documents: string[] = [];
  const apiCalls: string[] = [];
  const backgroundCalls: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
    const { pathname } = new URL(req.url());
    if (BACKGROUND_API.test(pathname)) backgroundCalls.push(req.url());
    else if (pathname.startsWith('/api/')) apiCalls.push(req.url());
  });
  return { context, page, problems, documents, apiCalls, backgroundCalls };
}

/** Waits until React has hydrated the document (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

/**
 * Waits until no finite animation is running (after two frames, so one that a
 * just-hydrated part starts is seen too): a check of colours and contrast judges
 * the page at rest, not a notice halfway through fading in.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * The public origin must be known before the app is built (canonical links, login
 * redirect), so the port is probed first; on a busy machine another process can
 * take it before the app listens, and then a new port is tried.
 */
async function listenOnFreePort(options: HarnessOptions, attempts = 5): Promise<{ app: FastifyInstance; origin: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_ORIGIN: options.noPublicOrigin ? '' : origin, ...options.env });
    const app = await buildApp(config, { logger: false, ...(options.demoFaults ? { demoFaults: true } : {}) });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return { app, origin };
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= attempts) throw error;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
