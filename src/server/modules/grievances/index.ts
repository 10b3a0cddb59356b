/**
 * The grievances module's one entry (decision 036): code outside src/server/modules/grievances
 * imports only this file. Grievances, suggestions, grievance officers and feedback (issue #26,
 * decision 041): their routes and the demo data.
 */
export { ensureDemoGrievances } from './demo.ts';
export { grievanceRoutes } from './routes.ts';
