import { Code, Stack, Text } from '@mantine/core';
import { useContext, useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CoverKind, coverDocumentTypes, coversFor } from '../../../common/api/epublish.ts';
import type { StoredFile } from '../../../common/files.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { FileUpload } from '../../components/file-upload.tsx';
import {
  ArrayField,
  FieldErrorText,
  FileField,
  NumberField,
  SelectField,
  TextField,
  titleOf,
  useConfigured,
} from '../../components/form/index.ts';
import { type StoredFileInfo, TenderFormContext } from './tender-form-context.ts';

/**
 * Spec §9 "single; double; triple with EMD, technical, and financial; quadruple with an NDA or
 * pre-qualification cover" and §3 "Cover: documents with name, type, and size": the number of
 * covers sets the covers (coversFor); each cover lists what a bidder must put in it.
 */
export function CoversPart() {
  const { t } = useTranslation(['epublish', 'common']);
  const { getValues, setValue } = useFormContext();
  const confirm = useConfirm();
  const { fields, replace } = useFieldArray({ name: 'values.covers' });
  const [count, nda] = useWatch({ name: ['values.numberOfCovers', 'values.nonDisclosureAgreement'] }) as [
    number | null,
    boolean,
  ];
  // The count and NDA flag the covers were last laid out for: where a declined change goes back to.
  const applied = useRef<[number | null, boolean]>([count, nda]);
  // The covers follow the count (and the NDA flag for four): keep the documents of a kind that
  // stays. A change that would drop a cover with document rows asks first (issue #24 item 4:
  // ticking "Non-disclosure agreement" deleted Cover 1's rows; spec §8 "Are you sure want to
  // delete the record?"); declined, the count and flag go back.
  useEffect(() => {
    if (count === null || count === undefined) return;
    const kinds = coversFor(count, nda);
    const current = (getValues('values.covers') ?? []) as { kind: CoverKind; documents: unknown[] }[];
    if (current.length === kinds.length && current.every((c, i) => c.kind === kinds[i])) {
      applied.current = [count, nda];
      return;
    }
    const apply = () => {
      applied.current = [count, nda];
      replace(
        kinds.map((kind) => ({ kind, documents: current.find((c) => c.kind === kind)?.documents ?? [] })),
      );
    };
    const dropped = current.filter((c) => !kinds.includes(c.kind) && c.documents.length > 0);
    if (dropped.length === 0) {
      apply();
      return;
    }
    let cancelled = false;
    void confirm({
      title: t('form.coversDropTitle'),
      message: t('form.coversDrop', {
        covers: dropped.map((c) => t(`coverKinds.${c.kind}`)).join(', '),
        count: dropped.reduce((n, c) => n + c.documents.length, 0),
      }),
      confirmLabel: t('common:dialog.yes'),
      cancelLabel: t('common:dialog.no'),
    }).then((yes) => {
      if (cancelled) return;
      if (yes) apply();
      else {
        const [before, beforeNda] = applied.current;
        setValue('values.numberOfCovers', before, { shouldDirty: true });
        setValue('values.nonDisclosureAgreement', beforeNda, { shouldDirty: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [count, nda, getValues, setValue, replace, confirm, t]);
  return (
    <Stack gap="md">
      <FieldErrorText name="values.covers" />
      {fields.map((field, i) => (
        <CoverEditor key={field.id} index={i} />
      ))}
    </Stack>
  );
}

function CoverEditor({ index }: { index: number }) {
  const { t } = useTranslation('epublish');
  const kind = useWatch({ name: `values.covers.${index}.kind` }) as CoverKind;
  const base = `values.covers.${index}.documents`;
  const heading = t('form.coverHeading', { n: index + 1, kind: t(`coverKinds.${kind}`) });
  return (
    <ArrayField
      name={base}
      legend={heading}
      hint={<Text size="sm">{t('form.coverHint')}</Text>}
      blank={() => ({ name: '', type: 'pdf', sizeMb: 20 })}
      words={{
        add: t('form.addDocument'),
        addName: t('form.addDocumentTo', { cover: heading }),
        remove: t('form.remove'),
        removeName: (j) => t('form.removeDocumentOf', { n: j + 1, cover: heading }),
      }}
      row={(path, j) => (
        <>
          <TextField
            name={`${path}.name`}
            label={t('form.documentName', { n: j + 1 })}
            required
            keyFilter="textDigits"
            maxLength={100}
            w={320}
          />
          <SelectField
            name={`${path}.type`}
            label={t('form.documentType', { n: j + 1 })}
            data={coverDocumentTypes.map((ty) => ({ value: ty, label: ty.toUpperCase() }))}
            w={140}
          />
          <NumberField name={`${path}.sizeMb`} label={t('form.documentSize', { n: j + 1 })} />
        </>
      )}
    />
  );
}

const infoOf = (file: StoredFile): StoredFileInfo => ({
  id: file.id,
  name: file.name,
  sizeBytes: file.size,
  sha256: file.sha256,
});

/** The stored file's name, size and SHA-256 beside its document (decision 015). */
function FileFacts({ path }: { path: string }) {
  const { t } = useTranslation('epublish');
  const { files } = useContext(TenderFormContext);
  const fileId = useWatch({ name: `${path}.fileId` }) as number | undefined;
  const file = files.find((f) => f.id === fileId);
  if (!file) return null;
  return (
    <Text size="sm">
      {t('form.fileFacts', { name: file.name, size: (file.sizeBytes / 1024).toFixed(0) })}{' '}
      <Code>{file.sha256}</Code>
    </Text>
  );
}

/** Spec §5 Files: the NIT, mandatory, PDF or xls/xlsx, through the files kit (tender-document). */
export function DocumentsPart() {
  const { t } = useTranslation('epublish');
  const { onFile } = useContext(TenderFormContext);
  const { label } = useConfigured('nitDocument');
  return (
    <Stack gap="xs">
      <FileField
        name="values.nitDocument"
        purpose="tender-document"
        label={label}
        required
        words={{ title: t('form.nitTitle'), download: '', remove: t('form.remove') }}
        onUploaded={(file) => onFile(infoOf(file))}
      />
      <FileFacts path="values.nitDocument" />
    </Stack>
  );
}

/** Other documents: each upload adds a row with the title bidders read. */
export function OtherDocumentsPart() {
  const { t } = useTranslation('epublish');
  const { onFile } = useContext(TenderFormContext);
  const { label } = useConfigured('otherDocuments');
  const { getValues, setValue } = useFormContext();
  return (
    <ArrayField
      name="values.otherDocuments"
      legend={label}
      hint={
        <FileUpload
          purpose="tender-document"
          label={label}
          onUploaded={(file) => {
            onFile(infoOf(file));
            const doc = { fileId: file.id, title: titleOf(file.name) };
            setValue('values.otherDocuments', [...(getValues('values.otherDocuments') ?? []), doc], {
              shouldDirty: true,
            });
          }}
        />
      }
      words={{ remove: t('form.remove') }}
      row={(path, i) => (
        <Stack gap={4}>
          <TextField
            name={`${path}.title`}
            label={t('form.documentTitle', { n: i + 1 })}
            required
            keyFilter="textDigits"
            maxLength={150}
            w={420}
          />
          <FileFacts path={path} />
        </Stack>
      )}
    />
  );
}
