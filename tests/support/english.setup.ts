// The domain's and the use cases' sentences come from the catalogue: tests read them in English,
// the source language, as a page shows them once its language is loaded.
import { i18n } from '@lingui/core';
import { messages } from '../../src/ui/i18n/locales/en/messages.po';
import { messages as staffMessages } from '../../src/ui/i18n/locales/en/staff.po';

i18n.loadAndActivate({ locale: 'en', locales: ['en-GB'], messages: { ...messages, ...staffMessages } });
