import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { registerFor, scanWithHandheld } from './people';
import { signInAsAdmin } from './sign-in';

const EVENT = 'Community Meetup: Offline-first Apps';

/**
 * A visitor whose phone asks for French: the pages, the form's errors, the ticket and the
 * confirmation message are in French, dates too. Their choice of German in the top bar is kept
 * over the browser's language. On the emulators the office reads the outbox on its own
 * (English) laptop; offline the outbox is the phone's, so the office signs in on it.
 */
test('a French visitor registers and gets a French ticket page and confirmation; a language chosen in the top bar is kept', async ({
  say,
  page,
  backend,
  newDevice,
}) => {
  const { page: phone } = await newDevice({ locale: 'fr-FR' });
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    phone.getByText('Inscrivez-vous à un événement, gardez votre billet sur votre téléphone et entrez directement.'),
  ).toBeVisible();
  await expect(phone.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ressources' })).toBeVisible();

  await phone.goto('/register/offline-first');
  await expect(phone.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  const startsAt = await phone.locator('.event-card__meta').textContent();
  expect(startsAt).toMatch(/janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\./);
  await phone.getByLabel(/^E-mail/).fill('camille@');
  await phone.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(phone.getByText('Saisissez votre nom.')).toBeVisible();
  await expect(phone.getByText('Saisissez une adresse e-mail comme nom@exemple.org.')).toBeVisible();
  await expectAccessible(phone);

  await phone.getByLabel(/^Nom complet/).fill('Camille Dubois');
  await phone.getByLabel(/^E-mail/).fill('camille.dubois@example.org');
  await phone.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(phone.getByText('Vous êtes inscrit·e. Voici votre billet.')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Votre billet' })).toBeVisible();
  await expect(phone.getByRole('img', { name: /^Code QR du billet [A-Za-z0-9]{20}$/ })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Ajouter à l’agenda (.ics)' })).toBeVisible();
  await expectAccessible(phone);

  // Reloaded, the ticket is still in French; then the visitor picks German, which outlasts a reload.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Votre billet' })).toBeVisible();
  await phone.getByRole('combobox', { name: 'Langue' }).selectOption('de');
  await expect(phone.getByRole('heading', { name: 'Ihr Ticket' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Ihr Ticket' })).toBeVisible();
  await expect(phone.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  const office = backend === 'emulators' ? page : phone;
  if (office === phone) await phone.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await signInAsAdmin(office, say, '/admin/outbox');
  const message = office
    .getByRole('listitem')
    .filter({ has: office.locator('summary') })
    .filter({ hasText: 'to camille.dubois@example.org' });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(`Votre billet pour ${EVENT}`);
  await message.locator('summary').click();
  await expect(message.getByText('Bonjour Camille Dubois,')).toBeVisible();
  await expect(message.getByText(/Montrez le code QR de votre billet à l’entrée/)).toBeVisible();
});

/**
 * A volunteer whose tablet asks for German: the staff sign-in, the scanner, its counts and every
 * result of a scan in German. On the emulators the visitor registers on their own (English)
 * phone; offline the data lives on the door's device, so the ticket is made there, in German.
 */
test('a German volunteer signs in at the door and reads every scan result in German', async ({ say, page, backend, newDevice }) => {
  const { page: door } = await newDevice({ locale: 'de-DE' });
  let ticketUrl: string;
  if (backend === 'emulators') {
    ticketUrl = (await registerFor(page, say, 'summit', 'Dora Tür', 'dora.tuer@example.org')).ticketUrl;
  } else {
    await door.goto('/register/summit');
    await door.getByLabel(/^Vollständiger Name/).fill('Dora Tür');
    await door.getByLabel(/^E-Mail/).fill('dora.tuer@example.org');
    await door.getByRole('button', { name: 'Anmelden' }).click();
    ticketUrl = (await door.getByRole('img', { name: /^QR-Code von Ticket/ }).getAttribute('data-ticket-url')) ?? '';
  }

  await door.goto('/admin-login');
  await expect(door.getByRole('heading', { level: 1, name: 'Anmeldung für Administratoren' })).toBeVisible();
  await door.getByLabel('E-Mail').fill('door@rollcall.test');
  await door.getByLabel('Passwort', { exact: true }).fill('rollcall-door');
  await door.getByRole('button', { name: 'Als Administrator anmelden' }).click();
  await expect(door.getByRole('heading', { level: 1, name: 'Tickets scannen' })).toBeVisible();
  await expect(door.getByText('Angemeldet als door@rollcall.test (Einlasspersonal).')).toBeVisible();
  await expect(door.getByText(/Offline bereit: [\d.]+ Tickets/)).toBeVisible({ timeout: 30_000 });

  const history = door.getByRole('table');
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: / Eingecheckt Dora Tür QR$/ })).toBeVisible();
  await scanWithHandheld(door, 'not a ticket at all');
  await expect(door.getByText('Dieser Code ist kein Rollcall-Ticket.')).toBeVisible();
  await door.getByRole('radio', { name: 'Ein Ausgang' }).check();
  await expect(door.getByText(/Ausgangsmodus: Jeder Scan erfasst, dass jemand hinausgeht\./)).toBeVisible();
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: / Ausgecheckt Dora Tür QR$/ })).toBeVisible();
  await expect(door.getByText(/eingecheckt \/ angemeldet, \d+ jetzt drinnen/)).toBeVisible();

  // A volunteer who reads French better switches on the spot: the staff texts follow.
  await door.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(door.getByRole('heading', { level: 1, name: 'Scanner les billets' })).toBeVisible();
  await expect(door.getByRole('group', { name: 'Chaque scan est' })).toBeVisible();
});

/**
 * A seat offered to someone in line is written on someone else's page (here the office's, in
 * English, raising the seats): the message is in the language the person joined the line in.
 * Offline the office and the phone are one device; it switches language between the two.
 */
test('a place in line joined in French is offered in French when the English office frees a seat', async ({
  say,
  page,
  backend,
  newDevice,
}) => {
  const ROUNDTABLE = 'Data Privacy Roundtable';
  const { page: phone } = await newDevice({ locale: 'fr-FR' });
  const office = backend === 'emulators' ? page : phone;
  const inEnglish = async () => {
    if (office === phone) await phone.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  };
  const setSeats = async (seats: string) => {
    await office.getByRole('button', { name: `Edit ${ROUNDTABLE}` }).click();
    await office.getByLabel(/^Seats/).fill(seats);
    await office.getByLabel('Registration is open').check();
    await office.getByRole('button', { name: 'Save changes' }).click();
    await expect(office.getByText(`${ROUNDTABLE} was saved.`)).toBeVisible();
  };

  // The roundtable's 8 tickets fill its seats, and it opens: full.
  if (office === phone) await phone.goto('/');
  await inEnglish();
  await signInAsAdmin(office, say, '/admin/events');
  await setSeats('8');

  if (office === phone) await phone.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await phone.goto('/register/privacy-roundtable');
  await expect(phone.getByText(/^Cet événement est complet/)).toBeVisible();
  await phone.getByLabel(/^Nom complet/).fill('Léa Lefèvre');
  await phone.getByLabel(/^E-mail/).fill('lea.lefevre@example.org');
  await phone.getByRole('button', { name: 'S’inscrire sur la liste d’attente' }).click();
  await expect(phone.getByRole('heading', { name: 'Votre place sur la liste d’attente' })).toBeVisible();

  await office.goto('/admin/events');
  await inEnglish();
  await setSeats('9');
  await office.goto('/admin/outbox');
  const offer = office
    .getByRole('listitem')
    .filter({ has: office.locator('summary') })
    .filter({ hasText: 'to lea.lefevre@example.org' })
    .filter({ hasText: /Une place vous est réservée/ });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(ROUNDTABLE);
  await offer.locator('summary').click();
  await expect(
    offer.getByText(new RegExp(`une place pour ${ROUNDTABLE} s’est libérée et elle est à vous si vous la confirmez d’ici le `)),
  ).toBeVisible();
});
