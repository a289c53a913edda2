// Issue 25: a process warning (a negative or overflowing timer, a listener leak, a
// deprecation) is a defect, not noise. Every integration test fails if the process
// emitted one while it ran, naming it and where it was made.
import { afterEach } from 'vitest';

const warnings: Error[] = [];
process.on('warning', (warning) => warnings.push(warning));

afterEach(async () => {
  // Node emits warnings on the next tick: let any from the test's last moment arrive.
  await new Promise((resolve) => setImmediate(resolve));
  if (warnings.length === 0) return;
  const seen = warnings.splice(0);
  throw new Error(`process warning(s) during this test:\n${seen.map((w) => `${w.name}: ${w.message}\n${w.stack ?? ''}`).join('\n')}`);
});
