import { signUpCast, type CastName } from './cast.ts';
import { addCategories } from './fixtures.ts';
import { member, type Member } from './identities.ts';
import { openProcedureStore, type ProcedureStore, type StoreUser } from './procedure-caller.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What most test files start from: a fresh store with categories (Fiction unless told) and the named people. */
type ShopOptions = { categories?: string[]; settings?: Record<string, string> };

/** A test app (HTTP in process, the real auth emulator); `categoryId` is its first category's. */
export async function appWith<N extends CastName>(
  names: readonly N[],
  { categories = ['Fiction'], settings = {} }: ShopOptions = {},
): Promise<{ t: TestApp; categoryId: string } & Record<N, Member>> {
  const t = await createTestApp(settings);
  const [[first], people] = await Promise.all([addCategories(t.db, categories), signUpCast(names, (role, label) => member(t, role, label))]);
  return { t, categoryId: first!.id, ...people };
}

/** A procedure store (tRPC's createCaller, no HTTP); `categoryId` is its first category's. */
export async function procedureStoreWith<N extends CastName>(
  names: readonly N[],
  { categories = ['Fiction'], settings = {} }: ShopOptions = {},
): Promise<{ store: ProcedureStore; categoryId: string } & Record<N, StoreUser>> {
  const store = await openProcedureStore(settings);
  const [[first], people] = await Promise.all([addCategories(store.db, categories), signUpCast(names, (role, label) => store.signUp(role, label))]);
  return { store, categoryId: first!.id, ...people };
}
