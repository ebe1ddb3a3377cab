import type { PersonDocument } from '../../domain/people/person';
import { demoId, integerBetween, pick, type Random } from './random';

// Accented and non-Latin names on purpose: every screen and export must keep them exactly.
const FIRST_NAMES = [
  'Ada',
  'Amara',
  'Björn',
  'Chiara',
  'Dmitri',
  'Émile',
  'Fatima',
  'Grace',
  'Hiroshi',
  'Inès',
  'José',
  'Kwame',
  'Léa',
  'Łukasz',
  'Mariana',
  'Ngozi',
  'Olivia',
  'Ólafur',
  'Priya',
  'Rafael',
  'Siobhán',
  'Søren',
  'Tomás',
  'Ursula',
  'Wei',
  'Yara',
  'Zoë',
  'Ayşe',
  'Мария',
  '伟',
  'أحمد',
  'Noah',
  'Sara',
  'Jonas',
  'Aiko',
  'Kofi',
  'Lucía',
  'Mateo',
] as const;
const LAST_NAMES = [
  'Andersen',
  'Bianchi',
  'Castillo',
  'Dubois',
  'Eriksson',
  'Fernández',
  'García',
  'Hoffmann',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lefèvre',
  'Müller',
  'Nguyễn',
  'Okafor',
  'Popescu',
  'Quispe',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'van der Berg',
  'Wójcik',
  'Yılmaz',
  'Zhang',
  'Смирнова',
  '王',
  'الحسيني',
  "O'Brien",
  'Mensah',
  'Silva',
] as const;
const ORGANISATIONS = [
  'Open Data Institute',
  'City Library',
  'Green Transit Co-op',
  'University of Geneva',
  'Ministry of Culture',
  'Helvetic Health',
  'Kiosk & Co.',
  'Northwind Traders',
  'Red Cross Youth',
  'Studio Ångström',
  'Freelance',
] as const;

export const LOCATIONS = [
  { country: 'Switzerland', city: 'Geneva' },
  { country: 'Switzerland', city: 'Zürich' },
  { country: 'France', city: 'Lyon' },
  { country: 'Germany', city: 'Berlin' },
  { country: 'Italy', city: 'Milan' },
  { country: 'Ghana', city: 'Accra' },
  { country: 'Japan', city: 'Osaka' },
  { country: 'Brazil', city: 'São Paulo' },
  { country: 'Poland', city: 'Kraków' },
] as const;

function emailLocalPart(first: string, last: string, index: number): string {
  // Names in other scripts leave nothing of a part: no dot may then lead, trail or double.
  const ascii = `${first}.${last}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();
  return ascii.length > 3 ? `${ascii}${index}` : `guest${index}`;
}

export function demoPeople(random: Random, count: number, now: Date): PersonDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const location = pick(random, LOCATIONS);
    const daysAgo = integerBetween(random, 1, 400);
    return {
      id: demoId(random),
      email: `${emailLocalPart(first, last, index)}@example.org`,
      name: `${first} ${last}`,
      organisation: pick(random, ORGANISATIONS),
      phone: `+41 22 ${integerBetween(random, 100, 999)} ${integerBetween(random, 10, 99)} ${integerBetween(random, 10, 99)}`,
      country: location.country,
      city: location.city,
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
      source: 'demo',
    };
  });
}

/** A few people entered twice with a different case, so "remove duplicates" has work to show. */
export function demoDuplicates(random: Random, people: readonly PersonDocument[], now: Date): PersonDocument[] {
  return people.slice(0, 4).map((person) => ({
    ...person,
    id: demoId(random),
    email: person.email.toUpperCase(),
    createdAt: now.toISOString(),
  }));
}
