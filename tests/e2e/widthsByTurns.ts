import { isOwnerContentRun, type Register } from '../support/ownerRun';

/**
 * A flow — a press, a download, a page change, what a page says — acts the same at any width, where a
 * check of layout or fit does not. Inside a `describe.each` over `fileWidths`, `atItsWidth(width)` is
 * `register` (`it` by default) at the flow's own width and leaves the flow out at the others: each
 * flow of the file, named by its test, at one width, the widths by turns in the order the flows come,
 * so the file still meets every width. The other engines take their flows by turns too
 * (tests/engines/visitorFlows.ts).
 */
export function widthsByTurns<Width extends number>(fileWidths: readonly Width[]) {
  const turns = new Map<string, number>();
  return (width: Width, register: Register = it): Register =>
    (name, body, timeout) => {
      if (!turns.has(name)) turns.set(name, turns.size);
      if (fileWidths[turns.get(name)! % fileWidths.length] === width) register(name, body, timeout);
    };
}

/**
 * A check of layout or fit runs at every width of the file in the sample's run. Another owner's run
 * brings their content, not another layout: there `everyWidthInTheSample(width)` registers each such
 * check at one width, by turns, so that content still meets every width across the file.
 */
export function everyWidthInTheSample<Width extends number>(
  fileWidths: readonly Width[],
  ownerRun = isOwnerContentRun,
) {
  const byTurns = widthsByTurns(fileWidths);
  return (width: Width, register: Register = it): Register => (ownerRun ? byTurns(width, register) : register);
}
