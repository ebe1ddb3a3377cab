import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStory } from '../../../tests/support/render-story';
import { describe, expect, it } from 'vitest';
import * as stories from './login-page.stories';

const { Visitor, Administrator, NotAnAdministrator } = composeStories(stories);

async function signIn(email: string, password: string, button: RegExp) {
  await userEvent.type(await screen.findByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('LoginPage', () => {
  it('signs the demo visitor in and says so in the popup message', async () => {
    await renderStory(Visitor);
    await signIn('visitor@rollcall.test', 'rollcall-visitor', /^Sign in$/);
    expect(await screen.findByText('Signed in as visitor@rollcall.test.')).toBeInTheDocument();
  });

  it('fills the form from a demo account', async () => {
    await renderStory(Visitor);
    // The form shows once the session is known to be signed out.
    await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Use admin@rollcall.test' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@rollcall.test');
    expect(screen.getByLabelText('Password')).toHaveValue('rollcall-admin');
  });

  it('lists only administrator accounts at the administrator sign-in', async () => {
    await renderStory(Administrator);
    expect(await screen.findByRole('button', { name: 'Use admin@rollcall.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use visitor@rollcall.test' })).toBeNull();
  });

  it('refuses a visitor account at the administrator sign-in and keeps nobody signed in', async () => {
    await renderStory(NotAnAdministrator);
    await signIn('visitor@rollcall.test', 'rollcall-visitor', /^Sign in as administrator$/);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no administrator access.');
    expect(screen.getByRole('button', { name: 'Sign in as administrator' })).toBeEnabled();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('says what is wrong with a malformed e-mail before asking anyone', async () => {
    await renderStory(Visitor);
    await signIn('ada@', 'x', /^Sign in$/);
    expect(screen.getByText('Enter an e-mail address like name@example.org.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
