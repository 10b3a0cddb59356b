import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { orgUnitCreateSchema } from '../../../common/api/organisation.ts';
import { type OrgLevel, orgLevelPages } from '../../../common/organisation.ts';
import { CheckboxField, Field, SelectField, TextareaField, TextField } from '../../components/form/index.ts';
import { useParentOptions } from './org-api.ts';

/** A unit's values as the form holds them: the shared schema's input (spec §3). */
export type UnitValues = z.input<ReturnType<typeof orgUnitCreateSchema>>;

export const emptyUnit: UnitValues = {
  parentId: null,
  name: '',
  description: '',
  shortCode: '',
  status: 1,
  visible: true,
};

/** A saved unit (or a proposal about it) as the form's values. */
export function unitValuesOf(v: {
  parentId: number | null;
  name: string;
  description: string | null;
  shortCode: string | null;
  status: number;
  visible: boolean;
}): UnitValues {
  return {
    parentId: v.parentId,
    name: v.name,
    description: v.description ?? '',
    shortCode: v.shortCode ?? '',
    status: v.status === 0 ? 0 : 1,
    visible: v.visible,
  };
}

/**
 * The fields of a unit inside a SchemaForm (spec §3 Organisation hierarchy: name, description,
 * short code, status, visibility) and, below level one, its parent from the level above
 * (approved, active units, searched on the server). Each field has its label, and its error
 * linked by id (style §9).
 */
export function OrgUnitFields(props: {
  level: OrgLevel;
  /** The current parent's path, shown until the options are loaded (update page). */
  parentPath?: string;
}) {
  const { level, parentPath } = props;
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  return (
    <Stack gap="md">
      {level > 1 && <ParentField level={level} parentPath={parentPath} />}
      <TextField name="name" label={t('form.name')} keyFilter="textDigits" required />
      <TextareaField name="description" label={t('form.description')} keyFilter="textDigits" rows={2} />
      <TextField
        name="shortCode"
        parse={(v) => String(v).toUpperCase()}
        label={t('form.shortCode')}
        description={t('form.shortCodeHint')}
        maxLength={6}
        required
        w={220}
      />
      <Field<string> name="status" format={(v) => String(v ?? 1)} parse={(v) => (v === '0' ? 0 : 1)}>
        {({ value, onChange, error }) => (
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="status-label">
              {t('form.statusLabel')}
            </Text>
            <SegmentedControl
              id="status"
              aria-labelledby="status-label"
              value={value}
              onChange={onChange}
              data={[
                { value: '1', label: t('status.active') },
                { value: '0', label: t('status.inactive') },
              ]}
              maw={260}
            />
            {error && (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        )}
      </Field>
      <CheckboxField name="visible" label={t('form.visible')} />
    </Stack>
  );
}

/** The parent unit, searched on the server (3 characters or more); the form holds its id. */
function ParentField({ level, parentPath }: { level: OrgLevel; parentPath?: string }) {
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const [search, setSearch] = useState('');
  const { data: options } = useParentOptions(level, search);
  const parentId = useWatch<UnitValues, 'parentId'>({ name: 'parentId' });
  const data = (options ?? []).map((o) => ({ value: String(o.id), label: o.path }));
  if (parentId != null && !data.some((d) => d.value === String(parentId)) && parentPath)
    data.unshift({ value: String(parentId), label: parentPath });
  return (
    <SelectField
      name="parentId"
      numeric
      empty={null}
      label={t('form.parent', { level: t(`routes:${orgLevelPages((level - 1) as OrgLevel).entry}`) })}
      placeholder={t('form.parentPlaceholder')}
      data={data}
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={t('form.noParents')}
      filter={({ options: all }) => all}
      required
      clearable
    />
  );
}
