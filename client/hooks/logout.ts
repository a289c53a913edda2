import { LOGOUT_ENDPOINT } from '#shared/links.ts';

export interface LogoutDeps {
  fetch: typeof fetch;
  reload: () => void;
  logError: (message: string, error: unknown) => void;
}

function browserDeps(): LogoutDeps {
  return {
    fetch: (input, init) => window.fetch(input, init),
    reload: () => window.location.reload(),
    logError: (message, error) => console.error(message, error),
  };
}

/**
 * Spec §2/§8: log out on the server, then reload. A failed or refused logout is
 * logged and the page reloads anyway, so the user never gets stuck.
 */
export async function logout(deps: LogoutDeps = browserDeps()): Promise<void> {
  try {
    const response = await deps.fetch(LOGOUT_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      // JSON, as the server's cross-site guard requires of every write: no HTML form can send it.
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) deps.logError('Logout failed', new Error(`HTTP ${response.status}`));
  } catch (error) {
    deps.logError('Logout failed', error);
  } finally {
    deps.reload();
  }
}
