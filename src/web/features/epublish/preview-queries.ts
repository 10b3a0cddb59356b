import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

type ItemQuery<T> = (id: number) => {
  queryKey: readonly unknown[];
  queryFn(ctx: { signal: AbortSignal }): Promise<T>;
};

/**
 * The `?id=N` of an ePublish preview page (spec §2 directpurchasepreview,
 * directpurchasecorrigendumpreview, aocpreview) and its two reads: the workflow item and the
 * public view it previews. What PreviewFrame takes, so each preview page says only which.
 */
export function usePreviewQueries<I, P>(
  itemQuery: ItemQuery<I>,
  previewQuery: ItemQuery<P>,
): { id: number; valid: boolean; item: UseQueryResult<I>; preview: UseQueryResult<P> } {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...itemQuery(id), enabled: valid });
  const preview = useQuery({ ...previewQuery(id), enabled: valid });
  return { id, valid, item, preview };
}
