import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsecurePageNotice } from './insecure-page-notice';

const meta = { title: 'Layout/Insecure page notice', component: InsecurePageNotice } satisfies Meta<typeof InsecurePageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A door laptop that opened Rollcall at a plain http address: told why parts will fail, and where the same page is over https. */
export const OpenedOverHttp: Story = {
  args: { secure: false, href: 'http://door-laptop.local:8080/scanner?event=summit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(/opened over http/);
    await expect(page.getByRole('link', { name: 'Open this page over https' })).toHaveAttribute(
      'href',
      'https://door-laptop.local:8080/scanner?event=summit',
    );
  },
};

/** Over https, or on this machine (localhost, where stories run): the browser says so, and nothing is shown. */
export const SecurePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
