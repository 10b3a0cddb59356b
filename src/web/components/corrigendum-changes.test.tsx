import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CorrigendumChange } from '../../common/api/tenders.ts';
import { i18next } from '../i18n/index.ts';
import { findHeading, renderApp } from '../test/render-app.tsx';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { CorrigendumChanges } from './corrigendum-changes.tsx';

/** One change of each kind the contract knows (src/common/api/tenders.ts corrigendumChangeSchema). */
const changes: CorrigendumChange[] = [
  {
    field: 'bidSubmissionEnd',
    kind: 'instant',
    old: '2026-11-28T11:30:00.000Z',
    new: '2026-12-05T11:30:00.000Z',
  },
  { field: 'emdAmount', kind: 'money', old: '150000', new: '1234567.5' },
  { field: 'bidValidityDays', kind: 'days', old: '90', new: '1' },
  { field: 'location', kind: 'text', old: null, new: 'Guwahati' },
];

const show = () =>
  render(
    <PreferencesProvider env="test">
      <Suspense fallback="loading">
        <CorrigendumChanges changes={changes} />
      </Suspense>
    </PreferencesProvider>,
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('CorrigendumChanges (issue #11 item 3: what changed, field by field, old → new)', () => {
  it('shows dates as dd-mm-yyyy hh:mm IST, rupees with Indian grouping, days and text (spec §9, decision 008)', async () => {
    show();
    const table = await screen.findByRole('table', { name: '4 changes, old → new' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Old', '→ New']);
    expect(row('Bid submission end')).toHaveTextContent('28-11-2026 17:00 IST05-12-2026 17:00 IST');
    expect(row('EMD')).toHaveTextContent('₹1,50,000.00₹12,34,567.50');
    expect(row('Bid validity \\(days\\)')).toHaveTextContent('90 days1 day');
    // A field that had no value before says so instead of an empty cell.
    expect(row('Location')).toHaveTextContent('Not setGuwahati');
  });

  it('names the fields as the module configuration does, in Assamese on an Assamese page', async () => {
    await i18next.changeLanguage('as');
    show();
    await screen.findByRole('table', { name: '4টা সলনি, পুৰণি → নতুন' });
    expect(row('বিড দাখিলৰ সমাপ্তি')).toHaveTextContent('05-12-2026 17:00 IST');
    expect(row('বায়না ধন \\(EMD\\)')).toHaveTextContent('₹12,34,567.50');
    expect(row('বিডৰ বৈধতা \\(দিন\\)')).toHaveTextContent('90 দিন');
  });

  it('shows nothing when a corrigendum changed no field (a cancel, or an imported one whose source does not say)', () => {
    const { container } = render(
      <PreferencesProvider env="test">
        <CorrigendumChanges changes={[]} />
      </PreferencesProvider>,
    );
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('the public full views show the changes (spec §2 corrigendumfullview, Tender full view)', () => {
  it('the corrigendum full view has a "What changed" section with old → new', async () => {
    renderApp('/en/corrigendumfullview?id=eprocure-2018_WPTBC_6506_1-c2');
    await findHeading('Corrigendum Details');
    expect(await screen.findByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    expect(row('Bid submission end')).toHaveTextContent('28-11-2026 17:00 IST05-12-2026 17:00 IST');
  });

  it('the corrigendum full view is in Assamese under /asm', async () => {
    renderApp('/asm/corrigendumfullview?id=eprocure-2018_WPTBC_6506_1-c2');
    expect(await screen.findByRole('heading', { name: 'কি সলনি হ’ল' })).toBeInTheDocument();
    expect(row('বিড দাখিলৰ সমাপ্তি')).toHaveTextContent('05-12-2026 17:00 IST');
  });

  it('the tender full view lists each corrigendum with its own old → new table', async () => {
    renderApp('/en/activetendersfullview?id=eprocure-2018_WPTBC_6506_1');
    const table = await screen.findByRole('table', { name: 'Corrigendum 1: what changed, old → new' });
    expect(within(table).getByRole('row', { name: /^Bid submission end/ })).toHaveTextContent(
      '28-11-2026 17:00 IST05-12-2026 17:00 IST',
    );
  });
});
