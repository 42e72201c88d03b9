// The desk's check of a lender's determination (decisions 258 and 259): props only. The handler
// types the agreement's figures from the lender's letter and the credit file; the page shows each
// remedy worked out line by line, the figure (or range) it comes to, and whether the lender's sum
// falls short of it by more than the firm allows.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DeskComplaint } from '../../../../contract/desk';
import { formatDay } from '../../../../contract/dates';
import { poundsOf, type WorkingLine } from '../../../../contract/scheme/working';
import type {
  CheckResult,
  FiguresField,
  Known,
  TypedFigures,
} from '../../../../machines/desk/determinationCheck';
import { Button } from '../../../ui/form/Button';
import { DateInput } from '../../../ui/form/DateInput';
import { Radios } from '../../../ui/form/Radios';
import { TextInput } from '../../../ui/form/TextInput';
import { WarningText } from '../../../ui/form/WarningText';
import { ukDateTime } from '../deskPageStyles';
import type { DeskClaimPageParts } from './claimPageParts';

const Working = styled.table`
  width: 100%;
  margin: 0 0 var(--space-4);
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: var(--space-2);
  }
  th,
  td {
    padding: var(--space-1) var(--space-2) var(--space-1) 0;
    border-bottom: 1px solid var(--colour-border);
    text-align: left;
    vertical-align: top;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
`;

const KNOWN_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Not known' },
];

function Lines({ caption, lines }: { caption: string; lines: readonly WorkingLine[] }) {
  return (
    <Working>
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${index}-${line.label}`}>
            <th scope="row">{line.label}</th>
            <td>{poundsOf(line.value)}</td>
          </tr>
        ))}
      </tbody>
    </Working>
  );
}

function Outcome({ result }: { result: Extract<CheckResult, { ok: true }> }) {
  const { check, verdict } = result;
  return (
    <div role="status">
      <h5>What the check found</h5>
      {result.recorded && (
        <p>
          Checked {ukDateTime(result.recorded.checkedAt)} by a {result.recorded.role}, with settlement on{' '}
          {formatDay(check.settlementDate)}.
        </p>
      )}
      {verdict.flagged ? (
        <WarningText>Below our figure by more than the firm allows. {verdict.reason}</WarningText>
      ) : (
        <p>{verdict.reason}</p>
      )}
      <p>We work out {poundsOf(check.total)}, compensatory interest included.</p>
      {check.missing.length > 0 && (
        <ul>
          {check.missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <Lines caption="The remedy that applies" lines={check.applies.lines} />
      {check.remedies.map((remedy) => (
        <Lines key={remedy.remedy} caption={remedy.name} lines={remedy.lines} />
      ))}
    </div>
  );
}

export interface DeterminationCheckProps {
  parts: DeskClaimPageParts;
  complaint: DeskComplaint;
  /** Today, YYYY-MM-DD: the settlement day the form starts from. */
  today: string;
  fieldErrors: Record<string, string>;
  result: CheckResult | undefined;
  onCheckDetermination: (complaintId: string, typed: TypedFigures) => void;
}

/** The figures form and, once checked, the working and the verdict. */
export function DeterminationCheck({
  parts,
  complaint,
  today,
  fieldErrors,
  result,
  onCheckDetermination,
}: DeterminationCheckProps) {
  const [typed, setTyped] = useState<TypedFigures>(() => parts.figuresToStart(complaint.agreements, today));
  const id = (field: FiguresField) => parts.fieldIds.figures(complaint.complaintId, field);
  const set =
    <K extends FiguresField>(field: K) =>
    (value: TypedFigures[K]) =>
      setTyped((t) => ({ ...t, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCheckDetermination(complaint.complaintId, typed);
  };
  const money = { inputMode: 'decimal' as const, autoComplete: 'off', spellCheck: false, width: 10 as const };
  return (
    <section aria-labelledby={`${complaint.complaintId}-check-heading`}>
      <h4 id={`${complaint.complaintId}-check-heading`}>Check the determination</h4>
      <p>
        From the lender’s letter and the credit file. The check works out each remedy of the scheme, compares
        the lender’s sum with it within the tolerance the firm sets, and is kept with the complaint for the
        desk; the claimant does not see it.
      </p>
      <form onSubmit={submit} noValidate>
        <TextInput
          id={id('credit')}
          label="Amount of credit, in pounds"
          {...money}
          value={typed.credit}
          onChange={set('credit')}
          error={fieldErrors[id('credit')]}
        />
        <TextInput
          id={id('apr')}
          label="APR, as a percentage"
          hint="For example, 9.9"
          {...money}
          width={5}
          value={typed.apr}
          onChange={set('apr')}
          error={fieldErrors[id('apr')]}
        />
        <TextInput
          id={id('term')}
          label="Term, in months"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          width={4}
          value={typed.term}
          onChange={set('term')}
          error={fieldErrors[id('term')]}
        />
        <DateInput
          id={id('start')}
          legend="The day the agreement started"
          hint="For example, 15 3 2018"
          value={typed.start}
          onChange={set('start')}
          error={fieldErrors[id('start')]}
        />
        <TextInput
          id={id('commission')}
          label="Commission paid to the broker, in pounds"
          hint="Leave it empty if the lender has not said"
          {...money}
          value={typed.commission}
          onChange={set('commission')}
          error={fieldErrors[id('commission')]}
        />
        <Radios
          id={id('discretionary')}
          legend="Could the broker set the interest rate (a discretionary commission arrangement)?"
          options={KNOWN_OPTIONS}
          inline
          value={typed.discretionary}
          onChange={(v) => set('discretionary')(v as Known)}
          error={fieldErrors[id('discretionary')]}
        />
        <Radios
          id={id('tied')}
          legend="Were the lender and the broker tied?"
          options={KNOWN_OPTIONS}
          inline
          value={typed.tied}
          onChange={(v) => set('tied')(v as Known)}
          error={fieldErrors[id('tied')]}
        />
        <DateInput
          id={id('settlement')}
          legend="Settlement day, for the compensatory interest"
          value={typed.settlement}
          onChange={set('settlement')}
          error={fieldErrors[id('settlement')]}
        />
        <Button type="submit" variant="secondary">
          Check the determination
        </Button>
      </form>
      {result?.ok && <Outcome result={result} />}
    </section>
  );
}
