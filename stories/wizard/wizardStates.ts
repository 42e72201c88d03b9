import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** The sub-steps product.md section 4 names, used until the wizard machine lands in machines/wizard. */
export const PRODUCT_SUB_STEPS = [
  'start.intro',
  'start.details',
  'start.dob',
  'start.contact',
  'start.recovery',
  'check.consent',
  'check.otp',
  'check.agreements',
  'address.current',
  'address.history',
  'sign.review',
  'sign.signature',
  'thankyou.done',
  'thankyou.account',
] as const;

/** The claim wizard machine, if machines/wizard exports one. */
export function findWizardMachine(modules: Record<string, unknown>): AnyStateMachine | undefined {
  for (const [file, module] of Object.entries(modules)) {
    if (file.includes('.test.')) continue;
    for (const value of Object.values(module as Record<string, unknown>)) {
      if (value instanceof StateMachine) return value as AnyStateMachine;
    }
  }
  return undefined;
}

/**
 * The wizard's leaf states as `section.step[.substate]`, the machine's id left off. Leaves are what
 * a claimant can be looking at; their parents only group them.
 */
export function leafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const visit = (node: AnyStateNode, path: string[]) => {
    const children = Object.entries(node.states);
    if (children.length === 0 && path.length > 0) leaves.push(path.join('.'));
    for (const [key, child] of children) visit(child, [...path, key]);
  };
  visit(machine.root, []);
  return leaves.sort();
}
