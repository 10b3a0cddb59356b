import { z } from 'zod';

/**
 * Spec §5 Field formats, identity numbers of bidders, appellants and complainants:
 *   - GSTN: 15 characters (two digits, five letters, four digits, a letter, an alphanumeric
 *     1-9 or A-Z, a fixed Z, an alphanumeric). Message 'Please enter Valid GSTN Number'.
 *   - PAN: five letters, four digits, one letter.
 *   - TAN: four letters, five digits, one letter.
 * The spec gives a message for GSTN only; PAN and TAN get the same wording (docs/decisions/021).
 * Values are judged in capitals with spaces removed, as they are printed on the certificates.
 */
const gstnPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/;
const tanPattern = /^[A-Z]{4}\d{5}[A-Z]$/;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTN check character (the fifteenth): the GST network's mod-36 scheme. Each of the first
 * fourteen characters is worth its place in 0-9A-Z; odd positions (counting from one) are
 * weighted 1 and even ones 2; each product adds its quotient and remainder by 36; the check
 * character is the one that brings the sum to a multiple of 36.
 */
export function gstnCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, c] of [...first14].entries()) {
    const product = alphabet.indexOf(c) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

/** Capitals, no spaces: what is judged and stored. */
export const normaliseIdentityNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidGstn(value: string): boolean {
  const gstn = normaliseIdentityNumber(value);
  return gstnPattern.test(gstn) && gstnCheckCharacter(gstn.slice(0, 14)) === gstn[14];
}
export const isValidPan = (value: string) => panPattern.test(normaliseIdentityNumber(value));
export const isValidTan = (value: string) => tanPattern.test(normaliseIdentityNumber(value));

/** Message keys (common catalogue): 'Please enter Valid GSTN Number', and the same for PAN and TAN. */
export const identityNumberMessages = {
  gstn: 'validation.identity.gstn',
  pan: 'validation.identity.pan',
  tan: 'validation.identity.tan',
} as const;

const field = (valid: (v: string) => boolean, message: string) =>
  z.string().transform(normaliseIdentityNumber).refine(valid, message);

/** Request-schema fields for the appeal, grievance and bidder forms. */
export const gstnField = field(isValidGstn, identityNumberMessages.gstn);
export const panField = field(isValidPan, identityNumberMessages.pan);
export const tanField = field(isValidTan, identityNumberMessages.tan);
