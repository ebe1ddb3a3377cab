import { describe, expect, it } from 'vitest';
import { capacityBelowSeatsTaken } from './capacity';
import { checkEventForm, slugFromTitle } from './event-form';

const valid = {
  title: 'Spring Gala',
  slug: 'spring-gala',
  summary: 'An evening',
  description: '',
  venue: 'Hall',
  startsAt: '2027-04-01T18:00',
  endsAt: '2027-04-01T23:00',
  capacity: '120',
  registrationOpen: true,
  kind: 'standard',
};

describe('checkEventForm', () => {
  it('cleans a valid event: ISO times, a number of seats or null', () => {
    const result = checkEventForm(valid, []);
    expect(result.ok && result.value).toMatchObject({
      slug: 'spring-gala',
      capacity: 120,
      startsAt: new Date('2027-04-01T18:00').toISOString(),
    });
    expect(checkEventForm({ ...valid, capacity: '' }, []).ok && checkEventForm({ ...valid, capacity: '' }, [])).toMatchObject({
      value: { capacity: null },
    });
  });

  it('reads the times in the venue’s time zone and keeps the zone; an unknown zone is refused', () => {
    const inNewYork = checkEventForm({ ...valid, timeZone: 'America/New_York' }, []);
    expect(inNewYork.ok && inNewYork.value).toMatchObject({
      timeZone: 'America/New_York',
      startsAt: '2027-04-01T22:00:00.000Z',
      endsAt: '2027-04-02T03:00:00.000Z',
    });
    const inZurich = checkEventForm({ ...valid, timeZone: 'Europe/Zurich' }, []);
    expect(inZurich.ok && inZurich.value).toMatchObject({ startsAt: '2027-04-01T16:00:00.000Z' });
    // An instant with its own offset (an import, the API) stays that instant.
    const given = checkEventForm(
      { ...valid, startsAt: '2027-04-01T18:00:00.000Z', endsAt: '2027-04-01T23:00:00.000Z', timeZone: 'Asia/Tokyo' },
      [],
    );
    expect(given.ok && given.value.startsAt).toBe('2027-04-01T18:00:00.000Z');
    expect(checkEventForm({ ...valid, timeZone: 'Mars/Olympus_Mons' }, [])).toEqual({
      ok: false,
      errors: { timeZone: 'Choose the time zone of the venue from the list.' },
    });
  });

  it('says what is wrong, field by field', () => {
    const result = checkEventForm({ ...valid, title: '', slug: 'Spring Gala!', endsAt: '2027-04-01T17:00', capacity: '-3' }, []);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      title: 'Enter a title.',
      slug: 'Use 1 to 60 lower-case letters, digits and dashes, like "spring-gala".',
      capacity: 'Enter the number of seats, or leave it empty for no limit.',
    });
  });

  it('holds a freed seat 24 hours unless told, from 1 hour to two weeks', () => {
    const hold = (holdHours?: string) => checkEventForm({ ...valid, ...(holdHours === undefined ? {} : { holdHours }) }, []);
    expect(hold()).toMatchObject({ ok: true, value: { holdHours: 24 } });
    expect(hold('')).toMatchObject({ ok: true, value: { holdHours: 24 } });
    expect(hold(' 48 ')).toMatchObject({ ok: true, value: { holdHours: 48 } });
    expect(hold('336')).toMatchObject({ ok: true, value: { holdHours: 336 } });
    for (const refused of ['0', '337', '1.5', 'a day']) {
      expect(hold(refused)).toEqual({
        ok: false,
        errors: {
          holdHours: 'Enter how many hours a freed seat is held for the next person waiting, from 1 to 336, or leave it empty for 24.',
        },
      });
    }
  });

  it('allows re-entry only when ticked', () => {
    expect(checkEventForm(valid, [])).toMatchObject({ ok: true, value: { reEntry: false } });
    expect(checkEventForm({ ...valid, reEntry: true }, [])).toMatchObject({ ok: true, value: { reEntry: true } });
  });

  it('refuses an end before the start', () => {
    expect(checkEventForm({ ...valid, endsAt: '2027-04-01T17:00' }, [])).toEqual({
      ok: false,
      errors: { endsAt: 'The end must come after the start.' },
    });
  });

  it('refuses a short link the app uses, or another event has', () => {
    expect(checkEventForm({ ...valid, slug: 'admin' }, [])).toMatchObject({
      ok: false,
      errors: { slug: expect.stringMatching(/page of the app/) },
    });
    expect(checkEventForm(valid, [{ id: 'x', slug: 'spring-gala' }])).toMatchObject({
      ok: false,
      errors: { slug: expect.stringMatching(/Another event/) },
    });
  });

  it('keeps the capacity at or above the tickets issued', () => {
    expect(checkEventForm({ ...valid, capacity: '10' }, [], 12)).toEqual({
      ok: false,
      errors: { capacity: '12 tickets are issued already: the capacity cannot be lower.' },
    });
    expect(checkEventForm({ ...valid, capacity: '12' }, [], 12).ok).toBe(true);
    expect(capacityBelowSeatsTaken(1)).toBe('1 ticket is issued already: the capacity cannot be lower.');
  });
});

describe('slugFromTitle', () => {
  it('makes a short link from any title', () => {
    expect(slugFromTitle('Été 2026 — Gala!')).toBe('ete-2026-gala');
    expect(slugFromTitle('  ')).toBe('');
  });
});
