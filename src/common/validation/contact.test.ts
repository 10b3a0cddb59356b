import { describe, expect, it } from 'vitest';
import { emailField, emailProblem, mobileField, mobileProblem } from './contact.ts';

describe('spec §5 e-mail format', () => {
  it('accepts a standard address', () => {
    expect(emailProblem('officer@assam.gov.in')).toBeNull();
    expect(emailProblem('a.b+c@example.org')).toBeNull();
  });
  it('requires a value ("E-mail address required")', () => {
    expect(emailProblem('  ')).toBe('required');
  });
  it('needs an @ and a dot', () => {
    expect(emailProblem('officer.assam.gov.in')).toBe('invalid');
    expect(emailProblem('officer@localhost')).toBe('invalid');
  });
  it('rejects a repeated domain label', () => {
    expect(emailProblem('someone@gmail.gmail.com')).toBe('invalid');
    expect(emailProblem('someone@mail.assam.mail.in')).toBe('invalid');
  });
  it('lower-cases the stored address and maps problems to message keys', () => {
    expect(emailField.parse(' Officer@Assam.gov.in ')).toBe('officer@assam.gov.in');
    expect(emailField.safeParse('x@y').error?.issues[0]?.message).toBe('validation.email.invalid');
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe('validation.email.required');
  });
});

describe('spec §5 mobile format', () => {
  it('accepts 10 digits', () => {
    expect(mobileProblem('9876543210')).toBeNull();
  });
  it('rejects other lengths and non-digits', () => {
    expect(mobileProblem('987654321')).toBe('invalid');
    expect(mobileProblem('98765432100')).toBe('invalid');
    expect(mobileProblem('98765-43210')).toBe('invalid');
  });
  it('rejects a digit repeated seven times in a row, but not six', () => {
    expect(mobileProblem('9111111100')).toBe('repeated');
    expect(mobileProblem('9111111000')).toBeNull();
  });
  it('maps problems to message keys', () => {
    expect(mobileField.safeParse('').error?.issues[0]?.message).toBe('validation.mobile.required');
    expect(mobileField.safeParse('9999999999').error?.issues[0]?.message).toBe('validation.mobile.repeated');
  });
});
