import { useLingui } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A route's page, drawn again when the language changes. The router hands a page the same
 * element on every render, so without this only the parts that ask for the language themselves
 * would change: a date, a count or a helper's text would stay in the old one. Drawn again, not
 * started over: what was typed in a form, a search, an order stay, and a list is not read again.
 */
export function shownInLanguage(Page: ComponentType): ReactNode {
  return <InLanguage page={Page} />;
}

function InLanguage({ page: Page }: { page: ComponentType }) {
  useLingui();
  return <Page />;
}
