/**
 * The gateway's structured log lines that a log-based alert matches. Each is written with
 * `logger.warn(message, { event, ... })`, so Cloud Logging holds it as `jsonPayload.event`; the
 * alerts' configure script (scripts/alerts-configure.mjs) makes one log-based metric and one alert
 * policy per entry, and docs/operations.md lists them. The payloads carry ids and counts only.
 */
export const LOG_ALERTS = {
  /** A staff member crossed the warning level of an hourly reading limit (desk/limits.ts). */
  staffLimitWarning: {
    event: 'staff-limit-warning',
    metric: 'redress_staff_limit_warning',
    summary: 'A staff member read more than the warning level of an hourly desk limit.',
  },
  /** A staff member reached an hourly reading limit and was refused (desk/limits.ts). */
  staffLimitReached: {
    event: 'staff-limit-reached',
    metric: 'redress_staff_limit_reached',
    summary: 'A staff member reached an hourly desk limit and was refused.',
  },
  /**
   * A call with a revoked, disabled or narrowed account's token was refused (lib/tokenCurrent.ts):
   * someone is still using a session the firm ended.
   */
  revokedTokenRefused: {
    event: 'revoked-token-refused',
    metric: 'redress_revoked_token_refused',
    summary: 'A call made with a revoked, disabled or narrowed account’s sign-in was refused.',
  },
} as const;

export type LogAlert = (typeof LOG_ALERTS)[keyof typeof LOG_ALERTS];

/** The Cloud Logging filter that matches one alert's log lines. */
export const logFilterOf = (alert: LogAlert): string =>
  `resource.type="cloud_run_revision" AND jsonPayload.event="${alert.event}"`;
