import styled from 'styled-components';
import { type FeeSchedule, workedExample } from '../../../contract/fees';
import { formatPounds as formatPence, penceOf } from '../../../contract/money';

const COLUMNS = ['Compensation you get', 'Our fee', 'Most you would pay, including VAT'] as const;

/**
 * Three columns do not fit a phone, and a table that scrolls sideways hides its last column. On a
 * narrow screen each row becomes a block: the band as its heading, then each value after its
 * column's name (HMRC's responsive table). The elements keep their own table roles (ARIA roles on
 * a table's rows and cells are not valid HTML; decision 158); the shown column names are visual
 * only (empty alternative text), as the headers already say them.
 */
const Table = styled.table.withConfig({ componentId: 'FeeTable-Table' })`
  @media (max-width: 40rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr,
    th,
    td {
      display: block;
    }
    tbody tr {
      padding: var(--space-2) 0;
      border-bottom: 1px solid var(--colour-border);
    }
    tbody th,
    tbody td {
      padding: var(--space-1) 0;
      border-bottom: 0;
    }
    tbody td::before {
      content: attr(data-label) ': ' / '';
      font-weight: 700;
    }
  }
`;

/** The fee schedule holds pounds; the one formatPounds takes pence. */
const formatPounds = (pounds: number) => formatPence(penceOf(pounds));

function bandLabel(from: number, to: number | null) {
  return to === null ? `${formatPounds(from)} or more` : `${formatPounds(from)} to ${formatPounds(to)}`;
}

/** The fee caps table: what a claimant pays at each level of compensation, VAT shown separately. */
export function FeeTable({ fees }: { fees: FeeSchedule }) {
  return (
    <Table>
      <caption>Our fee if you get compensation</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fees.bands.map((band) => (
          <tr key={band.from}>
            <th scope="row">{bandLabel(band.from, band.to)}</th>
            <td data-label={COLUMNS[1]}>
              {band.percent}% + VAT ({fees.vatPercent}%)
            </td>
            <td data-label={COLUMNS[2]}>{formatPounds(band.maxFee)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Worked examples in words, so the percentages become amounts a claimant can picture. */
export function WorkedExamples({ fees }: { fees: FeeSchedule }) {
  return (
    <ul>
      {fees.examples.map((award) => {
        const example = workedExample(award, fees);
        return (
          <li key={award}>
            If you got {formatPounds(example.award)}, our fee would be {formatPounds(example.fee)} (
            {formatPounds(example.feeBeforeVat)} plus {formatPounds(example.vat)} VAT
            {example.capped ? ', the most we charge at this level' : ''}). You would keep{' '}
            {formatPounds(example.youReceive)}.
          </li>
        );
      })}
    </ul>
  );
}
