import { createContext } from 'react-router';
import type { ApiPort, PublicConfig } from '#shared/api/port.ts';
import type { Language } from '#shared/domain/language.ts';

/** What every loader gets through the router context: the data port and the visitor's settings. */
export interface LoaderEnv {
  api: ApiPort;
  neutralLang: Language;
  config: PublicConfig;
}

export const loaderEnv = createContext<LoaderEnv>();
