import type { ReactElement } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './AuthStepsPanel.css.ts';

export interface AuthStep {
  title: string;
  description: string;
}

export interface AuthStepsPanelProps {
  /** The steps in order, each a title and a one-line description. */
  steps: AuthStep[];
  /** Index of the step on screen (0-based). */
  current: number;
  /** The list's heading. */
  heading?: string;
}

type State = 'done' | 'current' | 'upcoming';
const stateText: Record<State, string> = { done: 'done', current: 'current step', upcoming: 'to do' };

/** The side panel of steps on /login and /signup (SPEC §2): where the person is in the flow. */
export function AuthStepsPanel({
  steps,
  current,
  heading = 'Your steps',
}: AuthStepsPanelProps): ReactElement {
  return (
    <section className={s.panel} aria-label={heading}>
      <h2 className={s.heading}>{heading}</h2>
      <ol className={s.list}>
        {steps.map((step, index) => {
          const state: State = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step.title}
              className={s.item({ state })}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={s.marker({ state })} aria-hidden="true">
                {state === 'done' ? <Icons.Check size="sm" /> : index + 1}
              </span>
              <span className={s.text}>
                <span className={s.title({ state })}>
                  {step.title}
                  <span className={visuallyHidden}>{` (${stateText[state]})`}</span>
                </span>
                <span className={s.description}>{step.description}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
