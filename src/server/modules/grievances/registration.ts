import type { z } from 'zod';
import {
  grievanceMessages,
  type grievanceRegistrationSchema,
  type grievanceRegistrationStartSchema,
} from '../../../common/api/grievances.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimAttemptOrThrow } from '../../platform/attempts.ts';
import { appendAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import { fieldError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/identity.ts';
import { issueCode, verifyCode } from '../../platform/otp.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import { createSelfRegisteredUser, emailInUse } from '../users/index.ts';

const purpose = 'grievance-registration';
/**
 * Code requests per e-mail address in the throttle window (as the identity issue's contact
 * codes), and per client address (several people may share an office's address).
 */
const requestsPerWindow = 5;
const requestsPerAddress = 20;

/**
 * grievanceuserregistration, step 1 (issue #26 item 1; spec §5 "Grievance registration needs
 * both an email one-time code and a phone one-time code"): the captcha, the throttle (per
 * e-mail and per client address), then one code to the e-mail and one to the phone, both through
 * the outbox in one transaction, each bound to its address (platform/otp.ts: 6 digits, 10 minutes,
 * single use, dead after 5 wrong tries).
 */
export async function startRegistration(options: {
  db: Db;
  config: Config;
  body: z.output<typeof grievanceRegistrationStartSchema>;
  ip: string;
  requestId: string;
}) {
  const { db, config, body } = options;
  await consumeCaptcha(db, config, body.captchaId, body.captchaAnswer);
  if (await emailInUse(db, body.email)) throw alreadyExists('body.email', grievanceMessages.emailTaken);
  const window = { windowMs: config.login.lockMs, lockMs: config.login.lockMs };
  await claimAttemptOrThrow(db, [
    { key: `${purpose}:email:${body.email}`, max: requestsPerWindow, ...window },
    { key: `${purpose}:ip:${options.ip}`, max: requestsPerAddress, ...window },
  ]);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const email = await issueCode(tx, { purpose, target: `email:${body.email}`, userId: null });
    const mobile = await issueCode(tx, { purpose, target: `mobile:${body.mobile}`, userId: null });
    const text = (code: string) =>
      `Your one-time code to register as a grievance user on the State Public Procurement Portal, Assam is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: body.email,
      subject: 'Your grievance user registration code',
      body: text(email.code),
      purpose,
    });
    await enqueueMessage(tx, { channel: 'sms', recipient: body.mobile, body: text(mobile.code), purpose });
    await appendAudit(tx, {
      action: 'grievanceUser.codesSent',
      actorUserId: null,
      entity: 'registration',
      entityId: email.id,
      ip: options.ip,
      requestId: options.requestId,
    });
    return { emailCodeId: email.id, mobileCodeId: mobile.id };
  });
}

/**
 * Step 2: both codes right (each for its own address, used up even if the other is wrong), the
 * login id free, the §5 password: the account is made with the grievance user role, in one
 * transaction with its audit row. A wrong or reused code is refused on its field.
 */
export async function completeRegistration(options: {
  db: Db;
  body: z.output<typeof grievanceRegistrationSchema>;
  ip: string;
  requestId: string;
}) {
  const { db, body } = options;
  const [email, mobile] = await Promise.all([
    verifyCode(db, { id: body.emailCodeId, purpose, code: body.emailCode }),
    verifyCode(db, { id: body.mobileCodeId, purpose, code: body.mobileCode }),
  ]);
  if (!email || email.target !== `email:${body.email}`)
    throw fieldError('body.emailCode', grievanceMessages.codeInvalid);
  if (!mobile || mobile.target !== `mobile:${body.mobile}`)
    throw fieldError('body.mobileCode', grievanceMessages.codeInvalid);
  const passwordHash = await hashPassword(body.newPassword);
  return oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await createSelfRegisteredUser(tx, {
          loginId: body.loginId,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          mobile: body.mobile,
          category: 'grievance',
          role: 'grievance_user',
        });
        await appendAudit(tx, {
          action: 'user.registered',
          actorUserId: id,
          entity: 'user',
          entityId: id,
          ip: options.ip,
          requestId: options.requestId,
          detail: { role: 'grievance_user' },
        });
        return { loginId: body.loginId };
      }),
    { users_login_id_uq: () => alreadyExists('body.loginId', grievanceMessages.loginTaken) },
  );
}
