import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadStaffTexts, textsIn } from './language';

describe('the staff pages’ texts', () => {
  it('arrive with the language when a staff page is the first page opened, while the language still loads', async () => {
    // As a door opening /scanner first: the route asks for the staff texts before French is in.
    const french = activateLocale('fr');
    const staff = loadStaffTexts();
    await Promise.all([french, staff]);
    expect(i18n.locale).toBe('fr');
    expect(t`Scan tickets`).toBe('Scanner les billets');
    expect(t`Your ticket`).toBe('Votre billet');
  });

  it('come along when the language changes afterwards', async () => {
    await loadStaffTexts();
    await activateLocale('de');
    expect(t`Scan tickets`).toBe('Tickets scannen');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('texts in another language, for a message to someone who reads it', () => {
  it('come in an instance of their own, and the page keeps its language', async () => {
    await activateLocale('en');
    const german = await textsIn('de');
    expect(german.locale).toBe('de');
    expect(t(german)`Your ticket`).toBe('Ihr Ticket');
    expect(i18n.locale).toBe('en');
    expect(t`Your ticket`).toBe('Your ticket');
    await expect(textsIn('de')).resolves.toBe(german);
  });

  it('are the page’s own for its language, and for a language Rollcall does not speak', async () => {
    await activateLocale('en');
    await expect(textsIn('en')).resolves.toBe(i18n);
    await expect(textsIn('tlh')).resolves.toBe(i18n);
    await expect(textsIn(undefined)).resolves.toBe(i18n);
  });
});
