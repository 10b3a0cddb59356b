import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReferenceEntry } from '../../../common/api/masters.ts';
import { type MasterKind, masterKindSlug } from '../../../common/masters/kinds.ts';
import { apiFetch } from '../../api/client.ts';
import type { Options } from '../../components/form/index.ts';
import { productCategoriesQuery } from './api.ts';

/** A master's active entries (masters reference lists; spec §3 masters). */
export function useReferenceEntries(kind: MasterKind) {
  const { data } = useQuery({
    queryKey: ['reference', kind],
    queryFn: ({ signal }) => apiFetch<ReferenceEntry[]>(`/reference/${masterKindSlug[kind]}`, { signal }),
    staleTime: 10 * 60_000,
  });
  return data ?? [];
}

/** Product categories under `parent` (null: none chosen yet, so none asked). */
export function useCategories(
  scheme: 'unspsc' | 'gepnic',
  parent: string | null | undefined,
  enabled = true,
) {
  const on = enabled && parent !== null && parent !== '';
  const { data } = useQuery({ ...productCategoriesQuery(scheme, parent), enabled: on });
  return on ? (data ?? []) : [];
}

function useReference(kind: MasterKind): Options {
  const { i18n } = useTranslation();
  return useReferenceEntries(kind).map((e) => ({
    value: e.code,
    label: i18n.language === 'as' ? e.nameAs : e.nameEn,
  }));
}

function useCurrencies(): Options {
  const { data } = useQuery({
    queryKey: ['reference', 'currencies'],
    queryFn: ({ signal }) => apiFetch<{ code: string; name: string }[]>('/reference/currencies', { signal }),
    staleTime: 10 * 60_000,
  });
  return (data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
}

/** The lists the tender form's selects name (tender-form-groups.ts `options`). */
export function useTenderOptions(): Record<string, Options> {
  const { t } = useTranslation('epublish');
  return {
    tender_type: useReference('tender_type'),
    tender_category: useReference('tender_category'),
    form_of_contract: useReference('form_of_contract'),
    sector: useReference('sector'),
    offline_instrument: useReference('offline_instrument'),
    tenderer_class: useReference('tenderer_class'),
    funding_agency: useReference('funding_agency'),
    currencies: useCurrencies(),
    guarantee: (['fixed', 'percentage'] as const).map((value) => ({
      value,
      label: t(`form.guarantee.${value}`),
    })),
    bidderType: (['national', 'global'] as const).map((value) => ({
      value,
      label: t(`form.bidderType.${value}`),
    })),
    coverCount: ['1', '2', '3', '4'].map((n) => ({ value: n, label: t(`form.coverCount.${n}`) })),
  };
}
