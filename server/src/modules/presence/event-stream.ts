import type { Response } from 'express';

/** How long a browser waits before it reconnects after the stream ended (EventSource's `retry`). */
const RECONNECT_MS = 2000;
/** A client this far behind in reading is dropped (it reconnects and starts afresh) rather than buffered for. */
const MAX_UNSENT_BYTES = 256 * 1024;

/** A Server-Sent Events answer (text/event-stream) that stays open until ended or closed by the client. */
export interface EventStream {
  send(event: string, data: unknown): void;
  /** A comment line: keeps proxies and load balancers from closing a quiet connection. */
  keepAlive(): void;
  end(): void;
  readonly open: boolean;
}

/**
 * Starts the stream on `res`. Made to pass proxies unbuffered and untouched: `no-transform`
 * (the compression middleware passes event streams anyway; http/compress-responses.ts),
 * `X-Accel-Buffering: no` (nginx), nothing stored anywhere. `onClose` runs once, however it ends.
 */
export function openEventStream(res: Response, onClose: () => void): EventStream {
  let open = true;
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  res.once('close', () => {
    open = false;
    onClose();
  });
  const end = () => {
    if (!open) return;
    open = false;
    res.end();
  };
  const write = (text: string) => {
    if (!open) return;
    if (res.writableLength > MAX_UNSENT_BYTES) end();
    else res.write(text);
  };
  write(`retry: ${RECONNECT_MS}\n\n`);
  return {
    // JSON has no raw line breaks, so one data line carries it whole.
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    keepAlive: () => write(': keep-alive\n\n'),
    end,
    get open() {
      return open;
    },
  };
}
