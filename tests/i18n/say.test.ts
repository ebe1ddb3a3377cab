import { describe, expect, it } from 'vitest';
import { sayIn } from '../e2e/say';

// The browser journeys expect texts through `say`: it must answer in the project's language,
// fill values in as the app does, and refuse a text the app does not have.
describe('say, the journeys’ texts', () => {
  it('answers in the language asked for, values and plurals filled in', async () => {
    const say = await sayIn('fr');
    expect(say('Your ticket')).toBe('Votre billet');
    expect(say('Welcome, {name}!', { name: 'Ada' })).toBe('Bienvenue, Ada\u00a0!');
    expect(say('You are number <0>{number}</0> in line.', { number: 2 })).not.toMatch(/<\/?0>/);
    expect((await sayIn('en'))('{left, plural, one {# seat left} other {# seats left}}', { left: 1 })).toBe('1 seat left');
  });

  it('refuses a text the catalogues do not hold, in English too', async () => {
    const say = await sayIn('en');
    expect(() => say('Your tickett')).toThrow(`Not a text of the app's catalogues (en): "Your tickett"`);
    expect(() => say.within('Your tickett')).toThrow('Not a text');
  });

  it('builds patterns whose open values match anything and whose text is literal', async () => {
    const say = await sayIn('fr');
    const checkedIn = say.within(
      '{name} was checked in at {time} {who}.',
      { who: say.pattern('by staff on {device}', { device: 'Scanner \\w+' }) },
      { name: 'Ada (R&D)' },
    );
    expect(
      checkedIn.test(
        say('{name} was checked in at {time} {who}.', {
          name: 'Ada (R&D)',
          time: '10:05',
          who: say('by staff on {device}', { device: 'Scanner 4JXA' }),
        }),
      ),
    ).toBe(true);
    expect(checkedIn.test('Ada R&D est entré·e à 10:05 par l’équipe sur Scanner 4JXA.')).toBe(false);
    expect(say.starting('Full name').test('Nom complet *')).toBe(true);
  });
});
