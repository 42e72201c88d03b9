import { pageMeta } from '../../content/meta';
import { VehicleView } from '../views/VehicleView';
import { contentPage } from '../page';

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta = () =>
  pageMeta({
    title: 'Which vehicles and agreements may be covered',
    description:
      'Cars, vans, motorbikes and campervans bought on HP or PCP from 2007 to 2024 may be covered.',
    path: '/vehicle',
  });

export default function Vehicle() {
  return <VehicleView />;
}
