import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaAnswerSchema,
  captchaRequestSchema,
  captchaSchema,
  grantSchema,
  loginRequestSchema,
  pageAccessRequestSchema,
  pageAccessSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetStartedSchema,
  passwordResetVerifySchema,
  serverTimeSchema,
  sessionStateSchema,
} from '../../../common/api/auth.ts';
import { type RouteId, routeCatalogue } from '../../../common/routes/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { auditDenial, mayOpenPage, publicAccess, sessionAccess } from '../../platform/access.ts';
import { consumeCaptcha, createCaptcha } from '../../platform/captcha.ts';
import { setCsrfCookie } from '../../platform/csrf.ts';
import { AppError } from '../../platform/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/session.ts';
import { completePasswordReset, requestPasswordReset, verifyPasswordResetCode } from './password-reset.ts';
import { logIn, logOut, sessionState } from './service.ts';

const knownPages = new Set<string>(routeCatalogue.map((r) => r.id));
const ok = z.object({ ok: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const info = (request: { ip: string; id: unknown; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    requestId: String(request.id),
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/captcha',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'A new captcha (spec §7 generateCaptcha)',
        body: captchaRequestSchema.optional(),
        response: { 200: captchaSchema },
      },
    },
    async (request) => createCaptcha(db, request.body?.kind ?? 'image', request.body?.lang ?? 'en'),
  );

  app.post(
    '/captcha/verify',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Check and use up a captcha (spec §7 verifyCaptcha)',
        body: captchaAnswerSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await consumeCaptcha(db, config, request.body.captchaId, request.body.captchaAnswer);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Log in with login id, password and captcha',
        body: loginRequestSchema,
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      const { token, csrfToken, session } = await logIn({
        db,
        config,
        ...request.body,
        request: info(request),
        // A login in a browser that already holds a session ends that session (issue #15
        // item 13): one browser, one live session, whoever logged in last.
        previousSessionId: request.session?.sessionId,
      });
      setSessionCookie(reply, config, token);
      setCsrfCookie(reply, csrfToken, config.production);
      return sessionState({ db, config, session });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: sessionAccess },
      schema: { tags: ['identity'], summary: 'End the session (spec §7 userLogOut)', response: { 200: ok } },
    },
    async (request, reply) => {
      if (request.session) await logOut({ db, session: request.session, request: info(request) });
      clearSessionCookie(reply, config);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Forgot password: send a one-time code to the account (same answer for unknown accounts)',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetStartedSchema },
      },
    },
    async (request) => requestPasswordReset({ db, config, ...request.body, request: info(request) }),
  );

  app.post(
    '/auth/password-reset/verify',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Check the one-time code; returns a grant for setting the new password',
        body: passwordResetVerifySchema,
        response: { 200: grantSchema },
      },
    },
    async (request) => verifyPasswordResetCode({ db, ...request.body }),
  );

  app.post(
    '/auth/password-reset/complete',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Set the new password with the grant; ends every session of the account',
        body: passwordResetCompleteSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await completePasswordReset({ db, ...request.body, request: info(request) });
      return { ok: true as const };
    },
  );

  app.get(
    '/session',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'Who is logged in, with roles, organisation chains and menus',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => sessionState({ db, config, session: request.session }),
  );

  app.post(
    '/session/time',
    {
      config: { access: sessionAccess },
      schema: {
        tags: ['identity'],
        summary: 'Server time; keeps the session alive (spec §4 "Yes" on the warning)',
        response: { 200: serverTimeSchema },
      },
    },
    async () => ({ now: Date.now() }),
  );

  app.post(
    '/access/page',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['identity'],
        summary: 'May the current user open this page? (spec §7 menuAccessDetails…)',
        body: pageAccessRequestSchema,
        response: { 200: pageAccessSchema },
      },
    },
    async (request) => {
      if (!knownPages.has(request.body.page)) throw new AppError('NOT_FOUND');
      const allowed = await mayOpenPage(db, request, request.body.page as RouteId);
      if (!allowed && request.session) await auditDenial(db, request, { page: request.body.page });
      return { allowed };
    },
  );
};
