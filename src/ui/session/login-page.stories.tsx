import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeAuthGateway } from '../../application/session/auth-gateway.fake';
import { SignInLinks } from '../../application/session/sign-in-links.use-case';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { LoginPage } from './login-page';
import { scriptedDoorCopy } from '../scanner/door-copy.fakes';

const meta = {
  title: 'Pages/Sign-in',
  component: LoginPage,
  args: { variant: 'visitor' },
  parameters: { rollcall: { route: { url: '/login' } } satisfies RollcallStoryParameters },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function failingWith(code: string) {
  const auth = new FakeAuthGateway().addAccount('ada@example.org', 'right-password');
  auth.failWith = code;
  return auth;
}

async function submit(canvasElement: HTMLElement, email = 'ada@example.org', password = 'typed-password') {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('E-mail'), email);
  await userEvent.type(page.getByLabelText('Password'), password);
  await userEvent.click(page.getByRole('button', { name: /^Sign in/ }));
}

function errorStory(code: string, sentence: RegExp, variant: 'visitor' | 'admin' = 'visitor'): Story {
  return {
    args: { variant },
    parameters: { rollcall: { overrides: [override(TOKENS.authGateway, failingWith(code))] } satisfies RollcallStoryParameters },
    play: async ({ canvasElement }) => {
      await submit(canvasElement);
      const page = within(canvasElement);
      await expect(await page.findByRole('alert')).toHaveTextContent(sentence);
      // What was typed stays.
      await expect(page.getByLabelText('E-mail')).toHaveValue('ada@example.org');
    },
  };
}

/** Offline mode: the form and the demo accounts. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  },
};

export const Administrator: Story = { args: { variant: 'admin' }, parameters: { rollcall: { route: { url: '/admin-login' } } } };

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sign in' }));
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByLabelText('E-mail')).toHaveFocus();
  },
};

export const Busy: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.authGateway, failingWith('never'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

export const WrongPassword = errorStory('auth/wrong-password', /password is not right/);
export const InvalidCredential = errorStory('auth/invalid-credential', /e-mail or the password is not right/);
export const UserNotFound = errorStory('auth/user-not-found', /No account uses this e-mail/);
export const TooManyRequests = errorStory('auth/too-many-requests', /Wait a few minutes/);
export const NetworkFailed = errorStory('auth/network-request-failed', /Check your connection/);
export const PasswordRulesChanged = errorStory('auth/password-does-not-meet-requirements', /no longer meets the password rules/);
export const EmailAlreadyInUse = errorStory('auth/email-already-in-use', /already uses this e-mail/);

/** A visitor account at the administrators' sign-in. */
export const NotAnAdministrator: Story = {
  args: { variant: 'admin' },
  parameters: { rollcall: { route: { url: '/admin-login' } } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'visitor@rollcall.test', 'rollcall-visitor');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/no administrator access/);
  },
};

/** Door staff sign in at the staff sign-in too; the demo lists their account there. */
export const DoorStaffAccountListed: Story = {
  args: { variant: 'admin' },
  parameters: { rollcall: { route: { url: '/admin-login' } } },
  play: async ({ canvasElement }) => {
    const accounts = within(await within(canvasElement).findByRole('region', { name: 'Demo accounts' }));
    await expect(accounts.getByRole('row', { name: /door@rollcall.test/ })).toHaveTextContent('Door staff (scanner only)');
    await expect(accounts.queryByText('visitor@rollcall.test')).toBeNull();
  },
};

export const AlreadySignedIn: Story = {
  parameters: { rollcall: { route: { url: '/login' }, signedInAs: 'visitor' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('visitor@rollcall.test')).toBeVisible();
  },
};

/** Signing out at a door: the ticket lists it held are deleted, and the page says so. */
export const SignedOutListsWiped: Story = {
  parameters: {
    rollcall: {
      route: { url: '/admin-login' },
      signedInAs: 'admin',
      overrides: [
        override(TOKENS.doorCopy, {
          ...scriptedDoorCopy({ reachable: true }),
          held: async () => [
            { eventId: 'gala', tickets: 500, updatedAt: '2026-06-10T08:02:00.000Z' },
            { eventId: 'summit', tickets: 80, updatedAt: '2026-06-10T08:03:00.000Z' },
          ],
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  args: { variant: 'admin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sign out' }));
    await expect(await page.findByText(/were deleted from it/)).toHaveTextContent(
      'The ticket lists this device held for the door (2 events) were deleted from it.',
    );
  },
};

export const Restoring: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.authGateway, {
          watchSession: () => () => undefined,
          signIn: () => new Promise(() => undefined),
          signOut: async () => undefined,
          sendSignInLink: () => new Promise(() => undefined),
          completeSignInLink: () => new Promise(() => undefined),
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking your sign-in…')).toBeVisible();
  },
};

const REMEMBERED_ADDRESS = 'rollcall.signInLinkAddress';

/** No password: the visitor asks for a link with their address; the page says where it went, whatever the address holds. */
export const TicketsByEmail: Story = {
  // The address asked with is kept for when the link comes back: not left for the next stories.
  beforeEach: () => () => localStorage.removeItem(REMEMBERED_ADDRESS),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const address = await page.findByLabelText('The e-mail address you registered with');
    await userEvent.type(address, 'ada@');
    await userEvent.click(page.getByRole('button', { name: 'Send me a link' }));
    await expect(await page.findByText('Enter the address you registered with, like name@example.org.')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'example.org');
    await userEvent.click(page.getByRole('button', { name: 'Send me a link' }));
    await expect(await page.findByText('ada@example.org', { selector: 'strong' })).toBeVisible();
    await expect(page.getByText(/^A link is on its way to/)).toHaveTextContent(
      /^A link is on its way to ada@example\.org\. Open it on this device/,
    );
    await expect(localStorage.getItem(REMEMBERED_ADDRESS)).toBe('ada@example.org');
  },
};

/** A links service that sent one link, to ada@example.org, as the mailbox holds it. */
function linksWithOneSent() {
  const auth = new FakeAuthGateway();
  void auth.sendSignInLink('ada@example.org', 'http://localhost/login');
  return override(TOKENS.signInLinks, new SignInLinks(auth));
}
const LINK_URL = '/login?mode=signIn&oobCode=code-1';

/** The link opened on another device: the address is asked; another one is refused, with the form to ask again. */
export const LinkOpenedElsewhere: Story = {
  parameters: { rollcall: { route: { url: LINK_URL }, overrides: [linksWithOneSent()] } satisfies RollcallStoryParameters },
  beforeEach: () => localStorage.removeItem(REMEMBERED_ADDRESS),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('The e-mail address this link was sent to'), 'eve@example.org');
    await userEvent.click(page.getByRole('button', { name: 'Show my tickets' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This link was sent to another address. Type the address it was sent to, or ask for a new link below.',
    );
    await expect(page.getByLabelText('The e-mail address you registered with')).toHaveValue('eve@example.org');
  },
};

/** Opened on the device that asked: signed in at once, and on to the home page's tickets. */
export const LinkOpenedOnThisDevice: Story = {
  parameters: { rollcall: { route: { url: LINK_URL }, overrides: [linksWithOneSent()] } satisfies RollcallStoryParameters },
  beforeEach: () => {
    localStorage.setItem(REMEMBERED_ADDRESS, 'ada@example.org');
    return () => localStorage.removeItem(REMEMBERED_ADDRESS);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Signed in as ada@example.org.')).toBeVisible();
    await expect(localStorage.getItem(REMEMBERED_ADDRESS)).toBeNull();
  },
};

/** A link used before (or unknown): said so, with the form to ask for a new one. */
export const LinkSpent: Story = {
  parameters: {
    rollcall: { route: { url: '/login?mode=signIn&oobCode=spent' }, overrides: [linksWithOneSent()] } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('The e-mail address this link was sent to'), 'ada@example.org');
    await userEvent.click(page.getByRole('button', { name: 'Show my tickets' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This link has already been used or is no longer valid. Ask for a new one below.',
    );
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  },
};
