import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  body: string;
}

/** A webhook receiver on 127.0.0.1: every request is kept; `/fail-once/…` answers 500 the first time a delivery id comes, then 200. */
export class Receiver {
  readonly received: Received[] = [];
  private server: Server | undefined;
  private readonly failedOnce = new Set<string>();

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const id = String(request.headers['blokwerk-webhook-id']);
        const fail = path.startsWith('/fail-once/') && !this.failedOnce.has(id);
        if (fail) this.failedOnce.add(id);
        response.writeHead(fail ? 500 : 200, { 'Content-Type': 'text/plain' }).end(fail ? 'busy, try later' : 'thanks');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
