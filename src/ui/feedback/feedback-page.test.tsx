import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import * as stories from './feedback-page.stories';

const { Full } = composeStories(stories);

describe('FeedbackPage', () => {
  it('thanks the person and empties the form', async () => {
    await renderStory(Full);
    await userEvent.click(await screen.findByRole('radio', { name: /5 – Excellent/ }));
    await userEvent.type(screen.getByLabelText(/^Comment/), '<script>alert(1)</script> was shown as text');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /5 – Excellent/ })).not.toBeChecked();
  });

  it('gives back what was typed after the page is reloaded, until it is sent', async () => {
    await renderStory(Full);
    await userEvent.click(await screen.findByRole('radio', { name: /2 – Fair/ }));
    await userEvent.type(screen.getByLabelText(/^Comment/), 'Too cold in hall B');
    const tab = { ...sessionStorage };
    cleanup();

    await renderStory(Full, { reloadedWith: tab });
    expect(await screen.findByLabelText(/^Comment/)).toHaveValue('Too cold in hall B');
    expect(screen.getByRole('radio', { name: /2 – Fair/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    const tabAfterSending = { ...sessionStorage };
    cleanup();

    await renderStory(Full, { reloadedWith: tabAfterSending });
    expect(await screen.findByLabelText(/^Comment/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /2 – Fair/ })).not.toBeChecked();
  });

  it('asks for a rating, focusing it, and keeps the comment', async () => {
    await renderStory(Full);
    await userEvent.type(await screen.findByLabelText(/^Comment/), 'No stars from me');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /1 – Poor/ })).toHaveFocus());
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('No stars from me');
  });
});
