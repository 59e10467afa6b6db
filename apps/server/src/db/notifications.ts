import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandlers = {
  onMessage: (payload: string) => void;
  /** The connection dropped: messages sent from now until `onRestored` are missed. */
  onLost: () => void;
  /** Listening again after a drop; the subscriber catches up on what it missed. */
  onRestored: () => void;
};

export type StopListening = () => Promise<void>;

/** LISTEN on a channel; resolves once listening. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<StopListening>;

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** PGlite is one process: notifications raised by its own queries reach its listeners, and never drop. */
export function listenOnPglite(pglite: PGlite): Listen {
  return async (channel, { onMessage }) => {
    const unlisten = await pglite.listen(channel, onMessage);
    return () => unlisten();
  };
}

/**
 * One dedicated connection per channel (a pooled one would lose its LISTEN when handed back). A
 * dropped connection is reopened, waiting 250 ms and doubling up to 10 s, and reported to the
 * subscriber on both sides of the gap.
 */
export function listenOnPostgres(url: string): { listen: Listen; closeAll: () => Promise<void> } {
  const open = new Set<StopListening>();

  const listen: Listen = async (channel, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let delayMs = RECONNECT_FIRST_MS;

    async function connect() {
      const next = new pg.Client({ connectionString: url, application_name: `plotwise-listen-${channel}` });
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onMessage(message.payload ?? '');
      });
      // An error ends the connection; 'end' below handles both.
      next.on('error', () => {});
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        handlers.onLost();
        scheduleReconnect();
      });
      await next.connect();
      try {
        await next.query(`listen ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
    }

    function scheduleReconnect() {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connect().then(
          () => {
            delayMs = RECONNECT_FIRST_MS;
            handlers.onRestored();
          },
          () => {
            delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
            if (!stopped) scheduleReconnect();
          },
        );
      }, delayMs);
      retryTimer.unref();
    }

    await connect();
    const stop: StopListening = async () => {
      stopped = true;
      open.delete(stop);
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    };
    open.add(stop);
    return stop;
  };

  const closeAll = async () => {
    await Promise.all([...open].map((stop) => stop()));
  };
  return { listen, closeAll };
}
