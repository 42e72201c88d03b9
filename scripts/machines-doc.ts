import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { machineRegistry } from '../machines/registry';

/**
 * docs/machines.md, generated from the machine definitions: one Mermaid state diagram per
 * machine and the table of events each view may send. `npm run docs:machines` rewrites it.
 */

/** Events each view sends, by machine; a test checks every one is handled by its machine. */
export const VIEW_EVENTS: Array<{ view: string; machine: string; events: string[] }> = [
  { view: 'Form routes (loader, once per tab)', machine: 'auth', events: ['app.started'] },
  {
    view: 'Journey page, /login: the session could not start (Try again)',
    machine: 'auth',
    events: ['user.retry'],
  },
  {
    view: '/auth (sign-in link)',
    machine: 'auth',
    events: ['user.loginWithToken', 'user.confirmSwitch', 'user.cancelSwitch'],
  },
  { view: '/login', machine: 'auth', events: ['user.login', 'user.requestPasswordReset', 'login.opened'] },
  {
    view: '/login: confirm your email address',
    machine: 'auth',
    events: ['user.checkConfirmation', 'user.resendConfirmation', 'user.logout'],
  },
  { view: 'Header: Sign out', machine: 'auth', events: ['user.logout'] },
  {
    view: 'Journey: contact details, password, returning claimant (through the session)',
    machine: 'auth',
    events: ['user.setContactDetails', 'user.upgrade', 'user.login', 'user.requestPasswordReset'],
  },
  { view: 'Router (every navigation)', machine: 'referral', events: ['router.navigated'] },
  { view: 'Cookie banner', machine: 'referral', events: ['consent.accepted', 'consent.rejected'] },
  { view: 'Router (/form/{section}/{id})', machine: 'wizard', events: ['user.goTo'] },
  {
    view: 'Every form step (Continue also after a failed call, with the corrected answers)',
    machine: 'wizard',
    events: ['user.continue', 'user.back'],
  },
  { view: 'Every step showing a gateway error', machine: 'wizard', events: ['user.retry'] },
  { view: 'start/recovery', machine: 'wizard', events: ['user.continue', 'user.requestReset'] },
  {
    view: 'check/otp',
    machine: 'wizard',
    events: ['user.continue', 'user.resendCode', 'user.changeNumber'],
  },
  {
    view: 'check/agreements (the ticked agreements and one added by hand, in one Continue)',
    machine: 'wizard',
    events: ['user.continue'],
  },
  {
    view: 'address/current, address/history (the lookup names the address it is for)',
    machine: 'wizard',
    events: ['user.lookupPostcode', 'user.continue'],
  },
  { view: 'sign/review', machine: 'wizard', events: ['user.change', 'user.continue'] },
  {
    view: '/form/claims/data (your data)',
    machine: 'myData',
    events: [
      'user.retry',
      'user.download',
      'user.askDeletion',
      'user.confirmDeletion',
      'user.cancelDeletion',
      'user.withdrawDeletion',
    ],
  },
];

const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards ?? [];
    const name = guard.name === 'and' || guard.name === 'not' || guard.name === 'or' ? guard.name : 'check';
    return `${name}(${inner.map(guardLabel).join(', ')})`;
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: Record<string, unknown> };
    const detail = params && typeof params === 'object' ? Object.values(params).map(String).join(', ') : '';
    return detail ? `${type}(${detail})` : type;
  }
  return '';
}

function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

function transitionLines(node: AnyStateNode, indent: string, source: string): string[] {
  const lines: string[] = [];
  for (const list of node.transitions.values()) {
    for (const transition of list as AnyTransitionDefinition[]) {
      const targets = transition.target ?? [];
      // A transition with no target and no actions only stops the event reaching a parent.
      if (targets.length === 0 && transition.actions.length === 0) continue;
      const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
      const label = `${eventLabel(String(transition.eventType))}${guard}`.replace(/:/g, ' ');
      for (const target of targets.length ? targets : [node]) {
        lines.push(`${indent}${source} --> ${idOf(target)}: ${label}`);
      }
    }
  }
  return lines;
}

function stateLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states);
  if (node.initial?.target?.[0])
    lines.push(`${indent}[*] --> ${idOf(node.initial.target[0] as AnyStateNode)}`);
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${idOf(child)}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${idOf(child)} {`, ...stateLines(child, `${indent}  `), `${indent}}`);
    }
  }
  for (const child of children) lines.push(...transitionLines(child, indent, idOf(child)));
  // A final state ends the machine: nothing leaves it.
  for (const child of children) if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
  return lines;
}

export function mermaidFor(machine: AnyStateMachine): string {
  const root = machine.root;
  const anywhere = transitionLines(root, '  ', `${idOf(root)}_any`);
  const header = anywhere.length ? [`  state "from any state" as ${idOf(root)}_any`] : [];
  return ['stateDiagram-v2', ...header, ...stateLines(root, '  '), ...anywhere].join('\n');
}

/** The document as Markdown, formatted the way the repository's Prettier config formats it. */
export async function renderMachinesDoc(): Promise<string> {
  const options = (await resolveConfig(docPath)) ?? {};
  return format(rawMachinesDoc(), { ...options, parser: 'markdown' });
}

export const docPath = path.join(import.meta.dirname, '..', 'docs', 'machines.md');

function rawMachinesDoc(): string {
  const sections = machineRegistry.map(
    ({ id, summary, machine }) => `## ${id}\n\n${summary}\n\n\`\`\`mermaid\n${mermaidFor(machine)}\n\`\`\`\n`,
  );
  const table = [
    '| view | machine | events |',
    '|---|---|---|',
    ...VIEW_EVENTS.map(
      ({ view, machine, events }) => `| ${view} | ${machine} | ${events.map((e) => `\`${e}\``).join(', ')} |`,
    ),
  ].join('\n');
  return [
    '# State machines',
    '',
    'Generated from the machine definitions in `machines/` and the complaint lifecycle in `contract/lifecycle/` by `scripts/machines-doc.ts`; do not edit by hand.',
    'After changing a machine run `npm run docs:machines` (a unit test fails while this file is out of date).',
    '',
    'Labels read `event [guard]`; `done x`/`error x` are invoked actor x settling, `after` a named delay.',
    '',
    ...sections,
    '## Events each view may send',
    '',
    table,
    '',
  ].join('\n');
}
