import { Anchor, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download.ts';

/**
 * A document download link (a tender's NIT, a corrigendum's or an award's letter): a real link
 * to the file, so it can be copied or opened with the keyboard, that downloads through
 * `downloadFile` and says "Downloading Error" (spec §8) instead of showing an error body.
 */
export function DocumentDownload(props: { href: string; children: ReactNode; fileName?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Group gap="xs" component="span" display="inline-flex">
      <Anchor
        href={props.href}
        aria-busy={busy || undefined}
        onClick={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setFailed(false);
          setFailed(!(await downloadFile(props.href, props.fileName)));
          setBusy(false);
        }}
      >
        {props.children}
      </Anchor>
      {failed && (
        <Text component="span" c="red.9" role="alert" size="sm">
          {t('list.downloadError')}
        </Text>
      )}
    </Group>
  );
}
