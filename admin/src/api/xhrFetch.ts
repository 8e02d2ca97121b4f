/**
 * A `fetch` over XMLHttpRequest, for what fetch cannot tell: how much of the request body has
 * been sent. Honours `init.signal` (an abort rejects with an AbortError, as fetch does).
 */
export function xhrFetch(onUploadProgress: (fraction: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = input instanceof Request ? input.url : String(input);
      xhr.open(init?.method ?? 'GET', url);
      xhr.withCredentials = init?.credentials !== 'omit';
      new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        // Statuses without content must not be given a body.
        const empty = [204, 205, 304].includes(xhr.status) || !(xhr.response instanceof Blob);
        resolve(new Response(empty ? null : xhr.response, { status: xhr.status, headers }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network error')));
      const signal = init?.signal;
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('Aborted', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }
      xhr.send(init?.body instanceof FormData || typeof init?.body === 'string' || init?.body instanceof Blob ? init.body : null);
    });
}
