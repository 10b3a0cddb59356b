import { z } from 'zod';

/**
 * Spec §5 "A captcha is required on … grievances, and feedback" (and every public form that
 * writes): the challenge's id and the answer typed; missing says so, as blank does.
 */
export const captchaFields = {
  captchaId: z
    .string({ message: 'validation.captcha.required' })
    .min(1, 'validation.captcha.required')
    .max(100),
  captchaAnswer: z
    .string({ message: 'validation.captcha.required' })
    .trim()
    .min(1, 'validation.captcha.required')
    .max(20),
};
