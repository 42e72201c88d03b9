import { FeeTable, WorkedExamples } from '../../journey/views/FeeTable';
import type { FeeSchedule } from '../../../contract/fees';
import { Note } from '../../ui/Page';

/** The fee caps table and worked examples (SRA / FCA disclosure), labelled as sample values. */
export function Fees({ fees }: { fees: FeeSchedule }) {
  const top = fees.bands[0];
  return (
    <section aria-labelledby="fees">
      <h2 id="fees">Our fees</h2>
      <p>
        We charge nothing unless you receive compensation. Our fee is up to {top?.percent ?? 0}% + VAT of the
        compensation, capped: the percentage falls as the amount rises, and each band has a maximum fee in
        pounds.
      </p>
      <Note>Sample values: the firm confirms its final fee figures before launch.</Note>
      <FeeTable fees={fees} />
      <h3>Worked examples (sample figures)</h3>
      <WorkedExamples fees={fees} />
      <p>
        These figures only illustrate how the fee works. They are not an estimate of what you may receive: we
        cannot promise any amount, and some claims receive nothing.
      </p>
    </section>
  );
}
