import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput, type TextInputProps } from '../../src/ui/form/TextInput';
import { Controlled } from '../support/Controlled';

type Args = Omit<TextInputProps, 'onChange'>;

const meta = {
  title: 'Form inputs/TextInput',
  args: {
    id: 'first-name',
    label: 'First name',
    autoComplete: 'given-name',
    value: '',
  },
  render: ({ value, ...args }) => (
    <Controlled initial={value}>
      {(current, onChange) => <TextInput {...args} value={current} onChange={onChange} />}
    </Controlled>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Jane' } };

export const Error: Story = { args: { error: 'Enter your first name' } };

export const WithHint: Story = {
  args: {
    id: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    spellCheck: false,
    hint: 'We will send your claim reference to this address',
    value: 'jane@gmial.com',
    error: 'Enter an email address in the correct format, like name@example.com',
  },
};
