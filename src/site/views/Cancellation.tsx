import { Link } from 'react-router';

export function Cancellation() {
  return (
    <section aria-labelledby="cancel">
      <h2 id="cancel">You can change your mind</h2>
      <p>
        You can cancel within 14 days of signing up and pay nothing. You can also end the agreement later; our
        terms explain what, if anything, you would pay for work already done.{' '}
        <Link to="/blog/cancelling-within-14-days">Your right to cancel</Link>
      </p>
    </section>
  );
}
