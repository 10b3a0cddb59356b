import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, focusField } from './form/issues.ts';

export interface SummaryError {
  /** The field's whole path (`covers.0.name`), which is also its element id; none for the form. */
  field?: string;
  message: string;
}

/**
 * The GOV.UK error summary (style guide §10): after a failed submit it takes focus, lists each
 * error as a link that moves focus to its field (a radio group's first input), and the page
 * title gets an "Error: " prefix. `attempt` counts submits, so a second failed submit with the
 * same errors takes focus again.
 */
export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt?: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  // Callers without `attempt` pass a new list per failed submit: its content is the trigger.
  const trigger = attempt ?? JSON.stringify(errors);
  // Focus moves once per failed submit, never because the count changed: typing into a flagged
  // field clears its error (the count drops) and must keep the keystrokes in that field (issue
  // #24 item 2: "Tezpur town" became "T" when the summary took focus after the first letter).
  const focusedFor = useRef<unknown>(0);
  useEffect(() => {
    if (count === 0 || trigger === 0 || focusedFor.current === trigger) return;
    focusedFor.current = trigger;
    ref.current?.focus();
  }, [count, trigger]);
  useEffect(() => {
    if (count === 0) return;
    const prefix = `${t('form.errorTitlePrefix')} `;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [count, t]);
  if (count === 0) return null;
  // A message several fields share ("This field is required") names its field, so twenty such
  // links are not twenty identical ones (issue #24 item 5).
  const shared = new Set(
    errors.map((e) => e.message).filter((message, i, all) => all.indexOf(message) !== i),
  );
  const words = (e: SummaryError) => {
    const label = e.field && shared.has(e.message) ? fieldLabel(e.field) : undefined;
    return label ? t('form.errorOfField', { field: label, message: e.message }) : e.message;
  };
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
            {e.field ? (
              <a
                href={`#${e.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(e.field!);
                }}
              >
                {words(e)}
              </a>
            ) : (
              e.message
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
