import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadStaffTexts } from './language';

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
