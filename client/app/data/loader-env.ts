import { createContext } from 'react-router';
import type { ApiPort, PublicConfig, SessionView } from '#shared/api/port.ts';
import type { Language } from '#shared/domain/language.ts';

/** What every loader gets through the router context: the data port and the visitor's settings. */
export interface LoaderEnv {
  api: ApiPort;
  /**
   * The page language the server decided for this request (render inputs). Absent in
   * the browser, where the root loader decides it for each new URL.
   */
  lang?: Language;
  /** The visitor's preference the document came with: the language of a path outside /en/ with no lang query. */
  neutralLang: Language;
  config: PublicConfig;
  /**
   * Server only: false when a page may come without results that are slow to arrive (a person's
   * browser, which asks for them after); true for crawlers. Absent in the browser, which waits.
   */
  waitForData?: boolean;
  /** Browser only: the session the root loader last answered, for the registration gate on navigation. */
  session?: () => SessionView | undefined;
}

export const loaderEnv = createContext<LoaderEnv>();
