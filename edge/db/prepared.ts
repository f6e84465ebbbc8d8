import type { Db } from './client.ts';

/**
 * A statement the hot paths run on every request (the session lookup, the reader's expired holds),
 * prepared once per database: drizzle builds its SQL once, and PostgreSQL parses and plans the named
 * statement once per connection, after which a request sends only Bind/Execute. `npm run bench`
 * measured the session lookup at half its unprepared cost. Held weakly, so a closed test database
 * takes its statements along.
 *
 *   const lookup = preparedPerDatabase((db) => db.select()…where(eq(t.x, sql.placeholder('x'))).prepare('name'));
 *   await lookup(db).execute({ x });
 *
 * Placeholder values skip drizzle's column mapping: pass timestamps as ISO strings.
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
