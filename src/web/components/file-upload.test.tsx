import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../common/files.ts';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { FileUpload } from './file-upload.tsx';

/**
 * A stand-in for the browser's XMLHttpRequest that records what is sent and lets the test
 * play the server: report upload progress, then answer.
 */
class ServerSideXhr {
  static last: ServerSideXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    ServerSideXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const stored: StoredFile = {
  id: 7,
  name: 'work-order.pdf',
  size: 4,
  kind: 'pdf',
  mediaType: 'application/pdf',
  purpose: 'grievance-evidence',
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-25T10:00:00.000Z',
};

function setup(onUploaded = vi.fn()) {
  vi.stubGlobal('XMLHttpRequest', ServerSideXhr);
  ServerSideXhr.last = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'spp_csrf=token-from-cookie; Path=/';
  render(
    <PreferencesProvider env="test">
      <FileUpload purpose="grievance-evidence" label="Evidence document" onUploaded={onUploaded} />
    </PreferencesProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Evidence document'), onUploaded };
}

describe('FileUpload (spec §5 Files, §9 limits; docs/decisions/015)', () => {
  it('states what is allowed, sends the file as multipart with the CSRF header, shows progress, then the SHA-256', async () => {
    const { user, input, onUploaded } = setup();
    expect(screen.getByText('Allowed: pdf. The file must be smaller than 2 MB.')).toBeInTheDocument();
    const file = new File(['%PDF'], 'work-order.pdf', { type: 'application/pdf' });
    await user.upload(input, file);

    const xhr = ServerSideXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/files?purpose=grievance-evidence']);
    expect(xhr.headers['x-csrf-token']).toBe('token-from-cookie');
    expect((xhr.body!.get('file') as File).name).toBe('work-order.pdf');

    xhr.progress(50, 100);
    expect(screen.getByText('Uploading: 50%')).toBeInTheDocument();
    expect(input).toBeDisabled();

    xhr.answer(200, stored);
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded: work-order.pdf');
    expect(screen.getByRole('status')).toHaveTextContent(`SHA-256 checksum: ${'a'.repeat(64)}`);
    expect(onUploaded).toHaveBeenCalledWith(stored);
  });

  it('shows the spec message the server refused with, tied to the input', async () => {
    const { user, input, onUploaded } = setup();
    await user.upload(input, new File(['%PDF /JS'], 'notice.pdf'));
    ServerSideXhr.last!.answer(400, {
      type: 'x',
      title: 'Some values are not valid.',
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'file', message: 'validation.file.pdfScript' }],
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('PDF contains potentially harmful script content.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over the purpose’s limit before sending it', async () => {
    const { user, input } = setup();
    await user.upload(input, new File([new Uint8Array(2 * 1_048_576 + 1)], 'big.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be less than 2 MB');
    expect(ServerSideXhr.last).toBeUndefined();
  });

  it('lets the user cancel an upload in progress', async () => {
    const { user, input } = setup();
    await user.upload(input, new File(['%PDF'], 'a.pdf'));
    ServerSideXhr.last!.progress(10, 100);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(ServerSideXhr.last!.aborted).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('The upload was cancelled.');
  });
});
