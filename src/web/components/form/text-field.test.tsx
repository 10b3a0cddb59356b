import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaForm, TextareaField, TextField, useSchemaForm } from './index.ts';

const schema = z.object({ title: z.string().max(300), details: z.string().max(50) });

function Form() {
  const form = useSchemaForm(schema, { title: '', details: '' });
  return (
    <SchemaForm form={form} onSubmit={async () => {}}>
      <TextField name="title" label="Title" maxLength={300} />
      <TextareaField name="details" label="Details" maxLength={50} />
    </SchemaForm>
  );
}

const show = () =>
  render(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );

describe('the kit’s text fields keep what is typed and say the limit (issue #24 item 4 "say it or keep it")', () => {
  it('a paste beyond the limit is kept whole and the field says by how much it is over', async () => {
    const user = userEvent.setup();
    show();
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
    await user.click(title);
    await user.paste('x'.repeat(305));
    // Nothing cut (the browser's maxLength would have kept 300 without a word).
    expect(title).toHaveValue('x'.repeat(305));
    expect(title).not.toHaveAttribute('maxlength');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('5 characters over the limit of 300: shorten it before sending'),
    ).toBeInTheDocument();
    expect(screen.getByText('305 of 300 characters')).toBeInTheDocument();
  });

  it('a one-line field shows its count only near the limit; a text area always', async () => {
    const user = userEvent.setup();
    show();
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
    expect(screen.queryByText(/of 300 characters/)).toBeNull();
    expect(screen.getByText('0 of 50 characters')).toBeInTheDocument();
    await user.click(title);
    await user.paste('y'.repeat(240));
    expect(screen.getByText('240 of 300 characters')).toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Two words');
    expect(screen.getByText('9 of 50 characters')).toBeInTheDocument();
  });
});
