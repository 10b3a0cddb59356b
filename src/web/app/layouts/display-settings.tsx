import { ActionIcon, Button, Group, Popover, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../common/constants.ts';
import { type ColourScheme, colourSchemes, type Theme } from '../../../common/preferences.ts';
import { usePreferences } from '../../theme/preferences.tsx';
import { schemeColours } from '../../theme/schemes.ts';

/** Spec §1/§4: theme (light or dark), five colour schemes, text size −2…+4. */
export function DisplaySettings() {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const themeLabelId = useId();
  const { min, max } = constants.textSize;
  const signed = preferences.textSize > 0 ? `+${preferences.textSize}` : String(preferences.textSize);
  return (
    <Popover position="bottom-end" width={290} trapFocus withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs">
          {t('header.settings')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('settings.title')} role="dialog">
        <Stack gap="md">
          <div>
            <Text id={themeLabelId} fw={600} size="sm" mb={4}>
              {t('settings.theme')}
            </Text>
            <SegmentedControl
              aria-labelledby={themeLabelId}
              fullWidth
              value={preferences.theme}
              onChange={(value) => update({ theme: value as Theme })}
              data={[
                { value: 'light', label: t('settings.light') },
                { value: 'dark', label: t('settings.dark') },
              ]}
            />
          </div>
          <Radio.Group
            label={t('settings.colourScheme')}
            value={preferences.scheme}
            onChange={(value) => update({ scheme: value as ColourScheme })}
          >
            <Stack gap={6} mt={4}>
              {colourSchemes.map((scheme) => (
                <Radio
                  key={scheme}
                  value={scheme}
                  label={
                    <Group gap={6} component="span">
                      <span
                        className="scheme-swatch"
                        style={{ background: schemeColours[scheme][8] }}
                        aria-hidden="true"
                      />
                      {t(`settings.schemes.${scheme}`)}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <fieldset className="plain-fieldset">
            <Text component="legend" fw={600} size="sm" mb={4}>
              {t('settings.textSize')}
            </Text>
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('settings.decrease')}
                // aria-disabled, not disabled: a disabled button would drop keyboard focus
                // and close this dialog at the end of the range.
                aria-disabled={preferences.textSize <= min}
                onClick={() => update({ textSize: preferences.textSize - 1 })}
              >
                A−
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('settings.normal')}
                onClick={() => update({ textSize: 0 })}
              >
                A
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('settings.increase')}
                aria-disabled={preferences.textSize >= max}
                onClick={() => update({ textSize: preferences.textSize + 1 })}
              >
                A+
              </ActionIcon>
              <Text size="sm" aria-live="polite" data-testid="text-size-value">
                {t('settings.textSizeValue', { value: signed })}
              </Text>
            </Group>
          </fieldset>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
