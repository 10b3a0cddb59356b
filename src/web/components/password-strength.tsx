import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../common/validation/password.ts';

const colours = ['red.9', 'red.9', 'orange.9', 'teal.9', 'green.9'];

/** Spec §5: "A strength indicator is shown." Text as well as a bar, never colour alone. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const level = t(`password.levels.${score}`);
  return (
    <div>
      <Progress value={(score / 4) * 100} color={colours[score]} size="sm" aria-hidden="true" />
      <Text size="sm" id={id} aria-live="polite">
        {t('password.strength', { level })}
      </Text>
    </div>
  );
}
