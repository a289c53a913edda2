// Development only: installs React Fast Refresh before any component module
// runs. @vitejs/plugin-react expects this preamble, which Vite would inject
// into an index.html; this app renders its document with React instead.
// @ts-expect-error Vite serves this virtual module in development.
import RefreshRuntime from '/@react-refresh';

RefreshRuntime.injectIntoGlobalHook(window);
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
});
