import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One portal for the browser suite: built web app, empty embedded database, demo accounts. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
  const portal = await startPortal({}, { demoData: true });
  project.provide('baseURL', portal.baseURL);
  return () => portal.stop();
}
