import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  StoreBusyError,
  StoreNoAnswerError,
  StoreOfflineError,
  StorePermissionError,
  StoreUnconfirmedError,
} from '../../application/ports/store-errors';
import { messages as frenchVisitors } from '../i18n/locales/fr/messages.po';
import { reasonOf } from './error-reason';

const english = { locale: i18n.locale, messages: { ...i18n.messages } };
afterEach(() => i18n.loadAndActivate({ locale: english.locale, locales: ['en-GB'], messages: english.messages }));

describe('reasonOf', () => {
  it("words the store's errors in the language shown, and any other error as it says", () => {
    expect(reasonOf(new StoreOfflineError('Error getting document:'))).toBe('there is no connection to the server');
    expect(reasonOf(new Error('disk on fire'))).toBe('disk on fire');
    expect(reasonOf(new StoreUnconfirmedError('x', new StoreNoAnswerError('x')))).toBe(
      'the server did not confirm it (the server did not answer in time); it may have been saved',
    );
    i18n.loadAndActivate({ locale: 'fr', locales: ['fr'], messages: frenchVisitors });
    expect(reasonOf(new StoreOfflineError('Error getting document:'))).toBe('il n’y a pas de connexion au serveur');
    expect(reasonOf(new StoreBusyError('x'))).toBe('le serveur est occupé par de nombreuses inscriptions au même moment');
    expect(reasonOf(new StorePermissionError('x'))).toBe('le serveur l’a refusé\u00a0: ce compte n’a pas le droit de le faire');
    expect(reasonOf(new StoreUnconfirmedError('x', new StoreOfflineError('x')))).toBe(
      'le serveur ne l’a pas confirmé (il n’y a pas de connexion au serveur)\u00a0; il a peut-être été enregistré',
    );
    expect(reasonOf('plain')).toBe('plain');
  });
});
