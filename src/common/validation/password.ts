import { constants } from '../constants.ts';

/**
 * Spec §5 Password: length 12 to 64; at least one digit, one upper case letter, one lower case
 * letter and one special character from !@#$%&*(). quality.md adds: refuse common passwords.
 * Each failure is a message key (validation.password.*) that both catalogues translate.
 */
export const passwordSpecials = '!@#$%&*()';

export type PasswordProblem = 'length' | 'digit' | 'upper' | 'lower' | 'special' | 'common' | 'containsLogin';

/**
 * Words behind most "policy-compliant" leaked passwords (Password@123, Welcome@2024, …) and
 * local ones (Assam, Guwahati, India). A password whose letters, taken alone, are one of them
 * is refused whatever digits and symbols surround it.
 */
const commonWords = new Set([
  'password',
  'passw',
  'pass',
  'passwd',
  'welcome',
  'admin',
  'administrator',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'iloveyou',
  'abc',
  'abcd',
  'abcdef',
  'abcdefgh',
  'test',
  'tester',
  'user',
  'login',
  'changeme',
  'secret',
  'master',
  'dragon',
  'monkey',
  'sunshine',
  'princess',
  'football',
  'cricket',
  'india',
  'bharat',
  'assam',
  'guwahati',
  'dispur',
  'tender',
  'tenders',
  'procurement',
  'portal',
  'finance',
  'government',
  'govt',
  'nic',
  'default',
  'system',
  'root',
  'superuser',
  'hello',
  'helloworld',
  'summer',
  'winter',
  'spring',
  'autumn',
  'january',
  'december',
  'p',
  'pa',
  'a',
  'aa',
  'aaa',
  'aaaa',
  'x',
  'xx',
  'xxx',
]);

export function passwordProblems(password: string, options: { loginId?: string } = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const { min, max } = constants.password;
  if (password.length < min || password.length > max) problems.push('length');
  if (!/\d/.test(password)) problems.push('digit');
  if (!/[A-Z]/.test(password)) problems.push('upper');
  if (!/[a-z]/.test(password)) problems.push('lower');
  if (![...password].some((c) => passwordSpecials.includes(c))) problems.push('special');
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (commonWords.has(letters) || /^(.)\1+$/.test(letters) || isSequence(password)) problems.push('common');
  const login = options.loginId?.toLowerCase();
  if (login && login.length >= 4 && password.toLowerCase().includes(login)) problems.push('containsLogin');
  return problems;
}

/** 12345678…, abcdef… — runs that make up most of a password. */
function isSequence(password: string): boolean {
  const digits = password.replace(/\D/g, '');
  return (
    digits.length >= password.length - 2 && '01234567890123456789'.includes(digits) && digits.length >= 8
  );
}

/** The strength indicator of spec §5: 0 (very weak) … 4 (strong). */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  // Only the spec's special characters count (§5: "one special character from !@#$%&*()"):
  // a password whose only symbol is ^ or ~ fails the rule, so the bar must not call it strong.
  const hasSpecial = [...password].some((c) => passwordSpecials.includes(c));
  const classes = [/\d/.test(password), /[A-Z]/.test(password), /[a-z]/.test(password), hasSpecial].filter(
    Boolean,
  ).length;
  let score = 0;
  if (password.length >= 12) score++;
  if (password.length >= 16) score++;
  if (classes >= 3) score++;
  if (classes === 4) score++;
  if (passwordProblems(password).includes('common')) score = Math.min(score, 1);
  return Math.min(4, score) as 0 | 1 | 2 | 3 | 4;
}
