import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from './password-strength.tsx';

/**
 * New password and its confirmation, with the rule as help text and the strength indicator
 * (spec §5 Password). Used wherever a password is set: change, reset, forgot password.
 */
export function NewPasswordFields(props: {
  newPassword: string;
  confirmPassword: string;
  errors: { newPassword?: string; confirmPassword?: string };
  onChange(change: { newPassword?: string; confirmPassword?: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        id="newPassword"
        label={t('password.new')}
        description={t('password.rules')}
        autoComplete="new-password"
        value={props.newPassword}
        onChange={(e) => props.onChange({ newPassword: e.currentTarget.value })}
        error={props.errors.newPassword}
        aria-describedby="password-strength"
        required
      />
      <PasswordStrength password={props.newPassword} id="password-strength" />
      <PasswordInput
        id="confirmPassword"
        label={t('password.confirm')}
        autoComplete="new-password"
        value={props.confirmPassword}
        onChange={(e) => props.onChange({ confirmPassword: e.currentTarget.value })}
        error={props.errors.confirmPassword}
        required
      />
    </>
  );
}
