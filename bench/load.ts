/** What one load run measured: every request's latency, summarised (ms). */
export interface LoadFigures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Drives `url` with `clients` keep-alive clients for `seconds`, each sending its next request
 * as soon as the last one is answered; a non-2xx answer or a network error counts as an error.
 */
export async function drive(
  url: string,
  clients: number,
  seconds: number,
  init?: RequestInit,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Math.round((latencies[Math.floor((latencies.length - 1) * p)] ?? 0) * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
  };
}
