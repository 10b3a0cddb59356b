import { Group, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { i18next } from '../../i18n/index.ts';
import { sessionStore } from '../../lib/session.ts';
import { testUser } from '../../test/render-app.tsx';
import { ConfirmProvider } from '../confirm-dialog.tsx';
import { DraftNotice, IntentButton, type SavedRecord, useDraftForm } from './draft-form.tsx';
import { SchemaForm, useSchemaForm } from './schema-form.tsx';
import { TextField } from './text-field.tsx';
import { useLeavePage } from './unsaved-warning.tsx';

// The draft notice's own catalogue, loaded as the app loads it before the page draws.
beforeAll(() => i18next.loadNamespaces('drafts'));

const schema = z.object({ title: z.string() });
type Values = z.infer<typeof schema>;

const refusal = (message: string) =>
  new ApiError('VALIDATION_FAILED', 400, {
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: [{ path: 'title', message }],
  });

function DraftPage({
  item,
  save,
  after,
  keep,
  savedTitle = '',
}: {
  item: SavedRecord | null;
  save(values: Values, saved: SavedRecord | null): Promise<SavedRecord>;
  after?(intent: 'preview' | 'send', saved: SavedRecord): Promise<SavedRecord | undefined>;
  keep?: string;
  savedTitle?: string;
}) {
  const form = useSchemaForm(schema, { title: savedTitle });
  const { leave, leaving } = useLeavePage();
  const draft = useDraftForm<Values, 'preview' | 'send'>({
    item,
    form,
    keep,
    save,
    // The shared rule of "Save and preview": a title first (its issue lands on the field).
    before: (_intent, values) => {
      if (!values.title) throw refusal('validation.remarks.required');
      return true;
    },
    after,
    next: (id) => `/preview?id=${id}`,
    savedNotice: 'Saved as draft.',
    leave,
    leaving,
  });
  return (
    <>
      <DraftNotice draft={draft} />
      <SchemaForm form={form} onSubmit={draft.onSubmit}>
        <TextField name="title" label="Title" />
        <Group>
          <IntentButton draft={draft} intent="draft" busy={false} variant="default">
            Save as Draft
          </IntentButton>
          <IntentButton draft={draft} intent="preview" busy={false}>
            Save and preview
          </IntentButton>
          <IntentButton draft={draft} intent="send" busy={false}>
            Send
          </IntentButton>
        </Group>
      </SchemaForm>
    </>
  );
}

const show = (props: Parameters<typeof DraftPage>[0], initial = '/form') => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <DraftPage {...props} /> },
      { path: '/preview', element: <h1>Preview</h1> },
    ],
    { initialEntries: [initial] },
  );
  return {
    router,
    ...render(
      <MantineProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </MantineProvider>,
    ),
  };
};

describe('the draft flow of entry forms (kit: useDraftForm; spec §8 Save as Draft, Save and preview)', () => {
  it('Save as Draft keeps whatever is filled, says so, gives the new draft its address, and the next save names the new version', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<(values: Values, saved: SavedRecord | null) => Promise<SavedRecord>>()
      .mockResolvedValueOnce({ id: 7, version: 1 })
      .mockResolvedValueOnce({ id: 7, version: 2 });
    const { router } = show({ item: null, save });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as draft.');
    expect(save).toHaveBeenLastCalledWith({ title: '' }, null);
    expect(router.state.location.search).toBe('?id=7');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Road');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ title: 'Road' }, { id: 7, version: 1 });
  });

  it('Save and preview checks the shared rules first: their issue lands on its field and nothing is saved', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue({ id: 1, version: 1 });
    const { router } = show({ item: null, save });
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findAllByText('Remarks required')).not.toHaveLength(0);
    expect(save).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('Save and preview saves a changed form and opens the preview without the unsaved-changes warning', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue({ id: 3, version: 4 });
    const { router } = show({ item: { id: 3, version: 3 }, save });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Bridge');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).toHaveBeenCalledWith({ title: 'Bridge' }, { id: 3, version: 3 });
    expect(router.state.location.search).toBe('?id=3');
  });

  it('a workflow step after the save (Send) gets the saved record, and the page leaves only once it is done', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue({ id: 5, version: 2 });
    const after = vi.fn().mockResolvedValue({ id: 5, version: 3 });
    show({ item: { id: 5, version: 1 }, save, after });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Culvert');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(after).toHaveBeenCalledWith('send', { id: 5, version: 2 });
  });
});

describe('unsaved typing kept in this tab (kit: useKeptDraft; issue #24 item 2 "Never lose typing")', () => {
  afterEach(() => {
    sessionStorage.clear();
    sessionStore.set(null);
  });
  const typeAndLeave = async (props: Parameters<typeof DraftPage>[0], text: string) => {
    const user = userEvent.setup();
    const shown = show(props, '/form?id=9');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), text);
    // The copy is written a moment after typing stops.
    await vi.waitFor(() => expect(Object.keys(sessionStorage).length).toBe(1), { timeout: 3000 });
    shown.unmount();
  };
  const record = { id: 9, version: 3 };
  const save = () => vi.fn().mockResolvedValue({ id: 9, version: 4 });

  it('puts back what was typed when the form opens again on the same version, says so, and Save keeps it for good', async () => {
    sessionStore.set({ ...testUser, userId: 41 });
    await typeAndLeave({ item: record, save: save(), keep: 'test', savedTitle: 'Saved' }, ' road');
    const user = userEvent.setup();
    const saving = save();
    show({ item: record, save: saving, keep: 'test', savedTitle: 'Saved' }, '/form?id=9');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Saved road');
    expect(await screen.findByText('Your unsaved changes are back')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(saving).toHaveBeenCalledWith({ title: 'Saved road' }, record));
    // Saved: nothing is kept any more.
    await vi.waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });

  it('Discard shows the saved version again; another user on this tab, or a newer saved version, gets nothing back', async () => {
    sessionStore.set({ ...testUser, userId: 41 });
    await typeAndLeave({ item: record, save: save(), keep: 'test', savedTitle: 'Saved' }, ' road');
    const user = userEvent.setup();
    const first = show({ item: record, save: save(), keep: 'test', savedTitle: 'Saved' }, '/form?id=9');
    await user.click(await screen.findByRole('button', { name: 'Discard the kept changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Saved');
    first.unmount();

    await typeAndLeave({ item: record, save: save(), keep: 'test', savedTitle: 'Saved' }, ' bridge');
    sessionStore.set({ ...testUser, userId: 42 });
    const other = show({ item: record, save: save(), keep: 'test', savedTitle: 'Saved' }, '/form?id=9');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Saved');
    other.unmount();
    sessionStore.set({ ...testUser, userId: 41 });
    show(
      { item: { id: 9, version: 4 }, save: save(), keep: 'test', savedTitle: 'Saved by someone' },
      '/form?id=9',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Saved by someone');
    expect(screen.queryByText('Your unsaved changes are back')).toBeNull();
  });
});
