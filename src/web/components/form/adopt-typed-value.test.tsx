import { MantineProvider, NumberInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field, SchemaForm, TextField, useSchemaForm } from './index.ts';

/**
 * Decision 032: a kit field hands its form what the visitor typed before the app took over,
 * and nothing else. A field the app draws itself, showing its value formatted (a sum with the
 * Indian grouping), keeps its value and leaves the form clean: adopting the shown text once made
 * a saved award form's amounts NaN and dirty, so Preview never left the form.
 */
const schema = z.object({ amount: z.number().nullable(), title: z.string() });
type Values = z.input<typeof schema>;

function Amounts({ report }: { report(values: Values, dirty: boolean): void }) {
  const form = useSchemaForm(schema, { amount: 5180000, title: 'Solar lights' });
  const { isDirty } = form.formState;
  useEffect(() => {
    report(form.getValues(), isDirty);
  });
  return (
    <SchemaForm form={form} onSubmit={async () => {}}>
      <Field<number | string> name="amount" format={(v) => (typeof v === 'number' ? v : '')} parse={Number}>
        {({ onKeyDown: _k, onBeforeInput: _b, onPaste: _p, ...input }) => (
          <NumberInput {...input} label="Amount" thousandSeparator="," thousandsGroupStyle="lakh" />
        )}
      </Field>
      <TextField name="title" label="Title" />
    </SchemaForm>
  );
}

describe('kit fields adopt only what a visitor typed (decision 032)', () => {
  it('a field drawn by the app with its value formatted is not adopted: the value stays, the form stays clean', async () => {
    const seen: [Values, boolean][] = [];
    render(
      <MantineProvider>
        <Amounts report={(values, dirty) => seen.push([{ ...values }, dirty])} />
      </MantineProvider>,
    );
    expect(await screen.findByLabelText('Amount')).toHaveValue('51,80,000');
    const [values, dirty] = seen.at(-1)!;
    expect(values).toEqual({ amount: 5180000, title: 'Solar lights' });
    expect(dirty).toBe(false);
  });

  it('a server-rendered field the visitor typed into before the app started is adopted', async () => {
    // The server's markup: value attribute "Solar lights"; the visitor typed more before hydration.
    const host = document.createElement('div');
    host.innerHTML = '<input id="pre" value="Solar lights">';
    const pre = host.querySelector('input')!;
    pre.value = 'Solar lights, Nagaon';
    const { adoptTypedValue } = await import('./adopt-typed-value.ts');
    const adopted: string[] = [];
    adoptTypedValue('Solar lights', (v) => adopted.push(v))(pre);
    expect(adopted).toEqual(['Solar lights, Nagaon']);
    // The same field untouched by the visitor is not.
    const untouched = document.createElement('input');
    untouched.setAttribute('value', 'Solar lights');
    adoptTypedValue('Solar', (v) => adopted.push(v))(untouched);
    expect(adopted).toEqual(['Solar lights, Nagaon']);
  });
});
