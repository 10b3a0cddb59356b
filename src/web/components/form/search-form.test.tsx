import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { atLeastOneSearchField } from '../../../common/validation/search.ts';
import { ErrorSummary } from '../error-summary.tsx';
import { useSearchForm } from './search-form.ts';

// A search schema shaped like the shared ones: catalogue keys as messages, a coerced number.
const schema = z
  .object({
    q: z.string().min(3, 'validation.search.keywordMin').optional(),
    min: z.coerce.number().int().nonnegative().optional(),
    max: z.coerce.number().int().nonnegative().optional(),
    org: z.string().optional(),
  })
  .superRefine(atLeastOneSearchField());
const params = ['q', 'min', 'max', 'org'] as const;

function SearchForm(props: {
  initial?: string;
  locked?: Record<string, string>;
  onSearch(values: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const form = useSearchForm({
    schema,
    params,
    initial: new URLSearchParams(props.initial ?? ''),
    locked: props.locked,
    t,
    fallbackMessage: (p) => (p === 'min' || p === 'max' ? 'validation.text.tooLong' : 'validation.invalid'),
    refine: (parsed) => {
      const { min, max } = parsed as { min?: number; max?: number };
      return min !== undefined && max !== undefined && min > max
        ? [{ path: ['max'], message: 'validation.search.keywordMin' }]
        : [];
    },
    onSearch: props.onSearch,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <TextInput {...form.input('q')} label="Keyword" />
      <TextInput {...form.input('min')} label="Minimum" />
      <TextInput {...form.input('max')} label="Maximum" />
      <TextInput {...form.input('org')} label="Organisation" />
      <button type="submit">Search</button>
      <button type="button" onClick={form.clear}>
        Clear
      </button>
    </form>
  );
}

const renderForm = (props: Omit<Parameters<typeof SearchForm>[0], 'onSearch'> = {}) => {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <SearchForm {...props} onSearch={onSearch} />
    </MantineProvider>,
  );
  return onSearch;
};

describe('useSearchForm: the form kit for search forms whose values are URL parameters (issue #9)', () => {
  it("refuses what the shared schema refuses, with the spec's translated message at the field and in the summary", async () => {
    const user = userEvent.setup();
    const onSearch = renderForm();
    await user.type(screen.getByLabelText('Keyword'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Keyword')).toHaveAccessibleDescription(
      expect.stringContaining('Keyword should contain minimum of 3 Characters'),
    );
    expect(screen.getByRole('link', { name: /Keyword should contain minimum of 3 Characters/ })).toBeTruthy();
  });

  it("gives a coercion's English (not a catalogue key) the page's own message for that field", async () => {
    const user = userEvent.setup();
    const onSearch = renderForm();
    await user.type(screen.getByLabelText('Minimum'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    const minimum = screen.getByLabelText('Minimum');
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(minimum).not.toHaveAccessibleDescription(expect.stringMatching(/expected|Invalid/));
  });

  it('checks rules across fields after the schema passes (a range whose ends are reversed)', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm();
    await user.type(screen.getByLabelText('Minimum'), '50');
    await user.type(screen.getByLabelText('Maximum'), '10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Maximum')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends trimmed, non-empty values only, never a locked one', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm({ locked: { org: '7' } });
    expect(screen.getByLabelText('Organisation')).toBeDisabled();
    expect(screen.getByLabelText('Organisation')).toHaveValue('7');
    await user.type(screen.getByLabelText('Keyword'), '  road  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'road' });
  });

  it('an issue on the whole form (spec §5: at least one field) is in the summary without a field', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter at least one field to search.')).toBeTruthy();
  });

  it('a shared link with a refused value shows its error at once; Clear empties the form and searches nothing', async () => {
    const user = userEvent.setup();
    const onSearch = renderForm({ initial: 'q=ab&min=5' });
    expect(screen.getByLabelText('Keyword')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Minimum')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
    expect(screen.getByLabelText('Keyword')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).toHaveBeenCalledWith({});
  });
});
