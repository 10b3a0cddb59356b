import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameFromDisposition } from '../lib/download.ts';
import { DocumentDownload } from './document-download.tsx';

const link = () =>
  render(
    <MantineProvider>
      <DocumentDownload href="/api/v1/public/tenders/epublish-1/documents/7">
        Notice inviting tender
      </DocumentDownload>
    </MantineProvider>,
  );

describe('DocumentDownload (spec §8 "Download failure: Downloading Error")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a real link to the file, and says "Downloading Error" when the server sends none', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'NOT_FOUND' }, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    link();
    const anchor = screen.getByRole('link', { name: 'Notice inviting tender' });
    expect(anchor).toHaveAttribute('href', '/api/v1/public/tenders/epublish-1/documents/7');
    await userEvent.click(anchor);
    expect(await screen.findByRole('alert')).toHaveTextContent('Downloading Error');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('saves the file under the server’s name when it arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Blob(['%PDF-1.4']), {
            headers: {
              'content-disposition': 'attachment; filename="NIT.pdf"; filename*=UTF-8\'\'NIT%20%E0%A6%95.pdf',
            },
          }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    link();
    await userEvent.click(screen.getByRole('link', { name: 'Notice inviting tender' }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(clicked).toHaveBeenCalled();
    expect(
      nameFromDisposition('attachment; filename="NIT.pdf"; filename*=UTF-8\'\'NIT%20%E0%A6%95.pdf'),
    ).toBe('NIT ক.pdf');
    clicked.mockRestore();
  });
});
