import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type RegisterKind,
  type RegisterVersion,
  type RowProblem,
  registerUploadSchema,
} from '../../../common/api/bidders.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage, translateKey } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { FileField, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { exampleHref, registerStatusQuery, schemaHref, useUploadRegister } from './api.ts';

const kinds: Partial<Record<RouteId, RegisterKind>> = {
  bidderupload: 'registered',
  debarredbidderupload: 'debarred',
};

/**
 * Spec §2 bidderupload and debarredbidderupload (issue #28 item 1; docs/decisions/045): the
 * organisation's register as a JSON file (§5: JSON only, judged by its bytes and by parsing),
 * with the published JSON Schema and an example beside it; §8 "Are you sure want to replace the
 * existing data?" before a new version replaces the register; the line-numbered report of the
 * rows refused while the good ones loaded; every earlier version listed, never deletable (§8).
 */
export function BidderUploadPage() {
  const { t } = useTranslation(['bidders', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = kinds[routeId] ?? 'registered';
  const confirm = useConfirm();
  const status = useQuery(registerStatusQuery(kind));
  const upload = useUploadRegister(kind);
  const form = useSchemaForm(registerUploadSchema, { file: null as never, replaces: null });
  const [result, setResult] = useState<RegisterVersion | null>(null);
  const [refused, setRefused] = useState<RowProblem[]>([]);
  const latest = status.data?.latest ?? null;

  const onSubmit = async (values: { file: { fileId: number; title: string } }) => {
    setResult(null);
    setRefused([]);
    // §8: replacing the register is confirmed; the version confirmed is sent, so a register
    // replaced meanwhile by someone else is refused (409) rather than replaced unseen.
    if (latest && !(await confirm({ title: t('upload.replaceTitle'), message: t('upload.replaceConfirm') })))
      return;
    try {
      const version = await upload.mutateAsync({ file: values.file, replaces: latest?.versionNo ?? null });
      setResult(version);
      form.reset({ file: null as never, replaces: null });
    } catch (error) {
      // A file whose every row was refused: its rows' report goes to the table, the form says why.
      if (error instanceof ApiError && error.problem?.errors?.some((e) => e.path.includes('rows.'))) {
        setRefused(
          error.problem.errors
            .filter((e) => e.path.includes('rows.'))
            .map((e) => {
              const [, index, ...field] = e.path.replace(/^body\./, '').split('.');
              return {
                line: Number(e.params?.line ?? 0),
                index: Number(index),
                registrationNo: null,
                field: field.join('.'),
                message: e.message,
              };
            }),
        );
        throw new ApiError(error.code, error.status, {
          ...error.problem,
          errors: error.problem.errors.filter((e) => !e.path.includes('rows.')),
        });
      }
      if (error instanceof ApiError && error.code === 'CONFLICT') void status.refetch();
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(`upload.intro.${kind}`)}</Text>
      <Group gap="lg">
        <Anchor href={schemaHref(kind)}>{t('upload.schemaLink')}</Anchor>
        <Anchor href={exampleHref(kind)} download>
          {t('upload.exampleLink')}
        </Anchor>
      </Group>
      {status.error && <Alert color="red">{errorMessage(status.error, t)}</Alert>}
      {status.data && (
        <Alert color="blue" variant="outline">
          {status.data.organisation
            ? latest
              ? t('upload.current', {
                  organisation: status.data.organisation,
                  version: latest.versionNo,
                  count: latest.rowCount,
                  date: dateOnly(latest.uploadedAt),
                })
              : t('upload.none', { organisation: status.data.organisation })
            : t('upload.noUnit')}
        </Alert>
      )}
      <Text size="sm">{t('upload.noDelete')}</Text>
      <SchemaForm form={form} onSubmit={onSubmit} ns="bidders" label={t(`routes:${routeId}`)}>
        <FileField
          name="file"
          purpose="bidder-register"
          label={t('upload.file')}
          words={{ download: t('upload.download'), remove: t('upload.remove') }}
          required
          untitled
        />
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={!status.data?.organisation}>
            {t('upload.submit')}
          </Button>
        </Group>
      </SchemaForm>
      {result && <UploadResult version={result} />}
      {refused.length > 0 && <ProblemTable problems={refused} caption={t('upload.refusedCaption')} />}
      {status.data && status.data.versions.length > 0 && <VersionHistory versions={status.data.versions} />}
    </Stack>
  );
}

function UploadResult({ version }: { version: RegisterVersion }) {
  const { t } = useTranslation('bidders');
  return (
    <Stack gap="sm">
      {/* The title in the body's own colour: a green title fails axe's contrast (4.5:1). */}
      <Alert color="green" variant="outline" role="status">
        <Text fw={700}>{t('upload.doneTitle', { version: version.versionNo })}</Text>
        <List size="sm" spacing={2}>
          <List.Item>{t('upload.loaded', { count: version.rowCount })}</List.Item>
          <List.Item>{t('upload.rejected', { count: version.rejectedCount })}</List.Item>
          <List.Item>
            {t('upload.changes', {
              added: version.changes.added,
              removed: version.changes.removed,
              changed: version.changes.changed,
            })}
          </List.Item>
        </List>
      </Alert>
      {version.problems.length > 0 && (
        <ProblemTable problems={version.problems} caption={t('upload.problemsCaption')} />
      )}
    </Stack>
  );
}

function ProblemTable({ problems, caption }: { problems: RowProblem[]; caption: string }) {
  const { t } = useTranslation(['bidders', 'common']);
  const columns = useMemo<Column<RowProblem>[]>(
    () => [
      { id: 'line', header: t('upload.line'), numeric: true, rowHeader: true, cell: (p) => p.line },
      {
        id: 'registrationNo',
        header: t('fields.registrationNo'),
        cell: (p) => p.registrationNo ?? t('list.none'),
      },
      {
        id: 'field',
        header: t('upload.field'),
        cell: (p) =>
          p.field ? (t(`fields.${p.field}`, { defaultValue: p.field }) as string) : t('list.none'),
      },
      { id: 'message', header: t('upload.problem'), cell: (p) => translateKey(t, p.message) },
    ],
    [t],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={problems}
      rowKey={(p, i) => `${p.index}-${p.field}-${i}`}
    />
  );
}

function VersionHistory({ versions }: { versions: RegisterVersion[] }) {
  const { t } = useTranslation(['bidders', 'common']);
  const columns = useMemo<Column<RegisterVersion>[]>(
    () => [
      {
        id: 'version',
        header: t('corrigenda.version'),
        numeric: true,
        rowHeader: true,
        cell: (v) => v.versionNo,
      },
      { id: 'uploaded', header: t('upload.uploadedAt'), cell: (v) => dateOnly(v.uploadedAt) },
      { id: 'by', header: t('upload.uploadedBy'), cell: (v) => v.uploadedBy },
      { id: 'file', header: t('upload.fileName'), cell: (v) => v.fileName },
      { id: 'rows', header: t('upload.rows'), numeric: true, cell: (v) => v.rowCount },
      { id: 'rejected', header: t('upload.rejectedRows'), numeric: true, cell: (v) => v.rejectedCount },
      {
        id: 'changes',
        header: t('corrigenda.change'),
        cell: (v) =>
          t('upload.changes', {
            added: v.changes.added,
            removed: v.changes.removed,
            changed: v.changes.changed,
          }),
      },
    ],
    [t],
  );
  return <DataTable caption={t('upload.history')} columns={columns} rows={versions} rowKey={(v) => v.id} />;
}
