import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { ErrorPage } from '../features/system/error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

/** A page that failed to load or render shows the spec's error page, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { ready } = useTranslation(undefined, { useSuspense: false });
  console.error(error);
  if (!ready) return <p role="alert">Something went wrong please try again later.</p>;
  return (
    <ConfirmProvider>
      <PublicLayout content={<ErrorPage />} />
    </ConfirmProvider>
  );
}
