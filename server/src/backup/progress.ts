export interface Progress {
  /** What is being done now (a table's name, "files"). */
  step(label: string): void;
  stop(): void;
}

export const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * A one-line progress display on stderr, redrawn a few times a second, only when stderr is a
 * terminal: piped or logged, a backup prints nothing but its closing summary.
 */
export function showProgress(verb: string, bytes: () => number, detail: () => string = () => '', out: NodeJS.WriteStream = process.stderr): Progress {
  if (!out.isTTY) return { step: () => undefined, stop: () => undefined };
  const started = performance.now();
  let label = '';
  const draw = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? bytes() / 1e6 / seconds : 0;
    out.write(`\r\x1b[K${verb}: ${megabytes(bytes())} MB${detail()}, ${rate.toFixed(1)} MB/s · ${label}`.slice(0, (out.columns || 80) + 4));
  };
  const timer = setInterval(draw, 250);
  timer.unref();
  return {
    step(next) {
      label = next;
      draw();
    },
    stop() {
      clearInterval(timer);
      out.write('\r\x1b[K');
    },
  };
}
