import * as v from 'valibot';
import {
  AmountPenceSchema,
  REGISTRATION_MAX_LENGTH,
  VEHICLE_TEXT_MAX_LENGTH,
} from '../../../contract/agreements.js';
import { AGREEMENT_ID_MAX_LENGTH, LENDER_MAX_LENGTH } from '../../../contract/fields.js';
import { AgreementTypeSchema } from '../../../contract/requests.js';
import {
  CreditFileAddressSchema,
  type Agreement,
  type CreditFileAddress,
} from '../../../contract/responses.js';
import { ProviderError, type CreditReport } from './types.js';

// What one agreement needs to be offered at all: an id to claim it by, a lender and a start date.
// The facts that only help the claimant recognise it fall back to "not known" when missing or
// malformed, rather than losing the agreement (decision 146).
const text = (max: number) => v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const isoDate = v.pipe(v.string(), v.trim(), v.isoDate());

const ReportedAgreementSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(AGREEMENT_ID_MAX_LENGTH)),
  lender: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(LENDER_MAX_LENGTH)),
  startDate: isoDate,
  endDate: v.fallback(v.nullable(isoDate), null),
  agreementType: v.fallback(v.nullable(AgreementTypeSchema), null),
  vehicle: v.fallback(
    v.object({
      make: text(VEHICLE_TEXT_MAX_LENGTH),
      model: text(VEHICLE_TEXT_MAX_LENGTH),
      registration: text(REGISTRATION_MAX_LENGTH),
    }),
    { make: '', model: '', registration: '' },
  ),
  amountFinancedPence: v.fallback(v.nullable(AmountPenceSchema), null),
});

const ReportShapeSchema = v.object({ agreements: v.array(v.unknown()), addresses: v.array(v.unknown()) });

/** What reading a report left out, as counts only: the log line it becomes holds no personal data. */
export interface ReportOmissions {
  agreements: number;
  addresses: number;
}

/**
 * A credit-check provider's report as the claim may hold it. Every provider's answer passes here
 * (the sandbox's and a bureau adapter's alike): an agreement without an id, a lender or a start
 * date, or an address that does not fit the address rules, is left out and counted; a missing car,
 * finance type or amount is kept as not known. A report that is not a report at all is the
 * provider's failure (`ProviderError`), which the gateway answers as `unavailable`.
 */
export function readCreditReport(raw: unknown): { report: CreditReport; omitted: ReportOmissions } {
  const shape = v.safeParse(ReportShapeSchema, raw);
  if (!shape.success) throw new ProviderError('credit-check', 'report in an unexpected shape');
  const agreements: Agreement[] = [];
  const addresses: CreditFileAddress[] = [];
  for (const item of shape.output.agreements) {
    const parsed = v.safeParse(ReportedAgreementSchema, item);
    if (parsed.success) agreements.push(parsed.output);
  }
  for (const item of shape.output.addresses) {
    const parsed = v.safeParse(CreditFileAddressSchema, item);
    if (parsed.success) addresses.push(parsed.output);
  }
  return {
    report: { agreements, addresses },
    omitted: {
      agreements: shape.output.agreements.length - agreements.length,
      addresses: shape.output.addresses.length - addresses.length,
    },
  };
}
