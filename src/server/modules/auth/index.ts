/**
 * The auth module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/auth imports only this file. Login, sessions, password reset; the password
 * hash every module that sets a password uses (spec §4, §5).
 */
export { authRoutes } from './routes.ts';
export { replacePassword } from './service.ts';
