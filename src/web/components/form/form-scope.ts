import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** What a SchemaForm tells the Fields inside it (one context, read by `useFormScope`). */
export interface FormScope {
  /**
   * The catalogues its message keys are read from. A shared schema's bare key
   * (`validation.organisation.nameRequired`) lives in its area's catalogue, not the common one:
   * `SchemaForm ns="organisation"` puts that area first (translateKey still falls back to common).
   */
  t: TFunction | null;
  /**
   * Put before each field's path to make its id, when one page shows two forms over the same
   * schema (the e-mail and the mobile change: `email-value`, `mobile-value`); ids stay unique and
   * the error summary's links still land on the field.
   */
  idPrefix: string;
}

export const FormScopeContext = createContext<FormScope>({ t: null, idPrefix: '' });

export function useFormScope(): { t: TFunction; idPrefix: string } {
  const { t } = useTranslation();
  const scope = useContext(FormScopeContext);
  return { t: scope.t ?? t, idPrefix: scope.idPrefix };
}
