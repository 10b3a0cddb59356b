import { formatCount, formatRupees } from '../../../common/format.ts';

type Translate = (key: string, options: { n: string }) => string;

/**
 * Rupees as the state's reports give them (issue #29 item 4: "values in rupees with Indian
 * grouping and in lakhs or crores"): ₹12,34,56,789.00, and beside it 12.35 crore (≥ 1 crore)
 * or 12.35 lakh (≥ 1 lakh). One lakh is 1,00,000; one crore 1,00,00,000.
 */
export function lakhsOrCrores(value: number, t: Translate): string | null {
  const abs = Math.abs(value);
  const two = (n: number) =>
    new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(n);
  if (abs >= 1e7) return t('reports:amount.crore', { n: two(value / 1e7) });
  if (abs >= 1e5) return t('reports:amount.lakh', { n: two(value / 1e5) });
  return null;
}

export function rupeesWithScale(value: number, t: Translate): string {
  const scale = lakhsOrCrores(value, t);
  return scale ? `${formatRupees(value)} (${scale})` : formatRupees(value);
}

export { formatCount };
