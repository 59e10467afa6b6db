import type { WorkerDeps } from './step-worker.ts';

/** The workflow as the routes and app.ts see it: the lifecycle's deps, the steps' deps and whether this process works the queue. */
export type WorkflowDeps = WorkerDeps & { workerRunning: boolean };
