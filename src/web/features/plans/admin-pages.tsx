import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { PlanApprovalPage } from './plan-approval-page.tsx';
import { PlanEntryPage } from './plan-entry-page.tsx';
import { PlanPage } from './plan-page.tsx';

/**
 * The logged-in pages of annual procurement plans behind one lazy import (issue #27 item 5):
 * annualprocurementplan, annualprocurementplan/{id} and annualprocurementplanapproval.
 */
export function PlanAdminPage() {
  const routeId = useCurrentRouteId();
  switch (routeId) {
    case 'annualprocurementplanId':
      return <PlanPage />;
    case 'annualprocurementplanapproval':
      return <PlanApprovalPage />;
    default:
      return <PlanEntryPage />;
  }
}
