import type { Worker } from 'node:cluster';

/** What a worker and its primary tell each other over the cluster's IPC channel. */
interface Message {
  /**
   * listening: the worker listens (at `url`); stopped-accepting: the worker closed its listener
   * on shutdown; drain: the primary tells a worker that every worker stopped accepting.
   */
  blokwerk: 'listening' | 'stopped-accepting' | 'drain';
  url?: string;
}

export interface WorkerListening extends Message {
  blokwerk: 'listening';
  url: string;
}

function isMessage(message: unknown, kind: Message['blokwerk']): boolean {
  return typeof message === 'object' && message !== null && (message as Partial<Message>).blokwerk === kind;
}

export function isWorkerListening(message: unknown): message is WorkerListening {
  return isMessage(message, 'listening');
}

export function reportListening(url: string): void {
  const message: WorkerListening = { blokwerk: 'listening', url };
  process.send?.(message);
}

export function isStoppedAccepting(message: unknown): boolean {
  return isMessage(message, 'stopped-accepting');
}

/**
 * A worker that closed its listener says so and waits for the primary's word to drain. The
 * message follows the worker's own (node:cluster's) request to be taken out of the rotation on
 * the same channel, so the primary reads it after that request took effect. Resolves at once
 * outside a cluster, and when the primary is gone.
 */
export function stoppedAccepting(): Promise<void> {
  if (!process.send || !process.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, 'drain')) return;
      process.removeListener('message', onMessage);
      process.removeListener('disconnect', onDisconnect);
      resolve();
    };
    const onDisconnect = () => {
      process.removeListener('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
    const message: Message = { blokwerk: 'stopped-accepting' };
    process.send?.(message);
  });
}

export function permitDrain(worker: Worker): void {
  const message: Message = { blokwerk: 'drain' };
  if (worker.isConnected()) worker.send(message);
}
