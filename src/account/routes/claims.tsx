import { YourClaimsPage } from '../containers/YourClaimsPage';

/** /form/claims: the signed-in claimant's claims (an app route, served by the SPA shell). */
export default function ClaimsRoute() {
  return <YourClaimsPage />;
}
