import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * CSV / XLSX download of a list (spec §2 downloads; §8 "Download failure: 'Downloading
 * Error'"). The file is fetched first and saved only when the server sent one: a failure or a
 * 429 shows the message instead of saving an error body as the user's spreadsheet. `href(format)`
 * is the list's own export URL with its current filters.
 */
export function ExportButton(props: {
  href(format: 'csv' | 'xlsx'): string;
  formats?: ('csv' | 'xlsx')[];
  /** The saved file's name without extension. */
  fileName: string;
  /** The buttons' group name for a screen reader ("Download the results"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setFailed(false);
    setBusy(format);
    try {
      const response = await fetch(props.href(format), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${props.fileName}.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="sm" role={props.label ? 'group' : undefined} aria-label={props.label}>
      {(props.formats ?? ['csv', 'xlsx']).map((format) => (
        <Button
          key={format}
          variant="outline"
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {t(format === 'csv' ? 'list.downloadCsv' : 'list.downloadXlsx')}
        </Button>
      ))}
      {failed && (
        <Text c="red.9" role="alert">
          {t('list.downloadError')}
        </Text>
      )}
    </Group>
  );
}
