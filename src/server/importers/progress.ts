/**
 * Progress of a long import. The command line shows a bar on a terminal (stderr) and periodic
 * lines otherwise; tests and the demo loader pass `silentProgress`.
 */
export interface Progress {
  /** `total` in bytes of the file. */
  start(label: string, total: number): void;
  /** Bytes read so far and rows seen. */
  update(done: number, rows: number): void;
  finish(): void;
}

export const silentProgress: Progress = { start() {}, update() {}, finish() {} };

interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export function createProgress(
  stream: Stream = process.stderr,
  options: { intervalMs?: number } = {},
): Progress {
  const interval = options.intervalMs ?? (stream.isTTY ? 100 : 5_000);
  let label = '';
  let total = 0;
  let last = 0;
  let lastDone = 0;
  let lastRows = 0;
  const draw = (final: boolean) => {
    const fraction = total > 0 ? Math.min(1, lastDone / total) : 0;
    const percent = `${Math.floor(fraction * 100)}`.padStart(3);
    if (stream.isTTY) {
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - label.length - 30));
      const filled = Math.round(fraction * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${lastRows} rows${final ? '\n' : ''}`,
      );
    } else {
      stream.write(`${label}: ${percent.trim()}% (${lastRows} rows)\n`);
    }
  };
  return {
    start(l, t) {
      label = l;
      total = t;
      last = Date.now();
    },
    update(done, rows) {
      lastDone = done;
      lastRows = rows;
      const now = Date.now();
      if (now - last >= interval) {
        last = now;
        draw(false);
      }
    },
    finish() {
      lastDone = total;
      draw(true);
    },
  };
}
