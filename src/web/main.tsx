import '@mantine/core/styles.css';
import './theme/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { defaultPrefix, isUrlPrefix, langFromPrefix } from '../common/i18n/languages.ts';
import { createRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import { PreferencesProvider } from './theme/preferences.tsx';

const prefix = window.location.pathname.split('/')[1];
await initI18n(langFromPrefix(isUrlPrefix(prefix) ? prefix : defaultPrefix));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <PreferencesProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createRouter()} />
      </QueryClientProvider>
    </PreferencesProvider>
  </StrictMode>,
);
