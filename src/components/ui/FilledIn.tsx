import { Fragment, type ReactNode } from 'react';

/**
 * `template`'s text with each `{name}` that `values` has a value for filled in, each value isolated
 * in a `<bdi>`: a file name or a number keeps its own order inside words of the other direction (a
 * Latin file name in an Arabic sentence). Other braces stay as they are, as `fillIn` leaves them.
 */
export function FilledIn({ template, values }: { template: string; values: Readonly<Record<string, ReactNode>> }) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>
        {name !== undefined && Object.hasOwn(values, name) ? <bdi>{values[name]}</bdi> : part}
      </Fragment>
    );
  });
}
