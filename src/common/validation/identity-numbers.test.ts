import { describe, expect, it } from 'vitest';
import {
  gstnCheckCharacter,
  gstnField,
  isValidGstn,
  isValidPan,
  isValidTan,
  panField,
  tanField,
} from './identity-numbers.ts';

/** Registered GSTNs as published on invoices and the GST portal's own examples. */
const realGstns = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '07AAGFF2194N1Z1',
  '24AAACC1206D1ZM',
  '36AAACR5055K1Z8',
];

describe('identity numbers (spec §5 Field formats)', () => {
  it('the GSTN check character (mod 36) is the one on real registered numbers', () => {
    for (const gstn of realGstns) expect(gstnCheckCharacter(gstn.slice(0, 14))).toBe(gstn[14]);
  });
  it('accepts real GSTNs, also typed in small letters with spaces', () => {
    for (const gstn of realGstns) expect(isValidGstn(gstn)).toBe(true);
    expect(isValidGstn(' 27aapfu0939f1zv ')).toBe(true);
  });
  it('refuses a GSTN with a wrong check character, or off the pattern', () => {
    expect(isValidGstn('27AAPFU0939F1ZW')).toBe(false); // one character off at the end
    expect(isValidGstn('27AAPFU0939F1ZV'.replace('0939', '0938'))).toBe(false); // a mistyped digit
    expect(isValidGstn('27AAPFU0939F1AV')).toBe(false); // the fourteenth is not Z
    expect(isValidGstn('27AAPFU0939F0ZV')).toBe(false); // the entity character is 1-9 or A-Z
    expect(isValidGstn('2AAAPFU0939F1ZV')).toBe(false); // two digits first
    expect(isValidGstn('27AAPFU0939F1Z')).toBe(false); // 14 characters
  });
  it('PAN: five letters, four digits, one letter', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('abcde1234f')).toBe(true);
    for (const pan of ['AAPFU0939', 'AAPF10939F', 'AAPFU09391', 'AAPFUO939F', 'AAPFU0939FF'])
      expect(isValidPan(pan)).toBe(false);
  });
  it('TAN: four letters, five digits, one letter', () => {
    expect(isValidTan('MUMA12345C')).toBe(true);
    expect(isValidTan('shlb01234e')).toBe(true);
    for (const tan of ['MUM123456C', 'MUMAA2345C', 'MUMA12345', 'MUMA123451'])
      expect(isValidTan(tan)).toBe(false);
  });
  it('the schema fields store capitals and answer with the message keys', () => {
    expect(gstnField.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(gstnField.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe('validation.identity.gstn');
    expect(panField.safeParse('AAPFU0939').error?.issues[0]?.message).toBe('validation.identity.pan');
    expect(tanField.safeParse('MUM123456C').error?.issues[0]?.message).toBe('validation.identity.tan');
  });
});
