import { describe, expect, it } from 'vitest';
import { epublishValuesSchema } from '../api/epublish.ts';
import {
  insideBidWindow,
  publishIssues,
  sendIssues,
  shownFields,
  type TenderFieldSetting,
} from './tender-rules.ts';

const at = (istText: string) => new Date(`${istText}+05:30`).toISOString();

const settings: TenderFieldSetting[] = [
  { fieldName: 'tenderTitle', status: true, mandatory: true },
  { fieldName: 'tenderFee', status: true, mandatory: true },
  { fieldName: 'emdAmount', status: true, mandatory: true },
  { fieldName: 'sector', status: true, mandatory: false },
  { fieldName: 'fundingAgency', status: false, mandatory: true },
  { fieldName: 'preBidMeetingPlace', status: true, mandatory: false },
];

const complete = (over: object = {}) =>
  epublishValuesSchema.parse({
    tenderTitle: 'Road works',
    tenderFee: 0,
    emdAmount: 0,
    numberOfCovers: 1,
    covers: [{ kind: 'single', documents: [{ name: 'Bid', type: 'pdf', sizeMb: 5 }] }],
    nitDocument: { fileId: 1, title: 'NIT' },
    publishedDate: at('2026-12-01T10:00'),
    documentDownloadStart: at('2026-12-01T10:00'),
    bidSubmissionStart: at('2026-12-02T09:00'),
    bidSubmissionEnd: at('2026-12-10T18:55'),
    bidOpeningDate: at('2026-12-11T11:00'),
    ...over,
  });

const paths = (issues: { path: string; message: string }[]) => issues.map((i) => `${i.path} ${i.message}`);

describe('ePublish send rules (issue #11 item 1; spec §3 Module field status, §5, §9)', () => {
  it('passes a complete tender; fee and EMD of 0 count as filled (§5 "may be 0")', () => {
    expect(sendIssues(complete(), settings)).toEqual([]);
  });

  it('asks for configured mandatory fields that are shown, and not for hidden ones', () => {
    const issues = paths(sendIssues(complete({ tenderTitle: '  ', tenderFee: null }), settings));
    expect(issues).toEqual([
      'tenderTitle epublish:validation.required',
      'tenderFee epublish:validation.required',
    ]);
    expect(shownFields(settings).has('fundingAgency')).toBe(false);
    expect(shownFields(settings).has('nitDocument')).toBe(true);
  });

  it('asks for the pre-bid meeting details only when there is a meeting', () => {
    expect(sendIssues(complete({ preBidMeeting: false }), settings)).toEqual([]);
    expect(paths(sendIssues(complete({ preBidMeeting: true }), settings))).toEqual([
      'preBidMeetingDate epublish:validation.required',
      'preBidMeetingPlace epublish:validation.required',
      'preBidMeetingAddress epublish:validation.required',
    ]);
  });

  it('keeps bid submission between 9:00 AM and 6:55 PM IST (§9), both ends included', () => {
    expect(insideBidWindow(at('2026-12-02T09:00'))).toBe(true);
    expect(insideBidWindow(at('2026-12-02T18:55'))).toBe(true);
    expect(insideBidWindow(at('2026-12-02T08:59'))).toBe(false);
    expect(insideBidWindow(at('2026-12-02T18:56'))).toBe(false);
  });

  it('wants the dates in order: publication ≤ download ≤ submission start < end ≤ opening', () => {
    const issues = paths(
      sendIssues(
        complete({
          documentDownloadStart: at('2026-11-30T10:00'),
          bidSubmissionEnd: at('2026-12-02T09:00'),
          bidOpeningDate: at('2026-12-01T11:00'),
        }),
        settings,
      ),
    );
    expect(issues).toEqual([
      'documentDownloadStart epublish:validation.downloadBeforePublication',
      'bidSubmissionEnd epublish:validation.submissionEndOrder',
      'bidOpeningDate epublish:validation.openingBeforeSubmissionEnd',
    ]);
  });

  it('matches the covers to their count (§9: triple is EMD, technical, financial) and wants a document in each', () => {
    const three = complete({
      numberOfCovers: 3,
      covers: [
        { kind: 'emd', documents: [{ name: 'EMD', type: 'pdf', sizeMb: 2 }] },
        { kind: 'technical', documents: [] },
        { kind: 'financial', documents: [{ name: 'BoQ', type: 'xlsx', sizeMb: 2 }] },
      ],
    });
    expect(paths(sendIssues(three, settings))).toEqual([
      'covers.1.documents epublish:validation.coverDocuments',
    ]);
    expect(paths(sendIssues(complete({ numberOfCovers: 2 }), settings))).toEqual([
      'covers epublish:validation.coversMismatch',
    ]);
  });

  it('does not publish a tender whose bid submission has already ended', () => {
    expect(paths(publishIssues(complete(), settings, new Date(at('2026-12-11T00:00'))))).toEqual([
      'bidSubmissionEnd epublish:validation.closedAlready',
    ]);
  });

  it('wants the NIT document whatever the configuration says', () => {
    expect(paths(sendIssues(complete({ nitDocument: null }), settings))).toEqual([
      'nitDocument epublish:validation.nitRequired',
    ]);
  });
});
