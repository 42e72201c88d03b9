import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkboxes, type CheckboxesProps } from '../../src/ui/form/Checkboxes';
import { Controlled } from '../support/Controlled';

type Args = Omit<CheckboxesProps, 'onChange'>;

const meta = {
  title: 'Form inputs/Checkboxes',
  args: {
    id: 'agreements',
    legend: 'Which agreements do you want to claim for?',
    hint: 'Select all that apply',
    options: [
      { value: 'agr-1', label: 'Sample Motor Finance', hint: 'Started March 2015' },
      { value: 'agr-2', label: 'Example Car Credit', hint: 'Started June 2019' },
    ],
    value: [],
  },
  render: ({ value, ...args }) => (
    <Controlled initial={value}>
      {(current, onChange) => <Checkboxes {...args} value={current} onChange={onChange} />}
    </Controlled>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['agr-2'] } };

export const Error: Story = { args: { error: 'Select the agreements you want to claim for' } };
