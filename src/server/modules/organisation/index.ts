/**
 * The organisation module's one entry (issue #22 item 3, decision 036): code outside
 * src/server/modules/organisation imports only this file. The eight-level hierarchy, its approval
 * and the chains importer (decision 012).
 */
export { ChainRejected, mapChain } from './chain-mapping.ts';
export { orgChainsImporter } from './import-chains.ts';
export { organisationRoutes } from './routes.ts';
export { ensureUnitChain } from './unit-chain.ts';
