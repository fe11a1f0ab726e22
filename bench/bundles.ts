/**
 * Cold start and bundle size: each function bundled on its own with the esbuild options of the
 * CDK stack (infra/bundling.ts), next to a baseline bundle holding only a
 * DocumentClient and a trivial handler. Load time: a fresh `node` importing the bundle, timed
 * inside that process around the import (node's own start-up is left out), median of several runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { routes } from '../functions/routes.js';
import { bundleFunctions, contentsOf, joseRoutes, outputOf } from '../harness/bundles.js';
import { fixed, median, type Figure } from './report.js';

const SECTION = 'bundles';
const root = new URL('..', import.meta.url).pathname;

export interface BundleResult {
  readonly name: string;
  readonly bytes: number;
  readonly loadMs: number;
  readonly sizeRatio: number;
  readonly loadRatio: number;
  /** Bytes in the bundle per package (`project` for the repository's own code). */
  readonly packages: Record<string, number>;
  readonly hasJose: boolean;
  readonly hasCdk: boolean;
  /** Schema modules of other domains than the ones the function file imports directly. */
  readonly foreignSchemas: readonly string[];
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match
    ? (match[1] as string)
    : input.startsWith('lib/')
      ? `project:${input.split('/').slice(0, 2).join('/')}`
      : `project:${input.split('/')[0]}`;
};

const packagesOf = (output: Metafile['outputs'][string]): Record<string, number> => {
  const sizes: Record<string, number> = {};
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    sizes[name] = (sizes[name] ?? 0) + bytesInOutput;
  }
  return sizes;
};

const loadOnce = (file: string, env: NodeJS.ProcessEnv): Promise<number> =>
  new Promise((resolve, reject) => {
    const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const ms = Number(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`loading ${file} failed (${code}): ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

export const measureBundles = async (options: {
  runs: number;
  minRuns: number;
  maxSeconds: number;
  baselineEvery: number;
}): Promise<{
  baseline: { bytes: number; loadMs: number; packages: Record<string, number>; runs: number };
  results: BundleResult[];
  figures: Figure[];
}> => {
  const outdir = mkdtempSync(join(tmpdir(), 'site-api-bench-'));
  try {
    // Modules the Lambda layer provides resolve from the project's node_modules, as from /opt/nodejs on Lambda.
    symlinkSync(join(root, 'node_modules'), join(outdir, 'node_modules'), 'dir');
    const names = routes.map((r) => r.name);
    const { metafile } = await bundleFunctions(outdir, true, {
      'bench-baseline': join(root, 'bench/baseline-handler.ts'),
    });
    const file = (name: string) => join(outdir, `${name}.mjs`);

    const env = {
      ...process.env,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      STAGE: 'bench',
    };
    const loads = new Map<string, number[]>([
      ['bench-baseline', []],
      ...names.map((n) => [n, []] as [string, number[]]),
    ]);
    // Rounds in a shuffled order with the baseline interleaved every few functions, so the
    // baseline and the functions see the same machine load.
    // Rounds stop early (after minRuns) once maxSeconds have passed, so many routes fit the run's time.
    const deadline = Date.now() + options.maxSeconds * 1000;
    let rounds = 0;
    for (let round = 0; round < options.runs && (round < options.minRuns || Date.now() < deadline); round++) {
      rounds += 1;
      for (const [i, name] of shuffle([...names]).entries()) {
        if (i % options.baselineEvery === 0)
          loads.get('bench-baseline')?.push(await loadOnce(file('bench-baseline'), env));
        loads.get(name)?.push(await loadOnce(file(name), env));
      }
    }

    const baselineBytes = statSync(file('bench-baseline')).size;
    const baselineLoad = median(loads.get('bench-baseline') as number[]);
    const baselinePackages = packagesOf(outputOf(metafile, 'bench-baseline'));
    const results: BundleResult[] = names.map((name) => {
      const bytes = statSync(file(name)).size;
      const loadMs = median(loads.get(name) as number[]);
      const packages = packagesOf(outputOf(metafile, name));
      return {
        name,
        bytes,
        loadMs,
        sizeRatio: bytes / baselineBytes,
        loadRatio: loadMs / baselineLoad,
        packages,
        ...contentsOf(metafile, name),
      };
    });

    const kb = (bytes: number) => `${fixed(bytes / 1024, 0)} KB`;
    const figures: Figure[] = [
      {
        section: SECTION,
        name: 'baseline (DocumentClient + GetItem handler)',
        value: `${kb(baselineBytes)}, load ${fixed(baselineLoad, 1)} ms (median of ${rounds} runs per bundle)`,
        target: '',
      },
      ...results.map((r) => ({
        section: SECTION,
        name: r.name,
        value: `${kb(r.bytes)} (${fixed(r.sizeRatio)}x), load ${fixed(r.loadMs, 1)} ms (${fixed(r.loadRatio)}x)`,
        target: '<= 1.25x size, <= 1.5x load',
        met: r.sizeRatio <= 1.25 && r.loadRatio <= 1.5,
      })),
      // The two targets separately: they pull in opposite directions (a package bundled in is
      // bytes; the same package loaded from a layer is load time), so each is counted on its own.
      {
        section: SECTION,
        name: 'size: functions within 1.25x of the baseline',
        value: `${results.filter((r) => r.sizeRatio <= 1.25).length} of ${results.length} (median ${fixed(median(results.map((r) => r.sizeRatio)))}x, max ${fixed(Math.max(...results.map((r) => r.sizeRatio)))}x)`,
        target: `${results.length} of ${results.length}`,
        met: results.every((r) => r.sizeRatio <= 1.25),
      },
      {
        section: SECTION,
        name: 'load time: functions within 1.5x of the baseline',
        value: `${results.filter((r) => r.loadRatio <= 1.5).length} of ${results.length} (median ${fixed(median(results.map((r) => r.loadRatio)))}x, max ${fixed(Math.max(...results.map((r) => r.loadRatio)))}x)`,
        target: `${results.length} of ${results.length}`,
        met: results.every((r) => r.loadRatio <= 1.5),
      },
      {
        section: SECTION,
        name: 'jose only in OAuth bundles',
        value:
          results
            .filter((r) => r.hasJose && !joseRoutes.has(r.name))
            .map((r) => r.name)
            .join(', ') || 'none elsewhere',
        target: 'none elsewhere',
        met: results.every((r) => !r.hasJose || joseRoutes.has(r.name)),
      },
      {
        section: SECTION,
        name: 'CDK in no bundle',
        value:
          results
            .filter((r) => r.hasCdk)
            .map((r) => r.name)
            .join(', ') || 'none',
        target: 'none',
        met: results.every((r) => !r.hasCdk),
      },
      {
        section: SECTION,
        name: "other domains' route schemas in a bundle",
        value:
          results
            .filter((r) => r.foreignSchemas.length)
            .map((r) => `${r.name} (${r.foreignSchemas.join(', ')})`)
            .join('; ') || 'none',
        target: 'none',
        met: results.every((r) => !r.foreignSchemas.length),
      },
    ];
    return {
      baseline: { bytes: baselineBytes, loadMs: baselineLoad, packages: baselinePackages, runs: rounds },
      results,
      figures,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
};

/** The packages that add most over the baseline in a bundle: what to look at when it is over budget. */
export const topContributors = (
  result: BundleResult,
  baseline: Record<string, number>,
  count = 5,
): { package: string; extraBytes: number }[] =>
  Object.entries(result.packages)
    .map(([name, bytes]) => ({ package: name, extraBytes: bytes - (baseline[name] ?? 0) }))
    .filter((p) => p.extraBytes > 0)
    .sort((a, b) => b.extraBytes - a.extraBytes)
    .slice(0, count);
