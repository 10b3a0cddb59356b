import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The catalogues a form's message keys are read from. A shared schema's bare key
 * (`validation.organisation.nameRequired`) lives in its area's catalogue, not the common one:
 * `SchemaForm ns="organisation"` puts that area first for the summary and every Field inside
 * (translateKey still falls back to common).
 */
export const FormTranslation = createContext<TFunction | null>(null);

export function useFormTranslation(): TFunction {
  const { t } = useTranslation();
  return useContext(FormTranslation) ?? t;
}
