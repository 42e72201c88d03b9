/**
 * Page titles per step, keyed `section/step` as in the URL `/form/{section}/{step}`. Each step's h1
 * uses the same text, so the title, the heading and what a screen reader announces agree.
 */
export const stepTitles = {
  'start/intro': 'Claim for car finance commission',
  'start/details': 'What is your name?',
  'start/dob': 'What is your date of birth?',
  'start/contact': 'How can we contact you?',
  'start/recovery': 'You have already started a claim with us',
  'check/consent': 'Can we do a soft search of your credit file?',
  'check/otp': 'Check your phone',
  'check/agreements': 'Which agreements do you want to claim for?',
  'check/agreements-none': 'We did not find any car finance agreements',
  'address/current': 'What is your current address?',
  'address/history': 'Your previous addresses',
  'sign/review': 'Check your answers before signing',
  'sign/signature': 'Sign your claim',
  'thankyou/done': 'Claim submitted',
  'thankyou/account': 'Save your claim with a password',
  'save/password': 'Save your claim and come back later',
  'save/contact-first': 'Your claim cannot be saved yet',
  'save/saved': 'Check your email',
  login: 'Sign in to your claim',
  'confirm-email': 'Confirm your email address',
  'request-sign-in-link': 'Get a link to sign in',
  'use-sign-in-link': 'Sign in with your link',
  claims: 'Your claims',
  'claims-data': 'Your data',
  auth: 'Signing you in',
  'auth-failed': 'This sign-in link has not worked',
  'auth-switch': 'You are already signed in',
  'auth-unavailable': 'We cannot sign you in at the moment',
} as const;

export type StepTitleKey = keyof typeof stepTitles;

/**
 * The document title: "Error: " first when the page shows errors (GOV.UK), then the step, then
 * the brand, e.g. "Error: What is your name? – Redress".
 */
export function pageTitle(key: StepTitleKey, options: { brandName: string; hasErrors?: boolean }): string {
  return `${options.hasErrors ? 'Error: ' : ''}${stepTitles[key]} – ${options.brandName}`;
}
