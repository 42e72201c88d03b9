// The "Which scheme covers my agreement?" page's form (decision 260): the prerendered page lists
// the scheme's date ranges, and where this script runs it shows the month-and-year form and
// answers in its live region from contract/scheme/route.ts, the rule the claim form uses.
import { agreementRoute, routeWords } from '../../contract/scheme/route';
import { SCHEME1_FIRST_DAY, SCHEME2_LAST_DAY } from '../../contract/scheme/periods';

/** A start month read from the form: 'YYYY-MM', or the field to fix and why. */
export type StartMonth = { startDate: string } | { field: 'month' | 'year'; message: string };

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/** GOV.UK's date-input checks for a month and a year, neither in the future (`today`'s month). */
export function readStartMonth(monthText: string, yearText: string, today: Date): StartMonth {
  const [m, y] = [monthText.trim(), yearText.trim()];
  if (!m && !y) return { field: 'month', message: 'Enter the month and year your agreement started' };
  if (!m) return { field: 'month', message: 'The date your agreement started must include a month' };
  if (!y) return { field: 'year', message: 'The date your agreement started must include a year' };
  const month = whole(m);
  if (!(month >= 1 && month <= 12)) return { field: 'month', message: 'Month must be a number from 1 to 12' };
  if (!/^\d{4}$/.test(y)) return { field: 'year', message: 'Year must include 4 numbers, for example 2012' };
  const startDate = `${y}-${String(month).padStart(2, '0')}`;
  const thisMonth = today.toISOString().slice(0, 7);
  if (startDate > thisMonth)
    return { field: 'year', message: 'The date your agreement started must be in the past' };
  return { startDate };
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The answer for a start month: when, the route in words that say "may", and who decides. */
export function answerFor(startDate: string): string[] {
  const started = `An agreement that started in ${MONTH.format(new Date(`${startDate}-01T00:00:00Z`))}:`;
  const words = routeWords(agreementRoute({ startDate }));
  const edge =
    startDate === SCHEME1_FIRST_DAY.slice(0, 7) || startDate === SCHEME2_LAST_DAY.slice(0, 7)
      ? ['The scheme’s dates fall within this month: the day your agreement started decides.']
      : [];
  return [started, words, ...edge, 'Your lender decides whether the scheme covers your agreement.'];
}

/** Shows the page's form, when the page has one, and answers each check in its live region. */
export function startWhichScheme(root: Document, today: () => Date = () => new Date()): void {
  const form = root.querySelector<HTMLFormElement>('form[data-which-scheme]');
  if (!form) return;
  const part = <T extends HTMLElement>(selector: string) => form.querySelector<T>(selector)!;
  const summary = part<HTMLElement>('[data-which-scheme-summary]');
  const summaryLink = part<HTMLAnchorElement>('[data-which-scheme-summary-link]');
  const group = part<HTMLElement>('[data-which-scheme-group]');
  const fieldset = part<HTMLFieldSetElement>('fieldset');
  const error = part<HTMLElement>('[data-which-scheme-error]');
  const errorText = part<HTMLElement>('[data-which-scheme-error-text]');
  const answer = part<HTMLElement>('[data-which-scheme-answer]');
  const inputs = {
    month: part<HTMLInputElement>('#start-month'),
    year: part<HTMLInputElement>('#start-year'),
  };

  const clearError = () => {
    summary.hidden = true;
    error.hidden = true;
    group.removeAttribute('data-invalid');
    fieldset.setAttribute('aria-describedby', 'start-hint');
    for (const input of Object.values(inputs)) input.removeAttribute('aria-invalid');
    root.title = root.title.replace(/^Error: /, '');
  };

  summaryLink.addEventListener('click', (event) => {
    const target = root.getElementById(summaryLink.getAttribute('href')!.slice(1));
    if (!target) return;
    event.preventDefault();
    form.querySelector('legend')?.scrollIntoView?.();
    target.focus({ preventScroll: true });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearError();
    const read = readStartMonth(inputs.month.value, inputs.year.value, today());
    if ('field' in read) {
      answer.replaceChildren();
      errorText.textContent = read.message;
      summaryLink.textContent = read.message;
      summaryLink.setAttribute('href', `#start-${read.field}`);
      error.hidden = false;
      group.setAttribute('data-invalid', '');
      fieldset.setAttribute('aria-describedby', 'start-hint start-error');
      inputs[read.field].setAttribute('aria-invalid', 'true');
      summary.hidden = false;
      root.title = `Error: ${root.title}`;
      summary.focus();
      return;
    }
    answer.replaceChildren(
      ...answerFor(read.startDate).map((line) => {
        const p = root.createElement('p');
        p.textContent = line;
        return p;
      }),
    );
  });

  form.hidden = false;
}
