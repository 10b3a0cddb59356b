import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SourceText } from './source-text.tsx';

async function renderIn(language: 'en' | 'as', text: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {} });
  return render(
    <I18nextProvider i18n={i18n}>
      <p>
        <SourceText text={text} />
      </p>
    </I18nextProvider>,
  );
}

describe('SourceText: a source portal’s text in its own language (WCAG 2.1 SC 3.1.2, issue #14 item 7)', () => {
  it('marks English text lang="en" on an Assamese page', async () => {
    const { container } = await renderIn('as', 'Construction of road at Tinsukia');
    expect(container.querySelector('span[lang="en"]')?.textContent).toBe('Construction of road at Tinsukia');
  });

  it('leaves text written in the Bengali script as the page’s language', async () => {
    const { container } = await renderIn('as', 'শিৱসাগৰ জিলা পুথিভঁৰাল');
    expect(container.querySelector('[lang]')).toBeNull();
    expect(container.textContent).toBe('শিৱসাগৰ জিলা পুথিভঁৰাল');
  });

  it('marks nothing on an English page', async () => {
    const { container } = await renderIn('en', 'Construction of road at Tinsukia');
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
