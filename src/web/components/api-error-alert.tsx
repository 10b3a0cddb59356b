import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

/**
 * A failed read of the public tender API, in words: the rate limit (429) says how long to wait
 * (from Retry-After), anything else gets the translated message of its problem code. Never a
 * blank page.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(['tenders', 'common']);
  const apiError = error instanceof ApiError ? error : undefined;
  let message: string;
  if (apiError?.status === 429 || apiError?.code === 'RATE_LIMITED') {
    message =
      apiError.retryAfterSeconds !== undefined
        ? t('errors.rateLimitedFor', { count: Math.max(1, Math.ceil(apiError.retryAfterSeconds)) })
        : t('errors.rateLimited');
  } else {
    message = t(`common:errors.${apiError?.code ?? 'INTERNAL_ERROR'}`);
  }
  return (
    <Alert color="red" variant="outline" role="alert" title={t('errors.title')}>
      {message}
    </Alert>
  );
}
