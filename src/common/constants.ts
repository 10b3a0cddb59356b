/** Business constants and limits of spec §9, in one place for server and browser. */
export const constants = {
  portalVersion: '2.0',
  /** Footer version date, shown as the spec gives it. */
  footerVersionDate: '20-Dec-2024',
  inactivityTimeoutMs: 900_000,
  sessionWarningAutoLogoutMs: 60_000,
  textSize: { min: -2, max: 4, step: 0.1 },
  /** Preference (font) cookie lifetime. */
  preferenceCookieMaxAgeSeconds: 31_536_000,
  defaultUploadBytes: 20_971_520,
  zipPdfUploadBytes: 41_943_040,
  grievanceEvidenceBytes: 2_097_152,
  affidavitDocumentBytes: 2_097_152,
  /** imageupload (issue #27 item 4): an image of at most 5 MB (the spec names no image limit). */
  imageUploadBytes: 5_242_880,
  keywordMinLength: 3,
  password: { min: 12, max: 64 },
  shortCodeMaxLength: 6,
  mobileDigits: 10,
  age: { min: 18, max: 100 },
  wordMaxLength: 30,
  organisationLevels: 8,
  scriptChunkLoadTimeoutMs: 120_000,
} as const;
