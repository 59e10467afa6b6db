import type { Migration } from 'kysely/migration';
import * as auth from './0001-auth.ts';
import * as tenants from './0002-tenants.ts';
import * as waitlist from './0003-waitlist.ts';
import * as projects from './0004-projects.ts';
import * as properties from './0005-properties.ts';
import * as prompts from './0007-prompts.ts';
import * as profiles from './0008-profiles.ts';
import * as documents from './0009-documents.ts';
import * as marketData from './0010-market-data.ts';
import * as analysisWorkflow from './0011-analysis-workflow.ts';
import * as revokedSessions from './0012-revoked-sessions.ts';
import * as pendingFiles from './0013-pending-files.ts';
import * as runAiWork from './0014-run-ai-work.ts';
import * as propertyCounts from './0015-property-counts.ts';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-auth': auth,
  '0002-tenants': tenants,
  '0003-waitlist': waitlist,
  '0004-projects': projects,
  '0005-properties': properties,
  '0007-prompts': prompts,
  '0008-profiles': profiles,
  '0009-documents': documents,
  '0010-market-data': marketData,
  '0011-analysis-workflow': analysisWorkflow,
  '0012-revoked-sessions': revokedSessions,
  '0013-pending-files': pendingFiles,
  '0014-run-ai-work': runAiWork,
  '0015-property-counts': propertyCounts,
};
