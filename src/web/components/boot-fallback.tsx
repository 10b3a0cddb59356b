import { Loader } from '@mantine/core';

/** Shown while the first server-status check runs, before any page (spec §4: check at start). */
export function BootFallback() {
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Loader aria-hidden="true" />
    </div>
  );
}
