import { Text } from '@mantine/core';
import { type ReactNode, useContext } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../../../common/api/masters.ts';
import { unspscLevelFields } from '../../../common/epublish/tender-rules.ts';
import {
  ArrayField,
  NumberField,
  type Options,
  SelectField,
  useConfigured,
} from '../../components/form/index.ts';
import { PincodeFormField } from '../../components/form/pincode-form-field.tsx';
import { CoversPart, DocumentsPart, OtherDocumentsPart } from './tender-covers.tsx';
import { TenderFormContext } from './tender-form-context.ts';
import { useCategories, useReferenceEntries } from './tender-form-options.ts';

/** The parts of the tender form no plain field can draw (tender-form-groups.ts `part`). */
export const tenderParts: Record<string, () => ReactNode> = {
  productCategory: () => <ProductCategoryPart />,
  productSubCategory: () => <ProductSubCategoryPart />,
  unspscSegment: () => <UnspscLevel level={0} />,
  unspscFamily: () => <UnspscLevel level={1} />,
  unspscClass: () => <UnspscLevel level={2} />,
  unspscCommodity: () => <UnspscLevel level={3} />,
  pincode: () => <PincodePart />,
  emdValues: () => <EmdValuesPart />,
  covers: () => <CoversPart />,
  nitDocument: () => <DocumentsPart />,
  otherDocuments: () => <OtherDocumentsPart />,
};

/** A configured select whose list the part works out (a cascade); `onChosen` after a choice. */
function CascadeSelect({ name, data, onChosen }: { name: string; data: Options; onChosen?(): void }) {
  const { label, required, path } = useConfigured(name);
  return (
    <SelectField
      name={path}
      label={label}
      required={required}
      data={data}
      searchable
      clearable
      onChosen={onChosen}
    />
  );
}

/**
 * The state's product categories (GePNIC) sit under the tender categories, by English name
 * (Works › Civil Works › …): the chosen tender category narrows them.
 */
function useProductCategories() {
  const tenderCategory = useWatch({ name: 'values.tenderCategory' }) as string | null;
  const segment =
    useReferenceEntries('tender_category').find((e) => e.code === tenderCategory)?.nameEn ?? null;
  return useCategories('gepnic', segment);
}

function ProductCategoryPart() {
  const categories = useProductCategories();
  return (
    <CascadeSelect name="productCategory" data={categories.map((c) => ({ value: c.name, label: c.name }))} />
  );
}

function ProductSubCategoryPart() {
  const categories = useProductCategories();
  const category = useWatch({ name: 'values.productCategory' }) as string | null;
  const code = categories.find((c) => c.name === category)?.code ?? null;
  const subCategories = useCategories('gepnic', code);
  return (
    <CascadeSelect
      name="productSubCategory"
      data={subCategories.map((c) => ({ value: c.name, label: c.name }))}
    />
  );
}

const asOptions = (list: ProductCategory[]): Options =>
  list.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

/** One UNSPSC level under the one above; a new choice clears the levels below (their codes no longer fit). */
function UnspscLevel({ level }: { level: number }) {
  const { t } = useTranslation('epublish');
  const { config } = useContext(TenderFormContext);
  const { setValue } = useFormContext();
  const name = unspscLevelFields[level]!;
  const above = useWatch({ name: `values.${unspscLevelFields[Math.max(level - 1, 0)]}` }) as string | null;
  const options = useCategories('unspsc', level === 0 ? undefined : above, config.loaded.unspsc);
  if (!config.loaded.unspsc)
    // No UNSPSC list is loaded (no open one exists, shared/data README): four empty selects
    // would ask for what cannot be given, so one sentence says so (at the first level shown);
    // the levels are optional then, here and on the server (classificationSettings).
    return unspscLevelFields.find((l) => config.show(l)) === name ? (
      <Text size="sm" data-testid="unspsc-not-loaded" style={{ gridColumn: '1 / -1' }}>
        {t('form.unspscNotLoaded')}
      </Text>
    ) : null;
  return (
    <CascadeSelect
      name={name}
      data={asOptions(options)}
      onChosen={() => {
        for (const below of unspscLevelFields.slice(level + 1))
          setValue(`values.${below}`, '', { shouldDirty: true });
      }}
    />
  );
}

/** Spec §5 "Pincode entry auto-fills state and district". */
function PincodePart() {
  const { label, required, path } = useConfigured('pincode');
  return (
    <PincodeFormField
      name={path}
      label={label}
      required={required}
      fills={{ state: 'values.state', district: 'values.district' }}
    />
  );
}

/** Spec §3 "multiple EMD values": one amount per line, at least two (tender-rules.ts). */
function EmdValuesPart() {
  const { t } = useTranslation('epublish');
  const { label } = useConfigured('emdValues');
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <ArrayField
        name="values.emdValues"
        legend={label}
        blank={() => 0}
        words={{
          add: t('form.addEmdValue'),
          remove: t('form.remove'),
          removeName: (i) => t('form.removeEmdValue', { n: i + 1 }),
        }}
        row={(path, i) => <NumberField name={path} kind="rupees" label={t('form.emdValue', { n: i + 1 })} />}
      />
    </div>
  );
}
