/** Waits until `condition` holds, asking every `every` ms; fails after `ms` naming what it waited for. */
export async function until(condition: () => Promise<boolean>, ms: number, what = 'the condition', every = 50): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
