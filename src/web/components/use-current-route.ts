import { useMatches } from 'react-router';
import type { RouteId } from '../../common/routes/index.ts';

/** The catalogue id of the page being shown (from the route's handle). */
export function useCurrentRouteId(): RouteId {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const id = (match.handle as { routeId?: RouteId } | undefined)?.routeId;
    if (id) return id;
  }
  return 'notfound';
}
