import { formatRupees } from '../../../common/format.ts';

/** An amount in any currency with Indian grouping and two decimals (§9); rupees get their sign. */
export function amountIn(amount: number, currency = ''): string {
  const rupees = formatRupees(amount);
  return currency === 'INR' ? rupees : `${rupees.replace('₹', '')}${currency ? ` ${currency}` : ''}`;
}
