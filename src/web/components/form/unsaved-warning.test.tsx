import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfirmProvider } from '../confirm-dialog.tsx';
import { SchemaForm, TextField, useSchemaForm } from './index.ts';
import { UnsavedWarning, useLeaveForm } from './unsaved-warning.tsx';

const show = (dirty: boolean) => {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <UnsavedWarning dirty={dirty} />
            <Link to="/elsewhere">Leave</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <MantineProvider>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </MantineProvider>,
  );
  return router;
};

/** A form that saves (a server call) and then goes to its preview, as Save and Preview does. */
function SaveAndLeave() {
  const form = useSchemaForm(z.object({ title: z.string() }), { title: '' });
  const { leave, leaving } = useLeaveForm();
  return (
    <>
      <UnsavedWarning dirty={form.formState.isDirty && !leaving} />
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          form.reset(values);
          leave('/preview');
        }}
      >
        <TextField name="title" label="Title" />
        <button type="submit">Save and Preview</button>
      </SchemaForm>
    </>
  );
}

describe('unsaved-page warning (spec §8: press Save as Draft before leaving)', () => {
  it('lets a form go where its save leads (Save and Preview) without asking, in the same tick as the save', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/form', element: <SaveAndLeave /> },
        { path: '/preview', element: <h1>Preview</h1> },
      ],
      { initialEntries: ['/form'] },
    );
    render(
      <MantineProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </MantineProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Bid security not refunded');
    await user.click(screen.getByRole('button', { name: 'Save and Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving a changed form; staying keeps the page, leaving goes on', async () => {
    const user = userEvent.setup();
    const router = show(true);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please press Save as Draft before leaving this page.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets an unchanged form go without asking', async () => {
    const user = userEvent.setup();
    show(false);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
