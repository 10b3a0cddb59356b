import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tenderCalendarQuerySchema } from '../../../common/api/tenders.ts';
import { formatCount, formatMonthYear, weekdayName } from '../../../common/format.ts';
import { tenderCalendarQuery } from '../../api/public-tenders.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { useNow } from '../../lib/render-hints.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/** Today's date in IST as yyyy-mm-dd (the portal's calendar day, spec §9). */
export function istToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where a day's tenders are listed, with the filters the API has (spec §9 due-date windows):
 * today and tomorrow exactly; a later day within the smallest window that holds it, soonest
 * closing first; a past day among the archived tenders, latest closing first.
 */
export function dayLink(
  date: string,
  today: string,
): { route: 'latestactivetenders' | 'archivedtenders'; query: string } {
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { route: 'archivedtenders', query: 'sort=-closing' };
  if (ahead === 0) return { route: 'latestactivetenders', query: 'closing=today' };
  if (ahead === 1) return { route: 'latestactivetenders', query: 'closing=tomorrow' };
  const window = ahead <= 7 ? '7' : ahead <= 15 ? '15' : ahead <= 30 ? '30' : null;
  return { route: 'latestactivetenders', query: window ? `closing=${window}&sort=closing` : 'sort=closing' };
}

/**
 * Spec §2 tendercalendar: a month of tenders by closing day (IST), as a table with a caption,
 * with previous and next month. The month is in the page URL (?month=yyyy-mm).
 */
export function TenderCalendarPage() {
  const { t, i18n } = useTranslation(['tenders', 'common', 'routes']);
  const { to } = usePrefix();
  const [params] = useSearchParams();
  // The render's day while hydrating (lib/render-hints.ts): the month a calendar opens on and
  // the days it links are the server's, then the clock's.
  const today = istToday(new Date(useNow()));
  const asked = params.get('month') ?? '';
  const month = tenderCalendarQuerySchema.safeParse({ month: asked }).success ? asked : today.slice(0, 7);
  const { data, error, isPending } = useQuery(tenderCalendarQuery(month));
  const lang = i18n.language === 'as' ? 'as' : 'en';
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const monthName = formatMonthYear(year, mon - 1, lang);
  const counts = new Map((data?.days ?? []).map((d) => [d.date, d.count]));
  const total = (data?.days ?? []).reduce((sum, d) => sum + d.count, 0);

  // Weeks from Monday; blank cells before the first and after the last day.
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const weekdays = Array.from({ length: 7 }, (_, i) => i);

  const monthLink = (m: string) => `${to('tendercalendar')}?month=${m}`;

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:tendercalendar')}</Title>
      <Text>{t('calendar.lead')}</Text>
      <Group justify="space-between" className="no-print">
        <Button component={Link} to={monthLink(shiftMonth(month, -1))} variant="default">
          {t('calendar.previous')}
        </Button>
        <Title order={2} size="h3">
          {monthName}
        </Title>
        <Button component={Link} to={monthLink(shiftMonth(month, 1))} variant="default">
          {t('calendar.next')}
        </Button>
      </Group>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : isPending ? (
        <Text role="status">{t('results.loading')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} className="tender-calendar">
          <Table withTableBorder withColumnBorders layout="fixed">
            <Table.Caption>
              {t('calendar.caption', { month: monthName, count: total, formatted: formatCount(total) })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {weekdays.map((d) => (
                  <Table.Th key={d} scope="col">
                    <abbr title={weekdayName(d, lang, 'long')}>{weekdayName(d, lang, 'short')}</abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week.find(Boolean) ?? 'blank'}>
                  {week.map((date, i) => {
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells are only positions in the week
                    if (!date) return <Table.Td key={`blank-${i}`} />;
                    const count = counts.get(date) ?? 0;
                    const day = Number(date.slice(8));
                    const display = `${date.slice(8)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
                    const link = dayLink(date, today);
                    return (
                      <Table.Td
                        key={date}
                        aria-current={date === today ? 'date' : undefined}
                        style={{
                          verticalAlign: 'top',
                          height: '4.5rem',
                          ...(date === today
                            ? {
                                outline: '3px solid var(--mantine-primary-color-filled)',
                                outlineOffset: '-3px',
                              }
                            : {}),
                        }}
                      >
                        <Text span fw={700} aria-hidden={count > 0 ? true : undefined}>
                          {day}
                        </Text>
                        {date === today && (
                          <Text span size="sm" ml="xs" className="tender-calendar__today">
                            {t('calendar.today')}
                          </Text>
                        )}
                        {count > 0 ? (
                          <Anchor
                            component={Link}
                            to={`${to(link.route)}?${link.query}`}
                            display="block"
                            size="sm"
                            aria-label={t('calendar.dayLabel', {
                              date: display,
                              count,
                              formatted: formatCount(count),
                            })}
                          >
                            {t('calendar.count', { count, formatted: formatCount(count) })}
                          </Anchor>
                        ) : (
                          <span className="visually-hidden">{t('calendar.none')}</span>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">{t('calendar.linkNote')}</Text>
    </Stack>
  );
}
