import { type Actor, type AnyActorLogic, createActor, type InputFrom } from 'xstate';
import { inspectorOptions } from '../inspector';

/**
 * What an on-demand module exports for `useLazyActor`: its machine (effects provided) and how to
 * make an actor of it. The actor is made inside the module, so xstate itself loads with the module
 * and never with the page.
 */
export interface ActorModule<TLogic extends AnyActorLogic = AnyActorLogic> {
  logic: TLogic;
  makeActor: (input: InputFrom<TLogic> | undefined) => Actor<TLogic>;
}

/** `makeActor` for a module's machine; the actor shows in the Stately inspector when asked (`?inspect`). */
export function actorMaker<TLogic extends AnyActorLogic>(logic: TLogic): ActorModule<TLogic>['makeActor'] {
  return (input) => createActor(logic, { input, ...inspectorOptions() });
}
