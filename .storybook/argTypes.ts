import { createElement } from 'react';
import type { ArgTypesEnhancer, InputType, Renderer } from 'storybook/internal/types';
import { type IconName, Icons } from '../ui/src/index.ts';

// Completes what react-docgen reads from a component's props so its Docs page and Controls panel work
// for a designer without per-story boilerplate:
// - a prop's `@default` (written in its doc comment, e.g. for recipe variants whose default lives in
//   the recipe's defaultVariants) fills the table's Default column;
// - icon slots (`icon`, `iconStart`, `iconEnd`) get a select of every icon in the set;
// - other ReactNode props (titles, descriptions, labels) and optional strings (`string | undefined`,
//   e.g. an `error` message) get a text control instead of a JSON editor;
// - `ref`, `className` and functions (callbacks, formatters) are documented but have no control;
// - a native button's `type` (destructured with its 'button' default, so react-docgen lists it without
//   a type) is described and offered as its three values.

interface DocgenProp {
  description?: string;
}
interface WithDocgen {
  __docgenInfo?: { props?: Record<string, DocgenProp> };
}

const ICON_SLOT = /^icon(Start|End)?$/;
const NO_CONTROL = new Set(['ref', 'className', 'key']);
const iconNames = Object.keys(Icons) as IconName[];
const iconMapping = Object.fromEntries([
  ['(none)', undefined],
  ...iconNames.map((name) => [name, createElement(Icons[name], { size: 'sm' })]),
]);

/** The text after `@default` in a doc comment (up to the end of its line), if there is one. */
export function defaultFromComment(comment: string | undefined): string | null {
  const match = /@default\s+(.+)$/m.exec(comment ?? '');
  return match?.[1]?.trim() ?? null;
}

function isReactNode(argType: InputType): boolean {
  return argType.table?.type?.summary === 'ReactNode';
}

/** `string | undefined` or `string | null` (an optional message such as `error`): typed as text. */
function isOptionalString(argType: InputType): boolean {
  const type = argType.type;
  if (typeof type !== 'object' || type.name !== 'union') return false;
  return type.value.every(
    (member) =>
      member.name === 'string' || (member.name === 'other' && ['undefined', 'null'].includes(member.value)),
  );
}

export const completeArgTypes: ArgTypesEnhancer<Renderer> = (context) => {
  const props = (context.component as WithDocgen | undefined)?.__docgenInfo?.props ?? {};
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const next = { ...argType };
    const documentedDefault = defaultFromComment(props[name]?.description);
    if (documentedDefault && !argType.table?.defaultValue)
      next.table = { ...argType.table, defaultValue: { summary: documentedDefault } };
    if (NO_CONTROL.has(name) || argType.type?.name === 'function') next.control = false;
    else if (name === 'type' && argType.table?.defaultValue?.summary === "'button'") {
      next.description ||= 'The native button type: `submit` inside a form that this button sends.';
      next.options = ['button', 'submit', 'reset'];
      next.control = { type: 'inline-radio' };
    } else if (ICON_SLOT.test(name) && isReactNode(argType) && argType.control === undefined) {
      next.options = Object.keys(iconMapping);
      next.mapping = iconMapping;
      next.control = { type: 'select' };
    } else if ((isReactNode(argType) || isOptionalString(argType)) && argType.control === undefined)
      next.control = { type: 'text' };
    argTypes[name] = next;
  }
  return argTypes;
};
