import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';

/**
 * Kysely's PGlite driver keeps the open transaction on its one shared connection and clears it after
 * the commit has settled. Two transactions in flight at once (workflow steps ending together, a
 * request beside them) can then clear each other's state, and the second transaction's statements
 * run outside it. Here transactions take turns: the next begins only once the one before has fully
 * ended. Single statements are left as they were (PGlite queues them itself).
 * (docs/decisions/0141-job-queue.md)
 */
function takingTurns(driver: Driver): Driver {
  let queue: Promise<void> = Promise.resolve();
  let releaseHolder = () => {};
  const endingWith = (end: (connection: DatabaseConnection) => Promise<void>) => async (connection: DatabaseConnection) => {
    const release = releaseHolder;
    try {
      await end(connection);
    } finally {
      release();
    }
  };
  return {
    init: (options) => driver.init(options),
    acquireConnection: (options) => driver.acquireConnection(options),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      let release = () => {};
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = mine;
      await previous;
      releaseHolder = release;
      try {
        await driver.beginTransaction(connection, settings);
      } catch (error) {
        release();
        throw error;
      }
    },
    commitTransaction: endingWith((connection) => driver.commitTransaction(connection)),
    rollbackTransaction: endingWith((connection) => driver.rollbackTransaction(connection)),
  };
}

export class TurnTakingPGliteDialect extends PGliteDialect {
  constructor(pglite: PGlite) {
    super({ pglite });
  }

  override createDriver(): Driver {
    return takingTurns(super.createDriver());
  }
}
