import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PincodeFormField, SchemaForm, TextField, useSchemaForm } from './index.ts';

const schema = z.object({ pincode: z.string(), state: z.string(), district: z.string() });

function Address() {
  const form = useSchemaForm(schema, { pincode: '', state: '', district: '' });
  return (
    <SchemaForm form={form} onSubmit={async () => {}}>
      <PincodeFormField name="pincode" label="Pincode" fills={{ state: 'state', district: 'district' }} />
      <TextField name="state" label="State" />
      <TextField name="district" label="District" />
    </SchemaForm>
  );
}

/** The directory's answer for 781005, held until the test lets it go. */
function slowDirectory() {
  let answer: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await arrived;
    return Response.json({
      pincode: '781005',
      places: [{ stateCode: 18, state: 'Assam', districtCode: 1, district: 'Kamrup Metro', primary: true }],
    });
  });
  return answer;
}

afterEach(() => vi.restoreAllMocks());

describe('the form kit’s pincode (spec §5 "Pincode entry auto-fills state and district")', () => {
  it('fills state and district from the directory once six digits are typed', async () => {
    const user = userEvent.setup();
    const answer = slowDirectory();
    render(
      <MantineProvider>
        <Address />
      </MantineProvider>,
    );
    await user.type(await screen.findByLabelText('Pincode', {}, { timeout: 5000 }), '781005');
    answer();
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveValue('Kamrup Metro'));
    expect(screen.getByLabelText('State')).toHaveValue('Assam');
  });

  it('never replaces what the person typed while the answer was on its way', async () => {
    const user = userEvent.setup();
    const answer = slowDirectory();
    render(
      <MantineProvider>
        <Address />
      </MantineProvider>,
    );
    await user.type(await screen.findByLabelText('Pincode', {}, { timeout: 5000 }), '781005');
    await user.type(screen.getByLabelText('District'), 'Kamrup Metropolitan');
    answer();
    // The untouched state is filled; the district typed meanwhile stays.
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Assam'));
    expect(screen.getByLabelText('District')).toHaveValue('Kamrup Metropolitan');
  });
});

describe('the pincode takes digits only and says so (spec §5 key-press filter; issue #24 item 4)', () => {
  it('refuses a pasted "781-005" with the filter’s reason instead of silently making it 781005', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ pincode: '', places: [] }));
    render(
      <MantineProvider>
        <Address />
      </MantineProvider>,
    );
    const pincode = await screen.findByLabelText('Pincode', {}, { timeout: 5000 });
    await user.click(pincode);
    await user.paste('781-005');
    expect(pincode).toHaveValue('');
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveAccessibleDescription('Pasted content contains invalid characters');
    await user.type(pincode, '78a1');
    expect(pincode).toHaveValue('781');
  });
});
