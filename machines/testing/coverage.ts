import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';

/** Every state node of a machine, by id, the root excepted. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids;
}

/** A stable label for one transition definition: source, event and its place among siblings. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const siblings = transition.source.transitions.get(String(transition.eventType)) ?? [];
  const targets = (transition.target ?? []).map((node: AnyStateNode) => node.id).join(',') || '(self)';
  const eventType = String(transition.eventType);
  return `${transition.source.id} ${eventType}#${siblings.indexOf(transition)} → ${targets}`;
}

/** Every transition a machine defines, from its definition. */
export function transitionLabelsOf(machine: AnyStateMachine): string[] {
  const labels: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) labels.push(...list.map(transitionLabel));
    if (node.always?.length) labels.push(...node.always.map(transitionLabel));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return labels;
}

export interface ExploreOptions {
  /** The events to try in a state; payload variants included (valid, invalid and malformed). */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Collapses context that does not affect behaviour, to keep the state space finite. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
  limit?: number;
}

const defaultSerialize = ({ value, context }: { value: unknown; context: unknown }) =>
  JSON.stringify({ value, context });

/**
 * Walks the machine's graph with @xstate/graph and reports which state nodes and transition
 * definitions the walk reached, plus the shortest path to every distinct state it found.
 */
export function explore(machine: AnyStateMachine, options: ExploreOptions) {
  const serializeState = options.serializeState ?? defaultSerialize;
  const traversal = {
    events: options.events,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    limit: options.limit ?? 50_000,
    input: options.input,
  };
  const adjacency: Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject }> }
  > = getAdjacencyMap(machine, traversal) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject }> }
  >;
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const node of state._nodes) visitedStates.add(node.id);
    for (const { event } of Object.values(transitions)) {
      for (const definition of machine.getTransitionData(state, event)) {
        takenTransitions.add(transitionLabel(definition));
      }
    }
  }
  visitedStates.delete(machine.root.id);
  const paths = getShortestPaths(machine, traversal) as unknown as Array<
    StatePath<AnyMachineSnapshot, AnyEventObject>
  >;
  /**
   * Replays the generated paths on a live actor (all of them, or the shortest to each state value)
   * and lists those whose end state differs from the model's.
   */
  const replayMismatches = ({ onePerStateValue = false } = {}) => {
    const seen = new Set<string>();
    const chosen = paths.filter((path) => {
      const key = JSON.stringify(path.state.value);
      if (!onePerStateValue) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return chosen.flatMap((path) => {
      const live = replay(
        machine,
        path.steps.map((step) => step.event),
        options.input,
      );
      const expected = serializeState(path.state);
      // A path may end in a final state (the actor is then done); an error is a mismatch.
      const actual = live.status === 'error' ? `status ${live.status}` : serializeState(live);
      return actual === expected ? [] : [`expected ${expected}, got ${actual}`];
    });
  };
  return {
    visitedStates,
    takenTransitions,
    paths,
    distinctStates: Object.keys(adjacency).length,
    replayMismatches,
  };
}

/**
 * Stand-ins for every actor a machine names: promises that never settle (a listener that never
 * reports behaves the same), so a replayed path advances only through the events it sends.
 */
export function inertActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  const inert = fromPromise(() => new Promise<never>(() => {}));
  return Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, inert]));
}

/** Replays a generated path on a live actor (inert actors) and returns the state value it ends in. */
export function replay(machine: AnyStateMachine, events: AnyEventObject[], input?: unknown) {
  const actor = createActor(machine.provide({ actors: inertActors(machine) }), { input });
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
