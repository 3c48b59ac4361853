import { describe, expect, it } from 'vitest';
import { prismaWasmBase64 } from './prisma-wasm-text.ts';

const COMPILER = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs';

describe("Prisma's query compiler read from its file", () => {
  it('is the text the module exports, and WebAssembly', async () => {
    const text = await prismaWasmBase64(COMPILER);
    const { wasm } = (await import(COMPILER)) as { wasm: string };
    expect(text).toBe(wasm);
    // A WebAssembly module starts with the bytes \0asm.
    expect(Buffer.from(text, 'base64').subarray(0, 4)).toEqual(Buffer.from('\0asm'));
  });

  it('says so when a module is not of that shape', async () => {
    await expect(prismaWasmBase64('@prisma/client/runtime/query_compiler_fast_bg.postgresql.mjs')).rejects.toThrow(/no longer reads as/);
  });
});
