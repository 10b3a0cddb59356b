import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { FilePurpose, StoredFile } from '../../../common/files.ts';
import { translateKey } from '../../api/errors.ts';
import { FileUpload } from '../file-upload.tsx';
import { useFormScope } from './form-scope.ts';
import { TextField } from './text-field.tsx';

/** A document in a form: the stored file's id and the title the public reads. */
export type DocumentValue = { fileId: number; title: string };

/** The title a new upload starts with: its file name without the extension (150 characters). */
export const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 150);

/**
 * One document (spec §5 Files), a `{ fileId, title }` or null at `name`: uploaded through the
 * files kit for `purpose` (the server judges the bytes), with the title the public reads (the
 * file's name to start with), a link to the saved one (`href`, null before the item is saved)
 * and Remove. The value's own error (a required document) shows under the upload; the group's id
 * is the path, for the error summary's link. `onUploaded` hears of each stored file (a form that
 * lists sizes and hashes).
 */
export function FileField({
  name,
  purpose,
  label,
  words,
  href,
  required,
  onUploaded,
  untitled,
}: {
  name: string;
  purpose: FilePurpose;
  label: string;
  /** The title's label, the saved document's link and the remove button. */
  words: { title?: string; download: string; remove: string };
  /** No title to write: the document is known by its file's name (an appeal's affidavit documents). */
  untitled?: boolean;
  href?(fileId: number): string | null;
  required?: boolean;
  onUploaded?(file: StoredFile): void;
}) {
  const { t, idPrefix } = useFormScope();
  const { setValue } = useFormContext();
  const doc = useWatch({ name }) as DocumentValue | null | undefined;
  const { errors, isSubmitted } = useFormState({ name });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const link = doc && !uploaded && href ? href(doc.fileId) : null;
  return (
    <Stack gap="xs" id={`${idPrefix}${name}`} tabIndex={-1}>
      <FileUpload
        purpose={purpose}
        label={required ? `${label} *` : label}
        onUploaded={(file) => {
          setUploaded(file.name);
          onUploaded?.(file);
          setValue(
            name,
            { fileId: file.id, title: titleOf(file.name) },
            { shouldDirty: true, shouldValidate: isSubmitted },
          );
        }}
      />
      {error && (
        // Not an alert of its own: the error summary announces the form's errors (style.md §9).
        <Text size="sm" c="red.8" id={`${idPrefix}${name}-error`}>
          {translateKey(t, error)}
        </Text>
      )}
      {doc && (
        <Group align="flex-end">
          {!untitled && (
            <TextField
              name={`${name}.title`}
              label={words.title}
              required
              keyFilter="textDigits"
              maxLength={150}
              w={420}
            />
          )}
          {(uploaded || untitled) && <Text size="sm">{uploaded ?? doc.title}</Text>}
          {link && <Anchor href={link}>{words.download}</Anchor>}
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              setUploaded(null);
              setValue(name, null, { shouldDirty: true });
            }}
          >
            {words.remove}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
