import styled from 'styled-components';
import type { Workspace } from '../../../../contract/firms';
import { COMPLAINT_STATE_LABELS } from '../../../../contract/lifecycle/states';
import { formatPounds } from '../../../../contract/money';
import {
  ANSWER_NAMES,
  DUE_WINDOW_DAYS,
  ROUTE_SHORT_NAMES,
  type OverviewFigures,
} from '../../../../contract/overviewFigures';
import type { OverviewScope } from '../../../../machines/desk/deskOverviewMachine';
import { Button } from '../../../ui/form/Button';
import { DeskHeading, FigureCards, Table, TableBox, ukDate } from '../deskPageStyles';
import { BarChart, type BarRow } from './BarChart';

/** How many lenders the lender chart names; the rest are one bar. */
export const LENDERS_CHARTED = 10;

export interface DeskOverviewProps {
  brandName: string;
  phase: 'loading' | 'failed' | 'loaded';
  /** The figures shown: null until the gateway has answered once. */
  figures: OverviewFigures | null;
  /** The UK day the figures were worked out for. */
  asOf: string | null;
  /** The staff member's workspaces, and whose figures are shown. */
  workspaces: readonly Workspace[];
  scope: OverviewScope;
  /** The figures are being read again; those shown stay until the answer comes. */
  refreshing: boolean;
  problem: string | null;
  onChooseScope: (scope: OverviewScope) => void;
  onRefresh: () => void;
  onRetry: () => void;
}

/** A count as "1,250": written out, not with Intl, which is slow to make its first format (decision 242). */
export const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const Scope = styled.div`
  margin-bottom: var(--space-4);
  p {
    margin-bottom: var(--space-2);
  }
  button[aria-pressed='true'] {
    text-decoration: underline;
    text-decoration-thickness: 3px;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: var(--space-4) var(--space-6);
  @media (min-width: 90rem) {
    grid-template-columns: 1fr 1fr;
  }
  section {
    min-width: 0;
  }
  td.numeric,
  th.numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The lenders the chart names, most complaints first, and the rest as one row. */
export function lenderRows(byLender: OverviewFigures['byLender']): BarRow[] {
  const named = byLender
    .slice(0, LENDERS_CHARTED)
    .map(({ lender, count: n }) => ({ label: lender, value: n }));
  const rest = byLender.slice(LENDERS_CHARTED);
  if (rest.length === 0) return named;
  const others = rest.reduce((sum, { count: n }) => sum + n, 0);
  return [
    ...named,
    { label: `${rest.length} other ${rest.length === 1 ? 'lender' : 'lenders'}`, value: others },
  ];
}

/** Each chart with its table: the table is the chart's figures, for every reader. */
function Chart({
  id,
  heading,
  children,
  rows,
  format,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
  rows: readonly BarRow[];
  format: (n: number) => string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <BarChart
        name={`${heading}: a bar chart; the table below it has the figures`}
        rows={rows}
        format={format}
      />
      <TableBox>{children}</TableBox>
    </section>
  );
}

function TwoColumns({
  labelledBy,
  head,
  rows,
  format,
}: {
  labelledBy: string;
  head: [string, string];
  rows: readonly BarRow[];
  format: (n: number) => string;
}) {
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col" className="numeric">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.label}-${i}`}>
            <th scope="row">{row.label}</th>
            <td className="numeric">{format(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Figures({ figures }: { figures: OverviewFigures }) {
  const dueThisWeek = figures.answers.reduce((sum, a) => sum + a.dueThisWeek, 0);
  const overdue = figures.answers.reduce((sum, a) => sum + a.overdue, 0);
  const states = figures.byState.map(({ state, count: n }) => ({
    label: COMPLAINT_STATE_LABELS[state],
    value: n,
  }));
  const routes = figures.byRoute.map(({ route, count: n }) => ({
    label: ROUTE_SHORT_NAMES[route],
    value: n,
  }));
  const lenders = lenderRows(figures.byLender);
  const answers = figures.answers.flatMap(({ route, dueThisWeek: due, overdue: late }) => [
    { label: `${ROUTE_SHORT_NAMES[route]}: due this week`, value: due },
    { label: `${ROUTE_SHORT_NAMES[route]}: overdue`, value: late, warning: true },
  ]);
  const { offered, accepted, paid, feesPence } = figures.money;
  const money = [
    { label: 'Offered by lenders', value: offered.pence, complaints: offered.count },
    { label: 'Accepted by claimants', value: accepted.pence, complaints: accepted.count },
    { label: 'Paid by lenders', value: paid.pence, complaints: paid.count },
    { label: 'Our fees on what was paid', value: feesPence, complaints: paid.count },
  ];
  return (
    <>
      <FigureCards>
        <div>
          <dt>Complaints</dt>
          <dd>{count(figures.complaints)}</dd>
        </div>
        <div>
          <dt>Answers due this week</dt>
          <dd>{count(dueThisWeek)}</dd>
        </div>
        <div className={overdue > 0 ? 'warning' : undefined}>
          <dt>Answers overdue</dt>
          <dd>{count(overdue)}</dd>
        </div>
        <div>
          <dt>Paid by lenders</dt>
          <dd>{formatPounds(paid.pence)}</dd>
        </div>
        <div>
          <dt>Our fees</dt>
          <dd>{formatPounds(feesPence)}</dd>
        </div>
      </FigureCards>
      <Charts>
        <Chart id="overview-states" heading="Complaints by state" rows={states} format={count}>
          <TwoColumns
            labelledBy="overview-states"
            head={['State', 'Complaints']}
            rows={states}
            format={count}
          />
        </Chart>
        <Chart id="overview-lenders" heading="Complaints by lender" rows={lenders} format={count}>
          <TwoColumns
            labelledBy="overview-lenders"
            head={['Lender', 'Complaints']}
            rows={lenders}
            format={count}
          />
        </Chart>
        <Chart id="overview-routes" heading="Complaints by route" rows={routes} format={count}>
          <TwoColumns
            labelledBy="overview-routes"
            head={['Route', 'Complaints']}
            rows={routes}
            format={count}
          />
        </Chart>
        <Chart id="overview-answers" heading="Lenders’ answers due" rows={answers} format={count}>
          <p>
            Final responses and determinations awaited: due today or in the next {DUE_WINDOW_DAYS - 1} days,
            and overdue (their due day has passed with no answer).
          </p>
          <Table aria-labelledby="overview-answers">
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col" className="numeric">
                  Due this week
                </th>
                <th scope="col" className="numeric">
                  Overdue
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.answers.map(({ route, dueThisWeek: due, overdue: late }) => (
                <tr key={route}>
                  <th scope="row">{ANSWER_NAMES[route]}</th>
                  <td className="numeric">{count(due)}</td>
                  <td className="numeric">{count(late)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Chart>
        <Chart id="overview-money" heading="Money" rows={money} format={formatPounds}>
          <p>
            The lenders’ latest offers and determined sums, those the claimants accepted, what the lenders
            paid, and our fees on it (VAT included).
          </p>
          <Table aria-labelledby="overview-money">
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col" className="numeric">
                  Complaints
                </th>
                <th scope="col" className="numeric">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {money.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td className="numeric">{count(row.complaints)}</td>
                  <td className="numeric">{formatPounds(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Chart>
      </Charts>
    </>
  );
}

/** The firm's picture at a glance: the staff member's workspaces' figures, as charts with their tables. */
export function DeskOverview(props: DeskOverviewProps) {
  const { brandName, phase, figures, asOf, workspaces, scope } = props;
  return (
    <>
      <title>{`${phase === 'failed' ? 'Error: ' : ''}Overview – ${brandName} desk`}</title>
      <DeskHeading>Overview</DeskHeading>
      <p>
        Every complaint of {workspaces.length === 1 ? 'your workspace' : 'your workspaces'}, counted as it
        changes{asOf ? `: the figures on ${ukDate(`${asOf}T12:00:00Z`)}` : ''}.
      </p>
      {workspaces.length > 1 && figures && (
        <Scope role="group" aria-label="Whose figures">
          <p>Show the figures of</p>
          {(['all', ...workspaces] as const).map((option) => (
            <Button
              key={option}
              type="button"
              variant="secondary"
              aria-pressed={scope === option}
              onClick={() => props.onChooseScope(option)}
            >
              {option === 'all' ? 'All your workspaces' : option}
            </Button>
          ))}
        </Scope>
      )}
      {phase === 'loading' && !figures && <p role="status">Loading the figures…</p>}
      {phase === 'failed' && (
        <div role="alert">
          <h2>The figures could not be shown</h2>
          <p>{props.problem}</p>
          <Button type="button" onClick={props.onRetry}>
            Try again
          </Button>
        </div>
      )}
      {figures && phase !== 'failed' && (
        <>
          <p role="status">{props.refreshing ? 'Reading the figures again…' : ''}</p>
          {phase === 'loaded' && (
            <Button type="button" variant="secondary" onClick={props.onRefresh}>
              Refresh the figures
            </Button>
          )}
          {figures.complaints === 0 ? (
            <div>
              <h2>No complaints yet</h2>
              <p>The figures appear here once a claim is submitted.</p>
            </div>
          ) : (
            <Figures figures={figures} />
          )}
        </>
      )}
    </>
  );
}
