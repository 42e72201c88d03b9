import { InsetText } from '../../ui/form/InsetText';

/** Said above addresses filled in from the credit file: they are a suggestion to check, not an answer. */
export function CreditFileNote({ plural = false }: { plural?: boolean }) {
  return (
    <InsetText>
      <p>
        {plural
          ? 'We have filled in these addresses and the months you moved in from your credit file.'
          : 'We have filled in this address and the month you moved in from your credit file.'}{' '}
        Check {plural ? 'them' : 'it'} and change anything that is wrong.
      </p>
    </InsetText>
  );
}
