import styled from 'styled-components';
import { agreementRoute, routeWords } from '../../../contract/scheme/route';
import {
  SCHEME1_FIRST_DAY,
  SCHEME1_LAST_DAY,
  SCHEME2_FIRST_DAY,
  SCHEME2_LAST_DAY,
  SCHEME_EXCLUDED_KIND,
} from '../../../contract/scheme/periods';
import { formatDate } from './formatDate';
import { Lede, Note, PageMain } from '../../ui/Page';

// The form is shown by the content pages' script (src/site/whichScheme.ts), which finds its parts
// by these data attributes; without the script the page is the table of date ranges.

const Form = styled.form.withConfig({ componentId: 'WhichScheme-Form' })`
  margin: var(--space-4) 0;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-size: 1.5rem;
    font-weight: 700;
    margin-bottom: var(--space-2);
  }
  [data-which-scheme-summary] {
    margin-bottom: var(--space-4);
    padding: var(--space-3);
    border: 5px solid var(--colour-error);
    h2 {
      margin-top: 0;
    }
    ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    a {
      font-weight: 700;
      color: var(--colour-error);
    }
  }
  [data-which-scheme-summary]:focus {
    outline: 3px solid var(--colour-focus);
  }
  [data-which-scheme-error] {
    margin: 0 0 var(--space-3);
    font-weight: 700;
    color: var(--colour-error);
  }
  [data-which-scheme-group][data-invalid] {
    padding-left: var(--space-3);
    border-left: 5px solid var(--colour-error);
  }
`;

const Parts = styled.div.withConfig({ componentId: 'WhichScheme-Parts' })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-bottom: var(--space-4);
  label {
    display: block;
    margin-bottom: var(--space-1);
  }
  input {
    display: block;
    min-height: 2.5rem;
    padding: var(--space-1) var(--space-2);
    font: inherit;
    color: var(--colour-text);
    background: var(--colour-background);
    border: 2px solid var(--colour-input-border);
    border-radius: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--colour-error);
  }
  input:focus {
    outline: 3px solid var(--colour-focus);
    outline-offset: 0;
    box-shadow: inset 0 0 0 2px;
  }
`;

const Submit = styled.button.withConfig({ componentId: 'WhichScheme-Submit' })`
  min-height: 2.75rem;
  margin: 0 0 var(--space-4);
  padding: var(--space-2) var(--space-3);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  border: 2px solid transparent;
  border-radius: 0;
  color: var(--colour-on-primary);
  background: var(--colour-primary);
  box-shadow: 0 2px 0 var(--colour-text);
  &:hover {
    background: var(--colour-primary-hover);
  }
  &:focus-visible {
    outline: 3px solid transparent;
    color: var(--colour-focus-text);
    background: var(--colour-focus);
    box-shadow: 0 2px 0 var(--colour-focus-text);
  }
`;

const Answer = styled.div.withConfig({ componentId: 'WhichScheme-Answer' })`
  &:not(:empty) {
    padding: var(--space-3);
    border-left: 6px solid var(--colour-primary);
    background: var(--colour-surface);
  }
  p {
    margin: 0 0 var(--space-2);
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Hidden = styled.span.withConfig({ componentId: 'WhichScheme-Hidden' })`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
`;

/** A month of a 'YYYY-MM-DD' day: "April 2007". */
const monthOf = (day: string) => formatDate(day).replace(/^\d+ /, '');

/** The date ranges, each with its route in the words the claim form and the desk use. */
export const SCHEME_RANGES: { started: string; words: string }[] = [
  {
    started: `From ${formatDate(SCHEME1_FIRST_DAY)} to ${formatDate(SCHEME1_LAST_DAY)}`,
    words: routeWords(agreementRoute({ startDate: SCHEME1_FIRST_DAY })),
  },
  {
    started: `From ${formatDate(SCHEME2_FIRST_DAY)} to ${formatDate(SCHEME2_LAST_DAY)}`,
    words: routeWords(agreementRoute({ startDate: SCHEME2_LAST_DAY })),
  },
  {
    started: `Before ${formatDate(SCHEME1_FIRST_DAY)}`,
    words: routeWords({ route: 'outside', reason: 'before-2007-04-06' }),
  },
  {
    started: `After ${formatDate(SCHEME2_LAST_DAY)}`,
    words: routeWords({ route: 'outside', reason: 'after-2024-11-01' }),
  },
  {
    started: 'Consumer hire, at any date',
    words: routeWords(agreementRoute({ startDate: SCHEME1_FIRST_DAY, agreementType: SCHEME_EXCLUDED_KIND })),
  },
];

export function WhichSchemeView() {
  return (
    <PageMain>
      <h1>Which scheme covers my agreement?</h1>
      <Lede>
        The FCA’s motor finance redress scheme may cover a car finance agreement, depending on when it
        started. Your lender decides whether the scheme covers your agreement.
      </Lede>
      <Form data-which-scheme hidden noValidate>
        <div
          data-which-scheme-summary
          hidden
          tabIndex={-1}
          role="alert"
          aria-labelledby="which-scheme-problem"
        >
          <h2 id="which-scheme-problem">There is a problem</h2>
          <ul>
            <li>
              <a href="#start-month" data-which-scheme-summary-link />
            </li>
          </ul>
        </div>
        <div data-which-scheme-group>
          <fieldset role="group" aria-describedby="start-hint">
            <legend>When did your agreement start?</legend>
            <p id="start-hint">
              The month and year are on your agreement or your credit file, for example 3 2012.
            </p>
            <p id="start-error" data-which-scheme-error hidden>
              <Hidden>Error:</Hidden> <span data-which-scheme-error-text />
            </p>
            <Parts>
              <div>
                <label htmlFor="start-month">Month</label>
                <input id="start-month" name="month" type="text" inputMode="numeric" size={2} maxLength={2} />
              </div>
              <div>
                <label htmlFor="start-year">Year</label>
                <input id="start-year" name="year" type="text" inputMode="numeric" size={4} maxLength={4} />
              </div>
            </Parts>
          </fieldset>
        </div>
        <Submit type="submit">Check my agreement</Submit>
        <Answer role="status" data-which-scheme-answer />
      </Form>
      <section aria-labelledby="ranges">
        <h2 id="ranges">Which agreements each scheme covers</h2>
        <table>
          <caption>
            <Hidden>The scheme by the date an agreement started</Hidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Agreement started</th>
              <th scope="col">What may cover it</th>
            </tr>
          </thead>
          <tbody>
            {SCHEME_RANGES.map((range) => (
              <tr key={range.started}>
                <th scope="row">{range.started}</th>
                <td>{range.words}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          An agreement started in {monthOf(SCHEME1_FIRST_DAY)} or {monthOf(SCHEME2_LAST_DAY)} may fall either
          side of the scheme’s dates: the day it started decides.
        </p>
      </section>
      <Note>
        Whether an agreement is in the scheme depends on more than its dates: where no commission was paid,
        there may be nothing to put right. Your lender decides.
      </Note>
    </PageMain>
  );
}
