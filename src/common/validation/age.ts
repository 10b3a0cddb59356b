import { constants } from '../constants.ts';

/**
 * Spec §5 Date of birth: under 18 gives 'Age should be above 18 years'; over 100 gives 'Please
 * enter the valid age'. Dates are yyyy-mm-dd (the API form); `today` makes it testable.
 */
export function ageProblem(
  dateOfBirth: string,
  today = new Date(),
): 'underAge' | 'overAge' | 'invalid' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d)
    return 'invalid';
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age--;
  if (age < constants.age.min) return 'underAge';
  if (age > constants.age.max) return 'overAge';
  return null;
}
