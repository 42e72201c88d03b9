import type { AnyStateMachine, AnyStateNode } from 'xstate';

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
