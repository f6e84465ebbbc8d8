/**
 * The error `promise` rejects with, when it is an `errorClass`, so a test can assert on the error's
 * own fields (its `failure`, say). Any other error is thrown on, and a promise that resolves fails the
 * test: a refusal that never came is not mistaken for one.
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof errorClass) return error;
    throw error;
  }
  throw new Error(`expected a ${errorClass.name}`);
}
