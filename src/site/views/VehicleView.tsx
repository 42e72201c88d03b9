import { Link } from 'react-router';
import { CallToAction, Lede, PageMain } from '../../ui/Page';

/** What kinds of vehicle finance may be covered (the spec leaves this page's content open). */
export function VehicleView() {
  return (
    <PageMain>
      <h1>Which vehicles and agreements may be covered?</h1>
      <Lede>
        Commission complaints are about the finance, not the vehicle. If a dealer arranged finance for you,
        the agreement may be covered whatever you bought.
      </Lede>
      <section aria-labelledby="vehicles">
        <h2 id="vehicles">Vehicles</h2>
        <ul>
          <li>cars, new or used, from franchised or independent dealers</li>
          <li>vans and other light commercial vehicles bought for personal use</li>
          <li>motorbikes, campervans and motorhomes</li>
        </ul>
      </section>
      <section aria-labelledby="agreements">
        <h2 id="agreements">Agreements</h2>
        <ul>
          <li>hire purchase (HP) and conditional sale</li>
          <li>personal contract purchase (PCP)</li>
          <li>agreements taken out from 2007 to 2024, including ones you have paid off</li>
        </ul>
        <p>
          Leases where you never owned the vehicle (personal contract hire) are usually treated differently.
          Read <Link to="/blog/what-is-discretionary-commission">what discretionary commission was</Link> and{' '}
          <Link to="/blog/finding-your-old-finance-agreements">how to find your old agreements</Link>.
        </p>
      </section>
      <section aria-labelledby="next">
        <h2 id="next">What you can do next</h2>
        <p>
          You can <Link to="/blog/complain-for-free">complain for free</Link> to your lender, then the
          Financial Ombudsman Service, or use the FCA’s redress scheme. Or we can do it for you, for a capped
          fee (<Link to="/#fees">see our fees</Link>), and you can cancel within 14 days.
        </p>
        <CallToAction as={Link} to="/form/start">
          Start your claim
        </CallToAction>
      </section>
    </PageMain>
  );
}
