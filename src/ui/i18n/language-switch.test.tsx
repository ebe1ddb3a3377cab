import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('the language menu', () => {
  it('is named "Language", and its mark is a drawing that needs no font of another script', async () => {
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <LanguageSwitch />
        </I18nProvider>,
      );
    });
    const menu = screen.getByRole('combobox', { name: 'Language' });
    const label = menu.closest('label');
    const textBesideTheMenu = [...(label?.childNodes ?? [])]
      .filter((node) => node !== menu)
      .map((node) => node.textContent)
      .join('');
    expect(textBesideTheMenu).toBe('Language');
    expect(label?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
