import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { inClass } from '../../../common/validation/key-filters.ts';
import { words } from '../../../common/validation/text.ts';
import { ApiError } from '../../api/client.ts';
import { ConfirmProvider, useConfirm } from '../confirm-dialog.tsx';
import { LoadingOverlay } from '../loading-overlay.tsx';
import { DateField, RadioField, SchemaForm, TextareaField, TextField, useSchemaForm } from './index.ts';

// A nested schema like the ePublish tender form's covers: the kit must keep whole paths.
const schema = z.object({
  title: z.string().min(1, 'validation.remarks.required'),
  kind: z.enum(['open', 'limited'], { message: 'validation.remarks.required' }),
  opensOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.remarks.required'),
  covers: z.array(z.object({ name: z.string().min(1, 'validation.remarks.required') })),
});

function Demo({ onSubmit }: { onSubmit(values: z.input<typeof schema>): Promise<unknown> }) {
  const form = useSchemaForm(schema, {
    title: '',
    kind: undefined as never,
    opensOn: '',
    covers: [{ name: 'Technical' }, { name: '' }],
  });
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <TextField name="title" label="Title" />
      <RadioField
        name="kind"
        label="Kind"
        options={[
          ['open', 'Open'],
          ['limited', 'Limited'],
        ]}
      />
      <DateField name="opensOn" label="Opens on" />
      <TextField name="covers.0.name" label="Cover 1" />
      <TextField name="covers.1.name" label="Cover 2" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

/** A form whose submission asks first (as the user transfer does), then makes the call. */
function Asking({ call }: { call(): Promise<unknown> }) {
  const confirm = useConfirm();
  return (
    <Demo
      onSubmit={async () => {
        if (await confirm({ title: 'Save this?', message: 'It will be saved.' })) await call();
      }}
    />
  );
}

const show = (onSubmit: (values: z.input<typeof schema>) => Promise<unknown> = async () => {}) =>
  render(
    <MantineProvider>
      <Demo onSubmit={onSubmit} />
    </MantineProvider>,
  );

/** Fills every field validly (the date typed as dd-mm-yyyy) and submits. */
async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Bridge');
  await user.click(screen.getByRole('radio', { name: 'Open' }));
  await user.type(screen.getByLabelText('Opens on'), '07-03-2026');
  await user.type(screen.getByLabelText('Cover 2'), 'Financial');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('form kit (issue #9; style.md §9, §10)', () => {
  it('on a failed submit the summary takes focus, the title gets "Error: ", and nested fields keep their own error', async () => {
    const user = userEvent.setup();
    document.title = 'Demo';
    show();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Error: Demo');
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#title',
      '#kind',
      '#opensOn',
      '#covers.1.name',
    ]);
    // Four fields with the same message: each link names its field (issue #24 item 5).
    expect(links.map((l) => l.textContent)).toEqual([
      'Title: Remarks required',
      'Kind: Remarks required',
      'Opens on: Remarks required',
      'Cover 2: Remarks required',
    ]);
    const cover2 = screen.getByLabelText('Cover 2');
    expect(cover2).toHaveAttribute('aria-invalid', 'true');
    expect(
      document.getElementById(cover2.getAttribute('aria-describedby')!.split(' ')[0]!),
    ).toHaveTextContent('Remarks required');
    expect(screen.getByLabelText('Cover 1')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a summary link moves focus to its field, and for a radio group to the first option', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    await user.click(within(summary).getAllByRole('link')[3]!);
    expect(screen.getByLabelText('Cover 2')).toHaveFocus();
    await user.click(within(summary).getAllByRole('link')[1]!);
    expect(screen.getByRole('radio', { name: 'Open' })).toHaveFocus();
  });

  it('typing into a field the summary flagged keeps every keystroke there; a second failed submit takes focus again (issue #24 item 2)', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const title = screen.getByLabelText('Title');
    await user.click(title);
    // The first letter clears the field's error (one error fewer): focus must stay in the field.
    await user.type(title, 'Tezpur town');
    expect(title).toHaveValue('Tezpur town');
    expect(title).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('reads a date typed as dd-mm-yyyy and submits it as yyyy-mm-dd (spec §9)', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    show(async (values) => {
      sent = values;
    });
    await user.type(screen.getByLabelText('Title'), 'Bridge');
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await user.type(screen.getByLabelText('Opens on'), '07-03-2026');
    expect(screen.getByLabelText('Opens on')).toHaveValue('07-03-2026');
    await user.type(screen.getByLabelText('Cover 2'), 'Financial');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual({
      title: 'Bridge',
      kind: 'open',
      opensOn: '2026-03-07',
      covers: [{ name: 'Technical' }, { name: 'Financial' }],
    });
  });

  it('puts the server’s field errors back on their fields by whole path (problem+json)', async () => {
    const user = userEvent.setup();
    show(async () => {
      throw new ApiError('VALIDATION_FAILED', 400, {
        type: 'about:blank',
        title: 'Validation failed',
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'body.covers.0.name', message: 'validation.user.loginIdTaken' }],
      });
    });
    await fillAndSave(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#covers.0.name');
    expect(screen.getByLabelText('Cover 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a problem without fields is one translated message in the summary', async () => {
    const user = userEvent.setup();
    show(async () => {
      throw new ApiError('FORBIDDEN', 403);
    });
    await fillAndSave(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/not allowed|permission/i);
    expect(within(summary).queryByRole('link')).toBeNull();
  });

  it('while it submits, for every form: the loading overlay, aria-busy, disabled buttons, and no second submit (spec §4, issue #10 item 7)', async () => {
    const user = userEvent.setup();
    let finish: (value?: unknown) => void = () => {};
    // A direct submission: the handler calls the API itself, no TanStack mutation involved.
    const onSubmit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <LoadingOverlay delayMs={0} />
            <Demo onSubmit={onSubmit} />
          </>
        ),
      },
    ]);
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await fillAndSave(user);
    const save = screen.getByRole('button', { name: 'Save' });
    const form = save.closest('form')!;
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    // Enter pressed again, or a second click that got through: one request only.
    fireEvent.submit(form);
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(save).toBeEnabled();
    // Free again: the next submit goes through.
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    finish();
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
  });

  it('a submission that asks a question first: no overlay over the question, the overlay once the call runs', async () => {
    const user = userEvent.setup();
    let finish: (value?: unknown) => void = () => {};
    const call = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <LoadingOverlay delayMs={0} />
            <Asking call={call} />
          </ConfirmProvider>
        ),
      },
    ]);
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await fillAndSave(user);
    const question = await screen.findByRole('dialog', { name: 'Save this?' });
    // Give the overlay every chance to appear (its delay is 0 here).
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
    expect(call).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  });
});

// Spec §5 key-press filters on kit fields: the class is the one the shared schema's `inClass` names.
const personSchema = z.object({
  firstName: words('validation.profile.firstNameRequired', 100).superRefine(inClass('name')),
  remarks: z.string(),
});

function Person(props: {
  onSubmit(values: z.input<typeof personSchema>): Promise<unknown>;
  idPrefix?: string;
}) {
  const form = useSchemaForm(personSchema, { firstName: '', remarks: '' });
  return (
    <SchemaForm form={form} onSubmit={props.onSubmit} idPrefix={props.idPrefix} label={props.idPrefix}>
      <TextField name="firstName" label="First name" keyFilter="name" />
      <TextareaField name="remarks" label="Remarks" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

describe('form kit key-press filters (spec §5 Key-press filters)', () => {
  const showPerson = (onSubmit = vi.fn(async () => {})) => {
    render(
      <MantineProvider>
        <Person onSubmit={onSubmit} />
      </MantineProvider>,
    );
    return {
      onSubmit,
      user: userEvent.setup(),
      name: screen.getByLabelText('First name') as HTMLInputElement,
    };
  };

  it('a field with keyFilter refuses keys outside its class, says why at the field, and the value sent never had them', async () => {
    const { onSubmit, user, name } = showPerson();
    await user.type(name, 'Ram2');
    expect(name.value).toBe('Ram');
    expect(screen.getByText('Only letters and spaces are allowed')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, ' Das');
    expect(screen.queryByText('Only letters and spaces are allowed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ram Das', remarks: '' });
  });

  it("refuses a paste with other characters: 'Pasted content contains invalid characters'", async () => {
    const { user, name } = showPerson();
    await user.click(name);
    await user.paste('Ram <b>Das</b>');
    expect(name.value).toBe('');
    expect(screen.getByText('Pasted content contains invalid characters')).toBeInTheDocument();
  });

  it('a field without keyFilter takes any key (its schema judges it on submit)', async () => {
    const { user } = showPerson();
    const remarks = screen.getByLabelText('Remarks') as HTMLTextAreaElement;
    await user.type(remarks, 'No. 2 @ 5%');
    expect(remarks.value).toBe('No. 2 @ 5%');
    expect(remarks).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('idPrefix keeps ids unique when two forms share a schema, and the summary links to the prefixed field', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Person onSubmit={vi.fn()} idPrefix="email-" />
        <Person onSubmit={vi.fn()} idPrefix="mobile-" />
      </MantineProvider>,
    );
    expect(document.querySelectorAll('#email-firstName, #mobile-firstName')).toHaveLength(2);
    const mobile = screen.getByRole('form', { name: 'mobile-' });
    await user.click(within(mobile).getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: 'Enter the first name' });
    expect(link).toHaveAttribute('href', '#mobile-firstName');
  });
});
