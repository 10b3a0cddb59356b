import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealSession } from '../../test/appeals-stubs.ts';
import { imageStubState } from '../../test/image-stubs.ts';
import { findHeading, renderApp, testUser } from '../../test/render-app.tsx';

const admin = {
  ...appealSession(testUser, ['imageupload'], ['portal_admin']),
  menuGroups: [
    {
      code: 'content',
      name: { en: 'Content Management', as: 'বিষয়বস্তু ব্যৱস্থাপনা' },
      pages: ['imageupload' as const],
    },
  ],
};

describe('images (issue #27 item 4; spec §2 imageupload, gallery, home banners and photo gallery, footer logos)', () => {
  it('home: banners and photographs with srcset, sizes, width and height, alt text in English', async () => {
    renderApp('/en');
    await findHeading('State Public Procurement Portal, Assam');
    const banners = await screen.findByRole('region', { name: 'Highlights' });
    const first = await within(banners).findByRole('img', { name: 'Tea gardens of Upper Assam' });
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '500');
    expect(first.getAttribute('srcset')).toMatch(/\.webp\?w=480 480w, .*960w, .*1600w$/);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(within(banners).getByRole('img', { name: 'The Brahmaputra at dusk' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    const photo = await within(gallery).findByRole('img', { name: 'River embankment works' });
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '800');
    expect(within(gallery).getByRole('link', { name: 'Photo Gallery' })).toHaveAttribute(
      'href',
      '/en/gallery',
    );
  });

  it('home in Assamese: the Assamese names are the alt text; the footer shows the partner logos', async () => {
    renderApp('/asm');
    expect(await screen.findByRole('img', { name: 'উজনি অসমৰ চাহ বাগিচা' })).toHaveAttribute('width', '1600');
    expect(await screen.findByRole('img', { name: 'নদীবান্ধৰ কাম' })).toBeInTheDocument();
    const logo = await screen.findByRole('img', { name: 'ৰাষ্ট্ৰীয় তথ্যবিজ্ঞান কেন্দ্ৰ' });
    expect(logo).toHaveAttribute('width', '480');
    expect(logo).toHaveAttribute('height', '160');
  });

  it('home without banners draws no banner strip and says the gallery is empty', async () => {
    renderApp('/en');
    imageStubState.shown = [];
    await findHeading('State Public Procurement Portal, Assam');
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    expect(await within(gallery).findByText('No photographs have been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });

  it('gallery lists every photograph with its caption, place and date', async () => {
    renderApp('/en/gallery');
    await findHeading('Photo Gallery');
    const list = await screen.findByRole('list', { name: 'Photo Gallery' });
    expect(within(list).getAllByRole('img')).toHaveLength(3);
    expect(within(list).getByRole('img', { name: 'Fencing at Kaziranga' })).toHaveAttribute('sizes');
    expect(within(list).getAllByText('Guwahati · 01-06-2026')).toHaveLength(3);
  });

  it('imageupload: the list links each image to its decision; reject needs remarks; approve sends the version', async () => {
    const user = userEvent.setup();
    renderApp('/en/imageupload', { session: admin });
    await findHeading('Image Upload');
    const link = await screen.findByRole('link', { name: 'Bihu celebrations at the Secretariat' });
    expect(link).toHaveAttribute('href', '/en/imageupload?id=9');
    await user.click(link);
    const panel = await screen.findByRole('region', { name: 'Decision' }, { timeout: 8000 });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const remarks = within(panel).getByRole('textbox', { name: /^Remarks/ });
    await waitFor(() => expect(remarks).toHaveAttribute('aria-invalid', 'true'));
    expect(imageStubState.decided).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done. The image is now: Approved.')).toBeInTheDocument();
    expect(imageStubState.decided).toEqual([{ action: 'approve', body: { version: 1 } }]);
  });
});
