import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of eslint.config.js, as `npm run lint` applies them: each import below
 * would be written by someone who did not know the direction a layer must never take.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers lint enforces', () => {
  it.each([
    ['a model imports a server module', 'app/models/probe.server.ts', "import { getOptionalUser } from '~/modules/auth.server';\nexport const probe = getOptionalUser;\n", /Layer app\/models/],
    ['a model imports a route', 'app/models/probe.server.ts', "import { loader } from '../routes/about';\nexport const probe = loader;\n", /Layer app\/models/],
    ['a script imports a route', 'scripts/probe.ts', "import { loader } from '../app/routes/about';\nexport const probe = loader;\n", /Layer scripts and workers/],
    ['a module imports a route', 'app/modules/probe.server.ts', "import { loader } from '~/routes/about';\nexport const probe = loader;\n", /Layer app\/modules/],
    ['the db runs a helper', 'app/db/probe.ts', "import { FACTS } from '../utils/facts';\nexport const probe = FACTS;\n", /Layer app\/db/],
    ['a route takes a constant from the tables', 'app/routes/probe.tsx', "import { PUBLICATION_STATUSES } from '~/db/schema';\nexport const probe = PUBLICATION_STATUSES;\n", /Layer app\/routes/],
    ['a component runs a model', 'app/components/probe.tsx', "import { getGuide } from '~/models/guides.server';\nexport const probe = getGuide;\n", /Layer app\/components/],
  ])('fails when %s, naming the layer', async (_case, filePath, code, layer) => {
    const problems = await layerProblems(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(layer);
  });

  it('lets a layer name another layer’s types, and a route import any model', async () => {
    expect(await layerProblems('app/db/probe.ts', "import type { Facts } from '../utils/facts';\nexport type Probe = Facts;\n")).toEqual([]);
    expect(await layerProblems('app/components/probe.tsx', "import type { GuidePage } from '~/models/guides.server';\nexport type Probe = GuidePage;\n")).toEqual([]);
    expect(await layerProblems('app/routes/probe.tsx', "import { getGuide } from '~/models/guides.server';\nexport const probe = getGuide;\n")).toEqual([]);
  });
});
