import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, profileSchema, profileUpdateSchema } from '../../../common/api/auth.ts';
import {
  contactChangedSchema,
  contactCodeRequestSchema,
  contactCodeSentSchema,
  contactCodeVerifySchema,
} from '../../../common/api/contact-change.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionAccess } from '../../platform/access.ts';
import { requestContactCode, verifyContactCode } from './contact-change.ts';
import { readProfile, refuseGep, updateProfile } from './profile.ts';
import { changePassword } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/account/password',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'Change the password of the logged-in user (spec §5 Password)',
        body: changePasswordSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await changePassword({
        db,
        session: request.session!,
        request: request.body,
        config,
        ip: request.ip,
        requestId: String(request.id),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/account/profile',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'The logged-in user’s profile (spec §2 editprofile)',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      refuseGep(request.session!);
      return readProfile(db, request.session!);
    },
  );

  app.put(
    '/account/profile',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'Update the logged-in user’s profile; 409 if it changed meanwhile; refused for category gep',
        body: profileUpdateSchema,
        response: { 200: z.object({ version: z.number().int() }) },
      },
    },
    async (request) => ({
      version: await updateProfile({
        db,
        session: request.session!,
        change: request.body,
        ip: request.ip,
        requestId: String(request.id),
      }),
    }),
  );

  app.post(
    '/account/contact/code',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary:
          'Send a one-time code to a new e-mail address or mobile number (spec §2 updateEmailandPhone)',
        body: contactCodeRequestSchema,
        response: { 200: contactCodeSentSchema },
      },
    },
    async (request) =>
      requestContactCode({
        db,
        config,
        session: request.session!,
        change: request.body,
        request: { ip: request.ip, requestId: String(request.id) },
      }),
  );

  app.post(
    '/account/contact/verify',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'Verify the code and change the e-mail address or mobile number; the old one is told',
        body: contactCodeVerifySchema,
        response: { 200: contactChangedSchema },
      },
    },
    async (request) =>
      verifyContactCode({
        db,
        session: request.session!,
        changeId: request.body.changeId,
        code: request.body.code,
        request: { ip: request.ip, requestId: String(request.id) },
      }),
  );
};
