import * as logger from 'firebase-functions/logger';
import type * as Https from 'firebase-functions/v2/https';
import { FUNCTION_OPTIONS } from './config.js';

const MAX_BODY = 16_384;

/**
 * Where browsers send Content Security Policy violation reports (`report-uri /csp-report` and
 * the `Reporting-Endpoints` header; Hosting rewrites the path here). It logs the directive, the
 * blocked origin and the page path, never a full URL, and always answers 204.
 */
export const defineCspReport = ({ onRequest }: typeof Https) =>
  onRequest({ ...FUNCTION_OPTIONS, cors: false }, async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).set('allow', 'POST').end();
      return;
    }
    const raw = req.rawBody?.toString('utf8') ?? '';
    if (raw.length > MAX_BODY) {
      res.status(413).end();
      return;
    }
    const { readViolations } = await import('./cspViolations.js');
    const violations = readViolations(parseJson(raw));
    if (violations) for (const violation of violations) logger.warn('csp violation', violation);
    res.status(204).end();
  });

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
