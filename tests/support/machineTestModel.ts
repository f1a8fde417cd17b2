import { TestModel, serializeSnapshot, type TestPath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';

export interface MachineTestModelOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Payloads for events that carry data; other events are sent as `{ type }`. */
  events?: EventFromLogic<M>[];
  /**
   * Whether the runtime the paths drive can send `event` in `state` (default: every event the state
   * handles): a path must not ask the UI for what it cannot do there.
   */
  canHappen?: (state: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

/** Paths over a machine's own events plus its actors' done/error events and delayed transitions. */
export type MachinePath = TestPath<AnyMachineSnapshot, AnyEventObject>;

/**
 * `createTestModel` from @xstate/graph, minus its refusal of `invoke` and `after`: invoked actors'
 * done/error events and delayed transitions become ordinary steps, which each test performs on the
 * real UI (settling a request, advancing the clock). Every transition gets its own vertex, so the
 * shortest paths cover every transition, not only every state.
 */
export function createMachineTestModel<M extends AnyStateMachine>(
  machine: M,
  options: MachineTestModelOptions<M> = {},
) {
  const payloads: AnyEventObject[] = options.events ?? [];
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine as AnyActorLogic, {
    input: options.input,
    serializeState: (state, event, previous) => {
      const via = event && previous ? ` via ${event.type} from ${JSON.stringify(previous.value)}` : '';
      return `${serializeSnapshot(state)}${via}`;
    },
    stateMatcher: (state, key) => state.matches(key),
    events: (state) =>
      __unsafe_getAllOwnEventDescriptors(state)
        .flatMap((type: string) => {
          const matching = payloads.filter((event) => event.type === type);
          return matching.length > 0 ? matching : [{ type }];
        })
        .filter((event) => options.canHappen?.(state, event) ?? true),
  });
}

/** Every transition the machine defines, as `source --event--> target`, for coverage checks. */
export function machineTransitions(machine: AnyStateMachine): string[] {
  const result: string[] = [];
  for (const node of Object.values(machine.root.states)) {
    for (const [eventType, transitions] of node.transitions) {
      for (const transition of transitions) {
        const target = transition.target?.[0]?.key ?? node.key;
        result.push(`${node.key} --${eventType}--> ${target}`);
      }
    }
  }
  return result.sort();
}

/** The transitions a set of paths takes, in the same notation as `machineTransitions`. */
export function transitionsTaken(paths: MachinePath[]): string[] {
  const taken = new Set<string>();
  for (const path of paths) {
    let from = '';
    for (const step of path.steps) {
      const to = String(step.state.value);
      if (step.event.type !== 'xstate.init') taken.add(`${from} --${step.event.type}--> ${to}`);
      from = to;
    }
  }
  return [...taken].sort();
}
