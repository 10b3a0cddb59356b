import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../common/api/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/session.ts';
import { updateOwnProfile } from '../users/index.ts';

/** Spec §6: Edit Profile is not for user category gep (their profile lives on GePNIC). */
export function refuseGep(session: SessionContext) {
  if (session.category === 'gep') throw new AppError('FORBIDDEN');
}

export async function readProfile(db: Db, session: SessionContext): Promise<Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!u) throw new AppError('UNAUTHENTICATED');
  return {
    loginId: u.loginId,
    email: u.email,
    mobile: u.mobile,
    title: u.title,
    firstName: u.firstName,
    lastName: u.lastName,
    gender: u.gender,
    dateOfBirth: u.dateOfBirth,
    premises: u.premises,
    street: u.street,
    taluk: u.taluk,
    district: u.district,
    state: u.state,
    pincode: u.pincode,
    version: u.version,
  };
}

/** Spec §2 editprofile: the user's own details, with an optimistic lock and an audit row. */
export async function updateProfile(options: {
  db: Db;
  session: SessionContext;
  change: ProfileUpdate;
  ip: string;
  requestId: string;
}): Promise<number> {
  const { db, session, change } = options;
  refuseGep(session);
  const { version, lastName, ...fields } = change;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const updated = await updateOwnProfile(tx, session.userId, version, {
      ...fields,
      lastName: lastName ?? '',
    });
    if (updated === undefined) throw new AppError('CONFLICT');
    await appendAudit(tx, {
      action: 'profile.updated',
      actorUserId: session.userId,
      entity: 'user',
      entityId: session.userId,
      ip: options.ip,
      requestId: options.requestId,
      detail: { fields: Object.keys(change).filter((k) => k !== 'version') },
    });
    return updated;
  });
}
