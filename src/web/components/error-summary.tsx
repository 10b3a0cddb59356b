import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The GOV.UK error summary (style guide §10): after a failed submit it takes focus, lists each
 * error as a link to its field, and the page title gets an "Error: " prefix.
 */
export function ErrorSummary({ errors }: { errors: { field?: string; message: string }[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length === 0) return;
    ref.current?.focus();
    const prefix = `${t('form.errorTitlePrefix')} `;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [errors, t]);
  if (errors.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="outline"
      title={t('form.errorSummaryTitle')}
      role="alert"
    >
      <List>
        {errors.map((e) => (
          <List.Item key={`${e.field}-${e.message}`}>
            {e.field ? <a href={`#${e.field}`}>{e.message}</a> : e.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
