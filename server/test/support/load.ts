import { ApiClient } from './api-client.js';

/** Keeps `concurrency` request loops busy (pages and REST, alternating) until stopped; counts outcomes. */
export function load(url: string, concurrency: number) {
  const outcome = { ok: 0, serverErrors: 0, otherStatus: 0, connectionErrors: 0 };
  const control = { running: true };
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    const client = new ApiClient(url);
    while (control.running) {
      try {
        const res = i % 2 ? await client.get('/api/blokwerk/settings/get') : await client.get('/');
        if (res.status >= 500 && res.status !== 503) outcome.serverErrors++;
        else if (res.status < 400) outcome.ok++;
        else outcome.otherStatus++;
      } catch {
        // Refused or reset once the listener is closed: expected after SIGTERM.
        outcome.connectionErrors++;
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  });
  return {
    outcome,
    stop: async () => {
      control.running = false;
      await Promise.all(loops);
    },
  };
}
