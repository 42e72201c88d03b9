import { MyDataPage } from '../containers/MyDataPage';

/** /form/claims/data: the claimant's data, and deleting it (an app route, served by the SPA shell). */
export default function ClaimsDataRoute() {
  return <MyDataPage />;
}
