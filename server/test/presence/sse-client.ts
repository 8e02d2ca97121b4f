import http from 'node:http';
import type { ApiClient } from '../support/api-client.js';

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order (comments and `retry:` left out). */
  events: ServerSentEvent[];
  /** A refusal's JSON envelope (the answer was no event stream). */
  envelope?: unknown;
  /** Comment lines so far (keep-alives). */
  comments: number;
  /** Settles when the server ended the stream (or the test closed it). */
  ended: Promise<void>;
  close(): void;
}

/** Parses one block of lines (between blank lines) of a text/event-stream. */
function parseBlock(block: string, stream: OpenStream): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments++;
    else if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  if (data.length > 0) stream.events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
}

/**
 * Opens `path` as an event stream with `client`'s session, the way a browser's EventSource does,
 * on a connection of its own that close() destroys; reads it in the background.
 */
export function openStream(client: ApiClient, path: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, client.baseUrl), {
      agent: false,
      headers: { cookie: client.cookieHeader, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
      const stream: OpenStream = {
        status: response.statusCode ?? 0,
        headers,
        events: [],
        comments: 0,
        ended: Promise.resolve(),
        close: () => request.destroy(),
      };
      let buffered = '';
      response.setEncoding('utf8');
      stream.ended = new Promise((done) => response.once('close', done));
      if (!headers.get('content-type')?.startsWith('text/event-stream')) {
        // A refusal: its envelope, whole.
        response.on('data', (chunk: string) => (buffered += chunk));
        response.once('end', () => resolve({ ...stream, envelope: JSON.parse(buffered) as unknown }));
        return;
      }
      response.on('data', (chunk: string) => {
        buffered += chunk;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) parseBlock(block, stream);
      });
      resolve(stream);
    });
  });
}

/** The data of the stream's events named `event`. */
export function eventsNamed<T>(stream: OpenStream, event: string): T[] {
  return stream.events.filter((e) => e.event === event).map((e) => e.data as T);
}
