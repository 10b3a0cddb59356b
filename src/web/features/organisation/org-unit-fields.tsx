import { Checkbox, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrgLevel, orgLevelPages } from '../../../common/organisation.ts';
import { useParentOptions } from './org-api.ts';

export interface UnitForm {
  parentId: number | null;
  name: string;
  description: string;
  shortCode: string;
  status: 0 | 1;
  visible: boolean;
}

export const emptyUnitForm: UnitForm = {
  parentId: null,
  name: '',
  description: '',
  shortCode: '',
  status: 1,
  visible: true,
};

export type FieldErrors = { field?: string; message: string }[];

/**
 * The fields of a unit (spec §3 Organisation hierarchy: name, description, short code, status,
 * visibility) and, below level one, its parent from the level above (approved, active units,
 * searched on the server). Each field has its label, and its error linked by id (style §9).
 */
export function OrgUnitFields(props: {
  level: OrgLevel;
  value: UnitForm;
  onChange: (next: UnitForm) => void;
  errors: FieldErrors;
  /** The current parent's path, shown until the options are loaded (update page). */
  parentPath?: string;
}) {
  const { level, value, onChange, errors, parentPath } = props;
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const [search, setSearch] = useState('');
  const { data: options } = useParentOptions(level, search);
  const error = (field: string) => errors.find((e) => e.field === field)?.message;
  const data = (options ?? []).map((o) => ({ value: String(o.id), label: o.path }));
  if (value.parentId !== null && !data.some((d) => d.value === String(value.parentId)) && parentPath)
    data.unshift({ value: String(value.parentId), label: parentPath });
  const set = (patch: Partial<UnitForm>) => onChange({ ...value, ...patch });

  return (
    <Stack gap="md">
      {level > 1 && (
        <Select
          id="parentId"
          label={t('form.parent', { level: t(`routes:${orgLevelPages((level - 1) as OrgLevel).entry}`) })}
          placeholder={t('form.parentPlaceholder')}
          data={data}
          value={value.parentId === null ? null : String(value.parentId)}
          onChange={(v) => set({ parentId: v ? Number(v) : null })}
          searchable
          onSearchChange={setSearch}
          nothingFoundMessage={t('form.noParents')}
          filter={({ options: all }) => all}
          error={error('parentId')}
          required
          clearable
        />
      )}
      <TextInput
        id="name"
        label={t('form.name')}
        value={value.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={error('name')}
        required
      />
      <Textarea
        id="description"
        label={t('form.description')}
        value={value.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={error('description')}
        rows={2}
      />
      <TextInput
        id="shortCode"
        label={t('form.shortCode')}
        description={t('form.shortCodeHint')}
        value={value.shortCode}
        onChange={(e) => set({ shortCode: e.currentTarget.value.toUpperCase() })}
        error={error('shortCode')}
        maxLength={6}
        required
        w={220}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="status-label">
          {t('form.statusLabel')}
        </Text>
        <SegmentedControl
          id="status"
          aria-labelledby="status-label"
          value={String(value.status)}
          onChange={(v) => set({ status: v === '0' ? 0 : 1 })}
          data={[
            { value: '1', label: t('status.active') },
            { value: '0', label: t('status.inactive') },
          ]}
          maw={260}
        />
        {error('status') && (
          <Text c="red.8" size="sm" role="alert">
            {error('status')}
          </Text>
        )}
      </Stack>
      <Checkbox
        id="visible"
        label={t('form.visible')}
        checked={value.visible}
        onChange={(e) => set({ visible: e.currentTarget.checked })}
      />
    </Stack>
  );
}

/** The body a form sends: empty description means none. */
export function unitBody(value: UnitForm) {
  return { ...value, description: value.description.trim() === '' ? null : value.description };
}
