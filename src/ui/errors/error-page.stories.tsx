import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Pages/Error page',
  component: ErrorPage,
  args: { message: 'Page not found: /no/such/page' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404, message: 'Page not found: /no/such/page' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 503, message: 'The service is restarting.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  },
};

/** No status given: the page says 500. */
export const DefaultStatus: Story = {
  args: { message: 'Something went wrong while showing this page.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('500')).toBeInTheDocument();
  },
};
