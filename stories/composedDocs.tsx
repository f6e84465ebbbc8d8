import { ArgTypes, Description, Primary, Stories, Title } from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';

/**
 * The Docs page of a story file whose stories render a small scenario around the component (a
 * screen's state, a tooltip with its target) rather than the component's own props: the page still
 * describes the component itself (its doc comment and every prop with its default), then shows the
 * stories. The Controls of these stories are the scenario's knobs, listed under each story.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props are documented the same way.
export function composedDocs(component: ComponentType<any>) {
  return {
    page: () => (
      <>
        <Title />
        <Description of={component} />
        <Primary />
        <ArgTypes of={component} />
        <Stories />
      </>
    ),
  };
}
