/**
 * The users module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/users imports only this file. User administration and the first accounts
 * (spec §2, §6).
 */
export { bootstrapAccounts, demoAccounts, demoPassword } from './bootstrap.ts';
export { recordLogin, storeContact, storePasswordHash, updateOwnProfile } from './own-account.ts';
export { userRoutes } from './routes.ts';
export { createSelfRegisteredUser, emailInUse } from './self-registration.ts';
