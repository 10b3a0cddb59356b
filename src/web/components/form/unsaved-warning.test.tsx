import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../confirm-dialog.tsx';
import { UnsavedWarning, useLeavePage } from './unsaved-warning.tsx';

/** A changed form whose Save clears `dirty` and leaves in the same handler, as Save and preview does. */
function SaveAndLeave({ kit }: { kit: boolean }) {
  const [dirty, setDirty] = useState(true);
  const navigate = useNavigate();
  const { leave, leaving } = useLeavePage();
  const save = () => {
    setDirty(false);
    if (kit) leave('/elsewhere');
    else navigate('/elsewhere');
  };
  return (
    <>
      <UnsavedWarning dirty={dirty && !leaving} />
      <button type="button" onClick={save}>
        Save and preview
      </button>
    </>
  );
}

const show = (dirty: boolean | 'saveAndLeave' | 'saveAndNavigate') => {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element:
          typeof dirty === 'boolean' ? (
            <>
              <UnsavedWarning dirty={dirty} />
              <Link to="/elsewhere">Leave</Link>
            </>
          ) : (
            <SaveAndLeave kit={dirty === 'saveAndLeave'} />
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

describe('unsaved-page warning (spec §8: press Save as Draft before leaving)', () => {
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

  it('a Save that leaves through useLeavePage goes on without asking about what it just saved', async () => {
    const user = userEvent.setup();
    show('saveAndLeave');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('(why the hook exists) navigating in the same tick as the save is stopped by the warning', async () => {
    const user = userEvent.setup();
    show('saveAndNavigate');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Unsaved changes');
  });
});
