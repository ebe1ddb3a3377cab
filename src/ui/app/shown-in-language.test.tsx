import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { shownInLanguage } from './shown-in-language';

const FIRST_OF_DECEMBER = new Date('2026-12-01T12:00:00Z');

/** A page that asks nothing of the language itself: its date comes from the global `i18n`. */
function DatedForm() {
  const [name, setName] = useState('');
  return (
    <form>
      <p>{i18n.date(FIRST_OF_DECEMBER, { month: 'long', timeZone: 'UTC' })}</p>
      <label>
        Name
        <input value={name} onChange={(change) => setName(change.target.value)} />
      </label>
    </form>
  );
}

function showRoute(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const english = { locale: i18n.locale, locales: i18n.locales, messages: i18n.messages };

describe('a route shown in the language', () => {
  afterEach(() => act(() => i18n.loadAndActivate(english)));

  it('is drawn again in a new language without starting over: its date changes, what was typed stays', async () => {
    showRoute(shownInLanguage(DatedForm));
    expect(screen.getByText('December')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Lena');

    act(() => i18n.loadAndActivate({ locale: 'de', locales: ['de-DE'], messages: {} }));
    expect(screen.getByText('Dezember')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Lena');
  });

  it('is needed: the router hands a page the same element, which a new language alone does not draw again', () => {
    showRoute(<DatedForm />);
    act(() => i18n.loadAndActivate({ locale: 'de', locales: ['de-DE'], messages: {} }));
    expect(screen.queryByText('Dezember')).toBeNull();
    expect(screen.getByText('December')).toBeTruthy();
  });
});
