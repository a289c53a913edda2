// Entry of the static reference's child process. It runs apart from the load
// generator for the same reason the portal does: on a small machine a server
// sharing autocannon's event loop would measure autocannon, not itself.
//
// Protocol over the IPC channel (advanced serialisation, so bodies travel as bytes):
//   parent -> child  { pages: StaticPage[] }
//   child  -> parent { origin: string } | { error: string }
import { createStaticReference, type StaticPage } from './static-server.ts';

if (!process.send) {
  console.error('static-child.ts is started by scripts/bench.ts over IPC');
  process.exit(2);
}

// Never outlive the bench.
process.once('disconnect', () => process.exit(0));

process.once('message', (message: { pages?: StaticPage[] }) => {
  void (async () => {
    try {
      if (!Array.isArray(message.pages) || message.pages.length === 0) throw new Error('no pages to serve');
      const app = createStaticReference(message.pages);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      process.send!({ origin });
    } catch (error) {
      process.send!({ error: (error as Error).message });
      process.exit(1);
    }
  })();
});
