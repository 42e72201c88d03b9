import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import * as v from 'valibot';
import { AccountSchema, ConsentSchema, SignatureSchema, dobSchema } from '../../contract/answers';
import {
  AddressSchema,
  FirstNameSchema,
  LastNameSchema,
  MobileSchema,
  PostcodeSchema,
  TypedSignatureSchema,
  monthYearSchema,
} from '../../contract/fields';
import type { Brand } from '../../src/brands/table';
import { Account } from '../../src/views/form/Account';
import { AddressHistory } from '../../src/views/form/AddressHistory';
import { Agreements } from '../../src/views/form/Agreements';
import { Consent } from '../../src/views/form/Consent';
import { Contact } from '../../src/views/form/Contact';
import { CurrentAddress } from '../../src/views/form/CurrentAddress';
import { DateOfBirth } from '../../src/views/form/DateOfBirth';
import { Details } from '../../src/views/form/Details';
import { Done } from '../../src/views/form/Done';
import { Intro } from '../../src/views/form/Intro';
import { Passcode } from '../../src/views/form/Passcode';
import { Recovery } from '../../src/views/form/Recovery';
import { Review } from '../../src/views/form/Review';
import { Signature } from '../../src/views/form/Signature';
import * as f from './fixtures';

/** The contract's message for an answer, so a story shows what the claimant would read. */
function messageFor(schema: v.GenericSchema, answer: unknown): string {
  const result = v.safeParse(schema, answer);
  return result.success ? '' : result.issues[0].message;
}

/** How a story shows a wizard state: as it first appears, or in one of its named situations. */
export type Variant =
  | 'default'
  | 'validation-error'
  | 'loading'
  | 'gateway-error'
  | 'wrong-code'
  | 'none-found'
  | 'manual-entry'
  | 'reset-sent'
  | 'lookup-found'
  | 'lookup-failed'
  | 'moved'
  | 'saved'
  /** Reopened from check your answers after the credit check (decision 108). */
  | 'changing';

const page = () => ({ onBack: fn(), focusHeading: false });
/** What the journey shows above the step when a call fails (src/app/journey/GatewayProblem.tsx). */
export const GATEWAY_ERROR = 'We could not reach our servers. Check your connection and try again.';

type Renderer = (variant: Variant, brand: Brand) => ReactElement;

/**
 * The step view for each wizard state, with the props the route layer derives from the wizard's
 * snapshot, filled from fixtures (the wizard machine's own `viewPropsFor` mapping does not exist
 * yet; see docs/decisions/072).
 */
export const stateViews: Record<string, Renderer> = {
  'start.intro': (_v, brand) => (
    <Intro brandName={brand.displayName} fees={brand.fees} onContinue={fn()} {...page()} />
  ),
  'start.details': (v) => (
    <Details
      values={v === 'validation-error' ? { ...f.details, firstName: '', lastName: '' } : f.details}
      errors={
        v === 'validation-error'
          ? { firstName: messageFor(FirstNameSchema, ''), lastName: messageFor(LastNameSchema, '') }
          : undefined
      }
      changeNeedsNewCheck={v === 'changing'}
      onContinue={fn()}
      {...page()}
    />
  ),
  'start.dob': (v) => (
    <DateOfBirth
      values={{
        dateOfBirth: v === 'validation-error' ? { day: '31', month: '2', year: '1985' } : f.dateOfBirth,
      }}
      errors={
        v === 'validation-error'
          ? { dateOfBirth: messageFor(dobSchema(), { day: '31', month: '2', year: '1985' }) }
          : undefined
      }
      changeNeedsNewCheck={v === 'changing'}
      onContinue={fn()}
      {...page()}
    />
  ),
  'start.contact': (v) => (
    <Contact
      values={v === 'validation-error' ? { ...f.contact, phoneNumber: '0123' } : f.contact}
      errors={v === 'validation-error' ? { phoneNumber: messageFor(MobileSchema, '0123') } : undefined}
      busy={v === 'loading'}
      changeNeedsNewCheck={v === 'changing'}
      onContinue={fn()}
      {...page()}
    />
  ),
  'start.recovery': (v) => (
    <Recovery
      values={{ password: v === 'validation-error' ? 'wrong-password' : '' }}
      errors={
        v === 'validation-error' ? { password: 'The password is not right for this account' } : undefined
      }
      email={f.contact.email}
      resetSent={v === 'reset-sent'}
      onSendReset={fn()}
      onUseDifferentDetails={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
  'check.consent': (v) => (
    <Consent
      values={{ postcode: 'LS1 4DY', softSearchConsent: v !== 'validation-error' }}
      errors={
        v === 'validation-error'
          ? { softSearchConsent: messageFor(ConsentSchema.entries.softSearchConsent, false) }
          : undefined
      }
      busy={v === 'loading'}
      phoneNumber={f.contact.phoneNumber}
      onContinue={fn()}
      {...page()}
    />
  ),
  'check.otp': (v) => (
    <Passcode
      values={{ otp: v === 'wrong-code' ? '123455' : '' }}
      errors={
        v === 'wrong-code'
          ? { otp: 'The code is not right: check the text message and try again' }
          : undefined
      }
      busy={v === 'loading'}
      phoneNumber={f.contact.phoneNumber}
      codeSentAt={1}
      onResend={fn()}
      onChangeNumber={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
  'check.agreements': (v) => (
    <Agreements
      agreements={v === 'none-found' ? [] : f.agreements}
      values={
        v === 'manual-entry'
          ? { selected: ['agr-1'], draft: { lender: '', startYear: '', vehicle: '' } }
          : f.noAgreementsChosen
      }
      errors={
        v === 'validation-error' ? { selected: 'Select the agreements you want to claim for' } : undefined
      }
      onNoneToAdd={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
  'address.current': (v) => (
    <CurrentAddress
      values={
        v === 'validation-error'
          ? { ...f.currentAddress, postcode: '', movedIn: f.noMonth }
          : { ...f.currentAddress, movedIn: f.movedIn }
      }
      errors={
        v === 'validation-error'
          ? {
              postcode: messageFor(PostcodeSchema, ''),
              movedIn: messageFor(monthYearSchema('you moved in'), f.noMonth),
            }
          : undefined
      }
      lookup={
        v === 'loading'
          ? { status: 'searching' }
          : v === 'lookup-found'
            ? { status: 'found', addresses: f.foundAddresses }
            : v === 'lookup-failed'
              ? { status: 'failed' }
              : { status: 'idle' }
      }
      onFindAddress={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
  'address.history': (v) => (
    <AddressHistory
      values={{
        previousAddress:
          v === 'moved'
            ? { ...f.previousAddress, movedIn: f.movedIn }
            : { ...f.emptyAddress, movedIn: f.noMonth },
        previousPreviousAddress: { ...f.emptyAddress, movedIn: f.noMonth },
      }}
      errors={
        v === 'validation-error'
          ? { 'previousAddress.addressLine1': messageFor(AddressSchema.entries.addressLine1, '') }
          : undefined
      }
      since="March 2017"
      lookups={
        v === 'loading'
          ? { previousAddress: { status: 'searching' } }
          : v === 'lookup-failed'
            ? { previousAddress: { status: 'failed' } }
            : {}
      }
      onFindAddress={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
  'sign.review': () => (
    <Review answers={f.reviewAnswers} onChangeAnswer={fn()} onContinue={fn()} {...page()} />
  ),
  'sign.signature': (v, brand) => (
    <Signature
      values={{
        method: v === 'default' ? '' : 'type',
        typedName: v === 'validation-error' ? '' : 'Jane Sample',
        drawing: null,
        agreeTerms: v !== 'validation-error',
      }}
      errors={
        v === 'validation-error'
          ? {
              agreeTerms: messageFor(SignatureSchema.entries.termsAccepted, false),
              typedName: messageFor(TypedSignatureSchema, ''),
            }
          : undefined
      }
      busy={v === 'loading'}
      firmName={brand.sample.legalEntity}
      claimantName="Jane Sample"
      fees={brand.fees}
      onContinue={fn()}
      {...page()}
    />
  ),
  'thankyou.done': (_v, brand) => (
    <Done
      reference="RDR-2025-000123"
      firmName={brand.displayName}
      contact={{
        phone: brand.sample.phone,
        email: brand.sample.email,
        hours: 'Monday to Friday, 9am to 5pm',
      }}
      lenders={['Sample Motor Finance']}
      onContinue={fn()}
      onPrint={fn()}
      focusHeading={false}
    />
  ),
  'thankyou.account': (v) => (
    <Account
      values={{ password: v === 'validation-error' ? 'short' : '' }}
      errors={
        v === 'validation-error'
          ? { password: messageFor(AccountSchema.entries.password, 'short') }
          : undefined
      }
      email={f.contact.email}
      saved={v === 'saved'}
      busy={v === 'loading'}
      onSkip={fn()}
      onContinue={fn()}
      {...page()}
    />
  ),
};
