/*
 * Mermaid state diagrams of the machines, drawn from their definitions: @xstate/graph's
 * `toDirectedGraph` gives each state's transitions (events and delays); eventless `always`
 * transitions, which it leaves out, are read from the state nodes. machines/README.md holds the
 * result, so the machines can be seen on GitHub and offline.
 */
import { type DirectedGraphNode, toDirectedGraph } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A state node's id, made a Mermaid identifier (`tooltip.hoverShown` → `tooltip_hoverShown`). */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

interface Transition {
  source: AnyStateNode;
  target: AnyStateNode;
  /** The event type, `after <delay>` or `always`. */
  trigger: string;
  guard?: string;
  actions: string[];
}

/**
 * An event as a person reads it: `xstate.after.hoverEnterDelay.…` → `after hoverEnterDelay`,
 * `xstate.done.actor.fetchResume` → `fetchResume done`, `xstate.error.actor.…` → `… failed`.
 */
function triggerOf(eventType: string): string {
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delayed) return `after ${delayed[1]}`;
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (settled) return `${settled[2]} ${settled[1] === 'done' ? 'done' : 'failed'}`;
  return eventType;
}

function nameOf(thing: unknown): string | undefined {
  if (thing === undefined || thing === null) return undefined;
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'object' && 'type' in thing) return String(thing.type);
  return 'inline';
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => nameOf(action) ?? 'inline').filter((name) => !name.startsWith('xstate.'));
}

function transitionsOf(node: DirectedGraphNode): Transition[] {
  const evented = node.edges.map((edge) => ({
    source: edge.source,
    target: edge.target,
    trigger: triggerOf(edge.label.text),
    guard: nameOf(edge.transition.guard),
    actions: actionNames(edge.transition.actions),
  }));
  const eventless = (node.stateNode.always ?? []).flatMap((transition) =>
    (transition.target ?? []).map((target) => ({
      source: node.stateNode,
      target,
      trigger: 'always',
      guard: nameOf(transition.guard),
      actions: actionNames(transition.actions),
    })),
  );
  return [...evented, ...eventless];
}

function label({ trigger, guard, actions }: Transition): string {
  return `${trigger}${guard ? ` [${guard}]` : ''}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`;
}

/** The lines of one state and its children, and of the transitions that leave them. */
function stateLines(node: DirectedGraphNode, indent: string): string[] {
  const state = node.stateNode;
  const lines: string[] = [];
  if (node.children.length > 0) {
    const open = state.parent ? [`${indent}state "${state.key}" as ${mermaidId(state)} {`] : [];
    const inner = state.parent ? `${indent}  ` : indent;
    lines.push(...open);
    for (const initial of state.initial?.target ?? []) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
    for (const child of node.children) lines.push(...stateLines(child, inner));
    if (state.parent) lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${state.key}" as ${mermaidId(state)}`);
    if (state.type === 'final') lines.push(`${indent}${mermaidId(state)} --> [*]`);
  }
  for (const transition of transitionsOf(node)) {
    lines.push(`${indent}${mermaidId(transition.source)} --> ${mermaidId(transition.target)}: ${label(transition)}`);
  }
  return lines;
}

/** The Mermaid `stateDiagram-v2` source of a machine. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  return ['stateDiagram-v2', ...stateLines(toDirectedGraph(machine), '  ')].join('\n');
}
