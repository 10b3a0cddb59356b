import { useTranslation } from 'react-i18next';
import { type PlanItemInput, planCategories, planMethods, planQuarters } from '../../../common/api/plans.ts';
import { ArrayField, NativeSelectField, NumberField, TextField } from '../../components/form/index.ts';

export const blankItem = (): PlanItemInput => ({
  subject: '',
  category: '' as PlanItemInput['category'],
  estimatedValue: null as unknown as number,
  quarter: '' as unknown as number,
  method: '' as PlanItemInput['method'],
});

/**
 * The items of a plan (issue #27 item 5: "item by item (subject, category, estimated value,
 * quarter, method)"), one row each on the kit's ArrayField; the shared schema judges them.
 */
export function PlanItemsField() {
  const { t } = useTranslation('plans');
  const choose = { value: '', label: t('form.choose') };
  return (
    <ArrayField
      name="items"
      legend={t('form.items')}
      hint={t('form.itemsHint')}
      blank={blankItem}
      words={{
        add: t('form.addItem'),
        remove: t('form.removeItem'),
        removeName: (i) => t('form.removeItemName', { n: i + 1 }),
      }}
      row={(path, i) => (
        <>
          <TextField
            name={`${path}.subject`}
            label={t('form.subjectOf', { n: i + 1 })}
            required
            maxLength={300}
            keyFilter="textDigits"
            w={{ base: '100%', md: 340 }}
          />
          <NativeSelectField
            name={`${path}.category`}
            label={t('item.category')}
            required
            data={[choose, ...planCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
          />
          <NumberField
            name={`${path}.estimatedValue`}
            kind="rupees"
            label={t('item.estimatedValue')}
            required
            w={220}
          />
          <NativeSelectField
            name={`${path}.quarter`}
            numeric
            label={t('item.quarter')}
            required
            data={[choose, ...planQuarters.map((q) => ({ value: String(q), label: t(`quarters.${q}`) }))]}
          />
          <NativeSelectField
            name={`${path}.method`}
            label={t('item.method')}
            required
            data={[choose, ...planMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))]}
          />
        </>
      )}
    />
  );
}
