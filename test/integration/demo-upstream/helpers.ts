// Shared by the demo upstream integration tests: start on port 0, call over HTTP.

import type { DemoUpstream } from '#server/demo-upstream/start.ts';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  upstream: DemoUpstream,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; raw?: string; contentType?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    body = options.raw;
  }
  const response = await fetch(`${upstream.origin}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
