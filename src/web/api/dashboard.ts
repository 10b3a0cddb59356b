import type { Dashboard } from '../../common/api/reports.ts';
import { apiFetch } from './client.ts';

/** The user's dashboard figures (spec §2 userdashboard; issue #29 item 5). */
export const dashboardKey = ['dashboard'] as const;
export const fetchDashboard = (signal?: AbortSignal) => apiFetch<Dashboard>('/dashboard', { signal });
