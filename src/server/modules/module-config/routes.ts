import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configFieldInputSchema,
  configFieldSchema,
  configFieldUpdateSchema,
  configIdParamsSchema,
  configModuleInputSchema,
  configModuleSchema,
  configModuleUpdateSchema,
  configSubModuleInputSchema,
  configSubModuleSchema,
  configSubModuleUpdateSchema,
  fieldQuerySchema,
  fieldStatusQuerySchema,
  fieldStatusSchema,
  subModuleQuerySchema,
} from '../../../common/api/module-config.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, sessionAccess } from '../../platform/access.ts';
import { listFields, listModules, listSubModules } from './queries.ts';
import { fieldStatus, saveField, saveModule, saveSubModule } from './service.ts';

const saved = { 200: z.object({ id: z.number().int(), version: z.number().int() }) };

/**
 * Module configuration (spec §2 sppmodule, sppsubmodule, sppmodulefield, "Properties File";
 * §7 configModule) and the module-field status call the tender form reads.
 */
export const moduleConfigRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actor = (request: { session: { userId: number } | null; ip: string; id: unknown }) => ({
    userId: request.session!.userId,
    ip: request.ip,
    requestId: String(request.id),
  });
  const tags = ['module configuration'];

  app.get(
    '/module-config/field-status',
    {
      config: { access: sessionAccess },
      schema: {
        tags,
        summary: 'Module field status: fields of active modules and sub-modules, in priority order',
        querystring: fieldStatusQuerySchema,
        response: { 200: fieldStatusSchema },
      },
    },
    async (request) => fieldStatus(db, request.query.module, request.query.subModule),
  );

  // Modules are listed for the sub-module and field screens' pickers too.
  app.get(
    '/module-config/modules',
    {
      config: { access: pagesAccess('sppmodule', 'sppsubmodule', 'sppmodulefield') },
      schema: { tags, summary: 'Modules', response: { 200: z.array(configModuleSchema) } },
    },
    async () => listModules(db),
  );
  app.post(
    '/module-config/modules',
    {
      config: { access: pagesAccess('sppmodule') },
      schema: { tags, summary: 'Create a module', body: configModuleInputSchema, response: saved },
    },
    async (request) => saveModule({ db, values: request.body, actor: actor(request) }),
  );
  app.put(
    '/module-config/modules/:id',
    {
      config: { access: pagesAccess('sppmodule') },
      schema: {
        tags,
        summary: 'Update a module; 409 if it changed meanwhile',
        params: configIdParamsSchema,
        body: configModuleUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      return saveModule({ db, id: request.params.id, version, values, actor: actor(request) });
    },
  );

  app.get(
    '/module-config/sub-modules',
    {
      config: { access: pagesAccess('sppsubmodule', 'sppmodulefield') },
      schema: {
        tags,
        summary: 'Sub-modules, of one module or all',
        querystring: subModuleQuerySchema,
        response: { 200: z.array(configSubModuleSchema) },
      },
    },
    async (request) => listSubModules(db, request.query.moduleId),
  );
  app.post(
    '/module-config/sub-modules',
    {
      config: { access: pagesAccess('sppsubmodule') },
      schema: { tags, summary: 'Create a sub-module', body: configSubModuleInputSchema, response: saved },
    },
    async (request) => saveSubModule({ db, values: request.body, actor: actor(request) }),
  );
  app.put(
    '/module-config/sub-modules/:id',
    {
      config: { access: pagesAccess('sppsubmodule') },
      schema: {
        tags,
        summary: 'Update a sub-module; 409 if it changed meanwhile',
        params: configIdParamsSchema,
        body: configSubModuleUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      return saveSubModule({ db, id: request.params.id, version, values, actor: actor(request) });
    },
  );

  app.get(
    '/module-config/fields',
    {
      config: { access: pagesAccess('sppmodulefield') },
      schema: {
        tags,
        summary: 'Fields, of one sub-module or all',
        querystring: fieldQuerySchema,
        response: { 200: z.array(configFieldSchema) },
      },
    },
    async (request) => {
      const { subModuleId } = request.query;
      return listFields(db, subModuleId || undefined);
    },
  );
  app.post(
    '/module-config/fields',
    {
      config: { access: pagesAccess('sppmodulefield') },
      schema: { tags, summary: 'Create a field', body: configFieldInputSchema, response: saved },
    },
    async (request) => saveField({ db, values: request.body, actor: actor(request) }),
  );
  app.put(
    '/module-config/fields/:id',
    {
      config: { access: pagesAccess('sppmodulefield') },
      schema: {
        tags,
        summary: 'Update a field (priority, mandatory, shown); 409 if it changed meanwhile',
        params: configIdParamsSchema,
        body: configFieldUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      return saveField({ db, id: request.params.id, version, values, actor: actor(request) });
    },
  );
};
