import { Alert, Loader, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors.ts';
import { useCurrentRouteId } from './use-current-route.ts';

/**
 * A page about one loaded item (an update page, an appeal's preview): the route's title, then the
 * item, or why it cannot be shown: `invalid` (no usable id in the address), the server's refusal
 * in the page's language, or a loader while it comes.
 */
export function LoadedPage<T>(props: {
  query: Pick<UseQueryResult<T>, 'data' | 'error'>;
  /** Said instead of loading when the address names no item. */
  invalid?: string | false;
  maw?: number;
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation(['common', 'routes']);
  const routeId = useCurrentRouteId();
  const { query } = props;
  return (
    <Stack gap="md" maw={props.maw}>
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {props.invalid ? (
        <Alert color="red">{props.invalid}</Alert>
      ) : query.error ? (
        <Alert color="red">{errorMessage(query.error, t)}</Alert>
      ) : query.data === undefined ? (
        <Loader aria-label={t('loading')} />
      ) : (
        props.children(query.data)
      )}
    </Stack>
  );
}
