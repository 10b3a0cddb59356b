import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download.ts';

/**
 * The export URL asking for the page's language (`lang=en|as`): the server writes the file's
 * column headings and sheet name in it (src/common/i18n/exports.ts). Every export button of the
 * portal goes through here.
 */
export function withLang(href: string, lang: string): string {
  const url = new URL(href, location.href);
  url.searchParams.set('lang', lang === 'as' ? lang : 'en');
  return url.pathname + url.search;
}

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
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setFailed(false);
    setBusy(format);
    try {
      setFailed(
        !(await downloadFile(withLang(props.href(format), i18n.language), `${props.fileName}.${format}`)),
      );
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
