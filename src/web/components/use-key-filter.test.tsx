import { TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KeyClass } from '../../common/validation/key-filters.ts';
import { PreferencesProvider } from '../theme/preferences.tsx';
import { useKeyFilter } from './use-key-filter.ts';

/** A real Mantine TextInput with the filter spread on it, as the form kit's Field will. */
function Filtered({ keyClass }: { keyClass: KeyClass }) {
  const filter = useKeyFilter(keyClass);
  return <TextInput label="Value" {...filter.inputProps} error={filter.error} />;
}

function setup(keyClass: KeyClass) {
  render(
    <PreferencesProvider>
      <Filtered keyClass={keyClass} />
    </PreferencesProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Value') as HTMLInputElement };
}

describe('key-press filters on a real input (spec §5 Key-press filters)', () => {
  const cases: [KeyClass, string, string, string][] = [
    // class, typed (ending on a refused key), what stays, the message shown
    [
      'text',
      'Dept. (Roads)/North_1-&',
      'Dept. (Roads)/North_-',
      'Only letters, spaces and ( ) , . _ / - are allowed',
    ],
    [
      'textDigits',
      'Block 2 & (A)@, 3/4_b-c#',
      'Block 2 & (A), 3/4_b-c',
      'Only letters, digits, spaces and ( ) . , / & _ - are allowed',
    ],
    ['name', 'Ram 2Das.', 'Ram Das', 'Only letters and spaces are allowed'],
    ['digits', '98a76-5 ', '98765', 'Only digits are allowed'],
    ['decimal', '12.5a0,', '12.50', 'Only digits and a dot are allowed'],
    ['code', 'PWD/2024-25_a.b(', 'PWD/2024-25_ab', 'Only letters, digits, spaces and - / _ are allowed'],
  ];
  for (const [keyClass, typed, kept, message] of cases) {
    it(`${keyClass}: refuses keys outside the class and says which characters it takes`, async () => {
      const { user, input } = setup(keyClass);
      await user.type(input, typed);
      expect(input.value).toBe(kept);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      // The next accepted key takes the message away.
      await user.type(input, keyClass === 'digits' || keyClass === 'decimal' ? '1' : 'a');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });
  }

  it('refuses a leading space', async () => {
    const { user, input } = setup('text');
    await user.type(input, ' ');
    expect(input.value).toBe('');
    expect(screen.getByText('The text cannot start with a space')).toBeInTheDocument();
    await user.type(input, 'Roads');
    await user.type(input, ' ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(input.value).toBe('Roads');
  });

  it("refuses a second space: 'Multiple consecutive spaces are not allowed'", async () => {
    const { user, input } = setup('name');
    await user.type(input, 'Ram  ');
    expect(input.value).toBe('Ram ');
    expect(screen.getByText('Multiple consecutive spaces are not allowed')).toBeInTheDocument();
  });

  it("refuses a paste with other characters: 'Pasted content contains invalid characters'", async () => {
    const { user, input } = setup('name');
    await user.click(input);
    await user.paste('Ram Das <script>');
    expect(input.value).toBe('');
    expect(screen.getByText('Pasted content contains invalid characters')).toBeInTheDocument();
    await user.paste('Ram Das');
    expect(input.value).toBe('Ram Das');
    expect(screen.queryByText('Pasted content contains invalid characters')).not.toBeInTheDocument();
  });

  it('refuses the 30th character of a word, typed or pasted', async () => {
    const { user, input } = setup('text');
    await user.type(input, 'x'.repeat(30));
    expect(input.value).toBe('x'.repeat(29));
    expect(screen.getByText('A word of 30 or more characters is not allowed')).toBeInTheDocument();
    await user.clear(input);
    await user.paste(`a ${'y'.repeat(30)}`);
    expect(input.value).toBe('');
  });
});
