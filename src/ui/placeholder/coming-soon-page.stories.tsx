import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './coming-soon-page';

const meta = { title: 'Pages/Coming soon', component: ComingSoonPage, args: { title: 'Scan tickets' } } satisfies Meta<typeof ComingSoonPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
