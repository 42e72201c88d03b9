import { Link } from 'react-router';

/** The statement that a claimant does not need a firm, and the free routes (SRA / FCA). */
export function FreeRoutes() {
  return (
    <section aria-labelledby="free-routes">
      <h2 id="free-routes">You do not need to use a law firm</h2>
      <p>You can complain for free, and keep any compensation in full:</p>
      <ol>
        <li>complain to the lender that provided your finance;</li>
        <li>if you are unhappy with the answer, take your complaint to the Financial Ombudsman Service;</li>
        <li>or use the FCA’s redress scheme for motor finance agreements from 2007 to 2024.</li>
      </ol>
      <p>
        <Link to="/blog/complain-for-free">How to complain for free</Link>
      </p>
    </section>
  );
}
