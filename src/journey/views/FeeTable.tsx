import { type FeeSchedule, formatPounds, workedExample } from '../../../contract/fees';

function bandLabel(from: number, to: number | null) {
  return to === null ? `${formatPounds(from)} or more` : `${formatPounds(from)} to ${formatPounds(to)}`;
}

/** The fee caps table: what a claimant pays at each level of compensation, VAT shown separately. */
export function FeeTable({ fees }: { fees: FeeSchedule }) {
  return (
    <table>
      <caption>Our fee if you get compensation</caption>
      <thead>
        <tr>
          <th scope="col">Compensation you get</th>
          <th scope="col">Our fee</th>
          <th scope="col">Most you would pay, including VAT</th>
        </tr>
      </thead>
      <tbody>
        {fees.bands.map((band) => (
          <tr key={band.from}>
            <td>{bandLabel(band.from, band.to)}</td>
            <td>
              {band.percent}% + VAT ({fees.vatPercent}%)
            </td>
            <td>{formatPounds(band.maxFee)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
