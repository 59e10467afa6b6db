import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Lints probe files (never written to disk) at real paths, so every zone in eslint.config.js is
 * shown to fire on the import it exists to stop, and to let through the one it allows
 * (docs/decisions/0050-module-boundaries.md).
 */
const root = join(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lintProbe(filePath: string, importPath: string) {
  const code = `import * as probe from '${importPath}';\n\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

const zoneError = (because: string) => ({
  rule: 'import-x/no-restricted-paths',
  message: expect.stringContaining(because),
});

describe('web import zones', () => {
  const feature = 'apps/web/src/features/projects/zone-probe.ts';
  const crossFeature = 'A feature never reaches into another feature';

  it('stops a feature importing another feature, written without an extension', async () => {
    expect(await lintProbe(feature, '../prompts/api/get-prompts')).toEqual([
      zoneError(crossFeature),
    ]);
  });

  it('stops a feature importing another feature, written with .ts', async () => {
    expect(await lintProbe(feature, '../prompts/api/get-prompts.ts')).toEqual([
      zoneError(crossFeature),
    ]);
  });

  it('stops lib/ importing a feature', async () => {
    expect(
      await lintProbe('apps/web/src/lib/zone-probe.ts', '../features/prompts/api/get-prompts'),
    ).toEqual([zoneError('lib/ is shared and imports no feature')]);
  });

  it('lets a feature import its own files, lib/ and the contracts', async () => {
    expect(await lintProbe(feature, './api/get-projects')).toEqual([]);
    expect(await lintProbe(feature, '../../lib/api-client')).toEqual([]);
    expect(await lintProbe(feature, '@plotwise/contracts')).toEqual([]);
  });
});

describe('server import zones', () => {
  it("stops a service importing another module's repository", async () => {
    expect(
      await lintProbe(
        'apps/server/src/modules/subscriptions/zone-probe.service.ts',
        '../payments/payments.repository.ts',
      ),
    ).toEqual([zoneError('only through its *.service.ts')]);
  });

  it('stops routes importing a repository, their own included', async () => {
    expect(
      await lintProbe(
        'apps/server/src/modules/projects/zone-probe.routes.ts',
        './projects.repository.ts',
      ),
    ).toEqual([zoneError('Routes speak HTTP')]);
  });

  it('stops routes importing another module, even its service', async () => {
    expect(
      await lintProbe(
        'apps/server/src/modules/projects/zone-probe.routes.ts',
        '../properties/properties.service.ts',
      ),
    ).toEqual([zoneError('Routes speak HTTP')]);
  });

  it('stops a repository importing another module', async () => {
    expect(
      await lintProbe(
        'apps/server/src/modules/projects/zone-probe.repository.ts',
        '../properties/properties.service.ts',
      ),
    ).toEqual([zoneError('A repository speaks SQL only')]);
  });

  it('stops a plugin importing a module', async () => {
    expect(
      await lintProbe(
        'apps/server/src/plugins/zone-probe.ts',
        '../modules/tenants/tenants.service.ts',
      ),
    ).toEqual([zoneError('plugins/ never import modules/')]);
  });

  it('stops lib/ importing a module, written without an extension', async () => {
    expect(
      await lintProbe('apps/server/src/lib/zone-probe.ts', '../modules/tenants/tenants.service'),
    ).toEqual([zoneError('lib/ and db/ are shared and import no module')]);
  });

  it("lets a service import another module's service", async () => {
    expect(
      await lintProbe(
        'apps/server/src/modules/subscriptions/zone-probe.service.ts',
        '../payments/payments.service.ts',
      ),
    ).toEqual([]);
  });
});

describe('package boundaries', () => {
  const engine = 'packages/engine/src/zone-probe.ts';
  const pure = 'The engine is pure: it imports only @plotwise/contracts';

  it('stops the engine importing a package other than @plotwise/contracts', async () => {
    expect(await lintProbe(engine, 'zod')).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining(pure) },
    ]);
  });

  it('stops the engine reaching server code by a relative path', async () => {
    expect(await lintProbe(engine, '../../../apps/server/src/lib/ids.ts')).toEqual([
      zoneError(pure),
    ]);
  });

  it('lets the engine import @plotwise/contracts', async () => {
    expect(await lintProbe(engine, '@plotwise/contracts')).toEqual([]);
  });
});

describe('unresolved imports', () => {
  it('are errors, since a zone cannot judge an import it cannot resolve', async () => {
    expect(
      await lintProbe(
        'apps/web/src/features/projects/zone-probe.ts',
        '../prompts/api/no-such-file',
      ),
    ).toEqual([
      {
        rule: 'import-x/no-unresolved',
        message: expect.stringContaining('Unable to resolve path'),
      },
    ]);
  });
});
