/**
 * iCalendar files of tender deadlines (issue #32 item 5, RFC 5545; docs/decisions/050): bid
 * submission end, bid opening and the pre-bid meeting, at their times in IST (`TZID=Asia/Kolkata`
 * with its VTIMEZONE: India keeps +05:30 all year). Each event's UID is stable and its SEQUENCE
 * is the tender's number of corrigenda, so a calendar that imported the file again moves an
 * extended deadline instead of adding a second one. DTSTAMP is the tender's last change, never
 * the clock.
 */

export interface CalendarEvent {
  uid: string;
  /** An ISO instant. */
  at: string;
  summary: string;
  description: string;
  location?: string | null;
  url: string;
  sequence: number;
  stamp: string;
  /** Remind the day before (the submission deadline). */
  alarm?: boolean;
}

/** RFC 5545 §3.3.11 TEXT escaping. */
const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space; never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** An instant as IST wall-clock time, `YYYYMMDDTHHMMSS`. */
export function istLocal(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function icsCalendar(name: string, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Finance Department Government of Assam//State Public Procurement Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19451015T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${utcStamp(e.stamp)}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTART;TZID=Asia/Kolkata:${istLocal(e.at)}`,
      'DURATION:PT30M',
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `URL:${e.url}`,
      'TRANSP:TRANSPARENT',
      ...(e.alarm
        ? [
            'BEGIN:VALARM',
            'ACTION:DISPLAY',
            'TRIGGER:-P1D',
            `DESCRIPTION:${escapeText(e.summary)}`,
            'END:VALARM',
          ]
        : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
