import { rm } from 'node:fs/promises';
import { MirrorLayout } from './layout.js';
import { MirrorStore } from './store.js';

/**
 * Removes the mirror's pages before this host serves (the lone process, or the primary before
 * its workers start): events of the time it was down were missed. The warmer's lock goes too:
 * its pid may be anyone's now.
 */
export async function clearMirrorAtStart(dir: string): Promise<void> {
  const layout = new MirrorLayout(dir);
  await new MirrorStore(layout).removeAll();
  await rm(layout.warmerLock, { force: true });
}
