// A complaint's route and the lender's determination as rows of the desk's summary (decision 259).
import type { DeskComplaint } from '../../../../contract/desk';
import { determinationWords } from '../../../../contract/lifecycle/determination';
import { COMPLAINT_ROUTE_LABELS } from '../../../../contract/lifecycle/states';
import type { SummaryRow } from '../../../ui/form/SummaryList';

/** The route the complaint runs on; on a scheme's, the determination recorded so far. */
export function routeRows(complaint: DeskComplaint): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'route', label: 'Route', changeLabel: '', value: COMPLAINT_ROUTE_LABELS[complaint.route] },
  ];
  if (complaint.route !== 'general') {
    rows.push({
      key: 'determination',
      label: 'Determination',
      changeLabel: '',
      value: complaint.determination ? determinationWords(complaint.determination) : 'None recorded',
    });
  }
  return rows;
}
