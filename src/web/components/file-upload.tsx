import { Button, Code, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowedList,
  type FilePurpose,
  filePurposes,
  maxMegabytes,
  type StoredFile,
  storedFileSchema,
} from '../../common/files.ts';
import { csrfCookie, csrfHeader, problemCodes } from '../../common/problem.ts';
import { readCookie } from '../lib/cookies.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; file: StoredFile }
  | { kind: 'error'; message: string };

/**
 * One file for one purpose (spec §5 Files), sent as multipart with upload progress: fetch
 * cannot report upload progress, XMLHttpRequest can. The server decides the kind by the
 * file's bytes; this only refuses an oversize file before sending it, with the same spec
 * message. After upload it shows the name and the SHA-256 the portal keeps (decision 015).
 */
export function FileUpload(props: {
  purpose: FilePurpose;
  label: string;
  onUploaded?(file: StoredFile): void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const request = useRef<XMLHttpRequest | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { purpose } = props;
  const values = { list: allowedList(purpose), n: maxMegabytes(purpose) };
  // A JPEG is as often named .jpg (issue #27 item 4): the picker offers both.
  const accept = filePurposes[purpose].kinds.map((k) => (k === 'jpeg' ? '.jpeg,.jpg' : `.${k}`)).join(',');

  function send(file: File) {
    if (file.size > filePurposes[purpose].maxBytes) {
      setStatus({ kind: 'error', message: t('validation.file.size', values) });
      return;
    }
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open('POST', `/api/v1/files?purpose=${encodeURIComponent(purpose)}`);
    xhr.setRequestHeader(csrfHeader, readCookie(csrfCookie) ?? '');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        setStatus({ kind: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      request.current = null;
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const stored = xhr.status === 200 ? storedFileSchema.safeParse(body) : undefined;
      if (stored?.success) {
        setStatus({ kind: 'done', file: stored.data });
        props.onUploaded?.(stored.data);
        return;
      }
      // Read by hand, not with problemSchema: the schema's zod code would join the shell chunk,
      // which holds common/problem.ts, and every public page's first load (issue #13).
      const problem = body as { code?: unknown; errors?: { message?: unknown }[] } | undefined;
      const key = problem?.errors?.[0]?.message;
      const code = (problemCodes as readonly unknown[]).includes(problem?.code)
        ? problem!.code
        : 'INTERNAL_ERROR';
      setStatus({
        kind: 'error',
        message:
          typeof key === 'string' && key.startsWith('validation.')
            ? t(key, values)
            : t(`errors.${String(code)}`),
      });
    };
    xhr.onerror = () => {
      request.current = null;
      setStatus({ kind: 'error', message: t('errors.NETWORK') });
    };
    setStatus({ kind: 'uploading', percent: 0 });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  }

  function cancel() {
    request.current?.abort();
    request.current = null;
    setStatus({ kind: 'error', message: t('fileUpload.cancelled') });
  }

  const error = status.kind === 'error' ? status.message : undefined;
  return (
    <Stack gap={6}>
      <label htmlFor={id}>
        <Text component="span" fw={600}>
          {props.label}
        </Text>
      </label>
      <Text size="sm" id={`${id}-hint`}>
        {t('fileUpload.hint', values)}
      </Text>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={status.kind === 'uploading'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) send(file);
          e.currentTarget.value = '';
        }}
      />
      {status.kind === 'uploading' && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={status.percent}
            aria-label={t('fileUpload.progress', { percent: status.percent })}
            style={{ flex: 1 }}
          />
          <Text size="sm" aria-live="polite">
            {t('fileUpload.progress', { percent: status.percent })}
          </Text>
          <Button variant="default" size="xs" onClick={cancel}>
            {t('fileUpload.cancel')}
          </Button>
        </Group>
      )}
      {status.kind === 'done' && (
        <div role="status">
          <Text size="sm">{t('fileUpload.uploaded', { name: status.file.name })}</Text>
          <Text size="sm">
            {t('fileUpload.sha256')} <Code>{status.file.sha256}</Code>
          </Text>
        </div>
      )}
      {error && (
        <Text id={`${id}-error`} c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
