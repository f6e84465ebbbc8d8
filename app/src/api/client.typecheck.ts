import type { SendMessageResponse } from '../../../edge/features/support/contract.ts';
import { type ApiAnswer, api, call, createApiClient } from './client.ts';
import type { ExampleApi } from './exampleApi.fixture.ts';

/**
 * A type-level test, checked by `npm run typecheck` and never run: each `@ts-expect-error` line must
 * fail to compile (tsc reports an unused one), and each `Expect<Equal<…>>` must hold. It proves the
 * client is typed by the routes: a wrong path, param, query or body is a compile error, and answers
 * are the route's own types (not `any`, not `never`).
 */

// Mutual assignability, and never `any` (which is assignable both ways to anything).
type IsAny<T> = 0 extends 1 & T ? true : false;
type Equal<A, B> = IsAny<A> extends true ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

const example = createApiClient<ExampleApi>({ fetch, onUnauthorized: () => {} }).api;

export async function pathsAndBodiesOfPlumesApi() {
  // @ts-expect-error a path the edge does not serve
  api.user.wallets.$get();
  // @ts-expect-error a verb the path does not answer
  api.faqs.$post();
  // @ts-expect-error a body the route would refuse (text is a string)
  api.user.support['send-message'].$post({ json: { text: 42 } });
  // @ts-expect-error a body missing its required field
  api.user.support['send-message'].$post({ json: {} });
  // @ts-expect-error a route that takes a body called without one
  api.identity.token.$post();

  const sent = await call(api.user.support['send-message'].$post({ json: { text: 'hi' } }));
  const faqs = await call(api.faqs.$get());
  return [sent, faqs.faqs.length] as const;
}

export async function paramsQueriesAndFormsOfEveryShape() {
  // @ts-expect-error a param the route does not declare
  example.notes[':noteId'].$delete({ param: { id: 'n_7' } });
  // @ts-expect-error a route with a param called without it
  example.notes[':noteId'].$delete();
  // @ts-expect-error a query with a wrong name
  example.notes.$get({ query: { page: '2' } });
  // @ts-expect-error a PUT without its JSON body
  example.notes[':noteId'].$put({ param: { noteId: 'n_7' } });
  // @ts-expect-error a multipart body without its file
  example.uploads.$post({ form: { caption: 'Our cat' } });
  // @ts-expect-error a form sent as JSON
  example.newsletter.$post({ json: { email: 'ada@example.com' } });

  const moved = await call(example.notes[':noteId'].$put({ param: { noteId: 'n_7' }, json: { text: 'x' } }));
  return moved.id;
}

// Answers are typed from the routes, only their success bodies.
type SentAnswer = ApiAnswer<Awaited<ReturnType<(typeof api.user.support)['send-message']['$post']>>>;
type HealthAnswer = ApiAnswer<Awaited<ReturnType<typeof api.health.$get>>>;
type DeleteAnswer = ApiAnswer<Awaited<ReturnType<(typeof example.notes)[':noteId']['$delete']>>>;
export type AnswerChecks = [
  Expect<Equal<SentAnswer, SendMessageResponse>>,
  Expect<Equal<HealthAnswer['success'], boolean>>,
  Expect<Equal<DeleteAnswer, { success: true; deleted: string }>>,
];
