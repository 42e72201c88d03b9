import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateInput, type DateInputProps } from '../../src/ui/form/DateInput';
import { Controlled } from '../support/Controlled';

type Args = Omit<DateInputProps, 'onChange'>;

const meta = {
  title: 'Form inputs/DateInput',
  args: {
    id: 'dob',
    legend: 'What is your date of birth?',
    hint: 'For example, 27 3 1985',
    birthday: true,
    value: { day: '', month: '', year: '' },
  },
  render: ({ value, ...args }) => (
    <Controlled initial={value}>
      {(current, onChange) => <DateInput {...args} value={current} onChange={onChange} />}
    </Controlled>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: { day: '27', month: '3', year: '1985' } } };

export const Error: Story = {
  args: {
    value: { day: '31', month: '2', year: '1985' },
    error: 'Date of birth must be a real date',
  },
};
