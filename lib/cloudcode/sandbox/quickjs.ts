import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import releaseSyncModule from '@jitl/quickjs-wasmfile-release-sync';
import { runtimeFile } from '../../openapi/runtime-file.js';

/** The engine's WebAssembly file: beside the sandbox bundle on AWS, else from the installed package. */
export const WASM_FILE = '@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm';
const wasmPath = () =>
  runtimeFile(WASM_FILE, () => createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm'));

// The package's CommonJS typings describe its ESM default export as a namespace.
const releaseSync = releaseSyncModule as unknown as QuickJSSyncVariant;

/** Node's WebAssembly global (the project's `lib` setting leaves the DOM types out). */
declare const WebAssembly: {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  Memory: new (descriptor: { initial: number; maximum: number }) => object;
};
type WasmModule = object;

const PAGE = 64 * 1024;
/** The engine's own minimum (its INITIAL_MEMORY, 16 MB). */
const MIN_PAGES = 256;
/** Room beyond the runtime's heap limit for the engine's own structures and its allocator's slack. */
const HEADROOM_BYTES = 16 * 1024 * 1024;

let compiled: Promise<WasmModule> | undefined;
let spare: { pages: number; engine: Promise<QuickJSWASMModule> } | undefined;

/** The engine compiled once per process (a few ms); every instance is made from it. */
const compiledEngine = (): Promise<WasmModule> => {
  compiled ??= WebAssembly.compile(readFileSync(wasmPath()));
  return compiled;
};

/**
 * An instance whose linear memory cannot grow past `pages`: QuickJS's heap limit does not count
 * every allocation (array buffers), the memory's maximum does, so no guest reaches past it.
 */
const instantiate = async (pages: number): Promise<QuickJSWASMModule> =>
  newQuickJSWASMModuleFromVariant(
    newVariant(releaseSync, {
      wasmModule: (await compiledEngine()) as never,
      wasmMemory: new WebAssembly.Memory({ initial: MIN_PAGES, maximum: pages }) as never,
      // An aborted engine (after running out of memory) is thrown away; its complaint is not ours to print.
      emscriptenModule: { printErr: () => undefined } as never,
    }),
  );

/**
 * A fresh WebAssembly instance of QuickJS (its own linear memory, at most the heap limit plus 16 MB) for one invocation, so nothing of
 * an earlier invocation (another site's data) is even in the memory a sandbox escape could read.
 * The next one is made as soon as this one is handed out, off the caller's path (~1 ms each).
 */
export const freshEngine = async (memoryBytes: number): Promise<QuickJSWASMModule> => {
  const pages = Math.max(MIN_PAGES, Math.ceil((memoryBytes + HEADROOM_BYTES) / PAGE));
  const next = spare?.pages === pages ? spare.engine : instantiate(pages);
  spare = undefined;
  const engine = await next;
  setImmediate(() => {
    if (spare) return;
    const made = { pages, engine: instantiate(pages) };
    made.engine.catch(() => {
      if (spare === made) spare = undefined;
    });
    spare = made;
  });
  return engine;
};
