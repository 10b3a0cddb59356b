import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile preset as a browser context: a Moto G Power's screen and user agent. */
export const phone = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/**
 * Throttles a page as Lighthouse's mobile preset does (issue #13): 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, and with `cpu` a 4× slower processor. Returns a function that lifts the
 * network throttling. Used by the browser tests and bench/pages.ts alike.
 */
export async function throttleAsSlowPhone(
  context: BrowserContext,
  page: Page,
  options: { cpu?: boolean } = {},
): Promise<() => Promise<void>> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (options.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}
