import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radios, type RadiosProps } from '../../src/ui/form/Radios';
import { Controlled } from '../support/Controlled';

type Args = Omit<RadiosProps, 'onChange'>;

const meta = {
  title: 'Form inputs/Radios',
  args: {
    id: 'other-firm',
    legend: 'Have you already asked another firm to claim for you?',
    hint: 'Another firm may already be acting for you on the same agreement',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    inline: true,
    value: '',
  },
  render: ({ value, ...args }) => (
    <Controlled initial={value}>
      {(current, onChange) => <Radios {...args} value={current} onChange={onChange} />}
    </Controlled>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'no' } };

export const Error: Story = {
  args: { error: 'Select yes if you have already asked another firm to claim for you' },
};
