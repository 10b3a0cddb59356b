import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../api/errors.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { TextField } from '../../components/form/index.ts';

/**
 * One document of an ePublish item (issue #11: a corrigendum's document; an award's letter and
 * agreement), a `{ fileId, title }` or null at `name`: uploaded through the files kit as a tender
 * document, with the title the public reads (the file's name to start with), a link to the saved
 * one (`href`, null before the item is saved) and Remove. The value's own error (a required
 * document) shows under the upload; the group's id is the path, for the error summary's link.
 */
export function DocumentField({
  name,
  label,
  words,
  href,
  required,
}: {
  name: string;
  label: string;
  /** The title's label, the saved document's link and the remove button. */
  words: { title: string; download: string; remove: string };
  href(fileId: number): string | null;
  required?: boolean;
}) {
  const { t } = useTranslation('epublish');
  const { watch, setValue, getFieldState, formState } = useFormContext();
  const doc = watch(name) as { fileId: number; title: string } | null;
  const [uploaded, setUploaded] = useState<string | null>(null);
  const error = getFieldState(name, formState).error?.message;
  const link = doc && !uploaded ? href(doc.fileId) : null;
  return (
    <Stack gap="xs" id={name} tabIndex={-1}>
      <FileUpload
        purpose="tender-document"
        label={required ? `${label} *` : label}
        onUploaded={(file) => {
          setUploaded(file.name);
          const title = file.name.replace(/\.[^.]+$/, '').slice(0, 150);
          setValue(
            name,
            { fileId: file.id, title },
            { shouldDirty: true, shouldValidate: formState.isSubmitted },
          );
        }}
      />
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {translateKey(t, error)}
        </Text>
      )}
      {doc && (
        <Group align="flex-end">
          <TextField
            name={`${name}.title`}
            label={words.title}
            required
            keyFilter="textDigits"
            maxLength={150}
            w={420}
          />
          {uploaded && <Text size="sm">{uploaded}</Text>}
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
