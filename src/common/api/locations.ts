import { z } from 'zod';

export const stateSchema = z.object({ code: z.number().int(), name: z.string() });
export const districtSchema = z.object({
  code: z.number().int(),
  stateCode: z.number().int(),
  name: z.string(),
});
export const subdistrictSchema = z.object({
  code: z.number().int(),
  districtCode: z.number().int(),
  name: z.string(),
});
export type StateDto = z.infer<typeof stateSchema>;
export type DistrictDto = z.infer<typeof districtSchema>;

export const codeParamsSchema = z.object({ code: z.coerce.number().int().positive().max(999_999) });

/** Spec §5 field formats: an Indian pincode is six digits, the first not zero. */
export const pincodePattern = /^[1-9]\d{5}$/;
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(pincodePattern, 'validation.profile.pincode'),
});

/**
 * Spec §5 "Pincode entry auto-fills state and district": the districts a pincode serves, the
 * primary one (most post offices) first. Names are LGD's (curated where known, "Kamrup Metro");
 * codes are null where India Post's spelling matches no LGD district.
 */
export const pincodeLookupSchema = z.object({
  pincode: z.string(),
  places: z.array(
    z.object({
      stateCode: z.number().int().nullable(),
      state: z.string(),
      districtCode: z.number().int().nullable(),
      district: z.string(),
      primary: z.boolean(),
    }),
  ),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;
