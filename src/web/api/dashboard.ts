import type { Dashboard, Tasks } from '../../common/api/reports.ts';
import { apiFetch } from './client.ts';

/** The user's dashboard figures (spec §2 userdashboard; issue #29 item 5). */
export const dashboardKey = ['dashboard'] as const;
export const fetchDashboard = (signal?: AbortSignal) => apiFetch<Dashboard>('/dashboard', { signal });

/** What waits for the signed-in user, counted in the header (issue #24 item 7). */
export const tasksKey = ['tasks'] as const;
export const fetchTasks = (signal?: AbortSignal) => apiFetch<Tasks>('/tasks', { signal });
