import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './form/text-field.tsx';
import { PasswordStrength } from './password-strength.tsx';

/**
 * New password and its confirmation, with the rule as help text and the strength indicator
 * (spec §5 Password), as fields of the surrounding SchemaForm (`newPassword`,
 * `confirmPassword`). Used wherever a password is set: change, reset, forgot password.
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const password = (useWatch({ name: 'newPassword' }) as string | undefined) ?? '';
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('password.new')}
        description={t('password.rules')}
        autoComplete="new-password"
        aria-describedby="password-strength"
        required
      />
      <PasswordStrength password={password} id="password-strength" />
      <PasswordField
        name="confirmPassword"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
