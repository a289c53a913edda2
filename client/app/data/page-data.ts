import { data, type LoaderFunctionArgs } from 'react-router';
import { normaliseError } from '#shared/errors.ts';
import { loaderEnv, type LoaderEnv } from './loader-env.ts';

/**
 * Runs a page's data load and turns a failure into the route error the root
 * boundary renders: 500 stays 500, everything else is the 404 page (spec §4, §8).
 * The services already applied that rule on the server; the browser port
 * carries the same status back.
 */
export async function loadPageData<T>(args: LoaderFunctionArgs, load: (env: LoaderEnv) => Promise<T>): Promise<T> {
  const env = args.context.get(loaderEnv);
  try {
    return await load(env);
  } catch (error) {
    if (error instanceof Response) throw error;
    const { statusCode, message } = normaliseError(error);
    throw data({ message }, { status: statusCode === 500 ? 500 : 404 });
  }
}

/** Route validation failure gives the 404 page (spec §4). */
export function notFound(): never {
  throw data({ message: 'Page not found' }, { status: 404 });
}

export function requireParam(value: string | undefined, pattern: RegExp): string {
  if (value === undefined || !pattern.test(value)) notFound();
  return value;
}

export const ALIAS_PATTERN = /^[\w\p{L}.-]{1,200}$/u;
