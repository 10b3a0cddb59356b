import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeParamsSchema,
  districtSchema,
  pincodeLookupSchema,
  pincodeParamsSchema,
  stateSchema,
  subdistrictSchema,
} from '../../../common/api/locations.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import { districtsOfState, lookupPincode, statesList, subdistrictsOfDistrict } from './service.ts';

/**
 * Spec §7 "login: state, district, sub-district, country, postal code lists": public, as the
 * registration forms that use them are (grievance user registration, spec §2).
 */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/locations/states',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['locations'],
        summary: 'States and union territories (LGD)',
        response: { 200: z.array(stateSchema) },
      },
    },
    async () => statesList(db),
  );

  app.get(
    '/locations/states/:code/districts',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['locations'],
        summary: 'Districts of a state (LGD)',
        params: codeParamsSchema,
        response: { 200: z.array(districtSchema) },
      },
    },
    async (request) => districtsOfState(db, request.params.code),
  );

  app.get(
    '/locations/districts/:code/subdistricts',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['locations'],
        summary: 'Sub-districts of a district (LGD)',
        params: codeParamsSchema,
        response: { 200: z.array(subdistrictSchema) },
      },
    },
    async (request) => subdistrictsOfDistrict(db, request.params.code),
  );

  app.get(
    '/locations/pincodes/:pincode',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['locations'],
        summary: 'State and district of a pincode, the primary district first (404 if unknown)',
        params: pincodeParamsSchema,
        response: { 200: pincodeLookupSchema },
      },
    },
    async (request) => lookupPincode(db, request.params.pincode),
  );
};
