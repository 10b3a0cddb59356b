import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeywordSearch } from './index.ts';

const renderSearch = (props: Partial<Parameters<typeof KeywordSearch>[0]>) => {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <KeywordSearch label="Search users" value="" onSearch={onSearch} {...props} />
    </MantineProvider>,
  );
  return onSearch;
};

describe("KeywordSearch with no default listing (spec §5 Search: 'at least one field')", () => {
  it("a required search submitted empty says 'Please enter at least one field to search.' and does not search", async () => {
    const user = userEvent.setup();
    const onSearch = renderSearch({ required: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/Keyword/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter at least one field to search.'),
    );
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Keyword/), 'creator');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('creator');
    expect(screen.queryByText('Please enter at least one field to search.')).toBeNull();
  });

  it('another search field given is enough, with the keyword empty', async () => {
    const user = userEvent.setup();
    const onSearch = renderSearch({ required: true, others: { district: 'Kamrup' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('a list with a default listing still clears its search with an empty box', async () => {
    const user = userEvent.setup();
    const onSearch = renderSearch({ value: 'road' });
    await user.clear(screen.getByLabelText(/Keyword/));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
