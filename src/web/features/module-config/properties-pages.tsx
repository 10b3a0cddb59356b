import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type ConfigFieldDto,
  type ConfigModuleDto,
  type ConfigSubModuleDto,
  configFieldInputSchema,
  configModuleInputSchema,
  configSubModuleInputSchema,
} from '../../../common/api/module-config.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { apiFetch } from '../../api/client.ts';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { DataTable } from '../../components/list/index.ts';
import { EditDialog, type FieldDef } from './config-edit-dialog.tsx';

/**
 * Spec §2 sppmodule, sppsubmodule, sppmodulefield ("Properties File"), §3 Module configuration:
 * modules, their sub-modules and the fields of each, with priority, mandatory flag and status.
 * The three pages share one editor: a table and a dialog to add or edit a row (409 when someone
 * saved it meanwhile).
 */

type Row = { id: number; version: number } & Record<string, unknown>;

function useModules() {
  return useQuery({
    queryKey: ['module-config', 'modules'],
    queryFn: () => apiFetch<ConfigModuleDto[]>('/module-config/modules'),
  });
}

function ConfigEditor<T extends Row>(props: {
  routeId: RouteId;
  rows: T[] | undefined;
  columns: { key: string; label: string; render?: (row: T) => string }[];
  fields: FieldDef[];
  schema: z.ZodType<FieldValues, FieldValues>;
  endpoint: string;
  queryKey: unknown[];
  blank: Record<string, unknown>;
  nameOf: (row: T) => string;
  filter?: React.ReactNode;
  /** The list's load failure: a row says why, with Retry. */
  error?: unknown;
  onRetry?(): void;
}) {
  const { t } = useTranslation(['module-config', 'common', 'routes'], { nsMode: 'fallback' });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: T | null; values: Record<string, unknown> } | null>(null);
  const [saved, setSaved] = useState(false);
  const { rows, columns } = props;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${props.routeId}`)}</Title>
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('saved')}
        </Alert>
      )}
      <Group align="flex-end">
        {props.filter}
        <Button
          onClick={() => {
            setSaved(false);
            setEditing({ row: null, values: { ...props.blank } });
          }}
        >
          {t('add')}
        </Button>
      </Group>
      <DataTable<T>
        caption={rows ? t('caption', { count: rows.length }) : t('common:loading')}
        columns={[
          ...columns.map((c, i) => ({
            id: c.key,
            header: c.label,
            rowHeader: i === 0,
            cell: (row: T) => (c.render ? c.render(row) : String(row[c.key] ?? '')),
          })),
          {
            id: 'actions',
            header: t('actions'),
            cell: (row: T) => (
              <Button
                size="xs"
                variant="default"
                aria-label={t('editOf', { name: props.nameOf(row) })}
                onClick={() => {
                  setSaved(false);
                  setEditing({
                    row,
                    values: Object.fromEntries(props.fields.map((f) => [f.key, row[f.key]])),
                  });
                }}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        error={props.error}
        onRetry={props.onRetry}
        minWidth={800}
      />
      {editing && (
        <EditDialog
          title={
            editing.row
              ? t('editTitle', { name: props.nameOf(editing.row) })
              : t('addTitle', { page: t(`routes:${props.routeId}`) })
          }
          fields={props.fields}
          initial={editing.values}
          schema={props.schema}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const row = editing.row;
            await apiFetch(row ? `${props.endpoint}/${row.id}` : props.endpoint, {
              method: row ? 'PUT' : 'POST',
              body: row ? { ...values, version: row.version } : values,
            });
            setEditing(null);
            setSaved(true);
          }}
          onFailed={() => queryClient.invalidateQueries({ queryKey: ['module-config'] })}
          onSaved={() => queryClient.invalidateQueries({ queryKey: ['module-config'] })}
        />
      )}
    </Stack>
  );
}

/**
 * The add / edit dialog over the page's shared schema (form kit, decision 017): the schema's
 * messages at each field and in the summary; the server's (a code in use, 409 when someone saved
 * the row meanwhile) the same way.
 */
function useLabels() {
  const { t } = useTranslation(['module-config', 'common'], { nsMode: 'fallback' });
  const statusOptions = [
    { value: '1', label: t('active') },
    { value: '0', label: t('inactive') },
  ];
  const nameFields: FieldDef[] = [
    { key: 'code', label: t('code'), hint: t('codeHint'), kind: 'code' },
    { key: 'nameEn', label: t('nameEn'), kind: 'text', keyFilter: 'textDigits' },
    { key: 'nameAs', label: t('nameAs'), kind: 'text', lang: 'as', keyFilter: 'textDigits' },
    { key: 'priority', label: t('priority'), hint: t('priorityHint'), kind: 'number' },
    { key: 'status', label: t('status'), kind: 'status', options: statusOptions },
  ];
  const statusText = (row: { status: unknown }) => (row.status === 1 ? t('active') : t('inactive'));
  return { t, nameFields, statusText, statusOptions };
}

/** sppmodule */
export function ModulesPage() {
  const { t, nameFields, statusText } = useLabels();
  const { data, error, refetch } = useModules();
  return (
    <ConfigEditor<ConfigModuleDto & Row>
      routeId="sppmodule"
      rows={data as (ConfigModuleDto & Row)[] | undefined}
      error={error}
      onRetry={() => void refetch()}
      columns={[
        { key: 'nameEn', label: t('nameEn') },
        { key: 'nameAs', label: t('nameAs') },
        { key: 'code', label: t('code') },
        { key: 'priority', label: t('priority') },
        { key: 'status', label: t('status'), render: statusText },
      ]}
      fields={nameFields}
      schema={configModuleInputSchema}
      endpoint="/module-config/modules"
      queryKey={['module-config', 'modules']}
      blank={{ code: '', nameEn: '', nameAs: '', priority: 1, status: 1 }}
      nameOf={(r) => r.nameEn}
    />
  );
}

/** sppsubmodule */
export function SubModulesPage() {
  const { t, nameFields, statusText } = useLabels();
  const { data: modules } = useModules();
  const [moduleId, setModuleId] = useState('');
  const { data, error, refetch } = useQuery({
    queryKey: ['module-config', 'sub-modules', moduleId],
    queryFn: () =>
      apiFetch<ConfigSubModuleDto[]>(`/module-config/sub-modules${moduleId ? `?moduleId=${moduleId}` : ''}`),
  });
  const moduleOptions = (modules ?? []).map((m) => ({ value: String(m.id), label: m.nameEn }));
  return (
    <ConfigEditor<ConfigSubModuleDto & Row>
      routeId="sppsubmodule"
      rows={data as (ConfigSubModuleDto & Row)[] | undefined}
      error={error}
      onRetry={() => void refetch()}
      columns={[
        { key: 'nameEn', label: t('nameEn') },
        { key: 'nameAs', label: t('nameAs') },
        { key: 'moduleCode', label: t('module') },
        { key: 'code', label: t('code') },
        { key: 'priority', label: t('priority') },
        { key: 'status', label: t('status'), render: statusText },
      ]}
      fields={[
        { key: 'moduleId', label: t('module'), kind: 'select', options: moduleOptions },
        ...nameFields,
      ]}
      schema={configSubModuleInputSchema}
      endpoint="/module-config/sub-modules"
      queryKey={['module-config', 'sub-modules']}
      blank={{
        moduleId: moduleId ? Number(moduleId) : undefined,
        code: '',
        nameEn: '',
        nameAs: '',
        priority: 1,
        status: 1,
      }}
      nameOf={(r) => r.nameEn}
      filter={
        <SearchChoiceField
          label={t('module')}
          value={moduleId}
          onChange={(e) => setModuleId(e.currentTarget.value)}
          data={[{ value: '', label: t('allModules') }, ...moduleOptions]}
          w={280}
        />
      }
    />
  );
}

/** sppmodulefield */
export function FieldsPage() {
  const { t } = useLabels();
  const { data: subModules } = useQuery({
    queryKey: ['module-config', 'sub-modules', ''],
    queryFn: () => apiFetch<ConfigSubModuleDto[]>('/module-config/sub-modules'),
  });
  const [chosen, setChosen] = useState('');
  const subModuleId = chosen || String(subModules?.[0]?.id ?? '');
  const { data, error, refetch } = useQuery({
    queryKey: ['module-config', 'fields', subModuleId],
    queryFn: () => apiFetch<ConfigFieldDto[]>(`/module-config/fields?subModuleId=${subModuleId}`),
    enabled: subModuleId !== '',
  });
  const options = (subModules ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.moduleCode} › ${s.nameEn}`,
  }));
  return (
    <ConfigEditor<ConfigFieldDto & Row>
      routeId="sppmodulefield"
      rows={data as (ConfigFieldDto & Row)[] | undefined}
      error={error}
      onRetry={() => void refetch()}
      columns={[
        { key: 'labelEn', label: t('labelEn') },
        { key: 'fieldName', label: t('fieldName') },
        { key: 'priority', label: t('priority') },
        { key: 'mandatory', label: t('mandatory'), render: (r) => (r.mandatory ? t('yes') : t('no')) },
        { key: 'status', label: t('status'), render: (r) => (r.status === 1 ? t('shown') : t('hidden')) },
      ]}
      fields={[
        { key: 'subModuleId', label: t('subModule'), kind: 'select', options },
        { key: 'fieldName', label: t('fieldName'), hint: t('fieldNameHint'), kind: 'text' },
        { key: 'labelEn', label: t('labelEn'), kind: 'text', keyFilter: 'textDigits' },
        { key: 'labelAs', label: t('labelAs'), kind: 'text', lang: 'as', keyFilter: 'textDigits' },
        { key: 'priority', label: t('priority'), hint: t('priorityHint'), kind: 'number' },
        { key: 'mandatory', label: t('mandatory'), kind: 'checkbox' },
        {
          key: 'status',
          label: t('status'),
          kind: 'status',
          options: [
            { value: '1', label: t('shown') },
            { value: '0', label: t('hidden') },
          ],
        },
      ]}
      schema={configFieldInputSchema}
      endpoint="/module-config/fields"
      queryKey={['module-config', 'fields']}
      blank={{
        subModuleId: subModuleId ? Number(subModuleId) : undefined,
        fieldName: '',
        labelEn: '',
        labelAs: '',
        priority: 10,
        mandatory: false,
        status: 1,
      }}
      nameOf={(r) => r.labelEn}
      filter={
        <SearchChoiceField
          label={t('subModule')}
          value={subModuleId}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={options}
          w={320}
        />
      }
    />
  );
}
