import { useTranslation } from 'react-i18next';
import type { RoleCode } from '../../../common/roles.ts';

/** Role names from the catalogue (roles.<code>). */
export function useRoleNames() {
  const { t } = useTranslation(['common', 'admin']);
  return (code: RoleCode) => t(`admin:roles.${code}`);
}
