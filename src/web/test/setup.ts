import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';

// Mantine's testing guide: jsdom lacks matchMedia and ResizeObserver.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// `findBy…` waits for what the app draws after its lazy page modules load. The first import of
// a page module in a test file compiles it (Vite's transform), which takes seconds on a busy
// two-core machine: the default second made the first test of a file fail only under load
// (edit profile's, the full view's corrigenda). A page that never appears still fails, at 10 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
