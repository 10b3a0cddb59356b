import { describe, expect, it } from 'vitest';
import { tidyPostedText } from './posted-text.ts';

describe('posted text (spec §5: "Text values in posted objects have whitespace collapsed and trimmed")', () => {
  it('collapses and trims every string at any depth, arrays included, and leaves other values', () => {
    expect(
      tidyPostedText({ a: '  Roads \t and\n\nBridges ', b: [' x  y ', 3, null], c: { d: ' z ' }, e: true }),
    ).toEqual({ a: 'Roads and Bridges', b: ['x y', 3, null], c: { d: 'z' }, e: true });
  });
  it('leaves password, captcha and token fields exactly as typed', () => {
    const body = {
      password: ' a  b ',
      currentPassword: ' a ',
      newPassword: 'x  y ',
      confirmPassword: 'x  y ',
      captchaAnswer: ' 12 ',
      grantToken: ' t ',
    };
    expect(tidyPostedText(body)).toEqual(body);
  });
});
