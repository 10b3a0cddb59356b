import type { HealthResponse } from '../../common/api/health.ts';
import { apiFetch } from '../api/client.ts';

/**
 * Spec §4: "At application start and before every navigation, a server-status check runs.
 * If the server is not up the user goes to the server-down page." A check that has just
 * succeeded is reused for a few seconds, so quick successive navigations cost one call.
 */
let lastUp = 0;
const reuseMs = 3_000;

export async function isServerUp(now = Date.now()): Promise<boolean> {
  if (now - lastUp < reuseMs) return true;
  try {
    const health = await apiFetch<HealthResponse>('/health', { timeoutMs: 5_000 });
    if (health.status === 'up') {
      lastUp = now;
      return true;
    }
    return false;
  } catch {
    return false;
  }
}

export function forgetServerStatus() {
  lastUp = 0;
}
