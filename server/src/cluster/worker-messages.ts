/** What a worker tells its primary over the cluster's IPC channel. */
export interface WorkerListening {
  blokwerk: 'listening';
  url: string;
}

export function isWorkerListening(message: unknown): message is WorkerListening {
  return typeof message === 'object' && message !== null && (message as Partial<WorkerListening>).blokwerk === 'listening';
}

export function reportListening(url: string): void {
  const message: WorkerListening = { blokwerk: 'listening', url };
  process.send?.(message);
}
