// Reading Content Security Policy violation reports (cspReport.ts loads this on its first report).
import * as v from 'valibot';

const Text = v.pipe(v.string(), v.maxLength(2048));
/** `report-uri` sends `{ "csp-report": {…} }`; the Reporting API sends `[{ type, body: {…} }]`. */
const LegacySchema = v.object({
  'csp-report': v.object({
    'effective-directive': v.optional(Text),
    'violated-directive': v.optional(Text),
    'blocked-uri': v.optional(Text),
    'document-uri': v.optional(Text),
  }),
});
const ReportingSchema = v.array(
  v.object({
    type: v.literal('csp-violation'),
    body: v.object({
      effectiveDirective: v.optional(Text),
      blockedURL: v.optional(Text),
      documentURL: v.optional(Text),
    }),
  }),
);

export interface Violation {
  directive: string;
  /** Only the origin (or a keyword such as `inline`): paths and queries may carry personal data. */
  blocked: string;
  /** Only the path of the page, never its query or fragment. */
  page: string;
}

function originOf(url: string | undefined): string {
  if (!url) return 'unknown';
  if (!URL.canParse(url)) return url.replace(/[^a-z-]/gi, '').slice(0, 20) || 'unknown';
  return new URL(url).origin;
}

function pathOf(url: string | undefined): string {
  if (!url || !URL.canParse(url)) return 'unknown';
  // Ids in paths (a claim's sub-step) are not personal; queries and fragments may be.
  return new URL(url).pathname.slice(0, 100);
}

/** Reads a CSP violation report in either format; anything else is null. */
export function readViolations(body: unknown): Violation[] | null {
  const legacy = v.safeParse(LegacySchema, body);
  if (legacy.success) {
    const report = legacy.output['csp-report'];
    return [
      {
        directive:
          (report['effective-directive'] ?? report['violated-directive'] ?? 'unknown').split(' ')[0] ??
          'unknown',
        blocked: originOf(report['blocked-uri']),
        page: pathOf(report['document-uri']),
      },
    ];
  }
  const reporting = v.safeParse(ReportingSchema, body);
  if (reporting.success) {
    return reporting.output.slice(0, 20).map(({ body: report }) => ({
      directive: report.effectiveDirective ?? 'unknown',
      blocked: originOf(report.blockedURL),
      page: pathOf(report.documentURL),
    }));
  }
  return null;
}
