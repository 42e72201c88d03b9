import { useState } from 'react';
import { Checkboxes } from '../../ui/form/Checkboxes';
import { StepPage, useStep } from './StepPage';
import { LinkButton } from '../../ui/form/LinkButton';
import {
  type ManualAgreement,
  ManualAgreementFields,
  emptyManualAgreement,
  manualFieldOrder,
} from './ManualAgreement';
import { AgreementDetails } from './AgreementDetails';
import { Prose } from './Prose';
import type { StepProps } from './types';

/** A finance agreement the credit check found (or one added by hand earlier). */
export interface FoundAgreement {
  id: string;
  lender: string;
  /** What it can be recognised by, one fact a line: ["Ford Fiesta, AB19 CDE", "Hire purchase (HP)", …]. */
  details: readonly string[];
}

export interface AgreementsValues {
  /** Ids of the agreements to claim for. */
  chosenAgreementIds: string[];
  /** An agreement being added by hand, or null when that form is closed. */
  agreement: ManualAgreement | null;
}

export interface AgreementsProps extends StepProps<AgreementsValues> {
  agreements: readonly FoundAgreement[];
  /** Nothing found and nothing to add: the claimant ends here, honestly told why. */
  onNoneToAdd: () => void;
  /**
   * The check was refused: no credit file with the claimant's details holds their mobile, so no
   * code was sent. Said without telling whether any file was found.
   */
  checkRefused?: boolean;
}

/**
 * Choose agreements to claim for, or add one by hand. With nothing found the page says so plainly
 * and offers the two honest ways on: add one the file missed, or stop here.
 */
export function Agreements(props: AgreementsProps) {
  const { values: initial, onContinue, agreements, onNoneToAdd, checkRefused } = props;
  const noneFound = agreements.length === 0;
  const { values, set, errors, form } = useStep(
    props,
    noneFound && !initial.agreement ? { ...initial, agreement: emptyManualAgreement } : initial,
  );
  const [adding, setAdding] = useState(values.agreement !== null);
  const draftForm = values.agreement && (
    <ManualAgreementFields value={values.agreement} onChange={set('agreement')} errors={errors} />
  );

  return (
    <StepPage
      step={noneFound ? 'check/agreements-none' : 'check/agreements'}
      fieldOrder={['chosenAgreementIds', ...manualFieldOrder]}
      {...form}
      onSubmit={() => onContinue(adding ? values : { ...values, agreement: null })}
      secondary={
        noneFound && <LinkButton onClick={onNoneToAdd}>I do not have an agreement to add</LinkButton>
      }
    >
      {noneFound && checkRefused ? (
        <Prose>
          <p>
            We could not check your credit file with these details, so we have not sent you a code. We can
            only check a credit file that matches your name, date of birth and current postcode and has your
            mobile number on it.
          </p>
          <p>You can go back and check those details, or add your car finance agreements yourself below.</p>
          <p>
            If you do not have an agreement to add, there is nothing for us to claim and you will not pay
            anything.
          </p>
        </Prose>
      ) : noneFound ? (
        <Prose>
          <p>We checked your credit file and it does not show any car finance agreements in your name.</p>
          <p>
            Credit files usually only show agreements that ended in the last 6 years. If you had car finance
            before then, or in a different name, you can add it below.
          </p>
          <p>
            If you do not have an agreement to add, there is nothing for us to claim and you will not pay
            anything.
          </p>
        </Prose>
      ) : (
        <>
          <Checkboxes
            id="chosenAgreementIds"
            legend="Agreements on your credit file"
            hint="Select all the agreements where you bought a car on finance."
            options={agreements.map((agreement) => ({
              value: agreement.id,
              label: agreement.lender,
              hint: <AgreementDetails details={agreement.details} />,
            }))}
            value={values.chosenAgreementIds}
            onChange={set('chosenAgreementIds')}
            error={errors.chosenAgreementIds}
          />
          {!adding && (
            <p>
              <LinkButton
                onClick={() => {
                  set('agreement')(emptyManualAgreement);
                  setAdding(true);
                }}
              >
                Add an agreement that is not listed
              </LinkButton>
            </p>
          )}
        </>
      )}
      {adding && draftForm}
    </StepPage>
  );
}
