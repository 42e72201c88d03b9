import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput, type PasswordInputProps } from '../../src/ui/form/PasswordInput';
import { Controlled } from '../support/Controlled';

type Args = Omit<PasswordInputProps, 'onChange'>;

const meta = {
  title: 'Form inputs/PasswordInput',
  args: {
    id: 'password',
    label: 'Create a password',
    hint: 'At least 12 characters',
    autoComplete: 'new-password',
    value: '',
  },
  render: ({ value, ...args }) => (
    <Controlled initial={value}>
      {(current, onChange) => <PasswordInput {...args} value={current} onChange={onChange} />}
    </Controlled>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'correct horse battery' } };

export const Error: Story = { args: { value: 'short', error: 'Password must be 12 characters or more' } };
