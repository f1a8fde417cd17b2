import { Fragment } from 'react';
import { isolationDirection } from '../../text/isolation';

export interface FilledInProps {
  template: string;
  values: Readonly<Record<string, string | number>>;
  /** The direction of the message's language: each value is isolated against it. */
  dir: 'ltr' | 'rtl';
}

/**
 * `template`'s text with each `{name}` that `values` has a value for filled in, each value isolated
 * in a `<bdi>` in the direction `isolationDirection` gives it: a file name or a number stays one piece
 * in its own order inside words of the other direction (an Arabic file name in a French sentence keeps
 * its `.docx` at its end, a Latin one in an Arabic sentence reads left to right). Other braces stay as
 * they are, as `fillIn` leaves them.
 */
export function FilledIn({ template, values, dir }: FilledInProps) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !Object.hasOwn(values, name)) return <Fragment key={index}>{part}</Fragment>;
    const value = String(values[name]);
    return (
      <bdi key={index} dir={isolationDirection(value, dir)}>
        {value}
      </bdi>
    );
  });
}
